import Routing

/// ST-05 after a restore (`?restored=1`: the subscription was restored) or back from Stripe Checkout (`?confirming=1`:
/// "Confirming your subscription…" until the signed webhooks confirm it).
///
/// ```swift
/// JamaalRoute.subscription.path(query: SubscriptionQuery(restored: true))     // "/settings/subscription?restored=1"
/// JamaalRoute.subscription.path(query: SubscriptionQuery(confirming: true))   // "/settings/subscription?confirming=1"
/// ```
public struct SubscriptionQuery: RouteQuery {
    public var restored: Bool?
    public var confirming: Bool?

    public init(restored: Bool? = nil, confirming: Bool? = nil) {
        self.restored = restored
        self.confirming = confirming
    }
}
