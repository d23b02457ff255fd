import Calendar
import Foundation
import QuranFlowCore
import QuranFlowRoutes

/// The coach's control on a student's record for reopening a closed week (issue #4: "the coach can reopen it for one
/// student for a stated time"): a choice of the current term's closed weeks, an end date and time read in the
/// student's zone, and the reopenings still active. Present only for the student's own coach, and only while the
/// term has a closed week.
///
/// ```swift
/// let control = WeekReopenControl.make(student: sarah, term: fall, reopenings: stored, viewer: amina, now: now)
/// control?.weeks.first?.label   // "Week 8"
/// control?.button               // "Reopen"
/// ```
public struct WeekReopenControl: Codable, Hashable, Sendable {
    /// One closed week to choose.
    public struct Option: Codable, Hashable, Sendable {
        public let week: Int
        /// "Week 8".
        public let label: String
    }

    /// "Reopen a closed week".
    public let title: String
    /// "Sarah may submit for it until the time you choose (her time, Europe/London)."
    public let detail: String
    /// The term's closed weeks, latest first.
    public let weeks: [Option]
    /// "Until".
    public let untilLabel: String
    /// The proposed end as a `datetime-local` value in the student's zone: "2026-11-26T23:59".
    public let defaultUntil: String
    /// The student's zone the end is read in.
    public let zoneIdentifier: String
    /// "Reopen".
    public let button: String
    /// Where the form posts (`week`, `until`).
    public let actionPath: String
    /// "Week 8 reopened until Wednesday · 2 December · 12:00 PM", for each reopening still active.
    public let active: [String]

    /// The control on `student`'s record as `viewer` sees it at `now`; nil unless the viewer is the student's coach
    /// and `term` has a closed week.
    public static func make(student: Student, term: Term, reopenings: [WeekReopening], viewer: Coach, now: Date) -> WeekReopenControl? {
        guard viewer.id == student.coachID else { return nil }
        let arc = WeekArc(term: term, student: student)
        let closed = term.weeks.filter { now >= arc.interval(ofWeek: $0).end }
        guard !closed.isEmpty else { return nil }
        let calendar = arc.calendar
        let proposed = calendar.localDate(of: now).adding(days: 2)
        let active = reopenings.filter { $0.studentID == student.id && $0.termID == term.id && $0.isActive(at: now) }
            .sorted { ($0.week, $0.until) < ($1.week, $1.until) }
            .map {
                "Week \($0.week) reopened until \(LocalFormat.longDate($0.until, in: calendar.zone)) · \(LocalFormat.time($0.until, in: calendar.zone))"
            }
        return WeekReopenControl(
            title: "Reopen a closed week",
            detail:
                "\(student.firstName) may submit for it until the time you choose (\(student.firstName)'s time, \(student.zoneIdentifier)).",
            weeks: closed.reversed().map { Option(week: $0, label: "Week \($0)") }, untilLabel: "Until",
            defaultUntil: "\(proposed)T23:59", zoneIdentifier: student.zoneIdentifier, button: "Reopen",
            actionPath: QuranFlowRoute.reopenWeek.path(student.id), active: active)
    }

    /// The instant a `datetime-local` value ("2026-11-26T23:59", seconds optional) names in `zoneIdentifier`; nil when
    /// malformed.
    ///
    /// ```swift
    /// WeekReopenControl.instant(fromLocal: "2026-11-26T23:59", zoneIdentifier: "Europe/London")
    /// ```
    public static func instant(fromLocal value: String, zoneIdentifier: String) -> Date? {
        let parts = value.split(separator: "T", omittingEmptySubsequences: false)
        guard parts.count == 2, let date = LocalDate(iso: String(parts[0])), let time = LocalTime(iso: String(parts[1])),
            let calendar = ZonedCalendar(identifier: zoneIdentifier)
        else { return nil }
        return calendar.instant(on: date, at: time)
    }
}
