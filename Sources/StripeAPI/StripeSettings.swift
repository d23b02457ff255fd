/// How a server reaches Stripe, for either product: the webhook endpoint's signing secret, the secret API key, and
/// the API's origin (a loopback stand-in in tests), each optional but the origin. QuranFlow reads them from
/// `--stripe-webhook-secret` / `STRIPE_WEBHOOK_SECRET` and `STRIPE_SECRET_KEY` (its `BillingSettings`).
///
/// ```swift
/// let settings = StripeSettings(webhookSecret: "whsec_…", secretKey: "sk_live_…")
/// let client = StripeClient(settings: settings)
/// ```
public struct StripeSettings: Sendable {
    /// The webhook endpoint's signing secret (`whsec_…`); nil: the webhook is not connected.
    public var webhookSecret: String?
    /// Stripe's secret API key (`sk_…`); nil: calls are refused as not connected, before anything is sent.
    public var secretKey: String?
    /// Stripe's API origin, without a trailing slash.
    public var apiBase: String
    /// The API version to pin requests to (`Stripe-Version`); nil: the account's default.
    public var apiVersion: String?

    public init(
        webhookSecret: String? = nil, secretKey: String? = nil, apiBase: String = "https://api.stripe.com", apiVersion: String? = nil
    ) {
        self.webhookSecret = webhookSecret
        self.secretKey = secretKey
        self.apiBase = apiBase
        self.apiVersion = apiVersion
    }

    /// Whether API calls can be made (a secret key is set).
    public var isConnected: Bool { !(secretKey ?? "").isEmpty }
}
