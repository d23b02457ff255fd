import Foundation
import Testing

@testable import QuranFlowCore

@Suite("Submission status")
struct SubmissionTests {
    @Test("Pill labels, exactly as the spec writes them")
    func labels() {
        #expect(SubmissionStatus.allCases.map(\.pillLabel) == ["In review", "Feedback ready", "heard", "practiced"])
    }

    @Test("Transitions only move forward and never skip the coach's review")
    func forwardOnly() {
        let allowed: Set<[SubmissionStatus]> = [
            [.inReview, .feedbackReady], [.feedbackReady, .heard], [.feedbackReady, .practiced], [.heard, .practiced],
        ]
        for from in SubmissionStatus.allCases {
            for to in SubmissionStatus.allCases {
                #expect(from.canMove(to: to) == allowed.contains([from, to]), "\(from) → \(to)")
            }
        }
    }

    @Test("moved(to:) applies allowed moves and refuses the rest")
    func moved() {
        let sent = Fixtures.instant("2026-10-28T21:12:00-04:00")
        let submission = Submission(
            id: .init("s8"), studentID: Fixtures.sarah.id, termID: Fixtures.fall.id, week: 8,
            attempt: 1, submittedAt: sent, revokeWindowClosesAt: sent.addingTimeInterval(600),
            status: .inReview, durationSeconds: 161)
        #expect(submission.durationLabel == "2:41")
        #expect(submission.moved(to: .feedbackReady)?.status == .feedbackReady)
        #expect(submission.moved(to: .heard) == nil)
        #expect(submission.moved(to: .feedbackReady)?.moved(to: .inReview) == nil)
        #expect(!submission.isWaitingForReview(at: sent.addingTimeInterval(599)))
        #expect(submission.isWaitingForReview(at: sent.addingTimeInterval(600)))
        #expect(submission.waited(at: sent) == 0)
    }
}
