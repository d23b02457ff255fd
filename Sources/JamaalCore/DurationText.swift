/// Minutes as people read them: "45 min", "1 h", "1 h 15 min".
///
/// ```swift
/// DurationText.minutes(75)   // "1 h 15 min"
/// ```
public enum DurationText {
    /// A whole number of minutes (negative values read as their size).
    public static func minutes(_ minutes: Int) -> String {
        let value = minutes.magnitude  // Int.min has no Int size: abs would trap
        let hours = value / 60, rest = value % 60
        switch (hours, rest) {
        case (0, _): return "\(rest) min"
        case (_, 0): return "\(hours) h"
        default: return "\(hours) h \(rest) min"
        }
    }
}
