import Foundation
import JamaalCore
import JamaalRoutes
import Routing

/// ST-05 Subscription: the trial's days left or the status and which source holds it, the plans (each with its
/// Subscribe button where this Jamaal sells on the web through Stripe Checkout, #42, else saying buying here isn't set
/// up), how to manage it — Stripe's customer portal for a subscription bought here, the App Store's settings for one
/// bought in the app — and Restore (a signed App Store transaction as a file). Back from Checkout it says "Confirming
/// your subscription…" until the signed webhooks confirm the payment.
///
/// ```swift
/// SubscriptionScreen(entitlement: .trial(day: 9, daysLeft: 6), clock: clock).status   // "6 days left in your trial"
/// ```
public struct SubscriptionScreen: Codable, Hashable, Sendable {
    public enum State: String, Codable, Hashable, Sendable, CaseIterable {
        case trial, subscribed, readOnly
    }

    /// Back from Stripe Checkout, before the webhooks confirmed it: what to wait for, and the way to look again.
    public struct Confirming: Codable, Hashable, Sendable {
        public let title: String
        public let text: String
        public let checkAgainLabel: String
        public let checkAgainPath: String
        /// How long the page waits before looking again by itself.
        public let refreshSeconds: Int
    }

    public let state: State
    public let status: String
    /// The trial's days left (trial only).
    public let daysLeft: Int?
    /// Where the subscription that counts was bought (subscribed only).
    public let source: SubscriptionSource?
    /// A subscription bought on the web: when it renews, that it was cancelled, or that a renewal's payment failed.
    public let detail: String?
    /// Back from Checkout and not yet confirmed by Stripe's webhooks.
    public let confirming: Confirming?
    public let plans: [PaywallScreen.Plan]
    /// Where a plan's Subscribe button posts (Stripe Checkout); nil when buying here isn't set up or while subscribed.
    public let checkoutPath: String?
    public let purchaseNote: String
    public let manageNote: String
    /// Manage for a subscription bought on the web: a POST here opens Stripe's customer portal (nil otherwise).
    public let manageAction: String?
    public let manageLabel: String?
    public let restoreAction: String
    public let restoreHint: String
    public let revocationNote: String
    /// After a restore ("Subscription restored — everything is back.") or once Checkout is confirmed.
    public let confirmation: String?
    /// A refused purchase or Manage: nothing was bought or changed.
    public let purchaseError: String?
    /// A refused restore's reason (nothing changed).
    public let error: String?

    /// `web`: the subscription bought on the web, if any; `sellsOnTheWeb`: this Jamaal sells through Stripe Checkout;
    /// `confirming`: back from Checkout.
    public init(
        entitlement: Entitlement, clock: DayClock, restored: Bool = false, error: String? = nil, web: WebSubscription? = nil,
        sellsOnTheWeb: Bool = false, confirming: Bool = false, purchaseError: String? = nil
    ) {
        switch entitlement {
        case .trial(_, let left):
            state = .trial
            daysLeft = left
        case .subscribed:
            state = .subscribed
            daysLeft = nil
        case .readOnly:
            state = .readOnly
            daysLeft = nil
        }
        source = entitlement.subscriptionSource
        if let web, source == .web, let end = entitlement.subscriptionEnd {
            status = TrialCopy.webStatus(web.product)
            detail = TrialCopy.webDetail(web, end: end, clock: clock)
        } else {
            status = TrialCopy.status(entitlement, clock: clock)
            detail = nil
        }
        let subscribed = entitlement.subscriptionSource != nil
        let waiting = confirming && !subscribed
        // While a purchase is being confirmed no second one is offered (it would be a second subscription).
        let buyable = sellsOnTheWeb && !subscribed && !waiting
        let unavailable = subscribed || (sellsOnTheWeb && waiting) ? nil : TrialCopy.webPurchaseNotSetUp
        plans = SubscriptionProduct.allCases.map { PaywallScreen.Plan($0, buyable: buyable, unavailable: unavailable) }
        checkoutPath = buyable ? JamaalRoute.checkout.path() : nil
        purchaseNote = sellsOnTheWeb ? TrialCopy.purchasesOnTheWeb : TrialCopy.purchasesInApp
        switch source {
        case .web:
            manageNote = TrialCopy.manageOnTheWeb
            manageAction = JamaalRoute.manageSubscription.path()
            manageLabel = "Manage subscription"
        case .appStore, nil:
            manageNote = source == nil && sellsOnTheWeb ? TrialCopy.manageLater : TrialCopy.manageInAppStore
            manageAction = nil
            manageLabel = nil
        }
        restoreAction = JamaalRoute.restoreSubscription.path()
        restoreHint = "Choose the signed transaction file (a StoreKit 2 JWS) exported from the Jamaal app."
        revocationNote = "Restoring checks the App Store’s signature on this device; a refund or revocation is not checked offline."
        if waiting {
            self.confirming = Confirming(
                title: TrialCopy.confirmingTitle, text: TrialCopy.confirmingText, checkAgainLabel: "Check again",
                checkAgainPath: JamaalRoute.subscription.path(query: SubscriptionQuery(confirming: true)), refreshSeconds: 3)
        } else {
            self.confirming = nil
        }
        confirmation =
            restored && state == .subscribed
            ? "Subscription restored — everything is back." : confirming && source == .web ? TrialCopy.confirmed : nil
        self.purchaseError = purchaseError
        self.error = error
    }
}
