import Foundation
import JamaalCore
import JamaalRoutes
import Routing

/// TD-05's trial banners on Today: the quiet trial status on the last days of the trial (12–14, the days SB-02's
/// reminders speak of) and SB-03's read-only banner from day 15 while not subscribed. None otherwise (days 1–11 nothing
/// changes; subscribed nothing shows).
///
/// ```swift
/// TrialBanner(.readOnly(day: 15))?.kind   // .readOnly
/// TrialBanner(.trial(day: 3, daysLeft: 12))  // nil
/// ```
public struct TrialBanner: Codable, Hashable, Sendable {
    public enum Kind: String, Codable, Hashable, Sendable, CaseIterable {
        /// TD-05: the trial's last days.
        case trialStatus
        /// SB-03: read-only.
        case readOnly
    }

    public let kind: Kind
    public let title: String
    public let text: String
    public let actionLabel: String
    /// ST-05.
    public let actionPath: String
    /// SB-01, when this open of Today is the first of a read-only logical day: a client shows the paywall first.
    public let paywallPath: String?

    /// The trial's days left from which the status banner shows (day 12 of 14).
    public static let showsFromDaysLeft = 3

    public init?(_ entitlement: Entitlement, paywallDue: Bool = false) {
        switch entitlement {
        case .trial(_, let left) where left <= Self.showsFromDaysLeft:
            kind = .trialStatus
            title = TrialCopy.daysLeft(left)
            text = "Nothing changes until it ends. After that you can still live the day; planning waits for a subscription."
            actionLabel = "Subscription"
        case .readOnly:
            kind = .readOnly
            title = "Jamaal is read-only"
            text = "\(TrialCopy.stillWorks) \(TrialCopy.locked)"
            actionLabel = "Subscribe or restore"
        default:
            return nil
        }
        actionPath = JamaalRoute.subscription.path()
        paywallPath = paywallDue && entitlement.isReadOnly ? JamaalRoute.paywall.path() : nil
    }
}
