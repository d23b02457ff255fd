import Foundation
import Stripe

/// The Stripe webhook events the ledger applies, read from the event's JSON into typed values (every other type is
/// `.other` and acknowledged without change).
///
///     let event = try StripeEvent(json: body)
///     event.id        // "evt_1Q…"  — applied once, however often Stripe sends it
public struct StripeEvent: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        /// `checkout.session.completed`: a student paid for a term at checkout.
        case checkoutCompleted(sessionID: String, customer: String?, clientReference: String?, amount: Money, termID: String?)
        /// `invoice.paid`: an instalment or a renewal was paid.
        case invoicePaid(invoiceID: String, customer: String?, subscription: String?, amount: Money, paidAt: Date?, termID: String?)
        /// `invoice.payment_failed`.
        case invoicePaymentFailed(invoiceID: String, customer: String?, subscription: String?, amount: Money, termID: String?)
        /// `customer.subscription.updated`: the subscription's `cancel_at_period_end` and status.
        case subscriptionUpdated(subscriptionID: String, customer: String?, cancelAtPeriodEnd: Bool?, status: String?)
        /// `customer.subscription.deleted`.
        case subscriptionDeleted(subscriptionID: String, customer: String?)
        /// `payment_method.attached`: the card on file.
        case paymentMethodAttached(customer: String?, method: PaymentMethod)
        /// Any other type: acknowledged, changes nothing.
        case other(type: String)
    }

    public let id: String
    public let type: String
    /// Unix seconds when Stripe created the event (orders events about one object).
    public let created: Int64
    public let kind: Kind
    /// The ledger row's wording the sender gave (`metadata.term_description`), used when the term isn't in this
    /// programme's terms (a term before the programme moved here).
    public let termDescription: String?

    /// The events this ledger applies.
    public static let appliedTypes = [
        "checkout.session.completed", "invoice.paid", "invoice.payment_failed", "customer.subscription.updated",
        "customer.subscription.deleted", "payment_method.attached",
    ]

    /// Reads an event through the shared reader (`Stripe.StripeWebhookEvent`, which bounds every field); a body that
    /// isn't an event, or an applied type without the fields the ledger needs, is refused. The types the ledger does
    /// not apply (`charge.refunded`, `customer.subscription.created`, …) are `.other`.
    public init(json: [UInt8]) throws(BillingError) {
        let event: StripeWebhookEvent
        do {
            event = try StripeWebhookEvent(json: json)
        } catch {
            throw .malformedEvent(error.reason)
        }
        id = event.id
        type = event.type
        created = event.created
        let type = event.type
        func money(_ cents: Int?, _ name: String) throws(BillingError) -> Money {
            guard let cents else { throw .malformedEvent("\(type) has no \(name)") }
            return try Money(cents: cents)
        }
        let termID = event.metadata["term"]
        termDescription = event.metadata["term_description"].map { String($0.prefix(120)) }
        switch event.kind {
        case .checkoutSessionCompleted(let session):
            kind = .checkoutCompleted(
                sessionID: session.id, customer: session.customer, clientReference: session.clientReferenceID,
                amount: try money(session.amountTotal, "amount_total"), termID: termID)
        case .invoicePaid(let invoice):
            kind = .invoicePaid(
                invoiceID: invoice.id, customer: invoice.customer, subscription: invoice.subscription,
                amount: try money(invoice.amountPaid, "amount_paid"), paidAt: invoice.paidAt, termID: termID)
        case .invoicePaymentFailed(let invoice):
            kind = .invoicePaymentFailed(
                invoiceID: invoice.id, customer: invoice.customer, subscription: invoice.subscription,
                amount: try money(invoice.amountDue, "amount_due"), termID: termID)
        case .subscriptionUpdated(let subscription):
            kind = .subscriptionUpdated(
                subscriptionID: subscription.id, customer: subscription.customer, cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
                status: subscription.status?.rawValue)
        case .subscriptionDeleted(let subscription):
            kind = .subscriptionDeleted(subscriptionID: subscription.id, customer: subscription.customer)
        case .paymentMethodAttached(let method):
            guard let card = method.card else { throw .malformedEvent("payment_method.attached has no card") }
            kind = .paymentMethodAttached(
                customer: method.customer,
                method: try PaymentMethod(
                    brand: card.brand ?? "", last4: card.last4 ?? "", expiryMonth: card.expiryMonth ?? 0, expiryYear: card.expiryYear ?? 0))
        case .subscriptionCreated, .chargeRefunded, .unknown:
            kind = .other(type: type)
        }
    }

    /// The customer the event is about, when it names one.
    public var customer: String? {
        switch kind {
        case .checkoutCompleted(_, let customer, _, _, _), .invoicePaid(_, let customer, _, _, _, _),
            .invoicePaymentFailed(_, let customer, _, _, _), .subscriptionUpdated(_, let customer, _, _),
            .subscriptionDeleted(_, let customer), .paymentMethodAttached(let customer, _):
            customer
        case .other: nil
        }
    }
}
