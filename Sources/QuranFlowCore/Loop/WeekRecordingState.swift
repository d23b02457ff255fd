import Calendar
import Foundation
import Identifiers

/// Where one student's week stands for recording at `now`: the single home of the attempts rule.
///
/// - Two graded attempts a week (``Submission/attemptsPerWeek``). Recording and re-recording cost
///   nothing; each standing (not revoked) submission costs one; a revoke gives it back.
/// - One in flight at a time: a standing submission still ``SubmissionStatus/inReview`` (in its
///   revoke window or waiting for the coach) blocks the next until it is revoked or reviewed.
/// - Reviewed "Accepted" ends the week's recording step. A review sent without an outcome counts
///   as "Another attempt" (it never ends the week by accident).
/// - Both used without "Accepted" → no attempts; the next opens Monday 00:00 student-local.
/// - The week must be accepting (``WeekDeadline``). In flight is per week: a Week 8 recording
///   still in its window does not stop Week 9's first attempt.
///
/// ```swift
/// let state = WeekRecordingState(student: sarah, term: fall, week: 8, submissions: all, at: now)
/// state.canRecord            // false
/// state.blocker?.message     // "Both attempts used — your next attempt opens Monday."
/// state.attemptsLabel        // "0 of 2 remaining"
/// ```
public struct WeekRecordingState: Sendable {
    /// The week.
    public let week: Int
    /// The week's dates and reopenings.
    public let deadline: WeekDeadline
    /// The week's standing submissions (revoked ones left out), earliest first.
    public let submissions: [Submission]
    /// Why the student cannot submit now; `nil` when they can.
    public let blocker: LoopError?

    /// The state of `week` of `term` for `student` at `now`, from all the `submissions` stored
    /// (other students', terms' and weeks' are ignored).
    public init(
        student: Student, term: Term, week: Int, submissions: [Submission],
        reopenings: [WeekReopening] = [], at now: Date
    ) {
        self.week = week
        deadline = WeekDeadline(term: term, student: student, week: week, reopenings: reopenings)
        self.submissions =
            submissions
            .filter { $0.studentID == student.id && $0.termID == term.id && $0.week == week && !$0.isRevoked }
            .sorted { ($0.submittedAt, $0.id) < ($1.submittedAt, $1.id) }
        blocker = Self.blocker(submissions: self.submissions, deadline: deadline, at: now)
    }

    private static func blocker(submissions: [Submission], deadline: WeekDeadline, at now: Date) -> LoopError? {
        let week = deadline.week
        do throws(LoopError) {
            guard deadline.arc.term.weeks.contains(week) else { throw .noSuchWeek(week: week) }
            if now < deadline.opensAt { try deadline.check(at: now) }
            if submissions.contains(where: { $0.outcome == .accepted }) { throw .alreadyAccepted(week: week) }
            if submissions.contains(where: { $0.status == .inReview }) { throw .alreadyInFlight(week: week) }
            if submissions.count >= Submission.attemptsPerWeek {
                let zone = deadline.arc.calendar.zone
                throw .noAttemptsLeft(opensOn: LocalFormat.weekdayLong(deadline.nextWeekOpensAt, in: zone))
            }
            try deadline.check(at: now)
            return nil
        } catch {
            return error
        }
    }

    /// Whether the student may submit a recording now (they may always practise or re-record locally).
    public var canRecord: Bool {
        blocker == nil
    }

    /// Attempts used: standing submissions, at most two.
    public var attemptsUsed: Int {
        min(submissions.count, Submission.attemptsPerWeek)
    }

    /// Attempts left to use this week (the dots), 0…2 — shown as left even while one is in flight.
    public var attemptsLeft: Int {
        Submission.attemptsPerWeek - attemptsUsed
    }

    /// "2 of 2 remaining", "0 of 2 remaining".
    public var attemptsLabel: String {
        "\(attemptsLeft) of \(Submission.attemptsPerWeek) remaining"
    }

    /// The submission in flight (in review), if any.
    public var inFlight: Submission? {
        submissions.last { $0.status == .inReview }
    }

    /// Whether the week's recording step is done for now, so Today rests and the strip fills: a recording accepted,
    /// one with the coach (in review), or both attempts used. After "Another attempt" with an attempt left it is not:
    /// the student records again.
    ///
    /// ```swift
    /// WeekRecordingState(…, submissions: [reviewedAnotherAttempt], at: now).isStepComplete   // false: one attempt left
    /// ```
    public var isStepComplete: Bool {
        isAccepted || inFlight != nil || attemptsUsed >= Submission.attemptsPerWeek
    }

    /// Whether the coach accepted a recording this week.
    public var isAccepted: Bool {
        submissions.contains { $0.outcome == .accepted }
    }

    /// The week's submission its archive row and status pill follow: the latest standing one.
    public var latest: Submission? {
        submissions.last
    }

    /// The attempt number the next submission would take (1 or 2), if one may be made.
    public var nextAttemptNumber: Int? {
        canRecord ? attemptsUsed + 1 : nil
    }

    /// When recording opens next if it is blocked for the rest of the week: the next Monday
    /// 00:00 student-local for no attempts, accepted or closed; the week's Monday for a week not yet
    /// begun; `nil` when the student can record or the block lifts on its own (in flight).
    public var nextOpening: Date? {
        switch blocker {
        case .noAttemptsLeft, .alreadyAccepted, .weekClosed: deadline.nextWeekOpensAt
        case .weekNotOpen: deadline.opensAt
        default: nil
        }
    }

    /// Whether the student sees `SakRecNoAttempts`.
    public var isOutOfAttempts: Bool {
        if case .noAttemptsLeft = blocker { return true }
        return false
    }
}
