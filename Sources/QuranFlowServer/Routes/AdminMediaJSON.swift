import Foundation
import Identifiers
import QuranFlowPersistence
import QuranFlowRoutes

/// One upload's processing, as the admin page polls it.
struct MediaJobJSON: Codable, Sendable {
    let id: String
    /// queued, running, done or failed.
    let state: String
    /// 0…1.
    let progress: Double
    /// Why it failed.
    let failure: String?
    let title: String
    /// The media row it made, once done.
    let mediaID: String?

    init(_ job: MediaJob) {
        id = job.id
        state = job.state.rawValue
        progress = job.progress
        failure = job.failure
        title = job.title
        mediaID = job.mediaID
    }

    /// Every key is always present (`failure` and `mediaID` as null until there is one), as the schema requires.
    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(state, forKey: .state)
        try container.encode(progress, forKey: .progress)
        try container.encode(failure, forKey: .failure)
        try container.encode(title, forKey: .title)
        try container.encode(mediaID, forKey: .mediaID)
    }

    enum CodingKeys: String, CodingKey { case id, state, progress, failure, title, mediaID }
}

/// A lesson video as the admin sees it.
struct LessonVideoJSON: Codable, Sendable {
    let id: String
    let position: Int
    let title: String
    let durationSeconds: Double
    let poster: String
    let hasTranscript: Bool

    init(_ record: MediaRecord) {
        id = record.id
        position = record.position
        title = record.title
        durationSeconds = record.duration
        poster = QuranFlowRoute.videoPoster.path(.init(record.id))
        hasTranscript = record.transcript != nil
    }
}

/// A term week's videos and the uploads still on their way.
struct LessonVideosJSON: Codable, Sendable {
    let videos: [LessonVideoJSON]
    let uploads: [MediaJobJSON]
}
