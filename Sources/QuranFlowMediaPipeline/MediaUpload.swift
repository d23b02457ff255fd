import Accounts
import Foundation
import Identifiers
import Media
import QuranFlowPersistence

/// The one way a lesson video or a session recording comes in: the file is written under `<data>/media/raw/`, a lesson
/// video is probed (size, magic numbers, ffprobe — no decoding yet), and its ``MediaJob`` is created and queued, audited
/// as the uploader's. The admin's upload form and the demo world's generated videos both come through here, and both
/// are then processed by ``MediaProcessing``.
///
/// ```swift
/// let job = try MediaUpload(environment: env).submit(
///     kind: .lessonVideo, owner: .lesson(term: term, week: 3), position: 1, title: "Ikhfāʾ", by: admin.id, now: now
/// ) { path in try body.store(at: path) }
/// ```
public struct MediaUpload: Sendable {
    public let environment: StoreEnvironment

    public init(environment: StoreEnvironment) { self.environment = environment }

    /// Writes the raw file with `write` (given the absolute path to write), checks it and queues its job. A refused
    /// file leaves nothing behind: no raw file, no job.
    ///
    /// - Throws: `StoreError.noDataDirectory` for a server without one; `MediaError` from ``LessonVideoProcessor/probe(fileAt:)``
    ///   for a lesson video that is not one (a recording is checked by its job, as it may be audio or video); whatever
    ///   `write` throws.
    public func submit(
        kind: MediaKind, owner: MediaOwner, position: Int, title: String, by account: ID<Account>, now: Date,
        writing write: (String) throws -> Void
    ) throws -> MediaJob {
        guard !environment.dataDirectory.isEmpty else { throw StoreError.noDataDirectory }
        let root = environment.dataDirectory + "/media/"
        try FileManager.default.createDirectory(atPath: root + MediaProcessing.rawDirectory, withIntermediateDirectories: true)
        let id = RandomName.make()
        let relative = MediaProcessing.rawDirectory + "/" + id
        do {
            try write(root + relative)
            if kind == .lessonVideo {
                _ = try LessonVideoProcessor(toolbox: try environment.mediaTools()).probe(fileAt: root + relative)
            }
            // In the media store, so whichever worker claims the job finds it (a no-op for the local directory).
            try environment.mediaFiles.publish(fileAt: root + relative, as: relative, contentType: "application/octet-stream")
            do {
                return try MediaJobStore(database: environment.database).create(
                    id: id, kind: kind, owner: owner, position: position, title: title, sourcePath: relative,
                    createdBy: account.rawValue, now: now)
            } catch {
                try? environment.mediaFiles.delete(relative)
                throw error
            }
        } catch {
            try? FileManager.default.removeItem(atPath: root + relative)
            throw error
        }
    }
}
