import Foundation

/// Checks an uploaded recording and measures it by decoding it, under a time limit, in an isolated ffmpeg.
///
/// ```swift
/// let analysis = try AudioInspector(toolbox: .locate()).analyze(fileAt: "/data/uploads/42.webm")
/// ```
///
/// Order of checks, cheapest first: size (no decoding for an empty or oversized file), magic numbers (no tool
/// run for a PNG), then ffprobe for the codec (forced demuxer) side by side with one full decode to 8 kHz mono PCM
/// whose samples give both the duration and the peaks; the probe's verdict is checked before the decode's. A WebM
/// whose header names an Opus track is decoded with the Opus decoder forced and probed only if that fails.
///
/// A file cut short: FFmpeg reports a WebM cut mid-cluster ("File ended prematurely") and an MP4 without its
/// index, and those are `.corrupt`. Ogg's demuxer drops a partial last page silently, so an Ogg file whose last
/// page lacks the end-of-stream flag is `.corrupt` too. A WebM cut exactly between clusters decodes cleanly and
/// is measured at its shorter length — the bytes are indistinguishable from a shorter recording.
///
/// Safari's MediaRecorder (WebKit) writes fragmented MP4/AAC whose header is written before the recording ends: its
/// durations can be 0 and its edit list can claim less than the fragments hold. An MP4 is therefore decoded with its
/// edit list ignored (every sample the file holds is counted), and one whose container ffmpeg complains about is
/// still taken when at least a quarter second of audio decodes — measured at the length that decodes, and made a
/// clean file by `normalize`. Nothing is ever read from a header's duration. A stray `moof` directly before another
/// (WebKitGTK's layout) is dropped first, in a copy (`FragmentedMP4Repair`).
public struct AudioInspector: Sendable {
    /// The sample rate of the measuring decode: enough for a waveform, cheap to count.
    static let measuringRate = 8000
    /// Rounding slack in the duration cap, so a recording of exactly the maximum passes.
    static let durationSlack: TimeInterval = 0.05
    /// The decoded audio an MP4 that ffmpeg complained about must still yield to be accepted: a quarter second.
    static let minimumSalvageSamples = measuringRate / 4

    /// The tools and their limits.
    public let toolbox: MediaToolbox
    /// What is accepted.
    public let policy: AudioPolicy

    /// An inspector applying `policy`.
    public init(toolbox: MediaToolbox, policy: AudioPolicy = AudioPolicy()) {
        self.toolbox = toolbox
        self.policy = policy
    }

    /// Validates the file at `path` and measures it by decoding every sample.
    ///
    /// ```swift
    /// let analysis = try inspector.analyze(fileAt: upload, peakCount: 60)   // analysis.duration == 161.02
    /// ```
    /// - Throws: `MediaError` — `.empty`, `.tooLarge`, `.unsupportedType`, `.corrupt`, `.tooLong`, `.timedOut`,
    ///   `.toolMissing`.
    public func analyze(fileAt path: String, peakCount: Int = 120) throws -> AudioAnalysis {
        let container = try checkSizeAndSniff(path)
        let mended = container == .mp4 ? try FragmentedMP4Repair.mendedCopy(of: path) : nil
        defer { if let mended { try? FileManager.default.removeItem(atPath: mended) } }
        return try analyze(mended ?? path, container: container, peakCount: peakCount)
    }

    /// `analyze` on a file already sniffed as `container`.
    private func analyze(_ path: String, container: AudioContainer, peakCount: Int) throws -> AudioAnalysis {
        if container == .ogg, !Self.oggEndsWithEndOfStream(path) { throw MediaError.corrupt }
        // What browsers send most (WebM with an Opus track, named in its header) is decoded at once with the Opus
        // decoder forced, so a stream that is not Opus fails to decode; only then does ffprobe say what it is, and the
        // error is the one the probe-first order gives. This saves ffprobe's run (a fifth of a 3-minute recording's cost).
        if container == .matroska, policy.allowed.contains(.webmOpus), let named = Self.opusNamedInWebM(path) {
            do {
                return try measure(path, container: container, stream: named, forcing: "opus", peakCount: peakCount)
            } catch let error as MediaError where [.corrupt, .empty].contains(error.kind) {
                let stream = try probe(path, container: container)
                guard policy.allowed.contains(stream.kind) else { throw MediaError.unsupported(found: stream.kind.displayName) }
                throw error
            }
        }
        // Otherwise ffprobe (the codec) and the decode run side by side: both isolated with the container forced from
        // the magic numbers, and the probe's verdict is read first, so the errors are the same as one after the other.
        let probed = ProbeResult()
        let probing = DispatchGroup()
        DispatchQueue.global().async(group: probing) { [self] in
            probed.set(Result { try probe(path, container: container) })
        }
        let decoded = Result { try decode(path, container: container, forcing: nil) }
        probing.wait()
        let stream = try probed.get()
        guard policy.allowed.contains(stream.kind) else { throw MediaError.unsupported(found: stream.kind.displayName) }
        return try analysis(of: decoded.get(), stream: stream, peakCount: peakCount)
    }

    /// Decodes with `decoder` forced and measures, taking `stream` as what the header named.
    private func measure(
        _ path: String, container: AudioContainer, stream: Stream, forcing decoder: String,
        peakCount: Int
    ) throws -> AudioAnalysis {
        try analysis(of: decode(path, container: container, forcing: decoder), stream: stream, peakCount: peakCount)
    }

    /// One full decode to 8 kHz mono PCM, counted and reduced to peaks as it streams.
    private func decode(_ path: String, container: AudioContainer, forcing decoder: String?) throws -> (ToolResult, PeakAccumulator) {
        let sampleCap = Int((policy.maxDuration + Self.durationSlack) * Double(Self.measuringRate))
        var accumulator = PeakAccumulator()
        let result = try ToolRunner(toolbox: toolbox).run(
            .ffmpeg, decodeArguments(path, container: container, forcing: decoder), activity: "Checking the recording"
        ) { chunk in
            accumulator.add(chunk)
            if accumulator.sampleCount > sampleCap { throw MediaError.tooLong(limit: policy.maxDuration) }
        }
        return (result, accumulator)
    }

    private func analysis(of decoded: (ToolResult, PeakAccumulator), stream: Stream, peakCount: Int) throws -> AudioAnalysis {
        let (result, accumulator) = decoded
        let complained = !result.standardError.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
        // An MP4 is judged by what decodes: Safari's MediaRecorder (WebKit) writes fragmented MP4 whose last fragment
        // can be cut short or whose boxes ffmpeg complains about while the audio before them decodes. Such a file is
        // taken at the length that decodes (`normalize` re-encodes it to a clean file); one that yields less than
        // `minimumSalvage` of audio — an MP4 without its index, random bytes after a header — stays `.corrupt`.
        let salvaged = stream.kind == .mp4AAC && accumulator.sampleCount >= Self.minimumSalvageSamples
        if (!result.succeeded || complained) && !salvaged { throw MediaError.corrupt }
        if accumulator.sampleCount == 0 { throw MediaError.empty }
        return AudioAnalysis(
            kind: stream.kind, duration: Double(accumulator.sampleCount) / Double(Self.measuringRate),
            peaks: accumulator.peaks(count: peakCount), sampleRate: stream.sampleRate, channels: stream.channels)
    }

    /// The Opus track a WebM file's header names ("A_OPUS" with its "OpusHead": 48 kHz, its channel count), if any.
    static func opusNamedInWebM(_ path: String) -> Stream? {
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        let header = [UInt8]((try? handle.read(upToCount: 1 << 16)) ?? Data())
        func find(_ text: String) -> Int? {
            let needle = Array(text.utf8)
            guard header.count >= needle.count else { return nil }
            return (0...(header.count - needle.count)).first { header[$0] == needle[0] && Array(header[$0..<$0 + needle.count]) == needle }
        }
        guard find("A_OPUS") != nil, let head = find("OpusHead"), head + 9 < header.count,
            (1...8).contains(header[head + 9])
        else { return nil }
        return Stream(kind: .webmOpus, sampleRate: 48000, channels: Int(header[head + 9]))
    }

    /// Converts the recording at `path` to the one format every browser plays (see `NormalizedAudio`: AAC in
    /// M4A), cut at the policy's maximum duration. `output` appears only when conversion succeeded.
    ///
    /// ```swift
    /// try inspector.normalize(fileAt: "upload.webm", to: "recording.m4a")
    /// ```
    /// Run `analyze` first on untrusted input; this checks size and type again but not every decode error.
    public func normalize(fileAt original: String, to output: String) throws {
        let container = try checkSizeAndSniff(original)
        let mended = container == .mp4 ? try FragmentedMP4Repair.mendedCopy(of: original) : nil
        defer { if let mended { try? FileManager.default.removeItem(atPath: mended) } }
        let path = mended ?? original
        try MediaFiles.writeAtomically(to: output) { temporary in
            let arguments =
                ["-nostdin", "-hide_banner", "-nostats", "-v", "error", "-threads", "1"]
                + container.inputOptions
                + ["-protocol_whitelist", "file", "-f", container.demuxer, "-i", MediaFiles.ffmpegURL(path)]
                + ["-map", "0:a:0", "-vn", "-sn", "-dn", "-map_metadata", "-1", "-t", String(policy.maxDuration)]
                + NormalizedAudio.encoderArguments + ["-y", MediaFiles.ffmpegURL(temporary)]
            let result = try ToolRunner(toolbox: toolbox).run(.ffmpeg, arguments, activity: "Converting the recording") { _ in }
            guard result.succeeded else { throw MediaError.corrupt }
        }
    }

    /// The probe's outcome, handed from its thread to the decoding one.
    final class ProbeResult: @unchecked Sendable {
        private let lock = NSLock()
        private var result: Result<Stream, any Error> = .failure(MediaError.failed("Checking the recording", detail: "no probe ran"))

        func set(_ value: Result<Stream, any Error>) {
            lock.lock()
            result = value
            lock.unlock()
        }

        func get() throws -> Stream {
            lock.lock()
            defer { lock.unlock() }
            return try result.get()
        }
    }

    /// The first audio stream as ffprobe sees it.
    struct Stream: Equatable {
        let kind: AudioKind
        let sampleRate: Int
        let channels: Int
    }

    /// Size first (no tool runs for an empty or oversized file), then magic numbers.
    func checkSizeAndSniff(_ path: String) throws -> AudioContainer {
        let size: Int
        do {
            let attributes = try FileManager.default.attributesOfItem(atPath: path)
            guard attributes[.type] as? FileAttributeType == .typeRegular else {
                throw MediaError(.failed, "“\(path)” is not a regular file.")
            }
            size = (attributes[.size] as? NSNumber)?.intValue ?? 0
        } catch let error as MediaError {
            throw error
        } catch {
            throw MediaError(.failed, "The recording file “\(path)” could not be read.")
        }
        if size == 0 { throw MediaError.empty }
        if size > policy.maxBytes { throw MediaError.tooLarge(limit: policy.maxBytes) }
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw MediaError(.failed, "The recording file “\(path)” could not be read.")
        }
        defer { try? handle.close() }
        let header = (try? handle.read(upToCount: ContainerSniffer.headerLength)) ?? Data()
        switch ContainerSniffer.sniff(Array(header)) {
        case .success(let container): return container
        case .failure(let notAudio): throw MediaError.unsupported(found: notAudio.found)
        }
    }

    /// Asks ffprobe (with the demuxer forced) for the first audio stream's codec, rate and channels.
    func probe(_ path: String, container: AudioContainer) throws -> Stream {
        let arguments = [
            "-v", "error", "-protocol_whitelist", "file", "-f", container.demuxer, "-select_streams", "a:0",
            "-show_entries", "stream=codec_name,sample_rate,channels", "-of", "default=noprint_wrappers=1",
            MediaFiles.ffmpegURL(path),
        ]
        let (result, data) = try ToolRunner(toolbox: toolbox).collect(.ffprobe, arguments, activity: "Checking the recording")
        guard result.succeeded else { throw MediaError.corrupt }
        var fields: [String: String] = [:]
        for line in String(decoding: data, as: UTF8.self).split(whereSeparator: \.isNewline) {
            let parts = line.split(separator: "=", maxSplits: 1).map(String.init)
            if parts.count == 2, fields[parts[0]] == nil { fields[parts[0]] = parts[1] }
        }
        guard let codec = fields["codec_name"] else {
            throw MediaError.unsupported(found: "a \(container.displayName) file with no sound in it")
        }
        guard let kind = container.kind(codec: codec) else {
            throw MediaError.unsupported(found: "\(codec.uppercased()) audio in \(container.displayName)")
        }
        return Stream(
            kind: kind, sampleRate: fields["sample_rate"].flatMap { Int($0) } ?? 0,
            channels: fields["channels"].flatMap { Int($0) } ?? 0)
    }

    /// ffmpeg options decoding the first audio stream to 8 kHz mono s16le on stdout, with `decoder` forced if given.
    private func decodeArguments(_ path: String, container: AudioContainer, forcing decoder: String?) -> [String] {
        ["-nostdin", "-hide_banner", "-nostats", "-v", "error", "-threads", "1"]
            + (decoder.map { ["-c:a", $0] } ?? [])
            + container.inputOptions
            + ["-protocol_whitelist", "file", "-f", container.demuxer, "-i", MediaFiles.ffmpegURL(path)]
            + ["-map", "0:a:0", "-vn", "-sn", "-dn", "-ac", "1", "-ar", String(Self.measuringRate), "-f", "s16le", "pipe:1"]
    }

    /// Whether the last Ogg page in the file carries the end-of-stream flag (header byte 5, bit 0x04).
    static func oggEndsWithEndOfStream(_ path: String) -> Bool {
        guard let handle = FileHandle(forReadingAtPath: path) else { return false }
        defer { try? handle.close() }
        let size = (try? handle.seekToEnd()) ?? 0
        try? handle.seek(toOffset: size > 65_536 ? size - 65_536 : 0)
        let tail = [UInt8]((try? handle.readToEnd()) ?? Data())
        let capture = Array("OggS".utf8)
        var index = tail.count - 6
        while index >= 0 {
            if tail[index] == capture[0], Array(tail[index..<index + 4]) == capture { return tail[index + 5] & 0x04 != 0 }
            index -= 1
        }
        return false
    }
}
