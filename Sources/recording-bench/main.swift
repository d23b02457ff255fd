import Foundation
import Media

// recording-bench — `make bench` times what the server does to an uploaded recording (validate it, measure its
// duration and waveform peaks: `AudioInspector.analyze`, isolated under prlimit, the server's policy) against a bare
// `ffmpeg` decode of the same file (`ffmpeg -i FILE -f null -`), alternating the two in the same run. Prints the
// medians in milliseconds and their ratio: "ours ffmpeg ratio duration".
//
//     recording-bench take.webm 9

let arguments = CommandLine.arguments.dropFirst()
guard let path = arguments.first else {
    FileHandle.standardError.write(Data("usage: recording-bench FILE [RUNS]\n".utf8))
    exit(2)
}
let runs = Int(arguments.dropFirst().first ?? "") ?? 9
let toolbox = try MediaToolbox.locate(timeout: 60)
let inspector = AudioInspector(toolbox: toolbox, policy: AudioPolicy(maxBytes: 20_000_000, maxDuration: 600, allowed: [.webmOpus, .mp4AAC]))

func milliseconds(_ body: () throws -> Void) rethrows -> Double {
    let started = DispatchTime.now().uptimeNanoseconds
    try body()
    return Double(DispatchTime.now().uptimeNanoseconds - started) / 1_000_000
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

var ours: [Double] = []
var bare: [Double] = []
var duration = 0.0
for _ in 0..<runs {
    ours.append(try milliseconds { duration = try inspector.analyze(fileAt: path, peakCount: 120).duration })
    bare.append(try milliseconds { try bareDecode() })
}
let median = { (values: [Double]) in values.sorted()[values.count / 2] }
print(String(format: "%.0f %.0f %.2f %.1f", median(ours), median(bare), median(ours) / median(bare), duration))
