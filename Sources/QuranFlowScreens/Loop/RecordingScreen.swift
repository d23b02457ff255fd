import Calendar
import Foundation
import QuranFlowCore
import QuranFlowRoutes

/// Recording a week's submission. The server decides between Ready (SakRecReady) and No attempts
/// (SakRecNoAttempts); the page script moves through the states that live in the browser — mic permission
/// (SakRecPermission), recording (SakRecRecording) and review (SakRecReview) — with the copy carried here.
///
/// ```swift
/// let screen = RecordingScreen.make(world, week: 8, destinations: .current)
/// screen.screenID          // "SakRecReady"
/// screen.header.label      // "2 of 2 remaining"
/// ```
public struct RecordingScreen: Codable, Hashable, Sendable {
    /// "SakRecReady" or "SakRecNoAttempts".
    public let screenID: String
    public let week: Int
    public let header: AttemptsHeader
    /// Close (x): back to the lesson.
    public let close: ScreenAction?
    /// The assignment passage.
    public let verse: VerseCloser?
    /// Where the recording is sent (multipart POST, field `recording`, CSRF-protected).
    public let uploadURL: String
    /// The JSON API's upload (the page script posts here, with the CSRF token in `X-CSRF-Token`).
    public let apiUploadURL: String
    /// The longest recording accepted, in seconds.
    public let maxSeconds: Int
    public let ready: Ready
    public let permission: Permission
    public let recording: Recording
    public let review: Review
    /// Set in SakRecNoAttempts.
    public let noAttempts: NoAttempts?
    /// Why the student cannot record now for another reason (closed week, accepted, not open).
    public let blocker: String?

    /// SakRecReady.
    public struct Ready: Codable, Hashable, Sendable {
        /// "Tap to begin recording".
        public let prompt: String
        /// "Begin recording" (the mic button's accessible name).
        public let buttonLabel: String
    }

    /// SakRecPermission.
    public struct Permission: Codable, Hashable, Sendable {
        /// "Open the microphone".
        public let title: String
        public let body: String
        /// "Allow microphone".
        public let allow: String
        /// "Open Settings instead".
        public let settings: String
        /// How to allow it in the browser's settings, shown by "Open Settings instead".
        public let settingsHelp: String
    }

    /// SakRecRecording.
    public struct Recording: Codable, Hashable, Sendable {
        /// "Recording".
        public let live: String
        /// "Tap to stop".
        public let prompt: String
        /// "You can re-record after listening back."
        public let subCopy: String
    }

    /// SakRecReview.
    public struct Review: Codable, Hashable, Sendable {
        /// "Your recording".
        public let heading: String
        /// "Re-record".
        public let reRecord: String
        /// "Submit to Ust. Amina".
        public let submit: String
        /// "Feedback within 48 hours".
        public let footer: String
        /// "Sending…".
        public let sending: String
    }

    /// SakRecNoAttempts.
    public struct NoAttempts: Codable, Hashable, Sendable {
        /// "Both attempts used".
        public let title: String
        /// "You've recorded twice this week. Your next attempt opens on".
        public let body: String
        /// "Monday · 9 November".
        public let datePill: String
        /// "Rest is part of the practice. Listen to your coach's notes while you wait."
        public let reassurance: String
        /// "Hear coach's notes", when a submission has feedback and that screen exists.
        public let notes: ScreenAction?
    }

    /// The recording screen of `week` for `world`; nil when the term has no such week.
    public static func make(_ world: StudentWorld, week: Int, destinations: Destinations) -> RecordingScreen? {
        guard let lesson = world.lessons.first(where: { $0.week == week }) else { return nil }
        let state = world.recordingState(week: week)
        let zone = Copy.calendar(world.student.zoneIdentifier).zone
        let coach = world.coach.displayName
        var noAttempts: NoAttempts?
        if state.isOutOfAttempts, let opens = state.nextOpening {
            let reviewed = world.submissions.filter { $0.status > .inReview }.max { $0.submittedAt < $1.submittedAt }
            noAttempts = NoAttempts(
                title: "Both attempts used", body: "You've recorded twice this week. Your next attempt opens on",
                datePill: LocalFormat.longDate(opens, in: zone),
                reassurance: "Rest is part of the practice. Listen to your coach's notes while you wait.",
                notes: reviewed.flatMap { destinations.action("Hear coach's notes", to: Destination(QuranFlowRoute.feedback, $0.id)) })
        }
        let blocker: String? = noAttempts != nil || state.canRecord ? nil : state.blocker?.message
        return RecordingScreen(
            screenID: noAttempts == nil ? "SakRecReady" : "SakRecNoAttempts", week: week, header: AttemptsHeader(state),
            close: destinations.action("Close", to: Destination(QuranFlowRoute.lesson, week)), verse: VerseCloser.make(lesson.assignment),
            uploadURL: QuranFlowRoute.submitRecording.path(week), apiUploadURL: QuranFlowRoute.apiSubmitRecording.path(week),
            maxSeconds: 600,
            ready: Ready(prompt: "Tap to begin recording", buttonLabel: "Begin recording"),
            permission: Permission(
                title: "Open the microphone",
                body: "Your recitation is recorded here, in the browser, and sent only when you choose to submit it.",
                allow: "Allow microphone", settings: "Open Settings instead",
                settingsHelp:
                    "Your browser is blocking the microphone for this site. Open the site settings (the icon beside the address), allow the microphone, then reload this page."
            ),
            recording: Recording(live: "Recording", prompt: "Tap to stop", subCopy: "You can re-record after listening back."),
            review: Review(
                heading: "Your recording", reRecord: "Re-record", submit: "Submit to \(coach)",
                footer: "Feedback within 48 hours", sending: "Sending…"),
            noAttempts: noAttempts, blocker: blocker)
    }
}
