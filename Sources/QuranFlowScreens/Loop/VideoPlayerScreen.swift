import Foundation
import Identifiers
import QuranFlowCore
import QuranFlowRoutes

/// One lesson video playing (SakVideoPlayer): the stage with its "Video 2 of 3" chip, resume position and
/// progress, "Marked as watched" once ≥ 90 % is reached, the chapter list, "Record submission" and "Lesson".
///
/// ```swift
/// let screen = VideoPlayerScreen.make(world, week: 8, videos: videos, position: 1, destinations: .current)
/// screen.banner   // "Marked as watched" at 92 %
/// ```
public struct VideoPlayerScreen: Codable, Hashable, Sendable {
    /// "SakVideoPlayer".
    public let screenID: String
    /// "Video 1 of 2".
    public let chip: String
    /// "Week 8 · Idghām with ghunnah".
    public let eyebrow: String
    public let title: String
    /// "4:00".
    public let meta: String
    /// The video's URL (served with Range to those allowed).
    public let source: String
    /// Where to report the position (POST, CSRF-protected).
    public let progressURL: String
    /// The media id.
    public let mediaID: String
    /// Seconds to resume at.
    public let resumeAt: Double
    /// Measured length in seconds.
    public let duration: Double
    public let progress: VideoProgressModel
    /// "Marked as watched", once watched (the page script shows it live when 90 % is crossed).
    public let banner: String?
    /// The banner's words, for the page script.
    public let bannerText: String
    /// "In this chapter".
    public let chaptersHeading: String
    public let chapters: [Chapter]
    /// "Record submission".
    public let primary: ScreenAction?
    /// "Lesson".
    public let secondary: ScreenAction?
    /// The collapsed transcript teaser; absent when the video has no transcript.
    public let transcript: TranscriptTeaser?

    /// A video in the chapter list.
    public struct Chapter: Codable, Hashable, Sendable {
        public let title: String
        /// "Video 2 of 3 · 4:00".
        public let meta: String
        /// "Now" for the one playing.
        public let nowLabel: String?
        public let isWatched: Bool
        public let action: ScreenAction?
    }

    /// The player for video `position` of `week`'s lesson; nil when there is no such video.
    public static func make(
        _ world: StudentWorld, week: Int, videos: [LessonVideo], position: Int,
        destinations: Destinations
    ) -> VideoPlayerScreen? {
        guard let lesson = world.lessons.first(where: { $0.week == week }),
            let video = videos.first(where: { $0.position == position })
        else { return nil }
        let progress = video.progress
        let chapters = videos.sorted { $0.position < $1.position }.map { other in
            Chapter(
                title: other.title, meta: "\(other.chip) · \(other.durationLabel)", nowLabel: other.position == position ? "Now" : nil,
                isWatched: other.progress.isWatched,
                action: destinations.action(other.title, to: Destination(QuranFlowRoute.video, week, other.position)))
        }
        return VideoPlayerScreen(
            screenID: "SakVideoPlayer", chip: video.chip, eyebrow: "Week \(week) · \(lesson.title)", title: video.title,
            meta: video.durationLabel, source: QuranFlowRoute.media.path(Identifiers.ID(video.id)),
            progressURL: QuranFlowRoute.mediaPosition.path(Identifiers.ID(video.id)), mediaID: video.id,
            resumeAt: video.resumeAt, duration: video.duration, progress: progress,
            banner: progress.isWatched ? bannerText : nil, bannerText: bannerText, chaptersHeading: "In this chapter",
            chapters: chapters, primary: destinations.action("Record submission", to: Destination(QuranFlowRoute.record, week)),
            secondary: destinations.action("Lesson", to: Destination(QuranFlowRoute.lesson, week)),
            transcript: video.transcript.flatMap(TranscriptTeaser.make))
    }

    /// "Marked as watched".
    public static let bannerText = "Marked as watched"
}
