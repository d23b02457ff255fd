import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Turns an uploaded lesson video (MP4, WebM or MOV) into one every browser plays: H.264/AAC in an MP4 with fast start,
/// with its duration measured and a poster frame (JPEG) taken. Every tool runs isolated (``ToolRunner``: no shell,
/// kernel limits, its own process group, a wall-clock limit).
///
/// ```swift
/// let video = try LessonVideoProcessor(toolbox: .locate()).process(fileAt: upload, to: "week8-1.mp4", poster: "week8-1.jpg")
/// ```
///
/// Order of checks, cheapest first: size, magic numbers (no tool runs for a PNG called `.mp4`), ffprobe with the
/// container's demuxer forced (no video stream, a claimed duration over 60 minutes, absurd frame sizes are refused
/// before decoding), then one decode — the transcode itself, with `-xerror`, or, for a file already web-playable, a
/// decode to nothing (skipped for ``process(fileAt:to:poster:trusted:progress:)`` with `trusted`).
public struct LessonVideoProcessor: Sendable {
    /// The longest video accepted: 60 minutes.
    public static let maxDuration: TimeInterval = 3600
    /// The largest upload accepted: 1 GiB.
    public static let maxBytes = 1 << 30
    /// The largest frame side accepted.
    public static let maxSide = 8192

    /// The encoder settings of every transcode (also what `make bench` gives a bare ffmpeg).
    public static let encoderArguments: [String] =
        ["-map", "0:v:0", "-map", "0:a:0?", "-sn", "-dn", "-map_metadata", "-1", "-map_chapters", "-1"]
        + ["-vf", "scale=trunc(min(iw\\,1920)/2)*2:-2,format=yuv420p"]
        + ["-c:v", "libx264", "-preset", "veryfast", "-crf", "23", "-profile:v", "high"]
        + ["-c:a", "aac", "-b:a", "128k", "-ac", "2", "-movflags", "+faststart", "-f", "mp4"]

    /// The tools and their limits.
    public let toolbox: MediaToolbox

    /// Whether `header` (a file's first 64 bytes) starts a video container this accepts (MP4, WebM, MOV).
    public static func isVideo(_ header: [UInt8]) -> Bool { VideoContainer.sniff(header) != nil }

    /// Whether `header` starts a video or an audio container (a session recording may be either).
    public static func isVideoOrAudio(_ header: [UInt8]) -> Bool {
        if isVideo(header) { return true }
        if case .success = ContainerSniffer.sniff(header) { return true }
        return false
    }

    /// A processor over `toolbox`; see ``transcodingToolbox(_:)`` for limits that fit an hour of video.
    public init(toolbox: MediaToolbox) {
        self.toolbox = toolbox
    }

    /// `base` with limits for transcoding up to an hour of video: 2 hours of wall-clock time, 3 GiB of address space
    /// (x264's look-ahead at 1080p), 2 GiB files.
    public static func transcodingToolbox(_ base: MediaToolbox, timeout: TimeInterval = 7200) -> MediaToolbox {
        MediaToolbox(
            ffmpegPath: base.ffmpegPath, ffprobePath: base.ffprobePath, espeakPath: base.espeakPath, timeout: timeout,
            limits: base.limits == .none ? .none : ResourceLimits(addressSpaceBytes: 3 << 30, fileSizeBytes: 2 << 30),
            prlimitPath: base.prlimitPath)
    }

    /// What came out of ``process(fileAt:to:poster:trusted:progress:)``.
    public struct Result: Sendable, Equatable {
        /// Seconds, measured from the output.
        public let duration: TimeInterval
        /// Pixels.
        public let width: Int
        /// Pixels.
        public let height: Int
        /// The output's size in bytes.
        public let bytes: Int
        /// False when the upload was already web-playable and kept as it was.
        public let transcoded: Bool
    }

    /// Size, magic numbers and ffprobe: what the file is, without decoding it.
    ///
    /// - Throws: `MediaError` — `.empty`, `.tooLarge`, `.unsupportedType` (not MP4/WebM/MOV, or no video stream),
    ///   `.corrupt` (ffprobe cannot read it), `.tooLong` (claims more than 60 minutes).
    public func probe(fileAt path: String) throws -> VideoProbe {
        let attributes = try? FileManager.default.attributesOfItem(atPath: path)
        guard let attributes, attributes[.type] as? FileAttributeType == .typeRegular else {
            throw MediaError(.failed, "The video file could not be read.")
        }
        let size = (attributes[.size] as? NSNumber)?.intValue ?? 0
        guard size > 0 else { throw MediaError(.empty, "The video is empty.") }
        guard size <= Self.maxBytes else {
            throw MediaError(.tooLarge, "The video is larger than \(Spoken.bytes(Self.maxBytes)).")
        }
        let header: [UInt8] = {
            guard let handle = FileHandle(forReadingAtPath: path) else { return [] }
            defer { try? handle.close() }
            return [UInt8]((try? handle.read(upToCount: VideoContainer.headerLength)) ?? Data())
        }()
        guard let container = VideoContainer.sniff(header) else {
            let found: String
            switch ContainerSniffer.sniff(header) {
            case .success(let audio): found = "\(audio.displayName) audio"
            case .failure(let other): found = other.found
            }
            throw MediaError(.unsupportedType, "That file is not a video we can use (found \(found)) — send an MP4, WebM or MOV file.")
        }
        let arguments = [
            "-v", "error", "-protocol_whitelist", "file", "-f", container.demuxer,
            "-show_entries", "format=duration:stream=codec_type,codec_name,pix_fmt,width,height", "-of", "json",
            MediaFiles.ffmpegURL(path),
        ]
        let (result, data) = try ToolRunner(toolbox: toolbox).collect(.ffprobe, arguments, activity: "Checking the video")
        guard result.succeeded else { throw MediaError(.corrupt, "The video could not be read — it may be damaged or cut short.") }
        let probe = try VideoProbe.parse(
            data, container: container, fastStart: container != .webm && VideoContainer.hasFastStart(path))
        if let duration = probe.duration, duration > Self.maxDuration + 0.5 {
            throw MediaError(.tooLong, "The video is longer than \(Spoken.duration(Self.maxDuration)).")
        }
        guard probe.width > 0, probe.height > 0 else { throw MediaError(.corrupt, "The video's frames could not be read.") }
        guard probe.width <= Self.maxSide, probe.height <= Self.maxSide else {
            throw MediaError(.tooLarge, "The video is \(probe.width) × \(probe.height) pixels; at most \(Self.maxSide) a side is accepted.")
        }
        return probe
    }

    /// Checks the video at `source` by decoding it, writes the web-playable MP4 to `output` and a JPEG poster frame to
    /// `poster` (both atomically: a failure leaves neither), reporting progress from 0 to 1 as it goes.
    ///
    /// ```swift
    /// let video = try processor.process(fileAt: raw, to: out, poster: jpg) { print(Int($0 * 100), "%") }
    /// ```
    /// - Parameter trusted: for files the server made itself (the demo's): a web-playable file is then kept without the
    ///   checking decode.
    /// - Throws: `MediaError` as ``probe(fileAt:)``, and `.corrupt` when decoding fails, `.timedOut`, `.toolMissing`.
    public func process(
        fileAt source: String, to output: String, poster: String, trusted: Bool = false,
        progress: @escaping (Double) -> Void = { _ in }
    ) throws -> Result {
        let probe = try probe(fileAt: source)
        progress(0)
        let transcoded = !probe.isWebPlayable
        if transcoded {
            try transcode(source, probe: probe, to: output, progress: progress)
        } else {
            if !trusted { try decodeCheck(source, probe: probe, progress: progress) }
            try MediaFiles.writeAtomically(to: output) { temporary in
                if link(source, temporary) != 0 {
                    try FileManager.default.copyItem(atPath: source, toPath: temporary)
                }
            }
        }
        do {
            // A file kept as it was is the file probed: its probe already measured it (one ffprobe fewer).
            let measured =
                if !transcoded, let duration = probe.duration { (duration: duration, width: probe.width, height: probe.height) } else {
                    try measure(output)
                }
            guard measured.duration <= Self.maxDuration + 0.5 else {
                throw MediaError(.tooLong, "The video is longer than \(Spoken.duration(Self.maxDuration)).")
            }
            try takePoster(of: output, duration: measured.duration, to: poster)
            progress(1)
            let bytes = ((try? FileManager.default.attributesOfItem(atPath: output))?[.size] as? NSNumber)?.intValue ?? 0
            return Result(
                duration: measured.duration, width: measured.width, height: measured.height, bytes: bytes, transcoded: transcoded)
        } catch {
            try? FileManager.default.removeItem(atPath: output)
            throw error
        }
    }

    /// The full ffmpeg command line of a transcode (for the bench's bare peer, without isolation).
    public static func transcodeArguments(input: String, demuxer: String = "mov", output: String) -> [String] {
        ["-nostdin", "-hide_banner", "-nostats", "-v", "error", "-xerror"]
            + ["-protocol_whitelist", "file", "-f", demuxer, "-i", input]
            + ["-t", String(maxDuration + 1)] + encoderArguments + ["-y", output]
    }

    private func transcode(_ source: String, probe: VideoProbe, to output: String, progress: @escaping (Double) -> Void) throws {
        try MediaFiles.writeAtomically(to: output) { temporary in
            let arguments =
                Self.transcodeArguments(
                    input: MediaFiles.ffmpegURL(source), demuxer: probe.container.demuxer, output: MediaFiles.ffmpegURL(temporary)
                )
                .dropLast(2) + ["-progress", "pipe:1", "-y", MediaFiles.ffmpegURL(temporary)]
            try runReportingProgress(Array(arguments), duration: probe.duration, activity: "Converting the video", progress)
        }
    }

    /// One decode of every frame to nothing, for a file kept as it is.
    private func decodeCheck(_ source: String, probe: VideoProbe, progress: @escaping (Double) -> Void) throws {
        let arguments =
            ["-nostdin", "-hide_banner", "-nostats", "-v", "error", "-xerror", "-threads", "0"]
            + ["-protocol_whitelist", "file", "-f", probe.container.demuxer, "-i", MediaFiles.ffmpegURL(source)]
            + ["-map", "0:v:0", "-map", "0:a:0?", "-f", "null", "-progress", "pipe:1", "-"]
        try runReportingProgress(arguments, duration: probe.duration, activity: "Checking the video", progress)
    }

    /// Runs ffmpeg with `-progress pipe:1`, turning its `out_time_us` lines into fractions of `duration`; any complaint
    /// on stderr or a failed exit is `.corrupt`.
    private func runReportingProgress(
        _ arguments: [String], duration: TimeInterval?, activity: String, _ progress: @escaping (Double) -> Void
    ) throws {
        var parser = ProgressParser(duration: duration)
        let result = try ToolRunner(toolbox: toolbox).run(.ffmpeg, arguments, activity: activity) { chunk in
            for fraction in parser.feed(chunk) { progress(fraction) }
        }
        let complained = !result.standardError.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
        guard result.succeeded, !complained else {
            if result.signaled { throw MediaError(.failed, "\(activity) was stopped by the system (\(result.status)).") }
            throw MediaError(.corrupt, "The video could not be decoded — it may be damaged or cut short.")
        }
    }

    /// The output's duration and size by ffprobe.
    private func measure(_ path: String) throws -> (duration: TimeInterval, width: Int, height: Int) {
        let arguments = [
            "-v", "error", "-protocol_whitelist", "file", "-f", "mov",
            "-show_entries", "format=duration:stream=codec_type,codec_name,pix_fmt,width,height", "-of", "json",
            MediaFiles.ffmpegURL(path),
        ]
        let (result, data) = try ToolRunner(toolbox: toolbox).collect(.ffprobe, arguments, activity: "Measuring the video")
        guard result.succeeded else { throw MediaError(.corrupt, "The converted video could not be read.") }
        let probe = try VideoProbe.parse(data, container: .mp4, fastStart: true)
        guard let duration = probe.duration else { throw MediaError(.corrupt, "The converted video has no duration.") }
        return (duration, probe.width, probe.height)
    }

    /// A JPEG of the frame a second in (or a third of the way into a shorter video), at most 640 px wide.
    private func takePoster(of video: String, duration: TimeInterval, to poster: String) throws {
        let at = String(format: "%.3f", min(1, duration / 3))
        try MediaFiles.writeAtomically(to: poster) { temporary in
            let arguments =
                ["-nostdin", "-hide_banner", "-nostats", "-v", "error", "-ss", at]
                + ["-protocol_whitelist", "file", "-f", "mov", "-i", MediaFiles.ffmpegURL(video)]
                + ["-map", "0:v:0", "-frames:v", "1", "-vf", "scale=trunc(min(iw\\,640)/2)*2:-2,format=yuvj420p"]
                + ["-c:v", "mjpeg", "-q:v", "4", "-f", "image2", "-y", MediaFiles.ffmpegURL(temporary)]
            let result = try ToolRunner(toolbox: toolbox).run(.ffmpeg, arguments, activity: "Taking the poster frame") { _ in }
            guard result.succeeded else { throw MediaError.failed("Taking the poster frame", detail: result.lastErrorLine) }
        }
    }
}

/// Reads ffmpeg's `-progress` key=value lines and turns `out_time_us` into a fraction of the duration (0…0.99 until the
/// run ends; nothing when the duration is unknown), at most once per whole percent.
struct ProgressParser {
    let duration: TimeInterval?
    private var pending: [UInt8] = []
    private var lastPercent = -1

    init(duration: TimeInterval?) { self.duration = duration }

    mutating func feed(_ chunk: UnsafeRawBufferPointer) -> [Double] {
        feed(Array(chunk))
    }

    mutating func feed(_ bytes: [UInt8]) -> [Double] {
        pending += bytes
        var fractions: [Double] = []
        while let newline = pending.firstIndex(of: 10) {
            let line = String(decoding: pending[..<newline], as: UTF8.self)
            pending.removeSubrange(...newline)
            guard let duration, duration > 0, line.hasPrefix("out_time_us="),
                let micros = Double(line.dropFirst("out_time_us=".count))
            else { continue }
            let fraction = min(0.99, max(0, micros / 1_000_000 / duration))
            let percent = Int(fraction * 100)
            if percent > lastPercent {
                lastPercent = percent
                fractions.append(fraction)
            }
        }
        if pending.count > 4096 { pending.removeAll() }
        return fractions
    }
}
