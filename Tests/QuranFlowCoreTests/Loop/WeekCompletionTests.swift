import Foundation
import Testing

@testable import QuranFlowCore

/// When a week's recording step is done for now — the rule Today's rest day and the strip follow.
@Suite struct WeekCompletionTests {
    let friday = Loop.at(Loop.wednesday, 2 * 86_400)

    @Test func nothingSentIsNotComplete() {
        #expect(!Loop.state([], at: friday).isStepComplete)
    }

    @Test func aRecordingWithTheCoachCompletesTheStepForNow() {
        #expect(Loop.state([Loop.submission("a")], at: friday).isStepComplete)
    }

    @Test func acceptedIsComplete() {
        let accepted = Loop.submission("a", status: .feedbackReady, outcome: .accepted)
        #expect(Loop.state([accepted], at: friday).isStepComplete)
    }

    /// The defect: "Another attempt" with one attempt left put Today to rest and filled the strip.
    @Test func anotherAttemptWithAnAttemptLeftIsNotComplete() {
        for status in [SubmissionStatus.feedbackReady, .heard, .practiced] {
            let first = Loop.submission("a", status: status, outcome: .anotherAttempt)
            #expect(!Loop.state([first], at: friday).isStepComplete, "\(status)")
            #expect(Loop.state([first], at: friday).canRecord, "\(status)")
        }
        // Feedback sent without an outcome counts as another attempt.
        #expect(!Loop.state([Loop.submission("a", status: .feedbackReady, outcome: nil)], at: friday).isStepComplete)
    }

    @Test func bothAttemptsUsedIsComplete() {
        let first = Loop.submission("a", status: .heard, outcome: .anotherAttempt)
        let second = Loop.submission("b", attempt: 2, at: Loop.at(Loop.wednesday, 3600), status: .feedbackReady, outcome: .anotherAttempt)
        #expect(Loop.state([first, second], at: friday).isStepComplete)
    }

    @Test func aRevokedRecordingIsNotCounted() {
        let revoked = Loop.submission("a", revokedAt: Loop.at(Loop.wednesday, 60))
        #expect(!Loop.state([revoked], at: friday).isStepComplete)
    }
}
