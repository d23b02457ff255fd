import Foundation
import Identifiers

/// What pressing Send does, decided from the stored state — so Send pressed twice (or in two tabs)
/// sends once. Each press carries an idempotency key (one per Review screen load):
///
/// - nothing sent yet → ``send(submission:review:notification:)``: store all three in one transaction;
/// - already sent with the **same** key → ``alreadySent(_:)``: answer success again, store nothing;
/// - already sent with another key (another tab or coach) → refused, "Feedback for Week 8 was already sent."
///
/// Only the student's own coach may send; the review must carry something for the student and an outcome the student
/// can act on (``SendRequirement``: "Another attempt" only with an attempt left); marks must be valid; the revoke window
/// must have closed.
///
/// ```swift
/// switch try SendDecision.decide(draft: review, key: "k1", submission: s8, student: sarah, coach: amina, stored: nil,
///                                attemptsLeft: 1, at: now) {
/// case .send(let submission, let review, let notification): store(submission, review, notification)
/// case .alreadySent: break
/// }
/// ```
public enum SendDecision: Hashable, Sendable {
    /// Store the moved submission, the sent review and the student's notification.
    case send(submission: Submission, review: Review, notification: LoopNotification)
    /// This key already sent this review; nothing to do.
    case alreadySent(Review)

    /// Decides a Send of `draft` with idempotency `key` by `coach` on `submission` at `now`;
    /// `stored` is the review already stored for the submission, if any; `attemptsLeft` the student's attempts left in
    /// the submission's week (``WeekRecordingState/attemptsLeft``, the one under review counted as used).
    public static func decide(
        draft: Review, key: String, submission: Submission, student: Student, coach: Coach,
        stored: Review?, attemptsLeft: Int, at now: Date
    ) throws(LoopError) -> SendDecision {
        guard submission.studentID == student.id, draft.submissionID == submission.id else { throw .wrongSubmission }
        guard coach.id == student.coachID, draft.coachID == coach.id else { throw .notYourStudent(studentFirstName: student.firstName) }
        if let stored, stored.sentAt != nil {
            if stored.sendKey == key { return .alreadySent(stored) }
            throw .feedbackAlreadySent(week: submission.week)
        }
        guard submission.status == .inReview else { throw .feedbackAlreadySent(week: submission.week) }
        if let missing = SendRequirement.missing(in: draft, studentFirstName: student.firstName) { throw missing }
        guard let outcome = draft.outcome else { throw .outcomeMissing }
        try SendRequirement.check(outcome, attemptsLeft: attemptsLeft, studentFirstName: student.firstName)
        for mark in draft.marks { try mark.validate(recordingSeconds: submission.durationSeconds) }
        let moved = try StatusEvent.feedbackSent(outcome).apply(to: submission, review: draft, at: now)
        let sent = draft.copy(sentAt: now, sendKey: key)
        return .send(submission: moved, review: sent, notification: .feedbackReady(for: moved, from: coach, at: now))
    }
}
