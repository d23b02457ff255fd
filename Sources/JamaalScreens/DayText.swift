import Calendar

/// Dates as Jamaal's screens print them, without a formatter (cheap on the hot path).
///
/// ```swift
/// DayText.long(LocalDate(year: 2026, month: 11, day: 29))   // "Sunday 29 November"
/// ```
public enum DayText {
    static let months = [
        "January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December",
    ]

    /// "Sunday 29 November".
    public static func long(_ date: LocalDate) -> String { "\(date.weekday.name) \(date.day) \(months[date.month - 1])" }

    /// "Mon 30 Nov".
    public static func short(_ date: LocalDate) -> String {
        "\(date.weekday.shortName) \(date.day) \(months[date.month - 1].prefix(3))"
    }

    /// "Today", "Tomorrow", "Yesterday", or the short date, relative to `today`.
    public static func relative(_ date: LocalDate, today: LocalDate) -> String {
        switch today.days(until: date) {
        case 0: "Today"
        case 1: "Tomorrow"
        case -1: "Yesterday"
        default: short(date)
        }
    }

    /// "14:05" for a wall-clock time.
    public static func time(_ time: LocalTime) -> String {
        (time.hour < 10 ? "0" : "") + "\(time.hour):" + (time.minute < 10 ? "0" : "") + "\(time.minute)"
    }
}
