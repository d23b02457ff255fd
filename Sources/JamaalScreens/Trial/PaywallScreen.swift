import Foundation
import JamaalCore
import JamaalRoutes
import Routing

/// SB-01 the paywall: a calm full screen with the two plans, Restore and Not now. Shown on the first open of Today on
/// each logical day while read-only (``Paywall/isDue(_:lastShown:today:)``). The web cannot buy: the plans say where
/// purchases happen, and Restore takes a signed transaction.
///
/// ```swift
/// PaywallScreen().plans.map(\.price)   // ["$2.99", "$24.99"]
/// ```
public struct PaywallScreen: Codable, Hashable, Sendable {
    public struct Plan: Codable, Hashable, Sendable {
        public let productID: String
        public let name: String
        public let price: String
        /// "$2.99 a month".
        public let priceLine: String
    }

    public let title: String
    public let text: String
    public let stillWorks: String
    public let plans: [Plan]
    public let purchaseNote: String
    public let subscribeLabel: String
    public let subscribePath: String
    public let restoreLabel: String
    public let restorePath: String
    public let notNowLabel: String
    public let notNowPath: String

    public init() {
        title = "Your trial has ended"
        text = "Jamaal is now read-only. Subscribe to keep planning: everything returns at once, exactly as you left it."
        stillWorks = TrialCopy.stillWorks
        plans = SubscriptionProduct.allCases.map {
            Plan(productID: $0.rawValue, name: $0.name, price: $0.displayPrice, priceLine: "\($0.displayPrice) \($0.period)")
        }
        purchaseNote = TrialCopy.purchasesInApp
        subscribeLabel = "Subscribe"
        subscribePath = JamaalRoute.subscription.path()
        restoreLabel = "Restore a purchase"
        restorePath = JamaalRoute.subscription.path() + "#restore"
        notNowLabel = "Not now"
        notNowPath = JamaalRoute.today.path()
    }
}
