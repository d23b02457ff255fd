import Foundation
import Media

// recording-bench — `make bench` times what the server does to an uploaded recording (validate it, measure its
// duration and waveform peaks: `AudioInspector.analyze`, isolated under prlimit, the server's policy) against a bare
// `ffmpeg` decode of the same file (`ffmpeg -i FILE -f null -`), alternating the two in the same run. Prints the
// medians of wall-clock and of CPU time (this process plus the tools it ran) in milliseconds, their ratios, and the
// measured duration: "ours-wall ffmpeg-wall wall-ratio ours-cpu ffmpeg-cpu cpu-ratio duration". On a machine shared with
// other work the wall clock is noisy; the CPU time is what the server pays.
//
//     recording-bench take.webm 9

let arguments = CommandLine.arguments.dropFirst()
guard let path = arguments.first else {
    FileHandle.standardError.write(Data("usage: recording-bench FILE [RUNS]\n".utf8))
    exit(2)
}
let runs = Int(arguments.dropFirst().first ?? "") ?? 9
let toolbox = try MediaToolbox.locate(timeout: 60)
let inspector = AudioInspector(
    toolbox: toolbox, policy: AudioPolicy(maxBytes: 20_000_000, maxDuration: 600, allowed: [.webmOpus, .mp4AAC]))

/// CPU seconds of this process and of its finished children.
func cpuSeconds() -> Double {
    func seconds(_ who: __rusage_who) -> Double {
        var usage = rusage()
        guard getrusage(__rusage_who_t(who.rawValue), &usage) == 0 else { return 0 }
        return Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
    }
    return seconds(RUSAGE_SELF) + seconds(RUSAGE_CHILDREN)
}

/// (wall, CPU) milliseconds of `body`.
func milliseconds(_ body: () throws -> Void) rethrows -> (Double, Double) {
    let started = DispatchTime.now().uptimeNanoseconds
    let cpu = cpuSeconds()
    try body()
    return (Double(DispatchTime.now().uptimeNanoseconds - started) / 1_000_000, (cpuSeconds() - cpu) * 1000)
}

func bareDecode() throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: toolbox.ffmpegPath)
    process.arguments = ["-nostdin", "-v", "error", "-threads", "1", "-i", path, "-f", "null", "-"]
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else { throw MediaError(.failed, "ffmpeg could not decode \(path)") }
}

var ours: [(Double, Double)] = []
var bare: [(Double, Double)] = []
var duration = 0.0
for _ in 0..<runs {
    ours.append(try milliseconds { duration = try inspector.analyze(fileAt: path, peakCount: 120).duration })
    bare.append(try milliseconds { try bareDecode() })
}
let median = { (values: [Double]) in values.sorted()[values.count / 2] }
let (oursWall, bareWall) = (median(ours.map(\.0)), median(bare.map(\.0)))
let (oursCPU, bareCPU) = (median(ours.map(\.1)), median(bare.map(\.1)))
print(
    String(
        format: "%.0f %.0f %.2f %.0f %.0f %.2f %.1f", oursWall, bareWall, oursWall / bareWall, oursCPU, bareCPU, oursCPU / bareCPU, duration
    ))
