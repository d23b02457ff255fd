import Calendar

/// The pre-semester countdown's copy (SakTodayCountdown).
///
/// ```swift
/// CountdownCopy.headline(daysUntil: 9)   // "Class begins in nine days"
/// ```
public enum CountdownCopy {
    /// "Class begins in nine days"; "Class begins tomorrow" for 1; "Class begins today" for 0 (or less).
    /// Days are written in words up to thirty, then in digits ("in 45 days").
    public static func headline(daysUntil days: Int) -> String {
        switch days {
        case ...0: "Class begins today"
        case 1: "Class begins tomorrow"
        default: "Class begins in \(NumberWords.text(days)) days"
        }
    }

    /// The start date line, "Monday · 7 September", read in `calendar`'s zone (via ``LocalFormat/longDate(_:in:)``).
    ///
    /// ```swift
    /// CountdownCopy.dateLine(fall.firstMonday, in: toronto)   // "Monday · 7 September"
    /// ```
    public static func dateLine(_ date: LocalDate, in calendar: ZonedCalendar) -> String {
        LocalFormat.longDate(calendar.startOfDay(date), in: calendar.zone)
    }
}
