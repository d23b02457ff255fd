import Calendar

/// A weekly window of availability on the owner's wall clock: a weekday and a span of minutes.
///
/// ```swift
/// AvailabilityWindow(weekday: .tuesday, startMinute: 15 * 60 + 40, endMinute: 17 * 60 + 40)
/// ```
public struct AvailabilityWindow: Hashable, Codable, Sendable {
    /// The weekday it recurs on.
    public let weekday: Weekday
    /// Minutes since midnight it opens (inclusive).
    public let startMinute: Int
    /// Minutes since midnight it closes (exclusive, at most 1440).
    public let endMinute: Int

    /// A window; traps unless `0 <= startMinute < endMinute <= 1440` — use ``init(checkingWeekday:startMinute:endMinute:)``
    /// for input from outside.
    public init(weekday: Weekday, startMinute: Int, endMinute: Int) {
        precondition(0 <= startMinute && startMinute < endMinute && endMinute <= 1440, "not a window within one day")
        self.weekday = weekday
        self.startMinute = startMinute
        self.endMinute = endMinute
    }

    /// A window, or nil unless `0 <= startMinute < endMinute <= 1440` (for input from outside).
    ///
    /// ```swift
    /// AvailabilityWindow(checkingWeekday: .tuesday, startMinute: 600, endMinute: 600)   // nil
    /// ```
    public init?(checkingWeekday weekday: Weekday, startMinute: Int, endMinute: Int) {
        guard 0 <= startMinute, startMinute < endMinute, endMinute <= 1440 else { return nil }
        self.init(weekday: weekday, startMinute: startMinute, endMinute: endMinute)
    }

    /// The start times of the whole `length`-minute slots that fit, from the window's opening.
    ///
    /// ```swift
    /// window.slotStarts(length: 20)   // [15:40, 16:00, 16:20, …]
    /// ```
    public func slotStarts(length: Int) -> [LocalTime] {
        stride(from: startMinute, through: endMinute - length, by: length).map {
            LocalTime(hour: $0 / 60, minute: $0 % 60)
        }
    }
}
