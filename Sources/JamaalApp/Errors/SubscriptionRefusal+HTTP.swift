import HTTPServer
import StripeAPI

/// What Jamaal refuses about buying and managing a subscription on the web (#42, Stripe Checkout and the customer
/// portal), each said once with its status. Nothing is bought or changed by any of them.
///
/// ```swift
/// guard configuration.sellsOnTheWeb else { throw SubscriptionRefusal.webPurchaseNotSetUp }   // 409
/// ```
enum SubscriptionRefusal: HTTPResponseError, Equatable {
    /// Checkout or Manage on a Jamaal with no Stripe keys and prices.
    case webPurchaseNotSetUp
    /// Checkout while a subscription (App Store or web) already gives full use.
    case alreadySubscribed
    /// Manage with no subscription bought here (no Stripe customer for the person).
    case nothingToManage
    /// Stripe refused the call or could not be reached; `detail` is Stripe's (or curl's) reason, for the log.
    case stripeUnavailable(detail: String)

    var httpError: HTTPError {
        switch self {
        case .webPurchaseNotSetUp: HTTPError(.conflict, "Buying on the web isn’t set up on this Jamaal, so nothing was bought.")
        case .alreadySubscribed:
            HTTPError(.conflict, "You’re already subscribed, so nothing was bought. Manage your subscription instead.")
        case .nothingToManage: HTTPError(.conflict, "There’s no subscription bought here on the web to manage.")
        case .stripeUnavailable:
            HTTPError(.badGateway, "Stripe couldn’t be reached just now, so nothing was bought or changed. Try again in a moment.")
        }
    }

    /// The refusal for a failed Stripe call (a call this Jamaal could not even make is "not set up").
    static func stripe(_ error: StripeClientError) -> SubscriptionRefusal {
        switch error {
        case .notConnected: .webPurchaseNotSetUp
        case .invalidRequest, .unreachable, .refused, .malformedReply: .stripeUnavailable(detail: error.description)
        }
    }

    /// One value of every case, for the test that walks them.
    static let examples: [SubscriptionRefusal] = [
        .webPurchaseNotSetUp, .alreadySubscribed, .nothingToManage, .stripeUnavailable(detail: "Stripe refused the request (400)."),
    ]
}
