import Foundation

/// Arithmetic the evening rules share, kept overflow-safe: sums saturate instead of trapping, and seconds become whole
/// minutes only inside a bounded range.
enum EveningMath {
    /// The largest number of minutes any evening figure carries (about 1,900 years): far past any real plan, and far
    /// below `Int.max`, so a sum of a few of them cannot overflow either.
    static let minuteCeiling = 1_000_000_000

    /// `a + b`, clamped to `Int.min…Int.max` instead of trapping.
    static func adding(_ a: Int, _ b: Int) -> Int {
        let (sum, overflow) = a.addingReportingOverflow(b)
        guard overflow else { return sum }
        return b > 0 ? Int.max : Int.min
    }

    /// The sum of `values`, saturating.
    static func sum<S: Sequence>(_ values: S) -> Int where S.Element == Int {
        values.reduce(0, adding)
    }

    /// Whole minutes (rounded down) in `seconds`, kept within `0…minuteCeiling`; `NaN` reads as 0.
    static func wholeMinutes(_ seconds: TimeInterval) -> Int {
        guard seconds.isFinite, seconds > 0 else { return seconds == .infinity ? minuteCeiling : 0 }
        let minutes = (seconds / 60).rounded(.down)
        return minutes >= Double(minuteCeiling) ? minuteCeiling : Int(minutes)
    }

    /// `value` kept within `0…minuteCeiling` (a negative or absurd stored figure reads as its nearest sane one).
    static func clampedMinutes(_ value: Int) -> Int { Swift.min(Swift.max(value, 0), minuteCeiling) }
}
