import Foundation
import JamaalCore
import JamaalRoutes
import Routing

/// ST-05 Subscription: the trial's days left or the status, the plans, how to manage, and Restore (a signed App Store
/// transaction as a file). Honest about the web: purchases and cancelling happen in the App Store on iPhone or iPad.
///
/// ```swift
/// SubscriptionScreen(entitlement: .trial(day: 9, daysLeft: 6), clock: clock).status   // "6 days left in your trial"
/// ```
public struct SubscriptionScreen: Codable, Hashable, Sendable {
    public enum State: String, Codable, Hashable, Sendable, CaseIterable {
        case trial, subscribed, readOnly
    }

    public let state: State
    public let status: String
    /// The trial's days left (trial only).
    public let daysLeft: Int?
    public let plans: [PaywallScreen.Plan]
    public let purchaseNote: String
    public let manageNote: String
    public let restoreAction: String
    public let restoreHint: String
    public let revocationNote: String
    /// After a restore: "Subscription restored — everything is back."
    public let confirmation: String?
    /// A refused restore's reason (nothing changed).
    public let error: String?

    public init(entitlement: Entitlement, clock: DayClock, restored: Bool = false, error: String? = nil) {
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
        status = TrialCopy.status(entitlement, clock: clock)
        plans = PaywallScreen().plans
        purchaseNote = TrialCopy.purchasesInApp
        manageNote = "To change plan or cancel, open the App Store’s subscription settings on your iPhone or iPad."
        restoreAction = JamaalRoute.restoreSubscription.path()
        restoreHint = "Choose the signed transaction file (a StoreKit 2 JWS) exported from the Jamaal app."
        revocationNote = "Restoring checks the App Store’s signature on this device; a refund or revocation is not checked offline."
        confirmation = restored && state == .subscribed ? "Subscription restored — everything is back." : nil
        self.error = error
    }
}
