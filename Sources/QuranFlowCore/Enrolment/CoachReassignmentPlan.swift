import Calendar
import Foundation
import Identifiers

/// What a coach reassignment moves and what it leaves where it is — the rule of issue 20, computed from data and `now`.
///
/// The rule:
/// - The new coach takes over **from the start of the chosen week in the student's zone** (Monday 00:00 local), or at
///   once when the chosen week is the current one. A week that has already passed in the student's zone is refused
///   (``CoachReassignmentError/weekAlreadyPassed(week:currentWeek:)``): reviews, notes and threads already written stay
///   with whoever wrote them, so a reassignment never reaches back.
/// - Submissions still **In review** at the moment the change takes effect move to the new coach's queue with their
///   `submittedAt` unchanged, so the oldest-first order and the 48-hour SLA count their whole wait. A submission whose
///   revoke window is still open moves too (it will reach the new coach's queue when the window closes).
/// - Submissions with feedback (`Feedback ready`, `heard`, `practiced`) stay with the coach who reviewed them.
/// - An unsent draft review of a moving submission is handed to the new coach with the submission (it is not yet
///   anything the student has seen; leaving it with the old coach would strand the submission).
/// - An open one-to-one series with the old coach continues until the student changes it.
///
/// ```swift
/// let plan = try CoachReassignmentPlan(student: sarah, term: fall, to: radwa.id, fromWeek: 8,
///                                      submissions: subs, series: ledger.series, now: now)
/// plan.moving.map(\.id)    // the waiting ones
/// ```
public struct CoachReassignmentPlan: Hashable, Sendable {
    /// The student whose coach changes.
    public let studentID: Identifiers.ID<Student>
    /// The coach until the change.
    public let oldCoach: Identifiers.ID<Coach>
    /// The coach from the change on.
    public let newCoach: Identifiers.ID<Coach>
    /// The week the new coach takes over.
    public let fromWeek: Int
    /// When the change takes effect: `now` for the current week, else the chosen week's Monday 00:00 in the student's zone.
    public let effectiveAt: Date
    /// Submissions that move to the new coach's queue (still In review), their waiting time kept.
    public let moving: [Submission]
    /// Submissions that stay with the coach who reviewed them.
    public let staying: [Submission]
    /// Open one-to-one series with the old coach, which continue until the student changes them.
    public let continuingSeries: [Identifiers.ID<OneToOneSeries>]

    /// Whether the change applies at once (the chosen week is the current one) rather than at a later Monday.
    public var takesEffectNow: Bool {
        effectiveAt <= now
    }

    private let now: Date

    /// Plans moving `student` (whose coach is `student.coachID`) to `newCoach` from `fromWeek` of `term`.
    ///
    /// For a later week the plan is computed now to preview it; it is computed again when the week begins (the
    /// submissions waiting then are the ones that move). Throws ``CoachReassignmentError``.
    public init(
        student: Student, term: Term, to newCoach: Identifiers.ID<Coach>, fromWeek: Int, submissions: [Submission],
        series: [OneToOneSeries] = [], now: Date
    ) throws(CoachReassignmentError) {
        guard newCoach != student.coachID else { throw .sameCoach }
        guard term.weeks.contains(fromWeek) else { throw .weekOutsideTerm(week: fromWeek, weekCount: term.weekCount) }
        let arc = WeekArc(term: term, zoneIdentifier: student.zoneIdentifier)
        let effectiveAt: Date
        switch arc.position(at: now) {
        case .after: throw .termEnded
        case .before: effectiveAt = fromWeek == 1 ? now : max(now, arc.interval(ofWeek: fromWeek).start)
        case .during(let current, _):
            guard fromWeek >= current else { throw .weekAlreadyPassed(week: fromWeek, currentWeek: current) }
            effectiveAt = fromWeek == current ? now : arc.interval(ofWeek: fromWeek).start
        }
        let mine = submissions.filter { $0.studentID == student.id && !$0.isRevoked }
        self.studentID = student.id
        self.oldCoach = student.coachID
        self.newCoach = newCoach
        self.fromWeek = fromWeek
        self.effectiveAt = effectiveAt
        self.moving = mine.filter { $0.status == .inReview }.sorted { $0.submittedAt < $1.submittedAt }
        self.staying = mine.filter { $0.status != .inReview }.sorted { $0.submittedAt < $1.submittedAt }
        self.continuingSeries = series.filter { $0.studentID == student.id && $0.slot.coachID == student.coachID }.map(\.id)
        self.now = now
    }

    /// "2 waiting submissions move to the new coach's queue; 5 reviewed stay with their reviewer; 1 one-to-one series
    /// continues with the old coach." — the audit line and the confirmation the admin page shows.
    public var summary: String {
        func count(_ n: Int, _ one: String, _ many: String) -> String { "\(n) \(n == 1 ? one : many)" }
        var parts = [
            count(moving.count, "waiting submission moves", "waiting submissions move") + " to the new coach's queue, waiting time kept",
            count(staying.count, "reviewed submission stays", "reviewed submissions stay")
                + (staying.count == 1 ? " with the coach who reviewed it" : " with the coaches who reviewed them"),
        ]
        if !continuingSeries.isEmpty {
            parts.append(
                count(continuingSeries.count, "one-to-one series continues", "one-to-one series continue")
                    + " with the old coach until the student changes it")
        }
        return parts.joined(separator: "; ") + "."
    }
}
