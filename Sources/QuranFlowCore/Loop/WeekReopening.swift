import Foundation
import Identifiers

/// A coach's reopening of one closed week for one student, until a stated instant.
///
/// While it is active (`now < until`) the student may submit for that week as if it were on time;
/// attempts are not reset — the week keeps whatever attempts it had left. Build one with
/// ``reopen(week:term:student:by:until:at:)``, which checks the coach and the times.
///
/// ```swift
/// let reopening = try WeekReopening.reopen(week: 8, term: fall, student: sarah, by: amina.id, until: wednesdayNoon, at: now)
/// reopening.isActive(at: now)   // true
/// ```
public struct WeekReopening: Hashable, Codable, Sendable {
    /// The student the week is reopened for.
    public let studentID: Identifiers.ID<Student>
    /// The term of the week.
    public let termID: Identifiers.ID<Term>
    /// The week reopened.
    public let week: Int
    /// The coach who reopened it.
    public let coachID: Identifiers.ID<Coach>
    /// When the coach reopened it.
    public let reopenedAt: Date
    /// The instant it closes again (exclusive).
    public let until: Date

    /// A reopening as stored (no checks; use ``reopen(week:term:student:by:until:at:)`` to create one).
    public init(
        studentID: Identifiers.ID<Student>, termID: Identifiers.ID<Term>, week: Int,
        coachID: Identifiers.ID<Coach>, reopenedAt: Date, until: Date
    ) {
        self.studentID = studentID
        self.termID = termID
        self.week = week
        self.coachID = coachID
        self.reopenedAt = reopenedAt
        self.until = until
    }

    /// The coach `coachID` reopens `week` of `term` for `student` at `now`, until `until`.
    /// Refused unless the coach is the student's, the week is one of the term's, its deadline has
    /// passed at `now`, and `until` is after `now`.
    ///
    /// ```swift
    /// try WeekReopening.reopen(week: 8, term: fall, student: sarah, by: radwa.id, until: later, at: now)   // throws .notYourStudent
    /// ```
    public static func reopen(
        week: Int, term: Term, student: Student, by coachID: Identifiers.ID<Coach>,
        until: Date, at now: Date
    ) throws(LoopError) -> WeekReopening {
        guard coachID == student.coachID else { throw .notYourStudent(studentFirstName: student.firstName) }
        guard term.weeks.contains(week) else { throw .noSuchWeek(week: week) }
        let arc = WeekArc(term: term, student: student)
        guard !arc.isOnTime(now, forWeek: week) else { throw .weekStillOpen(week: week) }
        guard until > now else { throw .reopeningEndsTooSoon }
        return WeekReopening(studentID: student.id, termID: term.id, week: week, coachID: coachID, reopenedAt: now, until: until)
    }

    /// Whether it lets the student submit at `now`: from when it was made until (not including) `until`.
    public func isActive(at now: Date) -> Bool {
        now >= reopenedAt && now < until
    }

    /// Whether it is about `week` of `termID` for `studentID`.
    public func applies(to studentID: Identifiers.ID<Student>, termID: Identifiers.ID<Term>, week: Int) -> Bool {
        self.studentID == studentID && self.termID == termID && self.week == week
    }
}
