import Foundation
import Identifiers
import QuranFlowCore
import QuranFlowRoutes

/// One week's lesson videos for the admin: each with its poster, duration, order controls and WebVTT transcript,
/// uploads still processing (polled from the JSON twin), and the upload form.
///
/// ```swift
/// AdminLessonVideosScreen(term: fall, week: 3, videos: [], uploads: []).heading   // "Fall 2026 · Week 3 · Lesson videos"
/// ```
public struct AdminLessonVideosScreen: Sendable {
    /// A processed video, as its row shows it.
    public struct Video: Sendable {
        public let id: String
        public let position: Int
        public let title: String
        public let seconds: TimeInterval
        public let transcript: String?

        public init(id: String, position: Int, title: String, seconds: TimeInterval, transcript: String?) {
            self.id = id
            self.position = position
            self.title = title
            self.seconds = seconds
            self.transcript = transcript
        }
    }

    /// A video's row.
    public struct Row: Sendable {
        public let id: String
        public let posterPath: String
        /// "Poster of Makhārij review".
        public let posterAlt: String
        /// "1. Makhārij review" ("2. Video 2" untitled).
        public let heading: String
        /// "Duration 1:05 · transcript".
        public let details: String
        public let movePath: String
        public let canMoveUp: Bool
        public let canMoveDown: Bool
        public let removePath: String
        public let transcriptPath: String
        public let transcript: String
    }

    /// "Week 3 videos".
    public let title: String
    public let heading: String
    public let backPath: String
    /// The JSON twin the page's script polls.
    public let statusPath: String
    /// An upload is queued or running.
    public let isPending: Bool
    /// "Videos · 2".
    public let videosHeading: String
    public let videos: [Row]
    public let uploads: [AdminUpload]
    public let uploadPath: String

    /// The page of `week` of `term`: its videos in order and its unfinished uploads.
    public init(term: Term, week: Int, videos: [Video], uploads: [AdminUpload]) {
        title = "Week \(week) videos"
        heading = "\(term.name) · Week \(week) · Lesson videos"
        backPath = QuranFlowRoute.adminVideos.path()
        statusPath = QuranFlowRoute.apiLessonVideos.path(term.id, week)
        isPending = uploads.contains { $0.isPending }
        videosHeading = "Videos · \(videos.count)"
        self.videos = videos.enumerated().map { index, video in
            let id = ID<MediaItem>(video.id)
            return Row(
                id: video.id, posterPath: QuranFlowRoute.videoPoster.path(id), posterAlt: "Poster of \(video.title)",
                heading: "\(video.position). \(video.title.isEmpty ? "Video \(video.position)" : video.title)",
                details: "Duration \(AdminUpload.duration(video.seconds))"
                    + (video.transcript == nil ? " · no transcript" : " · transcript"),
                movePath: QuranFlowRoute.moveLessonVideo.path(id), canMoveUp: index > 0, canMoveDown: index < videos.count - 1,
                removePath: QuranFlowRoute.removeLessonVideo.path(id), transcriptPath: QuranFlowRoute.saveVideoTranscript.path(id),
                transcript: video.transcript ?? "")
        }
        self.uploads = uploads
        uploadPath = QuranFlowRoute.uploadLessonVideo.path(term.id, week)
    }
}
