import QuranFlowCore
import QuranFlowRoutes

/// The confirmation right after submitting (SakRecSubmitted): attempts after the decrement, the check,
/// "Recording submitted" and "View my submission" — no revoke countdown here (that lives on the submission).
///
/// ```swift
/// RecordingSubmittedScreen.make(world, submission: s8, destinations: .current).header.label   // "1 of 2 remaining"
/// ```
public struct RecordingSubmittedScreen: Codable, Hashable, Sendable {
    /// "SakRecSubmitted".
    public let screenID: String
    public let header: AttemptsHeader
    /// "Recording submitted".
    public let title: String
    /// "Your coach Ust. Amina will listen and send notes within 48 hours."
    public let body: String
    /// "View my submission".
    public let primary: ScreenAction?

    /// The confirmation for `submission`.
    public static func make(_ world: StudentWorld, submission: Submission, destinations: Destinations) -> RecordingSubmittedScreen {
        let state = world.recordingState(week: submission.week)
        return RecordingSubmittedScreen(
            screenID: "SakRecSubmitted", header: AttemptsHeader(state), title: "Recording submitted",
            body: "Your coach \(world.coach.displayName) will listen and send notes within 48 hours.",
            primary: destinations.action("View my submission", to: Destination(QuranFlowRoute.submission, submission.id)))
    }
}
