import Foundation
import Identifiers

/// Whether a student may take a submission back at `now`, and what it will mean — computed for the
/// revoke card before the student confirms, and again (from the stored state) when they do.
///
/// - Allowed while the revoke window is open (`now < revokeWindowClosesAt`), only by its student.
/// - It gives the attempt back.
/// - After the week's deadline (and without an active reopening) the week cannot take a new
///   recording, so revoking leaves the week without one: ``warning`` says so.
///
/// ```swift
/// let decision = try RevokeDecision(submission: s8, student: sarah, term: fall, at: mondayTwoPast)
/// decision.warning?.message   // "It's past the Week 8 deadline: if you take this back, Week 8 will have no recording."
/// decision.revoked            // s8 with revokedAt = now
/// ```
public struct RevokeDecision: Hashable, Sendable {
    /// The submission as it is stored once revoked.
    public let revoked: Submission
    /// What the student should know before confirming; `nil` when nothing is lost.
    public let warning: Warning?

    /// What revoking costs the student beyond the recording itself.
    public enum Warning: Hashable, Sendable {
        /// The week is past its deadline: revoking leaves it without a recording.
        case weekWillBeEmpty(week: Int, deadline: String)

        /// The sentence on the revoke card.
        public var message: String {
            switch self {
            case .weekWillBeEmpty(let week, let deadline):
                "It's past the Week \(week) deadline (\(deadline)): if you take this back, Week \(week) will have no recording."
            }
        }
    }

    /// Decides revoking `submission` for `student` at `now`.
    public init(
        submission: Submission, student: Student, term: Term, reopenings: [WeekReopening] = [],
        at now: Date
    ) throws(LoopError) {
        guard submission.studentID == student.id, submission.termID == term.id else { throw .wrongSubmission }
        guard !submission.isRevoked else { throw .alreadyRevoked }
        guard RevokeWindow.isOpen(for: submission, at: now) else { throw .revokeWindowClosed }
        let deadline = WeekDeadline(term: term, student: student, week: submission.week, reopenings: reopenings)
        warning =
            deadline.isAccepting(at: now)
            ? nil
            : .weekWillBeEmpty(week: submission.week, deadline: deadline.deadlineLabel)
        revoked = submission.replacing(revokedAt: now)
    }
}
