import Foundation

/// Whole numbers from `Double`s and sums that never trap: the one place stored lengths become `Int`.
///
/// ```swift
/// Saturating.int(1e300)               // Int.max
/// Saturating.adding(Int.max, 5)       // Int.max
/// ```
public enum Saturating {
    /// `value` rounded toward zero, clamped to `Int.min…Int.max`; `NaN` reads as 0.
    public static func int(_ value: Double) -> Int {
        guard !value.isNaN else { return 0 }
        if value >= 9.2e18 { return Int.max }
        if value <= -9.2e18 { return Int.min }
        return Int(value)
    }

    /// `a + b`, clamped instead of trapping.
    public static func adding(_ a: Int, _ b: Int) -> Int { EveningMath.adding(a, b) }

    /// `a - b`, clamped instead of trapping.
    public static func subtracting(_ a: Int, _ b: Int) -> Int {
        let (difference, overflow) = a.subtractingReportingOverflow(b)
        guard overflow else { return difference }
        return b < 0 ? Int.max : Int.min
    }

    /// `a * b`, clamped instead of trapping.
    public static func multiplying(_ a: Int, _ b: Int) -> Int {
        let (product, overflow) = a.multipliedReportingOverflow(by: b)
        guard overflow else { return product }
        return (a < 0) == (b < 0) ? Int.max : Int.min
    }

    /// The sum of `values`, saturating.
    public static func sum<S: Sequence>(_ values: S) -> Int where S.Element == Int { EveningMath.sum(values) }
}
