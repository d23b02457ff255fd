import Routing

/// Billing (issue 16): Stripe's webhook, which is how payments reach the ledger.
extension QuranFlowRoute {
    /// Stripe's webhook endpoint: verifies `Stripe-Signature` (HMAC-SHA256 over `t.body`, 5-minute tolerance, every
    /// `v1` tried) and applies checkout.session.completed, invoice.paid, invoice.payment_failed,
    /// customer.subscription.updated / deleted and payment_method.attached to the ledger once per event id.
    public static let stripeWebhook = QuranFlowEndpoint(
        .post, "/api/webhooks/stripe", access: .stripeSigned,
        kind: .api(
            summary: "Stripe's webhook: a signed event applied to the student's ledger exactly once (a replay answers 200 with "
                + "\"already applied\" and changes nothing); a missing, wrong or stale signature or a body that is not an event "
                + "is 400; 503 when no webhook secret is configured."),
        statuses: [400, 503])
}

extension QuranFlowRoute {
    /// Subscription & billing (SakSubscription).
    public static let subscription = QuranFlowEndpoint(
        .get, "/profile/subscription", access: .students, feature: .subscription,
        kind: .screen(
            summary: "The signed-in student's enrolment as a passport (term, dates, paid, the week ribbon), the next semester, the "
                + "card on file and the ledger (SakSubscription).", name: "Subscription & billing", spec: "SakSubscription"))
    /// Manage subscription (SakManageSub).
    public static let manageSubscription = QuranFlowEndpoint(
        .get, "/profile/subscription/manage", access: .students, feature: .subscription,
        kind: .screen(
            summary: "Manage subscription (SakManageSub): the current plan, the next semester's prices, auto-renewal, billing and "
                + "the contemplative Cancel enrollment.", name: "Manage subscription", spec: "SakManageSub"))
    /// Cancel enrollment's confirmation step: what ends, when, and what happens to the next semester's offer.
    public static let cancelEnrolment = QuranFlowEndpoint(
        .get, "/profile/subscription/cancel", access: .students, feature: .subscription,
        kind: .screen(
            summary: "Cancel enrollment's confirmation step on Manage subscription: access stays until the term's last day; the "
                + "next semester's offer is withdrawn.", name: "Cancel enrollment", spec: "SakManageSub"))
    /// Cancels the current term's enrolment (after the confirmation step).
    public static let confirmCancelEnrolment = QuranFlowEndpoint(
        .post, "/profile/subscription/cancel", access: .students, statuses: [409, 422])
    /// Stripe billing portal: creates a portal session through Stripe's API and redirects to it (invoices, receipts, tax
    /// details). 409 without a Stripe customer yet; 502 when Stripe cannot be reached or refuses; 503 when billing is
    /// not connected (no secret key).
    public static let openBillingPortal = QuranFlowEndpoint(
        .post, "/profile/subscription/portal", access: .students, feature: .subscription, statuses: [409, 502, 503])
    /// Update payment method: the billing portal's card-update flow (as ``openBillingPortal``).
    public static let updatePaymentMethod = QuranFlowEndpoint(
        .post, "/profile/subscription/payment-method", access: .students, feature: .subscription, statuses: [409, 502, 503])
    /// Auto-renewal on or off (form: `on` = 1/0).
    public static let setAutoRenew = QuranFlowEndpoint(.post, "/profile/subscription/renewal", access: .students, statuses: [409])
}
