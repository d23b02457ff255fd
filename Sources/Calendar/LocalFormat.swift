import Foundation

/// The fixed English date and time formats the specs use, each a function of an instant and a zone.
///
/// Output is independent of the machine's locale (English names, as `en_US_POSIX` would give), and
/// wall-clock fields come from ``ZonedCalendar``, so they follow the system tz database.
///
/// ```swift
/// LocalFormat.eyebrowDate(now, in: toronto)   // "Tue · 27 Oct"
/// ```
public enum LocalFormat {
    private static let monthNames = [
        "January", "February", "March", "April", "May", "June",
        "July", "August", "September", "October", "November", "December",
    ]

    private static func parts(_ instant: Date, _ zone: TimeZone) -> (date: LocalDate, time: LocalTime) {
        let calendar = ZonedCalendar(zone: zone)
        return (calendar.localDate(of: instant), calendar.localTime(of: instant))
    }

    private static func shortMonth(_ date: LocalDate) -> String {
        String(monthNames[date.month - 1].prefix(3))
    }

    /// 12-hour clock time: "2:00 PM", "12:05 AM".
    ///
    /// ```swift
    /// LocalFormat.time(slot.start, in: zone)   // "2:00 PM"
    /// ```
    public static func time(_ instant: Date, in zone: TimeZone) -> String {
        let time = parts(instant, zone).time
        let hour12 = time.hour % 12 == 0 ? 12 : time.hour % 12
        return "\(hour12):\(LocalDate.pad(time.minute, 2)) \(time.hour < 12 ? "AM" : "PM")"
    }

    /// "Tue · 27 Oct".
    ///
    /// ```swift
    /// LocalFormat.eyebrowDate(now, in: zone)
    /// ```
    public static func eyebrowDate(_ instant: Date, in zone: TimeZone) -> String {
        let date = parts(instant, zone).date
        return "\(date.weekday.shortName) · \(date.day) \(shortMonth(date))"
    }

    /// "27 Oct".
    ///
    /// ```swift
    /// LocalFormat.dayMonth(now, in: zone)
    /// ```
    public static func dayMonth(_ instant: Date, in zone: TimeZone) -> String {
        let date = parts(instant, zone).date
        return "\(date.day) \(shortMonth(date))"
    }

    /// "Monday".
    ///
    /// ```swift
    /// LocalFormat.weekdayLong(now, in: zone)
    /// ```
    public static func weekdayLong(_ instant: Date, in zone: TimeZone) -> String {
        parts(instant, zone).date.weekday.name
    }

    /// "Monday · 21 September".
    ///
    /// ```swift
    /// LocalFormat.longDate(now, in: zone)
    /// ```
    public static func longDate(_ instant: Date, in zone: TimeZone) -> String {
        let date = parts(instant, zone).date
        return "\(date.weekday.name) · \(date.day) \(monthNames[date.month - 1])"
    }

    /// "June 22".
    ///
    /// ```swift
    /// LocalFormat.monthDay(now, in: zone)
    /// ```
    public static func monthDay(_ instant: Date, in zone: TimeZone) -> String {
        let date = parts(instant, zone).date
        return "\(monthNames[date.month - 1]) \(date.day)"
    }

    /// ISO 8601 local date-time with the zone's offset at that instant, whole seconds:
    /// "2026-03-29T05:07:00+01:00" (UTC is written "+00:00").
    ///
    /// ```swift
    /// LocalFormat.iso8601WithOffset(now, in: zone)
    /// ```
    public static func iso8601WithOffset(_ instant: Date, in zone: TimeZone) -> String {
        let (date, time) = parts(instant, zone)
        let offset = ZonedCalendar(zone: zone).utcOffset(at: instant)
        let sign = offset < 0 ? "-" : "+"
        let minutes = abs(offset) / 60
        let clock = "\(LocalDate.pad(time.hour, 2)):\(LocalDate.pad(time.minute, 2)):\(LocalDate.pad(time.second, 2))"
        return "\(date)T\(clock)\(sign)\(LocalDate.pad(minutes / 60, 2)):\(LocalDate.pad(minutes % 60, 2))"
    }
}
