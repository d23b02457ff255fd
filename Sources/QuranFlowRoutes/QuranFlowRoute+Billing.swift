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
