import Calendar
import Foundation

/// One named free gap of NP-03: "Free 09:00–12:10 · 3 h 10 min".
///
/// The times are the wall clock of the person's zone; the minutes are real minutes, so a gap across a DST change
/// reads an hour more or less than its clock times suggest.
///
/// ```swift
/// gap.label   // "Free 09:00–12:10 · 3 h 10 min"
/// ```
public struct FreeGap: Hashable, Sendable {
    public let interval: DateInterval
    /// The wall-clock times of its start and end.
    public let from: LocalTime
    public let to: LocalTime
    /// Whole minutes in the gap.
    public let minutes: Int

    /// The gap `interval`, its clock times read in `calendar`.
    public init(interval: DateInterval, calendar: ZonedCalendar) {
        self.interval = interval
        from = calendar.localTime(of: interval.start)
        to = calendar.localTime(of: interval.end)
        minutes = EveningMath.wholeMinutes(interval.duration)
    }

    /// "Free 09:00–12:10 · 3 h 10 min".
    public var label: String { "Free \(from.hourMinute)–\(to.hourMinute) · \(DurationText.minutes(minutes))" }

    /// Whether a task of `effort` fits inside this one gap.
    public func fits(_ effort: Effort) -> Bool { effort.minutes <= minutes }
}
