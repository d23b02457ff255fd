import Foundation
import Testing

@testable import Media

/// A private temp directory for one test, with helpers that make real media files in it with ffmpeg.
final class Fixtures {
    let directory: String
    let toolbox: MediaToolbox

    init() throws {
        directory = NSTemporaryDirectory() + "media-tests-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        toolbox = try MediaToolbox.locate()
    }

    deinit {
        try? FileManager.default.removeItem(atPath: directory)
    }

    func path(_ name: String) -> String { directory + "/" + name }

    /// Runs ffmpeg with `arguments` (quiet, overwrite) and fails the test when it fails.
    @discardableResult
    func ffmpeg(_ arguments: [String], output name: String) throws -> String {
        let output = path(name)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: toolbox.ffmpegPath)
        process.arguments = ["-nostdin", "-v", "error", "-y"] + arguments + [output]
        process.standardInput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "ffmpeg failed making \(name)")
        return output
    }

    /// A sine tone of `seconds` encoded with `codec` into `name` (the extension picks the container).
    func tone(_ name: String, seconds: Double, codec: [String], rate: Int = 48000) throws -> String {
        try ffmpeg(["-f", "lavfi", "-i", "sine=frequency=440:sample_rate=\(rate):duration=\(seconds)"] + codec, output: name)
    }

    func webmOpus(_ name: String = "tone.webm", seconds: Double = 3.5) throws -> String {
        try tone(name, seconds: seconds, codec: ["-c:a", "libopus", "-b:a", "32k"])
    }

    /// Writes `bytes` as a file.
    func write(_ bytes: [UInt8], to name: String) throws -> String {
        let output = path(name)
        try Data(bytes).write(to: URL(fileURLWithPath: output))
        return output
    }

    /// The first `fraction` of a file's bytes, as a new file.
    func truncated(_ source: String, fraction: Double, to name: String) throws -> String {
        let data = try Data(contentsOf: URL(fileURLWithPath: source))
        return try write(Array(data.prefix(Int(Double(data.count) * fraction))), to: name)
    }

    /// An eleven-minute low-rate Opus file, quick to encode.
    func elevenMinutes(_ name: String = "long.webm") throws -> String {
        try ffmpeg(
            ["-f", "lavfi", "-i", "sine=frequency=300:sample_rate=8000:duration=660"]
                + ["-c:a", "libopus", "-b:a", "6k", "-compression_level", "0", "-frame_duration", "60"],
            output: name)
    }

    /// What ffprobe says the container's duration is ("N/A" when the header has none).
    func headerDuration(_ file: String) throws -> String {
        let process = Process()
        let output = Pipe()
        process.executableURL = URL(fileURLWithPath: toolbox.ffprobePath)
        process.arguments = ["-v", "error", "-show_entries", "format=duration", "-of", "default=nw=1:nk=1", file]
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }
}

/// Runs `body` and returns the MediaError it threw, failing the test when it threw nothing or something else.
func mediaError(_ body: () throws -> Void) -> MediaError? {
    do {
        try body()
        Issue.record("expected a MediaError, but nothing was thrown")
        return nil
    } catch let error as MediaError {
        return error
    } catch {
        Issue.record("expected a MediaError, got \(error)")
        return nil
    }
}
