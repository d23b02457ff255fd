/// How each time is brought to a whole minute after adjustments (Adhan's semantics).
public enum Rounding: String, Sendable, CaseIterable, Hashable {
    /// 30 seconds or more round up, less round down.
    case nearest
    /// Any second rounds up.
    case up
    /// Whole seconds are kept (fractions of a second are dropped).
    case none

    /// `seconds` since 1970 (UTC) rounded as this mode says; fractions of a second are dropped first.
    func apply(_ seconds: Double) -> Double {
        let whole = seconds.rounded(.down)
        let intoMinute = whole - (whole / 60).rounded(.down) * 60
        switch self {
        case .nearest: return whole - intoMinute + (intoMinute >= 30 ? 60 : 0)
        case .up: return whole - intoMinute + (intoMinute > 0 ? 60 : 0)
        case .none: return whole
        }
    }
}
