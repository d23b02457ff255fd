import Identifiers
import PrayerTimes

/// A line the Anchors list shows instead of instances that cannot be given.
///
/// ```swift
/// notice.text   // "No Fajr today — The sun does not set on 2026-06-21 at 78.22° N. Choose a polar resolution …"
/// ```
public enum AnchorNotice: Hashable, Sendable {
    /// A polar day or night with no resolution chosen: these prayers have no time today, and why.
    case prayerTimesUnavailable(ruleID: ID<AnchorRule>, prayers: [SalahPrayer], reason: PrayerTimesUnavailable)
    /// A rule this version cannot read (AN-07).
    case needsAttention(ruleID: ID<AnchorRule>, title: String, reason: AnchorRawRule.Reason)

    public var ruleID: ID<AnchorRule> {
        switch self {
        case .prayerTimesUnavailable(let id, _, _), .needsAttention(let id, _, _): id
        }
    }

    /// What the screen says.
    public var text: String {
        switch self {
        case .prayerTimesUnavailable(_, let prayers, let reason):
            let first = prayers.min()?.name ?? "prayer time"
            let polar =
                reason.resolutionTried == .unresolved
                ? " Choose a polar resolution (nearest latitude or nearest day) in the rule's advanced settings to get times." : ""
            return "No \(first) today — \(reason.description)\(polar)"
        case .needsAttention(_, let title, let reason):
            return "\(title) needs attention. \(reason.message)"
        }
    }
}
