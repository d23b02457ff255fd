/// What a QuranFlow route is as a destination: the feature a screen's control leads into. A route declares its own
/// (`feature: .lesson`), so a control made from the route names it — the screen model's `"kind": "lesson"` — and a
/// registry of features that exist shows or leaves out the control; several routes can share one (Subscription's
/// pages and its billing portal are all `.subscription`). A meeting link is the one destination with no route.
///
/// ```swift
/// QuranFlowRoute.coachLive.feature   // .liveClass
/// ```
public enum QuranFlowFeature: String, Hashable, Sendable, CaseIterable, Codable {
    case today, learn, sessions, profile, lesson, liveClass, sessionReminder, calendarExport,
        recordings, review, studentRecord, coachQueue, coachStudents, coachSchedule, coachYou, signOut,
        meetingLink,
        record, video, submission, feedback, submissions, practice, notifications, sessionDetail, weekAtGlance,
        notificationSettings, messages, announcements, reportIssue, ambient, subscription, profilePhoto, welcomeLesson,
        personalDetails, privacy, coachDetail, quranScript, onboarding
}
