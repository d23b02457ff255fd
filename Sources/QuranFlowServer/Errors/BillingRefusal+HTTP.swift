import HTTPServer

/// What billing refuses — a portal with no billing account behind it, a server not connected to Stripe, Stripe not
/// answering as it should — each said once with its status; nothing is changed by any of them.
///
/// ```swift
/// guard let key = settings.secretKey else { throw BillingRefusal.portalNotConnected }   // 503
/// ```
enum BillingRefusal: HTTPResponseError, Equatable {
    /// The billing portal asked for before the student's first payment made their billing account.
    case noBillingAccount
    /// The billing portal on a server with no Stripe secret key.
    case portalNotConnected
    /// Stripe could not be reached to open the portal.
    case stripeUnreachable
    /// Stripe refused to open the portal; `detail` is its own message in brackets, or empty.
    case stripeRefused(detail: String)
    /// Stripe answered without an https portal address.
    case noPortalAddress
    /// A Stripe webhook on a server with no webhook secret.
    case webhookNotConnected

    var httpError: HTTPError {
        switch self {
        case .noBillingAccount:
            HTTPError(.conflict, "There is no billing account to open yet — it starts with your first payment.")
        case .portalNotConnected:
            HTTPError(.serviceUnavailable, "Billing is not connected on this server yet, so the billing portal can't be opened.")
        case .stripeUnreachable:
            HTTPError(.badGateway, "Stripe could not be reached to open the billing portal; nothing was changed. Try again shortly.")
        case .stripeRefused(let detail):
            HTTPError(.badGateway, "Stripe refused to open the billing portal\(detail); nothing was changed.")
        case .noPortalAddress:
            HTTPError(.badGateway, "Stripe answered without a portal address; nothing was changed. Try again shortly.")
        case .webhookNotConnected:
            HTTPError(.serviceUnavailable, "Billing is not connected: this server has no Stripe webhook secret.")
        }
    }

    /// One value of every case, for the test that walks them.
    static let examples: [BillingRefusal] = [
        .noBillingAccount, .portalNotConnected, .stripeUnreachable, .stripeRefused(detail: " (No such customer)"),
        .stripeRefused(detail: ""),
        .noPortalAddress, .webhookNotConnected,
    ]
}
