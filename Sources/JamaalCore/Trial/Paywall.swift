import Calendar
import Foundation

/// SB-01's rule: the paywall shows on the first open of Today on each logical day the device is read-only — once a
/// day, never again that day after it was shown (Not now keeps Today read-only).
///
/// ```swift
/// Paywall.isDue(entitlement, lastShown: marks.paywallShown, today: clock.today(at: now))   // true once a day from day 15
/// ```
public enum Paywall {
    /// Whether to show the paywall on this open of Today.
    public static func isDue(_ entitlement: Entitlement, lastShown: LocalDate?, today: LocalDate) -> Bool {
        entitlement.isReadOnly && lastShown != today
    }
}
