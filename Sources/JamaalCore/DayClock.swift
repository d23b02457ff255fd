import Calendar
import Foundation

/// The person's logical day: it runs from the rollover time (default midnight) to the next, in their zone.
///
/// "Today" everywhere in Jamaal is ``today(at:)``. The arithmetic is Calendar's
/// (`ZonedCalendar.logicalDay(containing:rollover:)`); this type only carries the zone and the rollover
/// together and adds the working-day window. On a DST day the logical day lasts 23 or 25 hours.
///
/// ```swift
/// let clock = DayClock(calendar: ZonedCalendar(identifier: "America/Toronto")!, rollover: .midnight)
/// clock.today(at: now)   // 2026-03-08
/// ```
public struct DayClock: Sendable {
    /// The person's zone.
    public let calendar: ZonedCalendar
    /// When one logical day ends and the next begins.
    public let rollover: LocalTime

    /// A clock for `calendar` rolling over at `rollover`.
    public init(calendar: ZonedCalendar, rollover: LocalTime = .midnight) {
        self.calendar = calendar
        self.rollover = rollover
    }

    /// The logical day containing `now`.
    ///
    /// ```swift
    /// clock.today(at: now)
    /// ```
    public func today(at now: Date) -> LocalDate {
        calendar.logicalDay(containing: StoredBounds.clamped(now), rollover: rollover)
    }

    /// The instants of logical day `day` (end exclusive).
    public func interval(of day: LocalDate) -> DateInterval {
        calendar.logicalDayInterval(day, rollover: rollover)
    }

    /// The instant a wall-clock `time` falls on within logical day `day`: times before the rollover
    /// belong to the next calendar date (a 01:00 end with a 04:00 rollover is the night after `day`).
    ///
    /// ```swift
    /// clock.instant(of: LocalTime(iso: "17:00")!, inLogicalDay: today)
    /// ```
    public func instant(of time: LocalTime, inLogicalDay day: LocalDate) -> Date {
        calendar.instant(on: time < rollover ? day.adding(days: 1) : day, at: time)
    }

    /// The working day of logical day `day`, from `start` to `end` on the wall clock.
    /// If the DST change falls inside it, it is an hour shorter or longer than on other days.
    public func workingDay(of day: LocalDate, start: LocalTime, end: LocalTime) -> DateInterval {
        let from = instant(of: start, inLogicalDay: day)
        let to = instant(of: end, inLogicalDay: day)
        return DateInterval(start: from, end: Swift.max(from, to))
    }
}

/// The rule for changing the rollover time (ST-02, Advanced).
///
/// A change is allowed only once both the old and the new time have passed on today's calendar date.
/// Then the current logical day is the same under both times, so no day is skipped, repeated or split
/// by the change.
///
/// ```swift
/// try RolloverChange.check(from: .midnight, to: LocalTime(iso: "04:00")!, calendar: toronto, now: now)
/// ```
public enum RolloverChange {
    /// Whether the rollover can move from `old` to `new` at `now`.
    public static func isAllowed(from old: LocalTime, to new: LocalTime, calendar: ZonedCalendar, now: Date) -> Bool {
        (try? check(from: old, to: new, calendar: calendar, now: now)) != nil
    }

    /// Throws ``JamaalError/rolloverNotYet(after:)`` naming the later of the two times until both have passed today.
    public static func check(from old: LocalTime, to new: LocalTime, calendar: ZonedCalendar, now: Date) throws(JamaalError) {
        let date = calendar.localDate(of: now)
        let later = Swift.max(old, new)
        guard calendar.instant(on: date, at: later) <= now else { throw .rolloverNotYet(after: later) }
    }
}
