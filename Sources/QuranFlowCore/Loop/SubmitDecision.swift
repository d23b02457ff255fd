import Foundation
import Identifiers

/// Whether a submission may be stored, decided from the stored state alone — the rule the server
/// applies inside one transaction, so two tabs submitting at once never exceed the attempts rule:
/// the first to commit is in flight, and the second, re-reading the state, is refused
/// ("already in flight"). A unique (student, term, week, attempt) key in storage backs it up.
///
/// The week is the one containing `now` in the student's zone unless `week` names another (a
/// reopened week). A submission made on time keeps its week even when its revoke window runs
/// past midnight.
///
/// ```swift
/// let decision = try SubmitDecision(student: sarah, term: fall, stored: rows, window: .standard, at: now)
/// let row = decision.submission(id: ID("s9"), durationSeconds: 161)   // attempt 1, closes now + 10 min
/// ```
public struct SubmitDecision: Hashable, Sendable {
    /// The student.
    public let studentID: Identifiers.ID<Student>
    /// The term.
    public let termID: Identifiers.ID<Term>
    /// The week the submission belongs to.
    public let week: Int
    /// Its attempt number, 1 or 2.
    public let attempt: Int
    /// When it is sent.
    public let submittedAt: Date
    /// When its revoke window closes (schedule the closing job for this instant).
    public let revokeWindowClosesAt: Date

    /// Decides a submission by `student` at `now` for `week` (default: the week containing `now`),
    /// given every `stored` submission and reopening. Throws the student-facing reason when refused.
    public init(
        student: Student, term: Term, week: Int? = nil, stored: [Submission], reopenings: [WeekReopening] = [],
        window: RevokeWindow = .standard, at now: Date
    ) throws(LoopError) {
        let arc = WeekArc(term: term, student: student)
        guard let week = week ?? arc.week(containing: now) else {
            throw LoopError.noWeekNow
        }
        let state = WeekRecordingState(
            student: student, term: term, week: week, submissions: stored,
            reopenings: reopenings, at: now)
        if let blocker = state.blocker { throw blocker }
        studentID = student.id
        termID = term.id
        self.week = week
        attempt = state.attemptsUsed + 1
        submittedAt = now
        revokeWindowClosesAt = window.closesAt(submittedAt: now)
    }

    /// The row to store: in review, standing, with the measured duration.
    public func submission(id: Identifiers.ID<Submission>, durationSeconds: Int) -> Submission {
        Submission(
            id: id, studentID: studentID, termID: termID, week: week, attempt: attempt, submittedAt: submittedAt,
            revokeWindowClosesAt: revokeWindowClosesAt, status: .inReview, durationSeconds: durationSeconds)
    }
}
