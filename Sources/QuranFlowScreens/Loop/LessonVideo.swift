import Foundation

/// One of a lesson's videos as the screens need it: what the server measured and how far this student got.
///
/// ```swift
/// LessonVideo(id: "m1", position: 1, count: 2, title: "Idghām with ghunnah", duration: 240, furthest: 30, resumeAt: 30)
/// ```
public struct LessonVideo: Codable, Hashable, Sendable {
    /// The media record's id (`/media/<id>` serves it).
    public let id: String
    /// 1-based order in the lesson.
    public let position: Int
    /// How many videos the lesson has.
    public let count: Int
    /// The stored caption.
    public let title: String
    /// Measured length in seconds.
    public let duration: TimeInterval
    /// The furthest second this student reached.
    public let furthest: TimeInterval
    /// Where playback resumes, in seconds.
    public let resumeAt: TimeInterval
    /// What is said in the video, when it has a transcript.
    public let transcript: String?

    public init(
        id: String, position: Int, count: Int, title: String, duration: TimeInterval, furthest: TimeInterval,
        resumeAt: TimeInterval, transcript: String? = nil
    ) {
        self.id = id
        self.position = position
        self.count = count
        self.title = title
        self.duration = duration
        self.furthest = furthest
        self.resumeAt = resumeAt
        self.transcript = transcript
    }

    /// "Video 2 of 3".
    public var chip: String { "Video \(position) of \(count)" }

    /// "4:00".
    public var durationLabel: String { Clock.minutesSeconds(duration) }

    /// Its progress by the watched rule.
    public var progress: VideoProgressModel { VideoProgressModel(furthest: furthest, duration: duration) }
}
