import Foundation
import HTTPServer
import Media

/// A recording uploaded from the browser (MediaRecorder's WebM/Opus, Safari's MP4/AAC), validated and measured by
/// decoding it with ``AudioInspector`` before anything is kept, then converted to the one stored format
/// (``NormalizedAudio``) under `<data>/media/<folder>/`. A refused file leaves nothing behind.
///
/// ```swift
/// let upload = try AudioUpload.store(ctx.request.body, in: env, folder: "replies")
/// upload.relativePath   // "replies/<random>.m4a"
/// ```
public struct AudioUpload: Sendable {
    /// Where the stored file is, relative to `<data>/media/`.
    public let relativePath: String
    /// The stored file's size.
    public let bytes: Int
    /// The measured length.
    public let duration: TimeInterval
    /// Waveform peaks, 0…1.
    public let peaks: [Float]

    /// The largest upload accepted (the policy's size cap).
    public static let maxBytes = AudioPolicy().maxBytes

    /// Validates `body`, converts it and stores it under `<data>/media/<folder>/`. Errors are HTTP errors with a plain
    /// message: 400 empty or damaged, 413 too large or too long, 415 not a recording, 503 when the server keeps no files
    /// or cannot run ffmpeg.
    public static func store(_ body: [UInt8], in environment: ServerEnvironment, folder: String, peakCount: Int = 120) throws -> AudioUpload {
        guard !environment.dataDirectory.isEmpty else {
            throw HTTPError(.serviceUnavailable, "This server keeps no recordings (it runs without a data directory).")
        }
        guard !body.isEmpty else { throw HTTPError(.badRequest, "The recording is empty.") }
        guard body.count <= maxBytes else { throw HTTPError(.payloadTooLarge, "The recording is larger than \(maxBytes / 1_000_000) MB.") }
        let root = environment.dataDirectory + "/media"
        let name = RandomName.make()
        let scratch = root + "/uploads"
        try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: root + "/" + folder, withIntermediateDirectories: true)
        let upload = scratch + "/" + name + ".upload"
        defer { try? FileManager.default.removeItem(atPath: upload) }
        guard FileManager.default.createFile(atPath: upload, contents: Data(body)) else {
            throw HTTPError(.serviceUnavailable, "The recording could not be saved; try again.")
        }
        let relative = folder + "/" + name + "." + NormalizedAudio.fileExtension
        let output = root + "/" + relative
        do {
            let inspector = AudioInspector(toolbox: try MediaToolbox.locate())
            let analysis = try inspector.analyze(fileAt: upload, peakCount: peakCount)
            try inspector.normalize(fileAt: upload, to: output)
            let size = (try FileManager.default.attributesOfItem(atPath: output)[.size] as? NSNumber)?.intValue ?? 0
            return AudioUpload(relativePath: relative, bytes: size, duration: analysis.duration, peaks: analysis.peaks)
        } catch let error as MediaError {
            try? FileManager.default.removeItem(atPath: output)
            throw httpError(error)
        }
    }

    /// The HTTP status of each media refusal.
    static func httpError(_ error: MediaError) -> HTTPError {
        switch error.kind {
        case .empty, .corrupt: HTTPError(.badRequest, error.message)
        case .tooLarge, .tooLong: HTTPError(.payloadTooLarge, error.message)
        case .unsupportedType: HTTPError(.unsupportedMediaType, error.message)
        case .timedOut: HTTPError(.unprocessableEntity, error.message)
        case .toolMissing, .failed: HTTPError(.serviceUnavailable, error.message)
        }
    }

    /// Removes a stored file (after its record was replaced).
    static func remove(_ relativePath: String, in environment: ServerEnvironment) {
        guard !environment.dataDirectory.isEmpty, !relativePath.contains("..") else { return }
        try? FileManager.default.removeItem(atPath: environment.dataDirectory + "/media/" + relativePath)
    }
}

/// Random file names for uploads.
enum RandomName {
    static func make() -> String { UUID().uuidString.lowercased() }
}
