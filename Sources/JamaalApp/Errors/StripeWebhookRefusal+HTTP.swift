import HTTPServer
import Security
import Stripe

/// What Stripe's webhook refuses (#42), each said once with its status; nothing is stored by any of them, so Stripe's
/// retry (it retries any answer but a 2xx) finds the event as new. A type Jamaal does not act on is not refused: it is
/// answered 200 "ignored", as Stripe expects.
///
/// ```swift
/// guard let secret = env.stripe.webhookSecret else { throw StripeWebhookRefusal.notConnected }   // 409
/// ```
enum StripeWebhookRefusal: HTTPResponseError, Equatable {
    /// No webhook signing secret is configured: the endpoint exists, but this Jamaal is not set up to hear Stripe (409,
    /// like Checkout without keys; Stripe retries it until the operator configures the secret).
    case notConnected
    /// The `Stripe-Signature` header is missing, malformed, stale or does not match.
    case signature(StripeWebhookSignature.Failure)
    /// The body is not a Stripe event Jamaal can read.
    case unreadable(StripeEventError)
    /// A completed Checkout (or its subscription) whose `client_reference_id` names no Jamaal person.
    case namesNobody(type: String)
    /// The event's Stripe customer is already linked to another person.
    case customerOfAnother

    var httpError: HTTPError {
        switch self {
        case .notConnected:
            HTTPError(.conflict, "Stripe’s webhook isn’t set up on this Jamaal (no signing secret), so nothing was applied.")
        case .signature(let failure): HTTPError(.badRequest, failure.description, field: "Stripe-Signature")
        case .unreadable(let error): HTTPError(.badRequest, error.description)
        case .namesNobody(let type):
            HTTPError(
                .unprocessableEntity, "This \(type) event’s client_reference_id names no Jamaal person, so nothing was applied.",
                field: "client_reference_id")
        case .customerOfAnother:
            HTTPError(
                .conflict, "This event’s Stripe customer belongs to another Jamaal person, so nothing was applied.", field: "customer")
        }
    }

    /// One value of every case, for the test that walks them.
    static let examples: [StripeWebhookRefusal] = [
        .notConnected, .signature(.noMatchingSignature), .signature(.timestampOutsideTolerance(seconds: 600)),
        .unreadable(.malformed("it is not a Stripe event object (id, type, created, data.object)")),
        .namesNobody(type: "checkout.session.completed"), .customerOfAnother,
    ]
}
