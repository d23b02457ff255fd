/// How QuranFlow reaches Stripe: the webhook endpoint's signing secret (`--stripe-webhook-secret` or
/// `STRIPE_WEBHOOK_SECRET`) and the secret API key for billing-portal sessions (`STRIPE_SECRET_KEY`), each optional.
///
///     env.billing = BillingSettings(webhookSecret: "whsec_…")
public struct BillingSettings: Sendable {
    /// The webhook endpoint's signing secret (`whsec_…`); nil: the webhook answers 503.
    public var webhookSecret: String?
    /// Stripe's secret API key (`sk_…`); nil: the billing portal says billing is not connected.
    public var secretKey: String?
    /// Stripe's API origin (a loopback recorder in tests).
    public var apiBase: String

    public init(webhookSecret: String? = nil, secretKey: String? = nil, apiBase: String = "https://api.stripe.com") {
        self.webhookSecret = webhookSecret
        self.secretKey = secretKey
        self.apiBase = apiBase
    }
}
