import Calendar
import Foundation

/// What "Same time weekly" means on the student's clock, week by week, before confirming.
///
/// The slot keeps the coach's wall-clock time, so where the two zones change clocks on different dates
/// the student's local time moves (Toronto/Cairo: Tuesdays 10 March – 21 April 2026 read 10:20 AM, not 9:20 AM).
///
/// ```swift
/// let preview = WeeklyBookingPreview(slot: slot, term: spring, viewerZone: "America/Toronto", now: now)
/// preview.shiftedWeeks   // [9, 10, 11, 12, 13, 14, 15]
/// preview.warning        // "Weeks 9–15 are at 10:20 AM your time, not 9:20 AM — Ust. Amina's clock doesn't change."
/// ```
public struct WeeklyBookingPreview: Hashable, Sendable {
    /// One remaining week on the viewer's clock.
    public struct Week: Hashable, Sendable {
        /// The occurrence (its true instant).
        public let occurrence: SlotOccurrence
        /// The viewer's date of it.
        public let localDate: LocalDate
        /// The viewer's wall-clock start.
        public let localTime: LocalTime
        /// The viewer's zone with that day's abbreviation, "Toronto (EDT)".
        public let zoneLabel: String
        /// Whether `localTime` (or the weekday) differs from the first remaining week's.
        public let differsFromFirst: Bool
    }

    /// The remaining weeks (starting after `now`), in order.
    public let weeks: [Week]
    /// The name the warning uses for the coach, e.g. "Ust. Amina".
    public let coachName: String

    /// The preview of `slot` for the weeks of `term` that start after `now`, read in `viewerZone`.
    public init(slot: WeeklySlot, term: Term, viewerZone: String, coachName: String = "your coach", now: Date) {
        let remaining = slot.occurrences(in: term).filter { $0.start > now }
        let calendar = ZonedCalendar.resolving(viewerZone)
        let first = remaining.first.map { (calendar.localDate(of: $0.start).weekday, calendar.localTime(of: $0.start)) }
        weeks = remaining.map { occurrence in
            let date = calendar.localDate(of: occurrence.start)
            let time = calendar.localTime(of: occurrence.start)
            let differs = first.map { $0.0 != date.weekday || $0.1 != time } ?? false
            return Week(
                occurrence: occurrence, localDate: date, localTime: time,
                zoneLabel: ZoneLabel.label(zoneIdentifier: viewerZone, at: occurrence.start), differsFromFirst: differs)
        }
        self.coachName = coachName
    }

    /// The term weeks whose local time differs from the first remaining week's.
    public var shiftedWeeks: [Int] {
        weeks.filter(\.differsFromFirst).map(\.occurrence.week)
    }

    /// The booking screen's warning, or `nil` when every week reads the same on the viewer's clock.
    /// Names the weeks and the different time(s).
    public var warning: String? {
        guard let first = weeks.first else { return nil }
        let shifted = weeks.filter(\.differsFromFirst)
        guard !shifted.isEmpty else { return nil }
        let times = Array(Set(shifted.map(\.localTime))).sorted().map(BookingCopy.clock)
        let verb = shifted.count == 1 ? "is" : "are"
        return "\(BookingCopy.weeks(shifted.map(\.occurrence.week))) \(verb) at \(times.joined(separator: " or ")) your time, "
            + "not \(BookingCopy.clock(first.localTime)) — \(coachName)'s clock doesn't change."
    }
}
