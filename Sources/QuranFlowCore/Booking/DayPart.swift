import Calendar

/// One of the five bands of the Availability grid (7 weekdays × 5 day parts), on the owner's wall clock.
///
/// The spec names the bands (Early / Morning / Midday / Evening / Late) but not their hours; these are
/// the product's decision: Early 05:00–09:00, Morning 09:00–12:00, Midday 12:00–16:00,
/// Evening 16:00–20:00, Late 20:00–24:00 (end exclusive; 00:00–05:00 belongs to no band).
///
/// ```swift
/// DayPart.evening.contains(LocalTime(hour: 16, minute: 20))   // true
/// ```
public enum DayPart: Int, Hashable, Codable, Sendable, CaseIterable {
    /// 05:00–09:00.
    case early
    /// 09:00–12:00.
    case morning
    /// 12:00–16:00.
    case midday
    /// 16:00–20:00.
    case evening
    /// 20:00–24:00.
    case late

    /// The grid's column label: "Early", "Morning", "Midday", "Evening", "Late".
    public var label: String {
        switch self {
        case .early: "Early"
        case .morning: "Morning"
        case .midday: "Midday"
        case .evening: "Evening"
        case .late: "Late"
        }
    }

    /// The band's hours as minutes since midnight, start inclusive, end exclusive (Late ends at 1440).
    public var minutes: Range<Int> {
        switch self {
        case .early: 300..<540
        case .morning: 540..<720
        case .midday: 720..<960
        case .evening: 960..<1200
        case .late: 1200..<1440
        }
    }

    /// Whether `time` falls in this band.
    public func contains(_ time: LocalTime) -> Bool {
        minutes.contains(time.secondsSinceMidnight / 60)
    }

    /// The band containing `time`, or `nil` between midnight and 05:00.
    public static func containing(_ time: LocalTime) -> DayPart? {
        allCases.first { $0.contains(time) }
    }
}
