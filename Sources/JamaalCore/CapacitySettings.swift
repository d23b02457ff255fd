import Calendar
import Foundation

/// The person's capacity and day settings (ST-02): normal-day length, a default level per weekday,
/// the working day, and the rollover.
///
/// ```swift
/// let settings = try CapacitySettings(normalDayMinutes: 360)
/// settings.level(on: today, override: nil)   // .full
/// ```
public struct CapacitySettings: Hashable, Codable, Sendable {
    /// Allowed normal-day lengths: 1 to 16 hours.
    public static let normalDayRange = 60...960

    /// How much focused work a normal day holds, in minutes (default 6 hours).
    public let normalDayMinutes: Int
    /// The default level of each weekday; a missing weekday is ``CapacityLevel/full``.
    public let weekdayLevels: [Weekday: CapacityLevel]
    /// When the working day starts (default 09:00).
    public let workingDayStart: LocalTime
    /// When the working day ends (default 17:00); a time before the rollover is the next night.
    public let workingDayEnd: LocalTime
    /// When the logical day rolls over (default midnight). Change it through ``changingRollover(to:calendar:now:)``.
    public let rollover: LocalTime

    /// Validated settings; throws when the length is out of range or the working day ends before it starts.
    public init(
        normalDayMinutes: Int = 360, weekdayLevels: [Weekday: CapacityLevel] = [:],
        workingDayStart: LocalTime = LocalTime(hour: 9, minute: 0), workingDayEnd: LocalTime = LocalTime(hour: 17, minute: 0),
        rollover: LocalTime = .midnight
    ) throws(JamaalError) {
        guard Self.normalDayRange.contains(normalDayMinutes) else { throw .normalDayOutOfRange }
        // Measured from the rollover, so an end after midnight with a later rollover still counts as after the start.
        func sinceRollover(_ time: LocalTime) -> Int {
            (time.secondsSinceMidnight - rollover.secondsSinceMidnight + 86_400) % 86_400
        }
        guard sinceRollover(workingDayEnd) > sinceRollover(workingDayStart) else { throw .workingDayOrder }
        self.normalDayMinutes = normalDayMinutes
        self.weekdayLevels = weekdayLevels
        self.workingDayStart = workingDayStart
        self.workingDayEnd = workingDayEnd
        self.rollover = rollover
    }

    /// Today's level: the slider's `override` for the day if set, else the weekday's default.
    ///
    /// ```swift
    /// settings.level(on: today, override: .light)   // .light
    /// ```
    public func level(on day: LocalDate, override: CapacityLevel?) -> CapacityLevel {
        override ?? weekdayLevels[day.weekday] ?? .full
    }

    /// The clock these settings imply in `calendar`'s zone.
    public func clock(in calendar: ZonedCalendar) -> DayClock {
        DayClock(calendar: calendar, rollover: rollover)
    }

    /// The same settings with a new rollover, if ``RolloverChange`` allows it at `now`.
    public func changingRollover(to new: LocalTime, calendar: ZonedCalendar, now: Date) throws(JamaalError) -> CapacitySettings {
        try RolloverChange.check(from: rollover, to: new, calendar: calendar, now: now)
        return try CapacitySettings(
            normalDayMinutes: normalDayMinutes, weekdayLevels: weekdayLevels,
            workingDayStart: workingDayStart, workingDayEnd: workingDayEnd, rollover: new)
    }
}
