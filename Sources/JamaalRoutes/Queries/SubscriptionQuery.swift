import Routing

/// ST-05 after a restore: `?restored=1` says the subscription was restored.
///
/// ```swift
/// JamaalRoute.subscription.path(query: SubscriptionQuery(restored: true))   // "/settings/subscription?restored=1"
/// ```
public struct SubscriptionQuery: RouteQuery {
    public var restored: Bool?

    public init(restored: Bool? = nil) { self.restored = restored }
}
