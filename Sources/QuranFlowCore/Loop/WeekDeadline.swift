import Calendar
import Foundation
import Identifiers

/// When one student's week takes submissions: from Monday 00:00 local through Sunday 11:59:59 PM
/// local (by ``WeekArc/isOnTime(_:forWeek:)`` — the Calendar's single on-time rule), or later
/// while a coach's ``WeekReopening`` is active.
///
/// ```swift
/// let window = WeekDeadline(term: fall, student: sarah, week: 8)
/// try window.check(at: mondayMorning)   // throws "Week 8 is closed: the deadline was Sunday 11:59 PM."
/// ```
public struct WeekDeadline: Sendable {
    /// The student's week arc.
    public let arc: WeekArc
    /// The week.
    public let week: Int
    /// Reopenings that apply to this student, term and week.
    public let reopenings: [WeekReopening]

    /// The week `week` of `term` read in `student`'s zone; `reopenings` not about this student,
    /// term and week are ignored.
    public init(term: Term, student: Student, week: Int, reopenings: [WeekReopening] = []) {
        arc = WeekArc(term: term, student: student)
        self.week = week
        self.reopenings = reopenings.filter { $0.applies(to: student.id, termID: term.id, week: week) }
    }

    /// Monday 00:00 local: the week opens.
    public var opensAt: Date {
        arc.interval(ofWeek: week).start
    }

    /// The next Monday 00:00 local: the next week (and its attempts) opens.
    public var nextWeekOpensAt: Date {
        arc.interval(ofWeek: week).end
    }

    /// The displayed deadline, Sunday 23:59 local (on time through 23:59:59).
    public var deadline: Date {
        arc.deadline(ofWeek: week)
    }

    /// "Sunday 11:59 PM", in the student's zone.
    public var deadlineLabel: String {
        "\(LocalFormat.weekdayLong(deadline, in: arc.calendar.zone)) \(LocalFormat.time(deadline, in: arc.calendar.zone))"
    }

    /// Whether the deadline has passed at `now` (Monday 00:00:00 local on), reopenings aside.
    public func isPastDeadline(at now: Date) -> Bool {
        !arc.isOnTime(now, forWeek: week)
    }

    /// The active reopening at `now`, if any (the one lasting longest).
    public func activeReopening(at now: Date) -> WeekReopening? {
        reopenings.filter { $0.isActive(at: now) }.max { $0.until < $1.until }
    }

    /// "Reopened until Wednesday · 2 December · 12:00 PM" (the student's zone) while a reopening is active at `now`
    /// and the deadline has passed; otherwise nil.
    public func reopenedLabel(at now: Date) -> String? {
        guard isPastDeadline(at: now), let reopening = activeReopening(at: now) else { return nil }
        let zone = arc.calendar.zone
        return "Reopened until \(LocalFormat.longDate(reopening.until, in: zone)) · \(LocalFormat.time(reopening.until, in: zone))"
    }

    /// Whether a submission made at `now` counts for the week.
    public func isAccepting(at now: Date) -> Bool {
        (try? check(at: now)) != nil
    }

    /// Refuses a submission at `now` outside the week: not a term week, not started yet, or past
    /// the deadline without an active reopening.
    public func check(at now: Date) throws(LoopError) {
        guard arc.term.weeks.contains(week) else { throw .noSuchWeek(week: week) }
        guard now >= opensAt else {
            throw .weekNotOpen(week: week, opensOn: LocalFormat.weekdayLong(opensAt, in: arc.calendar.zone))
        }
        if isPastDeadline(at: now), activeReopening(at: now) == nil {
            throw .weekClosed(week: week, deadline: deadlineLabel)
        }
    }
}
