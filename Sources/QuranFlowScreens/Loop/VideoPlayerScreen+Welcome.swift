import Foundation
import Identifiers
import QuranFlowCore
import QuranFlowRoutes

extension VideoPlayerScreen {
    /// The term's welcome lesson in the same player: one video, "Today" to go back, no submission to record yet.
    ///
    /// ```swift
    /// VideoPlayerScreen.welcome(world, video: video, destinations: .current).eyebrow   // "Fall 2026 · Level II · Welcome"
    /// ```
    public static func welcome(_ world: StudentWorld, video: LessonVideo, destinations: Destinations) -> VideoPlayerScreen {
        let progress = video.progress
        return VideoPlayerScreen(
            screenID: "SakVideoPlayer", chip: "Welcome", eyebrow: "\(world.term.eyebrow) · Welcome", title: video.title,
            meta: video.durationLabel, source: QuranFlowRoute.media.path(Identifiers.ID(video.id)),
            progressURL: QuranFlowRoute.mediaPosition.path(Identifiers.ID(video.id)), mediaID: video.id,
            resumeAt: video.resumeAt, duration: video.duration, progress: progress,
            banner: progress.isWatched ? bannerText : nil, bannerText: bannerText, chaptersHeading: "Before Week 1",
            chapters: [
                Chapter(
                    title: video.title, meta: video.durationLabel, nowLabel: "Now", isWatched: progress.isWatched,
                    action: destinations.action(video.title, to: Destination(QuranFlowRoute.welcomeLesson)))
            ],
            primary: nil, secondary: destinations.action("Today", to: Destination(QuranFlowRoute.today)),
            transcript: video.transcript.flatMap(TranscriptTeaser.make))
    }
}
