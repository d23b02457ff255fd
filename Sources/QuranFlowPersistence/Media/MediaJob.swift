import Foundation

/// One upload being turned into a `media` row (migration 155): a lesson video for a term's week, or a recording of a
/// past meeting. See ``MediaJobStore``; `MediaProcessing` runs it.
public struct MediaJob: Sendable, Hashable, Codable {
    /// The generic job queue's kind whose payload is a media job's id (`QuranFlowMediaPipeline`'s `MediaProcessing` runs
    /// it).
    public static let queueKind = "media.process"

    /// Where the job is.
    public enum State: String, Sendable, Codable, CaseIterable {
        case queued, running, done, failed
    }

    public let id: String
    /// `lessonVideo` or `sessionRecording`.
    public let kind: MediaKind
    /// What the finished file will belong to.
    public let owner: MediaOwner
    /// The position asked for among the owner's videos (0: after the last).
    public let position: Int
    public let title: String
    /// The raw upload, relative to `<data>/media/`.
    public let sourcePath: String
    public let state: State
    /// 0…1.
    public let progress: Double
    /// Why it failed, in words an admin can act on.
    public let failure: String?
    /// The `media` row it made, once done.
    public let mediaID: String?
    public let attempts: Int
    /// The admin who uploaded it.
    public let createdBy: String
    public let createdAt: Date
    public let updatedAt: Date

    public init(
        id: String, kind: MediaKind, owner: MediaOwner, position: Int, title: String, sourcePath: String, state: State,
        progress: Double, failure: String?, mediaID: String?, attempts: Int, createdBy: String, createdAt: Date, updatedAt: Date
    ) {
        self.id = id
        self.kind = kind
        self.owner = owner
        self.position = position
        self.title = title
        self.sourcePath = sourcePath
        self.state = state
        self.progress = progress
        self.failure = failure
        self.mediaID = mediaID
        self.attempts = attempts
        self.createdBy = createdBy
        self.createdAt = createdAt
        self.updatedAt = updatedAt
    }
}

extension MediaOwner: Codable {
    public init(from decoder: any Decoder) throws {
        self.init(key: try decoder.singleValueContainer().decode(String.self))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(key)
    }
}
