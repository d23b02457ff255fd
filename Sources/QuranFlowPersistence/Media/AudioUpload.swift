import Foundation
import Media

/// A recording uploaded from the browser as the raw request body (a coach's reply, a practice take): checked with the
/// same rules as a submitted recitation (``RecordingUpload``: declared type, size, 10 minutes, a real isolated decode),
/// then converted to the one stored format (``NormalizedAudio``) under `<data>/media/<folder>/`. A refused file leaves
/// nothing behind.
///
/// ```swift
/// let upload = try AudioUpload.store(.bytes(ctx.request.body), declaredType: ctx.request.contentType, in: env, folder: "replies")
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

    /// The largest upload accepted (the recording policy's size cap).
    public static let maxBytes = RecordingUpload.maxBytes

    /// Validates `body` (sent as `declaredType`), converts it and stores it under `<data>/media/<folder>/`. Errors are
    /// ``RecordingUpload``'s 4xx with a plain message (413 too large, 415 not a recording or mislabelled, 422 empty,
    /// damaged or longer than `maxDuration` — 10 minutes unless shorter), 503 when the server keeps no files or cannot
    /// run ffmpeg.
    public static func store(
        _ body: UploadSource, declaredType: String?, in environment: StoreEnvironment, folder: String,
        maxDuration: TimeInterval? = nil
    ) throws -> AudioUpload {
        let policy = maxDuration.map(RecordingUpload.policy(maxDuration:)) ?? RecordingUpload.policy
        guard !environment.dataDirectory.isEmpty else {
            throw StoreError.noDataDirectory
        }
        try RecordingUpload.checkDeclared(declaredType ?? "")
        guard !body.isEmpty else { throw StoreError.emptyRecording }
        guard body.count <= maxBytes else {
            throw StoreError.recordingTooLarge(megabytes: maxBytes / 1_000_000)
        }
        let root = environment.dataDirectory + "/media"
        let name = RandomName.make()
        let scratch = root + "/uploads"
        try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: root + "/" + folder, withIntermediateDirectories: true)
        ScratchFile.sweep(scratch)
        let file = try ScratchFile(in: scratch, copying: body)
        defer { file.remove() }
        let upload = file.path
        let relative = folder + "/" + name + "." + NormalizedAudio.fileExtension
        let output = root + "/" + relative
        do {
            let toolbox = try environment.mediaTools()
            let analysis = try RecordingUpload.validate(
                fileAt: upload, declaredType: declaredType ?? "", toolbox: toolbox, policy: policy)
            try AudioInspector(toolbox: toolbox, policy: policy).normalize(fileAt: upload, to: output)
            let size = (try FileManager.default.attributesOfItem(atPath: output)[.size] as? NSNumber)?.intValue ?? 0
            try environment.mediaFiles.publish(fileAt: output, as: relative, contentType: NormalizedAudio.mimeType)
            return AudioUpload(relativePath: relative, bytes: size, duration: analysis.duration, peaks: analysis.peaks)
        } catch let error as MediaError {
            try? FileManager.default.removeItem(atPath: output)
            throw error
        } catch {
            try? FileManager.default.removeItem(atPath: output)
            throw error
        }
    }

    /// Removes a stored file (after its record was replaced).
    public static func remove(_ relativePath: String, in environment: StoreEnvironment) {
        guard !environment.dataDirectory.isEmpty, !relativePath.contains("..") else { return }
        do { try environment.mediaFiles.delete(relativePath) } catch {
            environment.log("media: could not remove \(relativePath): \(error)")
        }
    }

    public init(relativePath: String, bytes: Int, duration: TimeInterval, peaks: [Float]) {
        self.relativePath = relativePath
        self.bytes = bytes
        self.duration = duration
        self.peaks = peaks
    }
}

/// Random file names for uploads.
public enum RandomName {
    public static func make() -> String { UUID().uuidString.lowercased() }
}
