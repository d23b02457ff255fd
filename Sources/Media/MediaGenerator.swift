import Foundation

/// Makes real demo media when a demo world is created: spoken voice notes and small lesson videos, silent or narrated
/// sentence by sentence (`narratedLessonVideo`, with each sentence's time).
///
/// ```swift
/// let generator = MediaGenerator(toolbox: try .locate())
/// try generator.speech("Bismillah", to: "note.m4a", padTo: 161)
/// ```
///
/// Everything is small and quick: voices are the normalised audio format (`NormalizedAudio`), videos are
/// 640×360 at 2 fps (a keyframe every 4 s), H.264 (x264 `ultrafast`, `stillimage`) with 32 kb/s AAC in MP4,
/// `+faststart` so a browser can seek at once. A ten-minute video takes about 3 s on two cores and is about 5 MB.
public struct MediaGenerator: Sendable {
    /// Video frame size and rate: small enough to encode a minute in well under a second.
    static let videoSize = "640x360"
    static let videoRate = 2

    /// The tools and their limits.
    public let toolbox: MediaToolbox

    /// A generator using `toolbox`.
    public init(toolbox: MediaToolbox) {
        self.toolbox = toolbox
    }

    /// Speaks `text` with espeak-ng into a normalised audio file (AAC in M4A), optionally padded with a soft
    /// low tone to at least `minimumDuration` seconds (say, a 2:41 recitation).
    ///
    /// ```swift
    /// try generator.speech("Tabāraka alladhī biyadihi al-mulk", voice: "en", to: "recitation.m4a", padTo: 161)
    /// ```
    public func speech(_ text: String, voice: String = "en", to output: String, padTo minimumDuration: TimeInterval? = nil)
        throws
    {
        try Self.checkVoice(voice)
        let scratch = try MediaFiles.scratchDirectory()
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let textPath = scratch + "/text.txt"
        let wavPath = scratch + "/speech.wav"
        try Data(text.utf8).write(to: URL(fileURLWithPath: textPath))

        let runner = ToolRunner(toolbox: toolbox)
        let spoken = try runner.run(.espeakNG, ["-v", voice, "-w", wavPath, "-f", textPath], activity: "Speaking the text") { _ in }
        let wavSize = (try? FileManager.default.attributesOfItem(atPath: wavPath)[.size] as? NSNumber)?.intValue ?? 0
        guard spoken.succeeded, wavSize > 44 else { throw MediaError.failed("Speaking with espeak-ng", detail: spoken.lastErrorLine) }

        var arguments = ["-nostdin", "-hide_banner", "-nostats", "-v", "error", "-i", MediaFiles.ffmpegURL(wavPath)]
        if let minimumDuration, minimumDuration > 0 {
            let seconds = String(format: "%.3f", minimumDuration)
            let graph =
                "[0:a]aresample=48000,apad=whole_dur=\(seconds)[speech];"
                + "sine=frequency=196:sample_rate=48000:duration=\(seconds),volume=0.25[tone];"
                + "[speech][tone]amix=inputs=2:duration=first:normalize=0[out]"
            arguments += ["-filter_complex", graph, "-map", "[out]"]
        }
        try MediaFiles.writeAtomically(to: output) { temporary in
            let result = try runner.run(
                .ffmpeg, arguments + NormalizedAudio.encoderArguments + ["-y", MediaFiles.ffmpegURL(temporary)],
                activity: "Encoding the speech"
            ) { _ in }
            guard result.succeeded else { throw MediaError.failed("Encoding speech", detail: result.lastErrorLine) }
        }
    }

    /// Makes a lesson video of exactly `duration` seconds: the title and subtitle on a plain background with a
    /// running clock, over a quiet tone. Falls back to FFmpeg's moving test pattern when no font (DejaVu, Noto
    /// or Liberation) or no `drawtext` filter is available.
    ///
    /// ```swift
    /// try generator.lessonVideo(title: "Idghām with ghunnah", subtitle: "Week 8", duration: 90, to: "week8.mp4")
    /// ```
    public func lessonVideo(title: String, subtitle: String, duration: TimeInterval, to output: String) throws {
        try makeLessonVideo(title: title, subtitle: subtitle, duration: duration, to: output)
    }

    /// A lesson video's sound: a quiet tone, or an audio file (a narration) that lasts the video's length.
    enum VideoAudio {
        case tone
        case file(String)
    }

    /// `lessonVideo`, returning whether the captions were drawn (false: the test-pattern fallback was used).
    @discardableResult
    func makeLessonVideo(title: String, subtitle: String, duration: TimeInterval, audio: VideoAudio = .tone, to output: String) throws
        -> Bool
    {
        guard duration > 0 else { throw MediaError(.failed, "A lesson video needs a duration above zero.") }
        let scratch = try MediaFiles.scratchDirectory()
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let seconds = String(format: "%.3f", duration)
        let runner = ToolRunner(toolbox: toolbox)

        var pictures: [(captioned: Bool, graph: String)] = []
        if let font = Self.font(), Self.isPlainPath(scratch) {
            try Data(title.utf8).write(to: URL(fileURLWithPath: scratch + "/title.txt"))
            try Data(subtitle.utf8).write(to: URL(fileURLWithPath: scratch + "/subtitle.txt"))
            let text = "drawtext=fontfile=\(font):expansion=none:fontcolor=white"
            let captions = [
                "\(text):textfile=\(scratch)/title.txt:fontsize=\(Self.fontSize(title, largest: 34)):x=(w-text_w)/2:y=(h/2)-50",
                "\(text):textfile=\(scratch)/subtitle.txt:fontsize=\(Self.fontSize(subtitle, largest: 22)):x=(w-text_w)/2:y=(h/2)+10",
                "drawtext=fontfile=\(font):fontcolor=white@0.7:fontsize=16:x=w-text_w-14:y=h-text_h-12:text=\(Self.clock)",
            ].joined(separator: ",")
            pictures.append((captioned: true, graph: "color=c=0x1d3557:s=\(Self.videoSize):r=\(Self.videoRate):d=\(seconds),\(captions)"))
        }
        pictures.append((captioned: false, graph: "testsrc2=s=\(Self.videoSize):r=\(Self.videoRate):d=\(seconds)"))

        let sound: [String] =
            switch audio {
            case .tone: ["-f", "lavfi", "-i", "sine=frequency=220:sample_rate=22050:duration=\(seconds)", "-af", "volume=0.3"]
            case .file(let path): ["-i", MediaFiles.ffmpegURL(path)]
            }
        var lastError = ""
        for picture in pictures {
            let arguments =
                ["-nostdin", "-hide_banner", "-nostats", "-v", "error", "-f", "lavfi", "-i", picture.graph] + sound
                + ["-map", "0:v", "-map", "1:a", "-t", seconds]
                + ["-c:v", "libx264", "-preset", "ultrafast", "-tune", "stillimage", "-crf", "30", "-pix_fmt", "yuv420p"]
                + ["-g", String(Self.videoRate * 4), "-c:a", "aac", "-b:a", "32k", "-ac", "1", "-movflags", "+faststart", "-f", "mp4"]
            do {
                try MediaFiles.writeAtomically(to: output) { temporary in
                    let result = try runner.run(
                        .ffmpeg, arguments + ["-y", MediaFiles.ffmpegURL(temporary)], activity: "Making the lesson video"
                    ) { _ in }
                    guard result.succeeded else { throw MediaError.failed("Making the lesson video", detail: result.lastErrorLine) }
                }
                return picture.captioned
            } catch let error as MediaError where error.kind == .failed {
                lastError = error.message
            }
        }
        throw MediaError(.failed, lastError)
    }

    /// Reads a video's duration and frame size with ffprobe.
    ///
    /// ```swift
    /// let info = try generator.probeVideo(fileAt: "week8.mp4")   // VideoInfo(duration: 90, width: 640, height: 360)
    /// ```
    public func probeVideo(fileAt path: String) throws -> VideoInfo {
        guard FileManager.default.isReadableFile(atPath: path) else {
            throw MediaError(.failed, "The video file “\(path)” could not be read.")
        }
        let arguments = [
            "-v", "error", "-protocol_whitelist", "file", "-select_streams", "v:0", "-show_entries",
            "stream=width,height:format=duration", "-of", "default=noprint_wrappers=1", MediaFiles.ffmpegURL(path),
        ]
        let (result, data) = try ToolRunner(toolbox: toolbox).collect(.ffprobe, arguments, activity: "Reading the video")
        guard result.succeeded else { throw MediaError(.corrupt, "That video could not be read — it may be damaged.") }
        var fields: [String: String] = [:]
        for line in String(decoding: data, as: UTF8.self).split(whereSeparator: \.isNewline) {
            let parts = line.split(separator: "=", maxSplits: 1).map(String.init)
            if parts.count == 2 { fields[parts[0]] = parts[1] }
        }
        guard let width = fields["width"].flatMap({ Int($0) }), let height = fields["height"].flatMap({ Int($0) }) else {
            throw MediaError(.unsupportedType, "That file has no video in it.")
        }
        return VideoInfo(duration: fields["duration"].flatMap { Double($0) } ?? 0, width: width, height: height)
    }

    /// A running "mm:ss" clock for drawtext, quoted for the filter graph; `\:` reaches drawtext as `:`.
    static let clock = "'%{eif\\:trunc(t/60)\\:d\\:2}\\:%{eif\\:mod(t,60)\\:d\\:2}'"

    /// A bold-font size at which `text` fits across the 640-pixel frame (about 0.62 em per character).
    static func fontSize(_ text: String, largest: Int) -> Int {
        max(12, min(largest, Int(580 / (0.62 * Double(max(text.count, 1))))))
    }

    /// The first installed font drawtext can use.
    static func font() -> String? {
        [
            "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf", "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf",
            "/usr/share/fonts/truetype/noto/NotoSans-Bold.ttf", "/usr/share/fonts/truetype/noto/NotoSans-Regular.ttf",
            "/usr/share/fonts/truetype/liberation/LiberationSans-Bold.ttf",
        ].first { FileManager.default.fileExists(atPath: $0) }
    }

    /// Whether `path` needs no escaping inside an ffmpeg filter graph.
    static func isPlainPath(_ path: String) -> Bool {
        path.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "/._-".contains($0)) }
    }
}
