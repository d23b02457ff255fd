import Identifiers
import QuranFlowCore
import Routing

/// Lesson videos and session recordings for the programme admin (issue 20): uploads processed by a job, their progress,
/// order, posters and WebVTT transcripts, and recordings of past meetings.
extension QuranFlowRoute {
    /// Every term's weeks, each linking to its lesson videos.
    public static let adminVideos = QuranFlowEndpoint(.get, "/admin/videos", access: .admins)
    /// A term's week: its videos in order (poster, duration, transcript), uploads still processing with their progress,
    /// and the upload form.
    public static let adminLessonVideos = QuranFlowEndpoint(
        .get, "/admin/terms/:term/weeks/:week/videos", ID<Term>.self, Int.self, access: .admins, statuses: [404])
    /// Uploads a lesson video (multipart: `video` — MP4, WebM or MOV up to 1 GiB and 60 minutes; `title`; `position`).
    /// The file is stored and a processing job queued; 413 over 1 GiB, 415 not a video, 422 a bad field.
    public static let uploadLessonVideo = QuranFlowEndpoint(
        .post, "/admin/terms/:term/weeks/:week/videos", ID<Term>.self, Int.self, access: .admins,
        statuses: [400, 404, 413, 415, 422, 503], rateLimit: QuranFlowRateLimit.uploads)
    /// Moves a lesson video up or down (`direction`: up | down).
    public static let moveLessonVideo = QuranFlowEndpoint(
        .post, "/admin/videos/:media/move", ID<MediaItem>.self, access: .admins, statuses: [404, 422])
    /// Removes a lesson video; the others close ranks.
    public static let removeLessonVideo = QuranFlowEndpoint(
        .post, "/admin/videos/:media/remove", ID<MediaItem>.self, access: .admins, statuses: [404])
    /// Saves a lesson video's WebVTT transcript (`transcript` text or a `file`; empty removes it); 422 names the line.
    public static let saveVideoTranscript = QuranFlowEndpoint(
        .post, "/admin/videos/:media/transcript", ID<MediaItem>.self, access: .admins, statuses: [400, 404, 413, 422])
    /// A lesson video's poster frame (JPEG).
    public static let videoPoster = QuranFlowEndpoint(
        .get, "/admin/videos/:media/poster", ID<MediaItem>.self, access: .admins, kind: .file, statuses: [404])
    /// A live session's past meetings and their recordings, with the form attaching one.
    public static let adminSessionRecordings = QuranFlowEndpoint(
        .get, "/admin/sessions/:session/recordings", ID<LiveSession>.self, access: .admins, statuses: [404])
    /// Attaches a recording (audio or video, multipart `recording`) to a past meeting (`date`, YYYY-MM-DD, a day the
    /// session met); processed by a job like a lesson video.
    public static let uploadSessionRecording = QuranFlowEndpoint(
        .post, "/admin/sessions/:session/recordings", ID<LiveSession>.self, access: .admins,
        statuses: [400, 404, 413, 415, 422, 503], rateLimit: QuranFlowRateLimit.uploads)
    /// One upload's processing state.
    public static let apiMediaJob = QuranFlowEndpoint(
        .get, "/api/admin/media-jobs/:job", ID<MediaJobItem>.self, access: .admins,
        kind: .api(summary: "An upload's processing: state (queued, running, done, failed), progress 0–1, failure reason."),
        statuses: [404])
    /// A week's lesson videos and unfinished uploads, as the upload page polls them.
    public static let apiLessonVideos = QuranFlowEndpoint(
        .get, "/api/admin/terms/:term/weeks/:week/videos", ID<Term>.self, Int.self, access: .admins,
        kind: .api(summary: "A term week's lesson videos (position, title, duration) and uploads still processing."),
        // 405: with an empty week segment the path is the term week's own JSON route, which takes PUT.
        statuses: [404, 405])
}
