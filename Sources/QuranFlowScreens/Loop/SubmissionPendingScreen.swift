import Foundation
import QuranFlowCore
import QuranFlowRoutes

/// A submission as sent (SakSubmissionPending): "Week 8 · In review", the recording, and — while the revoke
/// window is open — "Changed your mind?" with its live countdown and "Revoke & re-record" (with the warning
/// ``RevokeDecision`` gives past the deadline); then "What happens next".
///
/// ```swift
/// let screen = SubmissionPendingScreen.make(world, submission: s8, recording: audio, destinations: .current)
/// screen.revoke?.countdown   // "6:52 left"
/// ```
public struct SubmissionPendingScreen: Codable, Hashable, Sendable {
    /// "SakSubmissionPending".
    public let screenID: String
    /// "Week 8 · In review".
    public let eyebrow: String
    public let status: StatusPill
    public let recording: RecordingCard
    /// While the window is open.
    public let revoke: Revoke?
    /// "What happens next".
    public let next: Next
    /// To the feedback once sent, when that screen exists.
    public let feedback: ScreenAction?
    /// "All submissions".
    public let archive: ScreenAction?

    /// "Your recording".
    public struct RecordingCard: Codable, Hashable, Sendable {
        public let heading: String
        /// "sent 3 min ago".
        public let sent: String
        /// "2:41".
        public let duration: String
        /// The audio URL, when stored.
        public let source: String?
        /// Waveform peaks 0…1.
        public let peaks: [Float]
    }

    /// The revoke card.
    public struct Revoke: Codable, Hashable, Sendable {
        /// "Changed your mind?".
        public let title: String
        /// "6:52 left".
        public let countdown: String
        /// Whole seconds left (the page script counts down from here).
        public let secondsLeft: Int
        public let body: String
        /// Past the deadline: what revoking loses.
        public let warning: String?
        /// "Revoke & re-record".
        public let button: String
        /// POST here (CSRF-protected).
        public let actionURL: String
    }

    /// "What happens next".
    public struct Next: Codable, Hashable, Sendable {
        public let heading: String
        /// "Ust. Amina will listen next · Feedback within 48 hours".
        public let body: String
    }

    /// The screen for `submission`; `source` and `peaks` describe its stored recording.
    public static func make(
        _ world: StudentWorld, submission: Submission, source: String?, peaks: [Float],
        destinations: Destinations
    ) -> SubmissionPendingScreen {
        let now = world.now
        let coach = world.coach.displayName
        var revoke: Revoke?
        if let decision = try? RevokeDecision(
            submission: submission, student: world.student, term: world.term, reopenings: world.reopenings, at: now)
        {
            revoke = Revoke(
                title: "Changed your mind?", countdown: RevokeWindow.countdownLabel(for: submission, at: now),
                secondsLeft: RevokeWindow.secondsLeft(for: submission, at: now),
                body: "Take it back and re-record — it won't count as one of your two weekly attempts",
                warning: decision.warning?.message, button: "Revoke & re-record",
                actionURL: QuranFlowRoute.revoke.path(submission.id))
        }
        let body =
            submission.status == .inReview
            ? "\(coach) will listen next · Feedback within 48 hours"
            : "\(coach) has sent feedback."
        return SubmissionPendingScreen(
            screenID: "SakSubmissionPending", eyebrow: "Week \(submission.week) · \(submission.status.pillLabel)",
            status: StatusPill(submission.status),
            recording: RecordingCard(
                heading: "Your recording", sent: "sent \(Clock.ago(submission.submittedAt, now: now))",
                duration: submission.durationLabel, source: source, peaks: peaks),
            revoke: revoke, next: Next(heading: "What happens next", body: body),
            feedback: submission.status > .inReview
                ? destinations.action("Open feedback", to: Destination(QuranFlowRoute.feedback, submission.id)) : nil,
            archive: destinations.action("All submissions", to: Destination(QuranFlowRoute.submissions)))
    }
}
