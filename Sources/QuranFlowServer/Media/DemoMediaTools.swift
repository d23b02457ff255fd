import Foundation
import Media

/// The tools the demo media job needs, checked before anything is made, and the one cheap FFmpeg step the `Media`
/// module does not offer: lengthening a spoken voice to a target duration by appending quiet room tone *without
/// re-encoding* (AAC frames are copied through ADTS and the `concat:` protocol), so a 2:41 recitation costs the
/// encode of its few seconds of speech rather than of 161 seconds of audio.
///
/// Only our own generated files pass through here (never an upload), so a plain `Process` with an argument array,
/// stdin at /dev/null and a wall-clock timeout is enough; uploads go through `AudioInspector`.
struct DemoMediaTools: Sendable {
    let toolbox: MediaToolbox
    let ffmpeg: String
    let ffprobe: String
    let espeak: String

    /// Finds ffmpeg, ffprobe and espeak-ng, or throws naming the Debian package to install.
    init(toolbox: MediaToolbox) throws {
        self.toolbox = toolbox
        func find(_ configured: String, _ package: String) throws -> String {
            guard let path = Self.search(configured) else {
                throw DemoMedia.Failure("\(configured) was not found — install the Debian package \(package) (apt-get install \(package)); "
                                        + "the demo world works without media until then")
            }
            return path
        }
        ffmpeg = try find(toolbox.ffmpegPath, "ffmpeg")
        ffprobe = try find(toolbox.ffprobePath, "ffmpeg")
        espeak = try find(toolbox.espeakPath, "espeak-ng")
    }

    /// `name` itself when it has a slash and is executable; otherwise the first executable `name` on PATH or in /usr/bin.
    static func search(_ name: String) -> String? {
        let files = FileManager.default
        if name.contains("/") { return files.isExecutableFile(atPath: name) ? name : nil }
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        for directory in path.split(separator: ":").map(String.init) + ["/usr/bin", "/usr/local/bin"] where !directory.isEmpty {
            if files.isExecutableFile(atPath: directory + "/" + name) { return directory + "/" + name }
        }
        return nil
    }

    /// Seconds of room tone in one reusable chunk.
    static let roomToneSeconds = 20.0

    /// Encodes `roomToneSeconds` of soft pink noise as ADTS AAC in the normalised format's settings (48 kHz mono 64 kb/s).
    func makeRoomTone(at path: String) throws {
        try run(ffmpeg, ["-nostdin", "-hide_banner", "-nostats", "-v", "error", "-f", "lavfi",
                         "-i", "anoisesrc=color=pink:amplitude=0.02:sample_rate=48000:seed=7:duration=\(Self.roomToneSeconds)"]
                + ["-c:a", "aac", "-b:a", "64k", "-ac", "1", "-ar", "48000", "-f", "adts", "-y", "file:" + path])
    }

    /// Writes `output` (M4A, `+faststart`): the AAC of `speech` (a normalised .m4a) followed by room tone until the whole
    /// lasts `target` seconds — or just the speech, when it is already that long. No audio is re-encoded.
    func pad(speech: String, speechDuration: TimeInterval, roomTone: String, to target: TimeInterval, output: String, scratch: String) throws {
        let speechADTS = scratch + "/speech-\(UUID().uuidString).aac"
        defer { try? FileManager.default.removeItem(atPath: speechADTS) }
        try run(ffmpeg, ["-nostdin", "-hide_banner", "-nostats", "-v", "error", "-i", "file:" + speech, "-map", "0:a:0", "-c", "copy",
                         "-f", "adts", "-y", "file:" + speechADTS])
        let missing = max(0, target - speechDuration)
        let chunks = Int((missing / Self.roomToneSeconds).rounded(.up))
        let parts = [speechADTS] + Array(repeating: roomTone, count: chunks)
        var arguments = ["-nostdin", "-hide_banner", "-nostats", "-v", "error", "-f", "aac", "-i", "concat:" + parts.joined(separator: "|"),
                         "-c", "copy"]
        if chunks > 0 { arguments += ["-t", String(format: "%.3f", max(target, speechDuration))] }
        try writeAtomically(output) { temporary in
            try run(ffmpeg, arguments + ["-movflags", "+faststart", "-f", "mp4", "-y", "file:" + temporary])
        }
    }

    /// Runs `produce` on a hidden temporary path beside `output`, then renames it into place.
    func writeAtomically(_ output: String, _ produce: (String) throws -> Void) throws {
        let directory = (output as NSString).deletingLastPathComponent
        let temporary = directory + "/.partial-\(UUID().uuidString)-" + (output as NSString).lastPathComponent
        defer { try? FileManager.default.removeItem(atPath: temporary) }
        try produce(temporary)
        guard rename(temporary, output) == 0 else { throw DemoMedia.Failure("could not move \(temporary) to \(output)") }
    }

    /// Runs a tool to completion within the toolbox's timeout; throws with its last error line when it fails.
    func run(_ executable: String, _ arguments: [String]) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        let errorPath = NSTemporaryDirectory() + "demo-media-\(UUID().uuidString).err"
        guard FileManager.default.createFile(atPath: errorPath, contents: nil), let errors = FileHandle(forWritingAtPath: errorPath) else {
            throw DemoMedia.Failure("could not create \(errorPath)")
        }
        defer { try? FileManager.default.removeItem(atPath: errorPath) }
        process.standardError = errors
        let finished = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in finished.signal() }
        do { try process.run() } catch { try? errors.close(); throw error }
        try? errors.close()
        if finished.wait(timeout: .now() + toolbox.timeout) == .timedOut {
            kill(process.processIdentifier, SIGKILL)
            finished.wait()
            throw DemoMedia.Failure("\((executable as NSString).lastPathComponent) took longer than \(Int(toolbox.timeout)) s and was stopped")
        }
        let collected = FileManager.default.contents(atPath: errorPath) ?? Data()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            let last = String(decoding: collected, as: UTF8.self).split(whereSeparator: \.isNewline).last.map(String.init) ?? ""
            throw DemoMedia.Failure("\((executable as NSString).lastPathComponent) failed: \(last)")
        }
    }
}
