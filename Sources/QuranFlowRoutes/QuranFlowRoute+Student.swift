import Identifiers
import QuranFlowCore
import Routing

extension QuranFlowRoute {
    /// Today (SakToday and its states).
    public static let today = QuranFlowEndpoint(
        .get, "/today", access: .students, feature: .today,
        kind: .screen(summary: "The Today screen (SakToday and its states) for the signed-in student.", name: "Today", spec: "SakToday"))
    /// Profile (SakProfile).
    public static let profile = QuranFlowEndpoint(
        .get, "/profile", access: .students, feature: .profile,
        kind: .screen(summary: "The Profile screen for the signed-in student.", name: "Profile", spec: "SakProfile"))
    /// Notification settings (SakNotifSettings).
    public static let notificationSettings = QuranFlowEndpoint(
        .get, "/profile/notifications", access: .students, feature: .notificationSettings,
        kind: .screen(
            summary:
                "The signed-in student's notification settings (SakNotifSettings): the push master, the four push types, the Weekly digest.",
            name: "Notification settings", spec: "SakNotifSettings"))
    /// Turning one notification setting (form: `setting`, `on` = 1/0).
    public static let changeNotificationSetting = QuranFlowEndpoint(.post, "/profile/notifications", access: .students)
    /// Changing notification settings as JSON.
    public static let apiNotificationSettings = QuranFlowEndpoint(
        .post, "/api/profile/notifications", access: .students,
        kind: .api(
            summary: "Changes notification settings: an object of setting → boolean, applied in screen order (push first) in one "
                + "transaction. Settings: push, sessionReminders, feedbackAlerts, deadlineReminders, announcements, weeklyDigest. "
                + "Returns the screen."), statuses: [415])

    /// The notifications sheet (SakNotifSheet / SakNotifEmpty).
    public static let notifications = QuranFlowEndpoint(
        .get, "/notifications", access: .signedIn, feature: .notifications,
        kind: .screen(
            summary: "The signed-in person's notifications sheet (SakNotifSheet, or SakNotifEmpty when nothing is unread).",
            name: "Notifications", spec: "SakNotifSheet"))
    /// Mark all as read.
    public static let readAllNotifications = QuranFlowEndpoint(.post, "/notifications/read-all", access: .signedIn)
    /// Opening a notification (a POST: it marks it read and goes to its target).
    public static let openNotification = QuranFlowEndpoint(.post, "/notifications/:id", ID<InAppNotification>.self, access: .signedIn)
    /// A notification's address as a GET: goes to its target and changes nothing.
    public static let notificationTarget = QuranFlowEndpoint(.get, "/notifications/:id", ID<InAppNotification>.self, access: .signedIn)

    /// The Learn tab (SakLearn).
    public static let learn = QuranFlowEndpoint(
        .get, "/learn", access: .students, feature: .learn,
        kind: .screen(summary: "The Learn tab (SakLearn) for the signed-in student.", name: "Learn", spec: "SakLearn"))
    /// A week's lesson (SakLesson).
    public static let lesson = QuranFlowEndpoint(
        .get, "/learn/week/:week", Int.self, access: .students, feature: .lesson,
        kind: .screen(summary: "A week's lesson (SakLesson): Watch → Record → Hear back.", name: "Lesson", spec: "SakLesson"))
    /// One of a week's lesson videos (SakVideoPlayer), by position.
    public static let video = QuranFlowEndpoint(
        .get, "/learn/week/:week/video/:position", Int.self, Int.self, access: .students, feature: .video,
        kind: .screen(
            summary: "One lesson video (SakVideoPlayer) with its resume position, progress, chapter list and, when it has one, the "
                + "transcript teaser (each line with its start in seconds).", name: "Video player", spec: "SakVideoPlayer"))
    /// Recording a week's submission (SakRecReady and its states).
    public static let record = QuranFlowEndpoint(
        .get, "/learn/week/:week/record", Int.self, access: .students, feature: .record,
        kind: .screen(
            summary:
                "Recording a week's submission: SakRecReady or SakRecNoAttempts, with the copy of the states the browser moves through.",
            name: "Recording", spec: "SakRecReady"), usesMicrophone: true)
    /// The recording page's upload (multipart, field `recording`).
    public static let submitRecording = QuranFlowEndpoint(
        .post, "/learn/week/:week/record", Int.self, access: .students, statuses: [409, 413, 415, 422, 503],
        rateLimit: QuranFlowRateLimit.uploads)
    /// The JSON API's upload of a week's recording.
    public static let apiSubmitRecording = QuranFlowEndpoint(
        .post, "/api/learn/week/:week/submissions", Int.self, access: .students,
        kind: .api(
            summary: "Submits a recording for the week (multipart/form-data, field `recording`: WebM/Opus or MP4/AAC, at most 20 MB and "
                + "10 minutes). It is decoded and measured on the server; refusals are 413/415/422 (the file) or 409 (the week's attempts "
                + "or deadline)."), statuses: [409, 413, 415, 422, 503], rateLimit: QuranFlowRateLimit.uploads)

    /// The submissions archive (SakSubmissions).
    public static let submissions = QuranFlowEndpoint(
        .get, "/submissions", access: .students, feature: .submissions,
        kind: .screen(
            summary: "The submissions archive (SakSubmissions, or SakSubmissionsEmpty) of the signed-in student.", name: "Submissions",
            spec: "SakSubmissions"))
    /// One submission as sent (SakSubmissionPending while in review).
    public static let submission = QuranFlowEndpoint(
        .get, "/submissions/:id", ID<Submission>.self, access: .students, feature: .submission,
        kind: .screen(
            summary: "One submission as sent (SakSubmissionPending): the recording and, while it is open, the revoke window.",
            name: "Submission", spec: "SakSubmissionPending"),
        statuses: [410])
    /// The confirmation right after submitting (SakRecSubmitted).
    public static let submissionSent = QuranFlowEndpoint(
        .get, "/submissions/:id/sent", ID<Submission>.self, access: .students,
        kind: .screen(summary: "The confirmation right after submitting (SakRecSubmitted).", name: "Submitted", spec: "SakRecSubmitted"),
        statuses: [410])
    /// Revoke & re-record (a form).
    public static let revoke = QuranFlowEndpoint(
        .post, "/submissions/:id/revoke", ID<Submission>.self, access: .students, statuses: [409, 410])
    /// Revoking as JSON.
    public static let apiRevoke = QuranFlowEndpoint(
        .post, "/api/submissions/:id/revoke", ID<Submission>.self, access: .students,
        kind: .api(
            summary: "Takes a submission back inside its revoke window (the attempt is given back); 409 once the window has closed."),
        statuses: [409, 410])
    /// A submission's feedback (SakSubmissionFeedback).
    public static let feedback = QuranFlowEndpoint(
        .get, "/submissions/:submission/feedback", ID<Submission>.self, access: .students, feature: .feedback,
        kind: .screen(
            summary: "The feedback on one of the student's submissions (SakSubmissionFeedback). Never carries the coach's private notes.",
            name: "Feedback", spec: "SakSubmissionFeedback"))
    /// Mark as heard.
    public static let markHeard = QuranFlowEndpoint(
        .post, "/submissions/:submission/feedback/heard", ID<Submission>.self, access: .students, statuses: [409])
    /// The coach's note played to its end (form `position`, seconds).
    public static let notePlayed = QuranFlowEndpoint(
        .post, "/submissions/:submission/feedback/played", ID<Submission>.self, access: .students, statuses: [409, 422])
    /// Practising one correction (SakRecPractice / SakRecPracticeReview).
    public static let practice = QuranFlowEndpoint(
        .get, "/submissions/:submission/practice/:mark", ID<Submission>.self, Int.self, access: .students, feature: .practice,
        kind: .screen(
            summary:
                "Practising one correction mark of the student's feedback (SakRecPractice; SakRecPracticeReview once a take is recorded).",
            name: "Practice", spec: "SakRecPractice"), usesMicrophone: true)
    /// Attaching a practice take ("Attach to feedback").
    public static let attachTake = QuranFlowEndpoint(
        .post, "/submissions/:submission/practice/:mark", ID<Submission>.self, Int.self, access: .students,
        statuses: [409, 413, 415, 422, 503], rateLimit: QuranFlowRateLimit.uploads)

    /// A stored media file (lesson video, recording) with Range, to those allowed to have it.
    public static let media = QuranFlowEndpoint(.get, "/media/:id", ID<MediaItem>.self, access: .signedIn, kind: .file)
    /// Where the player is in a lesson video (form field `position`).
    public static let mediaPosition = QuranFlowEndpoint(.post, "/media/:id/position", ID<MediaItem>.self, access: .signedIn)
    /// The player's position as JSON.
    public static let apiMediaPosition = QuranFlowEndpoint(
        .post, "/api/media/:id/position", ID<MediaItem>.self, access: .signedIn,
        kind: .api(
            summary: "Stores where the signed-in person is in a lesson video (form or JSON field `position`, seconds); returns the "
                + "furthest point and whether it now counts as watched (≥ 90 %)."))
    /// A submission's recitation or the coach's note, to those allowed to hear it.
    public static let reviewMedia = QuranFlowEndpoint(
        .get, "/review-media/:submission/:kind", ID<Submission>.self, ReviewMediaKind.self, access: .signedIn, kind: .file)
    /// A practice take, to its student and their coaches.
    public static let takeMedia = QuranFlowEndpoint(
        .get, "/review-media/takes/:take", ID<PracticeTakeItem>.self, access: .signedIn, kind: .file)
}
