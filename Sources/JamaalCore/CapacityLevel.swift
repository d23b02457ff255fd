/// A named step of the normal-day length: how full today may be.
///
/// Formula: **budget = normal-day length × percent / 100**, rounded down to the minute.
/// Light 60 % · Steady 80 % · Full 100 % · Stretch 120 %. Full is the default for every weekday.
///
/// ```swift
/// CapacityLevel.steady.budget(normalDayMinutes: 360)   // 288
/// ```
public enum CapacityLevel: String, CaseIterable, Codable, Sendable, Comparable {
    /// The words a form sends back when a level is not one of these (said once for every form that picks a level).
    public static let choice = "Choose one of the levels: Light, Steady, Full or Stretch."

    /// 60 % of a normal day — a lighter day (travel, illness, a heavy evening).
    case light
    /// 80 % of a normal day.
    case steady
    /// 100 % — a normal day.
    case full
    /// 120 % — a deliberate long day.
    case stretch

    /// The share of the normal-day length, in percent.
    public var percent: Int {
        switch self {
        case .light: 60
        case .steady: 80
        case .full: 100
        case .stretch: 120
        }
    }

    /// The name shown on the slider: "Light", "Steady", "Full", "Stretch".
    public var name: String { rawValue.prefix(1).uppercased() + rawValue.dropFirst() }

    /// Minutes available at this level for a normal day of `normalDayMinutes`.
    public func budget(normalDayMinutes: Int) -> Int {
        Saturating.adding(Saturating.multiplying(normalDayMinutes / 100, percent), normalDayMinutes % 100 * percent / 100)
    }

    /// Slider order, lightest first.
    public static func < (lhs: CapacityLevel, rhs: CapacityLevel) -> Bool { lhs.percent < rhs.percent }
}
