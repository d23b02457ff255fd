import Foundation
import JamaalCore
import JamaalRoutes
import Routing

/// SB-01 the paywall: a calm full screen with the two plans, Restore and Not now. Shown on the first open of Today on
/// each logical day while read-only (``Paywall/isDue(_:lastShown:today:)``). Where this Jamaal sells on the web (#42,
/// Stripe Checkout) each plan has its Subscribe button; where it does not, each plan says so — no button that would
/// fail — and the note says where purchases happen, and Restore takes a signed transaction.
///
/// ```swift
/// PaywallScreen().plans.map(\.price)                              // ["$2.99", "$24.99"]
/// PaywallScreen(sellsOnTheWeb: true).plans.map(\.buyLabel)        // ["Subscribe monthly", "Subscribe yearly"]
/// ```
public struct PaywallScreen: Codable, Hashable, Sendable {
    public struct Plan: Codable, Hashable, Sendable {
        public let productID: String
        public let name: String
        public let price: String
        /// "$2.99 a month".
        public let priceLine: String
        /// The button that buys it here ("Subscribe monthly"), posting `productID` to ``PaywallScreen/checkoutPath``;
        /// nil when it can't be bought here.
        public let buyLabel: String?
        /// Why it can't be bought here ("Buying on the web isn’t set up on this Jamaal."); nil when it can.
        public let unavailable: String?

        /// The plan: buyable here, or with the line saying why not (nil: neither, as while subscribed).
        public init(_ product: SubscriptionProduct, buyable: Bool, unavailable: String? = TrialCopy.webPurchaseNotSetUp) {
            productID = product.rawValue
            name = product.name
            price = product.displayPrice
            priceLine = "\(product.displayPrice) \(product.period)"
            buyLabel = buyable ? TrialCopy.subscribe(product) : nil
            self.unavailable = buyable ? nil : unavailable
        }
    }

    public let title: String
    public let text: String
    public let stillWorks: String
    public let plans: [Plan]
    /// Where a plan's Subscribe button posts (Stripe Checkout); nil when buying on the web isn't set up.
    public let checkoutPath: String?
    public let purchaseNote: String
    public let restoreLabel: String
    public let restorePath: String
    public let notNowLabel: String
    public let notNowPath: String

    /// `sellsOnTheWeb`: this Jamaal is set up to sell through Stripe Checkout.
    public init(sellsOnTheWeb: Bool = false) {
        title = "Your trial has ended"
        text = "Jamaal is now read-only. Subscribe to keep planning: everything returns at once, exactly as you left it."
        stillWorks = TrialCopy.stillWorks
        plans = SubscriptionProduct.allCases.map { Plan($0, buyable: sellsOnTheWeb) }
        checkoutPath = sellsOnTheWeb ? JamaalRoute.checkout.path() : nil
        purchaseNote = sellsOnTheWeb ? TrialCopy.purchasesOnTheWeb : TrialCopy.purchasesInApp
        restoreLabel = "Restore a purchase"
        restorePath = JamaalRoute.subscription.path() + "#restore"
        notNowLabel = "Not now"
        notNowPath = JamaalRoute.today.path()
    }
}
