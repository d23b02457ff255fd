import Foundation
import Stripe

extension WebSubscription {
    /// What one Stripe webhook event does to the stored web subscription.
    public enum Change: Hashable, Sendable {
        /// Store this state in place of what was stored; the phrase says what changed (for the webhook's log).
        case update(WebSubscription, String)
        /// A Checkout Session for a subscription completed: link `clientReference` (the person, as passed to
        /// Checkout) to the customer and the subscription. Its status and period come with its own
        /// `customer.subscription.*` events, or are read with `StripeClient.subscription(id:)` and applied with
        /// ``WebSubscription/init(stripe:prices:asOf:)``.
        case checkoutCompleted(clientReference: String?, customerID: String?, subscriptionID: String)
        /// Nothing changes, and why (an older report, a refund of someone else, a type Jamaal does not act on).
        case unchanged(String)
    }

    /// Applies a verified event to `current` (the stored web subscription, if any) — pure, and the same however often
    /// the event is delivered; recording each event id once is the store's part. Stripe does not promise order, so
    /// a subscription event older than the stored state (`created` < ``asOf``) changes nothing.
    ///
    /// - `customer.subscription.created` / `.updated` / `.deleted`: the subscription's new state (a deleted one is
    ///   canceled, ended at the event if Stripe gave no `ended_at`); a refund already recorded stays. A different
    ///   subscription replaces the stored one only when it gives full use at least as long ("whichever is later"), so a
    ///   late report of an old, ended subscription never hides a live one.
    /// - `charge.refunded`, refunded in full, for the stored subscription's customer: ``refundedAt`` = the event's
    ///   instant (a partial refund changes nothing).
    /// - `checkout.session.completed` in subscription mode: ``Change/checkoutCompleted(clientReference:customerID:subscriptionID:)``.
    /// - Anything else: unchanged.
    ///
    /// ```swift
    /// switch WebSubscription.applying(event, to: stored, prices: prices) {
    /// case .update(let web, _): try store.save(web)
    /// case .checkoutCompleted(let person, let customer, let id): try link(person, customer, id)
    /// case .unchanged(let why): log(why)
    /// }
    /// ```
    public static func applying(_ event: StripeWebhookEvent, to current: WebSubscription?, prices: WebPrices) -> Change {
        switch event.kind {
        case .subscriptionCreated(let subscription), .subscriptionUpdated(let subscription), .subscriptionDeleted(let subscription):
            var next: WebSubscription
            do {
                next = try WebSubscription(stripe: subscription, prices: prices, asOf: event.created)
            } catch {
                return .unchanged(error.message)
            }
            if case .subscriptionDeleted = event.kind {
                next.status = .canceled
                next.endedAt = next.endedAt ?? event.createdAt
            }
            guard let current else { return .update(next, "\(next.subscriptionID): \(next.status.rawValue)") }
            if current.subscriptionID == next.subscriptionID {
                guard event.created >= current.asOf else { return .unchanged("an older report of \(next.subscriptionID)") }
                next.refundedAt = current.refundedAt
                return .update(next, "\(next.subscriptionID): \(next.status.rawValue)")
            }
            guard (next.accessEnds ?? .distantPast) >= (current.accessEnds ?? .distantPast) else {
                return .unchanged("\(current.subscriptionID) gives full use longer than \(next.subscriptionID)")
            }
            return .update(next, "\(next.subscriptionID) replaces \(current.subscriptionID): \(next.status.rawValue)")
        case .chargeRefunded(let charge):
            guard var next = current, let customer = charge.customer, customer == next.customerID else {
                return .unchanged("a refund for another customer")
            }
            guard charge.isFullyRefunded else { return .unchanged("a partial refund of \(charge.id) leaves the subscription as it is") }
            if let refunded = next.refundedAt, refunded <= event.createdAt, refunded >= next.currentPeriodStart {
                return .unchanged("\(next.subscriptionID) was refunded already")
            }
            next.refundedAt = event.createdAt
            return .update(next, "\(next.subscriptionID): refunded (\(charge.id))")
        case .checkoutSessionCompleted(let session):
            guard session.mode == .subscription, let subscription = session.subscription else {
                return .unchanged("checkout \(session.id) is not a subscription")
            }
            return .checkoutCompleted(
                clientReference: session.clientReferenceID, customerID: session.customer, subscriptionID: subscription)
        case .invoicePaid, .invoicePaymentFailed, .paymentMethodAttached, .unknown:
            return .unchanged("\(event.type) does not change a Jamaal subscription")
        }
    }
}
