import Routing

/// F12: SB-01 the paywall, ST-05 Subscription with Restore, and the calm sheet a locked control opens in read-only; #42:
/// buying on the web through Stripe Checkout, Manage through Stripe's customer portal, and Stripe's webhook.
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

    /// SB-01 bought on the web: a Stripe Checkout Session for `product` (`jamaal.monthly` or `jamaal.yearly`), for the
    /// signed-in person (its `client_reference_id`), and a redirect to Stripe's hosted page; back at ST-05 "Confirming
    /// your subscription…" until the signed webhooks confirm it. 409 when buying on the web isn't set up here or a
    /// subscription already counts; 502 when Stripe refused or could not be reached (nothing bought).
    public static let checkout = Endpoint(
        .post, "/settings/subscription/checkout", access: JamaalAccess.person, statuses: [409, 502])

    /// ST-05's Manage for a subscription bought on the web: a Stripe customer portal session for the person's customer,
    /// and a redirect to it (back to ST-05). 409 when the person has no subscription bought here or Stripe isn't set up;
    /// 502 when Stripe refused or could not be reached.
    public static let manageSubscription = Endpoint(
        .post, "/settings/subscription/manage", access: JamaalAccess.person, statuses: [409, 502])

    /// Stripe's webhook: a signed event applied once to the person it names (a replay answers 200 "already seen" and
    /// changes nothing; a type Jamaal does not act on 200 "ignored").
    public static let stripeWebhook = Endpoint(
        .post, "/webhooks/stripe", access: JamaalAccess.stripeSigned,
        kind: .api(
            summary: "Stripe's webhook for subscriptions bought on the web: the Stripe-Signature checked over the raw body (a missing, "
                + "wrong or stale one is 400, as is a body that is not an event), each event id applied once in the same "
                + "transaction as its change (a replay is 200 \"already seen\"), checkout.session.completed linking the customer "
                + "to the person its client_reference_id names (422 when it names nobody), customer.subscription.*, "
                + "invoice.payment_failed and charge.refunded applied to that person's subscription; other types 200 "
                + "\"ignored\"; 409 when no signing secret is configured or the customer is another person's"),
        statuses: [400, 409, 422])

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
