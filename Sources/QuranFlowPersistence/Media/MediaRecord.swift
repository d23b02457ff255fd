import Calendar
import Foundation
import Identifiers
import QuranFlowCore

/// What a stored media file is for.
public enum MediaKind: String, Sendable, Codable, CaseIterable {
    /// One of a lesson's videos (owner: term and week; position: which video).
    case lessonVideo
    /// The audio recording of one occurrence of a group session (owner: session and date).
    case sessionRecording
    /// A student's recitation for a submission (owner: the submission).
    case recitation
    /// The coach's voice note answering a submission (owner: the submission), or a coach's welcome note (owner: the
    /// coach, ``MediaOwner/welcomeNote(of:)``).
    case coachNote
}

/// The thing a media file belongs to, as a stable text key in the `media.owner` column.
///
/// ```swift
/// MediaOwner.lesson(term: term.id, week: 8).key        // "term:<id>/week:8"
/// MediaOwner.submission(submission.id).key             // "submission:<id>"
/// ```
public struct MediaOwner: Hashable, Sendable, CustomStringConvertible {
    /// The text stored in `media.owner`.
    public let key: String

    public init(key: String) { self.key = key }

    /// A term's lesson of week `week`.
    public static func lesson(term: ID<Term>, week: Int) -> MediaOwner { MediaOwner(key: "term:\(term.rawValue)/week:\(week)") }

    /// One occurrence of a live session: the session and its date in the session's own zone.
    public static func session(_ session: ID<LiveSession>, on date: LocalDate) -> MediaOwner {
        MediaOwner(key: "session:\(session.rawValue)/\(date)")
    }

    /// A term's welcome lesson, watched before Week 1 (the countdown's "Watch the welcome lesson").
    public static func welcome(term: ID<Term>) -> MediaOwner { MediaOwner(key: "term:\(term.rawValue)/welcome") }

    /// A submission (its recitation and the coach's note).
    public static func submission(_ submission: ID<Submission>) -> MediaOwner { MediaOwner(key: "submission:\(submission.rawValue)") }

    /// A coach's welcome note to their students (a `coachNote`).
    public static func welcomeNote(of coach: ID<Coach>) -> MediaOwner { MediaOwner(key: "coach:\(coach.rawValue)/welcome") }

    public var description: String { key }
}

/// One stored media file: where it is under `<data>/media/`, what it is, and what was measured from it.
public struct MediaRecord: Sendable, Hashable {
    /// A video's poster, relative to `<data>/media/`.
    public static func posterPath(of mediaID: String) -> String { "posters/\(mediaID).jpg" }

    public let id: String
    public let kind: MediaKind
    public let owner: MediaOwner
    /// 1-based order among the owner's files of this kind (a lesson's second video is 2).
    public let position: Int
    /// A caption, e.g. the lesson title for a video.
    public let title: String
    /// Relative to the data directory's `media/` folder, e.g. "recitations/<submission id>.m4a".
    public let path: String
    /// "video/mp4" or "audio/mp4".
    public let contentType: String
    public let bytes: Int
    /// Measured from the file (decoded for audio, probed for video), never typed in.
    public let durationMilliseconds: Int
    /// Waveform peaks, 0…1, for audio; nil for video.
    public let peaks: [Float]?
    public let createdAt: Date
    /// What is said in it (a lesson video's spoken script); nil when there is none.
    public let transcript: String?

    public init(
        id: String = UUID().uuidString.lowercased(), kind: MediaKind, owner: MediaOwner, position: Int = 1, title: String = "",
        path: String, contentType: String, bytes: Int, durationMilliseconds: Int, peaks: [Float]?, createdAt: Date,
        transcript: String? = nil
    ) {
        self.id = id
        self.kind = kind
        self.owner = owner
        self.position = position
        self.title = title
        self.path = path
        self.contentType = contentType
        self.bytes = bytes
        self.durationMilliseconds = durationMilliseconds
        self.peaks = peaks
        self.createdAt = createdAt
        self.transcript = transcript
    }

    /// The measured duration in seconds.
    public var duration: TimeInterval { Double(durationMilliseconds) / 1000 }
}
