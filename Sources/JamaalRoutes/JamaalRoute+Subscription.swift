import Routing

/// F12: SB-01 the paywall, ST-05 Subscription with Restore, and the calm sheet a locked control opens in read-only.
extension JamaalRoute {
    /// ST-05 Subscription: days left or status, the plans, how to manage, Restore.
    public static let subscription = Endpoint(
        .get, "/settings/subscription", query: SubscriptionQuery.self, access: JamaalAccess.person, feature: .subscription,
        kind: .screen(
            summary: "ST-05 Subscription: the trial's days left or the status, the plans, manage, restore a signed transaction",
            name: "Subscription", spec: "ST-05"))

    /// ST-05 Restore: a StoreKit 2 signed transaction (JWS) as a file (`transaction`, multipart) or text
    /// (`signed_transaction`); refused with the reason and nothing changed when it does not verify.
    public static let restoreSubscription = Endpoint(
        .post, "/settings/subscription/restore", access: JamaalAccess.person, statuses: [413, 422])

    /// SB-01 the paywall: a calm full screen, shown on the first open of Today each logical day while read-only.
    public static let paywall = Endpoint(
        .get, "/paywall", access: JamaalAccess.person,
        kind: .screen(summary: "SB-01 Paywall: monthly and yearly, restore, Not now", name: "Paywall", spec: "SB-01"))

    /// The calm sheet over Today explaining what read-only locks, offering Subscribe and Restore (what a locked
    /// control opens).
    public static let lockedSheet = Endpoint(
        .get, "/today/locked", access: JamaalAccess.person,
        kind: .screen(summary: "SB-03 The calm sheet: what read-only locks and what still works; subscribe or restore", name: "Locked"))
}
