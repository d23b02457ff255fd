import Foundation
import Media

// video-bench — `make bench` times what the media-processing job does to an uploaded lesson video
// (`LessonVideoProcessor.process`: magic numbers, ffprobe, the isolated H.264/AAC fast-start transcode under prlimit with
// its progress read, the output measured, a poster taken) against a bare `ffmpeg` transcode of the same file with the
// same encoder settings, alternating the two in the same run. Prints the medians of wall-clock and of CPU time (this
// process plus the tools it ran) in milliseconds, their ratios, and the measured duration:
// "ours-wall ffmpeg-wall wall-ratio ours-cpu ffmpeg-cpu cpu-ratio duration".
//
//     video-bench lesson-720p.mov 3

let arguments = CommandLine.arguments.dropFirst()
guard let path = arguments.first else {
    FileHandle.standardError.write(Data("usage: video-bench FILE [RUNS]\n".utf8))
    exit(2)
}
let runs = Int(arguments.dropFirst().first ?? "") ?? 3
let toolbox = try MediaToolbox.locate()
let processor = LessonVideoProcessor(toolbox: LessonVideoProcessor.transcodingToolbox(toolbox, timeout: 1800))
let scratch = NSTemporaryDirectory() + "video-bench-\(UUID().uuidString)"
try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
defer { try? FileManager.default.removeItem(atPath: scratch) }

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

func bareTranscode() throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: toolbox.ffmpegPath)
    process.arguments = LessonVideoProcessor.transcodeArguments(input: path, output: scratch + "/bare.mp4")
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else { throw MediaError(.failed, "ffmpeg could not transcode \(path)") }
}

var ours: [(Double, Double)] = []
var bare: [(Double, Double)] = []
var duration = 0.0
for run in 0..<runs {
    ours.append(
        try milliseconds {
            let result = try processor.process(fileAt: path, to: scratch + "/ours-\(run).mp4", poster: scratch + "/ours-\(run).jpg")
            guard result.transcoded else { throw MediaError(.failed, "the bench's source must need transcoding") }
            duration = result.duration
        })
    bare.append(try milliseconds { try bareTranscode() })
}
let median = { (values: [Double]) in values.sorted()[values.count / 2] }
let (oursWall, bareWall) = (median(ours.map(\.0)), median(bare.map(\.0)))
let (oursCPU, bareCPU) = (median(ours.map(\.1)), median(bare.map(\.1)))
print(
    String(
        format: "%.0f %.0f %.2f %.0f %.0f %.2f %.1f", oursWall, bareWall, oursWall / bareWall, oursCPU, bareCPU, oursCPU / bareCPU, duration
    ))
