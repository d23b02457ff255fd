import Calendar
import Foundation

/// A term's weeks read in one zone: the single home of "which week is it" and "when is it due".
///
/// Week 1 starts Monday 00:00 on the wall clock of `calendar`; each week runs Monday 00:00 →
/// next Monday 00:00 local (167 or 169 hours across a DST change). Build it with the
/// **student's** zone: a coach in Cairo looking at a Toronto student's week uses the student's arc.
///
/// ```swift
/// let arc = WeekArc(term: fall, zoneIdentifier: sarah.zoneIdentifier)
/// arc.position(at: now)    // .during(week: 8, weekday: .tuesday)
/// arc.deadline(ofWeek: 8)  // Sun 1 Nov 2026 23:59 EST
/// ```
public struct WeekArc: Sendable {
    /// The term.
    public let term: Term
    /// The calendar of the person whose weeks these are.
    public let calendar: ZonedCalendar
    /// Deadlines kept from the person's previous zone, by week (see ``ZoneChange``); every other week is due
    /// Sunday 11:59 PM in `calendar`'s zone.
    public let keptDeadlines: [Int: Date]

    /// The arc of `term` in `calendar`'s zone.
    public init(term: Term, calendar: ZonedCalendar, keptDeadlines: [Int: Date] = [:]) {
        self.term = term
        self.calendar = calendar
        self.keptDeadlines = keptDeadlines
    }

    /// The arc of `term` in the zone `zoneIdentifier` (UTC if the system does not know it).
    public init(term: Term, zoneIdentifier: String, keptDeadlines: [Int: Date] = [:]) {
        self.init(term: term, calendar: .resolving(zoneIdentifier), keptDeadlines: keptDeadlines)
    }

    /// The weeks of `term` among `kept`, by week.
    static func keptDeadlines(_ kept: [KeptDeadline], of term: Term) -> [Int: Date] {
        Dictionary(kept.filter { $0.termID == term.id }.map { ($0.week, $0.deadline) }, uniquingKeysWith: { first, _ in first })
    }

    /// The arc of `term` for `student`, in the student's zone, with the deadlines they kept when they changed city.
    ///
    /// ```swift
    /// WeekArc(term: fall, student: sarah).week(containing: submission.submittedAt)
    /// ```
    public init(term: Term, student: Student) {
        self.init(
            term: term, zoneIdentifier: student.zoneIdentifier,
            keptDeadlines: Self.keptDeadlines(student.keptDeadlines, of: term))
    }

    /// The instants of week `week`: Monday 00:00 local up to (not including) the next Monday 00:00 local.
    /// Defined for any week number, inside the term or not.
    ///
    /// ```swift
    /// arc.interval(ofWeek: 8).duration   // 169 hours in Toronto (clocks go back on 1 Nov 2026)
    /// ```
    public func interval(ofWeek week: Int) -> DateInterval {
        let monday = term.monday(ofWeek: week)
        return DateInterval(start: calendar.startOfDay(monday), end: calendar.startOfDay(monday.adding(days: 7)))
    }

    /// The term's instants: Week 1's Monday 00:00 local up to (not including) the Monday after the last week. Nothing
    /// of the term — a class, a one-to-one, a widget's countdown — happens outside it.
    ///
    /// ```swift
    /// arc.span.contains(session.start)   // false for a weekly class's occurrence after Week 15
    /// ```
    public var span: DateInterval {
        DateInterval(start: interval(ofWeek: 1).start, end: interval(ofWeek: max(1, term.weekCount)).end)
    }

    /// The week (1…weekCount) that `instant` belongs to, or `nil` before Week 1 or after the last week.
    ///
    /// ```swift
    /// arc.week(containing: submission.submittedAt)   // 8
    /// ```
    public func week(containing instant: Date) -> Int? {
        let week = weekIndex(containing: instant)
        return term.weeks.contains(week) ? week : nil
    }

    /// The week number of `instant` counted from Week 1, unbounded (0 is the week before Week 1).
    private func weekIndex(containing instant: Date) -> Int {
        // Both dates are Mondays, so `days` is an exact multiple of 7 (negative before the term).
        let days = term.firstMonday.days(until: calendar.weekStart(containing: instant))
        return days / 7 + 1
    }

    /// Where `now` falls in the term.
    ///
    /// ```swift
    /// arc.position(at: now)   // .before(startsOn: 2026-09-07, daysUntil: 6) on 1 Sep 2026
    /// ```
    public func position(at now: Date) -> TermPosition {
        let today = calendar.localDate(of: now)
        if today < term.firstMonday {
            return .before(startsOn: term.firstMonday, daysUntil: today.days(until: term.firstMonday))
        }
        if let week = week(containing: now) {
            return .during(week: week, weekday: today.weekday)
        }
        return .after(endedOn: term.lastDay)
    }

    /// "Sunday 11:59 PM" local of week `week`, as ``ZonedCalendar/sundayDeadline(ofWeekStarting:)`` gives it, or the
    /// deadline the week kept when the person changed city.
    ///
    /// ```swift
    /// LocalFormat.time(arc.deadline(ofWeek: 8), in: arc.calendar.zone)   // "11:59 PM"
    /// ```
    public func deadline(ofWeek week: Int) -> Date {
        keptDeadlines[week] ?? calendar.sundayDeadline(ofWeekStarting: term.monday(ofWeek: week))
    }

    /// Whether `instant` is on time for week `week`: before the end of its deadline's minute (through Sunday 23:59:59
    /// local, the rule of ``ZonedCalendar/isOnTime(_:weekStarting:)``, or through a kept deadline's minute).
    ///
    /// ```swift
    /// arc.isOnTime(submission.submittedAt, forWeek: 8)
    /// ```
    public func isOnTime(_ instant: Date, forWeek week: Int) -> Bool {
        guard let kept = keptDeadlines[week] else { return calendar.isOnTime(instant, weekStarting: term.monday(ofWeek: week)) }
        return instant < kept.addingTimeInterval(60)
    }

    /// Whether week `week` is over at `now` (its interval has ended).
    public func hasEnded(week: Int, at now: Date) -> Bool {
        now >= interval(ofWeek: week).end
    }
}
