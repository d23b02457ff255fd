import StripeAPI

/// How QuranFlow reaches Stripe: the webhook endpoint's signing secret (`--stripe-webhook-secret` or
/// `STRIPE_WEBHOOK_SECRET`) and the secret API key for billing-portal sessions (`STRIPE_SECRET_KEY`), each optional —
/// the settings both products share (`StripeAPI.StripeSettings`): nil webhook secret, the webhook answers 503; nil key,
/// the billing portal says billing is not connected; `apiBase` is a loopback recorder in tests.
///
///     env.billing = BillingSettings(webhookSecret: "whsec_…")
public typealias BillingSettings = StripeSettings
