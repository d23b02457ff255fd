import Foundation
import Media
import QuranFlowPersistence

/// The tools the demo media job needs, checked before anything is made, and the one cheap FFmpeg step the `Media`
/// module does not offer: joining spoken parts and lengthening them to a target duration with quiet room tone
/// *without re-encoding* (AAC frames are copied through ADTS and the `concat:` protocol). FFmpeg's AAC encoder runs
/// at only ~50× real time here, so a 2:41 recitation costs the encode of its seconds of speech (shared between
/// students reading the same passage) rather than of 161 seconds of audio.
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
                throw DemoMedia.Failure(
                    "\(configured) was not found — install the Debian package \(package) "
                        + "(apt-get install \(package)); the demo world works without media until then")
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

    /// Seconds of room tone in one reusable chunk: the breath between two readings.
    static let roomToneSeconds = 1.5

    /// Encodes `roomToneSeconds` of soft pink noise as ADTS AAC in the normalised format's settings (48 kHz mono 64 kb/s).
    func makeRoomTone(at path: String) throws {
        try run(
            ffmpeg,
            [
                "-nostdin", "-hide_banner", "-nostats", "-v", "error", "-f", "lavfi",
                "-i", "anoisesrc=color=pink:amplitude=0.02:sample_rate=48000:seed=7:duration=\(Self.roomToneSeconds)",
            ]
                + ["-c:a", "aac", "-b:a", "64k", "-ac", "1", "-ar", "48000", "-f", "adts", "-y", "file:" + path])
    }

    /// Copies the AAC frames of a normalised `.m4a` into a raw ADTS stream (no re-encoding), ready for `concat:`.
    func copyToADTS(_ input: String, _ output: String) throws {
        try run(
            ffmpeg,
            [
                "-nostdin", "-hide_banner", "-nostats", "-v", "error", "-i", "file:" + input, "-map", "0:a:0", "-c", "copy",
                "-f", "adts", "-y", "file:" + output,
            ])
    }

    /// Writes `output` (M4A, `+faststart`): the ADTS `segments` one after another and, when they are shorter than
    /// `target` seconds, read again after a breath of room tone until the whole lasts `target` — so a recitation
    /// or a note sounds like speech for its whole length and its waveform is never a flat line of padding. The
    /// segments last `spokenSeconds`; nothing of the first reading is cut. No audio is re-encoded.
    func join(_ segments: [String], spokenSeconds: TimeInterval, roomTone: String, to target: TimeInterval, output: String) throws {
        var parts = segments
        var total = spokenSeconds
        if spokenSeconds > 0 {
            while total < target {
                parts.append(roomTone)
                parts += segments
                total += Self.roomToneSeconds + spokenSeconds
            }
        }
        var arguments = [
            "-nostdin", "-hide_banner", "-nostats", "-v", "error", "-f", "aac", "-i", "concat:" + parts.joined(separator: "|"),
            "-c", "copy",
        ]
        if parts.count > segments.count { arguments += ["-t", String(format: "%.3f", max(target, spokenSeconds))] }
        try writeAtomically(output) { temporary in
            try run(ffmpeg, arguments + ["-movflags", "+faststart", "-f", "mp4", "-y", "file:" + temporary])
        }
    }

    /// Seconds of audio in an ADTS file, from its frame headers (1024 samples a frame): a quick count used only to
    /// size the padding — the finished file is measured by decoding it.
    static func adtsDuration(_ path: String) -> TimeInterval {
        guard let data = FileManager.default.contents(atPath: path) else { return 0 }
        let rates = [96000, 88200, 64000, 48000, 44100, 32000, 24000, 22050, 16000, 12000, 11025, 8000, 7350]
        return data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) -> TimeInterval in
            var offset = 0
            var seconds = 0.0
            while offset + 7 <= bytes.count, bytes[offset] == 0xFF, bytes[offset + 1] & 0xF0 == 0xF0 {
                let rateIndex = Int((bytes[offset + 2] >> 2) & 0x0F)
                let length = (Int(bytes[offset + 3] & 0x03) << 11) | (Int(bytes[offset + 4]) << 3) | (Int(bytes[offset + 5]) >> 5)
                guard rateIndex < rates.count, length >= 7 else { break }
                seconds += Double((Int(bytes[offset + 6] & 0x03) + 1) * 1024) / Double(rates[rateIndex])
                offset += length
            }
            return seconds
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
            let name = (executable as NSString).lastPathComponent
            throw DemoMedia.Failure("\(name) took longer than \(Int(toolbox.timeout)) s and was stopped")
        }
        let collected = FileManager.default.contents(atPath: errorPath) ?? Data()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            let last = String(decoding: collected, as: UTF8.self).split(whereSeparator: \.isNewline).last.map(String.init) ?? ""
            throw DemoMedia.Failure("\((executable as NSString).lastPathComponent) failed: \(last)")
        }
    }
}
