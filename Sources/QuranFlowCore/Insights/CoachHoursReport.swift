import Calendar
import Foundation
import Identifiers

/// The coach-hours report: per coach and per week of a period, the active review time and the live meetings taught
/// (``CoachWork``, each counted for its part inside the week). Weeks run Monday 00:00 to Monday 00:00 on the admin's
/// clock, so a week in which the clocks change is 167 or 169 hours long and work is never counted twice or lost.
///
/// ```swift
/// let report = CoachHoursReport(work: [amina: aminaWork], coaches: [amina: "Ust. Amina"], period: range, zone: toronto)
/// report.rows.first?.reviewSeconds
/// ```
public struct CoachHoursReport: Hashable, Sendable {
    /// One coach's week.
    public struct Row: Hashable, Sendable {
        public let coachID: Identifiers.ID<Coach>
        public let coachName: String
        /// The Monday the week begins, on the admin's calendar.
        public let weekStart: LocalDate
        public let reviewSeconds: TimeInterval
        public let meetingSeconds: TimeInterval
        /// Meetings that gave the week any time.
        public let meetings: Int
        /// Reviews that gave the week any active time.
        public let reviews: Int
        public var totalSeconds: TimeInterval { reviewSeconds + meetingSeconds }
    }

    public let period: DateInterval
    /// The weeks of the period (their intervals on the admin's clock, clipped to the period).
    public let weeks: [(start: LocalDate, interval: DateInterval)]
    /// Coach by coach (by name), week by week.
    public let rows: [Row]

    /// The hours of each coach's `work` in the weeks of `period` on `zone`'s clock.
    public init(
        work: [Identifiers.ID<Coach>: [CoachWork]], coaches: [Identifiers.ID<Coach>: String], period: DateInterval, zone: ZonedCalendar
    ) {
        self.period = period
        let weeks = Self.weeks(of: period, zone: zone)
        self.weeks = weeks
        rows = coaches.sorted { $0.value != $1.value ? $0.value < $1.value : $0.key < $1.key }.flatMap { id, name in
            weeks.map { week in
                let items = work[id] ?? []
                let reviews = items.filter { $0.kind == .review }.map { $0.seconds(in: week.interval) }.filter { $0 > 0 }
                let meetings = items.filter { $0.kind == .meeting }.map { $0.seconds(in: week.interval) }.filter { $0 > 0 }
                return Row(
                    coachID: id, coachName: name, weekStart: week.start, reviewSeconds: reviews.reduce(0, +),
                    meetingSeconds: meetings.reduce(0, +), meetings: meetings.count, reviews: reviews.count)
            }
        }
    }

    /// The most weeks a report spans (a year), so a hostile range cannot make it loop for long.
    public static let maxWeeks = 53

    /// The Monday-to-Monday weeks on `zone`'s clock that overlap `period`, each clipped to it.
    public static func weeks(of period: DateInterval, zone: ZonedCalendar) -> [(start: LocalDate, interval: DateInterval)] {
        var result: [(LocalDate, DateInterval)] = []
        var monday = zone.weekStart(containing: period.start)
        while result.count < maxWeeks {
            let start = zone.startOfDay(monday)
            let end = zone.startOfDay(monday.adding(days: 7))
            guard start < period.end else { break }
            let clipped = DateInterval(start: max(start, period.start), end: min(end, period.end))
            if clipped.duration > 0 { result.append((monday, clipped)) }
            monday = monday.adding(days: 7)
        }
        return result
    }

    public static func == (lhs: CoachHoursReport, rhs: CoachHoursReport) -> Bool {
        lhs.period == rhs.period && lhs.rows == rhs.rows
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(period)
        hasher.combine(rows)
    }
}
