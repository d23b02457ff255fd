import Foundation

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

    /// Reads an event; a body that isn't an event, or an applied type without the fields it needs, is refused.
    public init(json: [UInt8]) throws(BillingError) {
        let raw: Raw
        do {
            raw = try JSONDecoder().decode(Raw.self, from: Data(json))
        } catch {
            throw .malformedEvent("it is not a Stripe event object (id, type, created, data.object)")
        }
        guard raw.id.hasPrefix("evt_"), raw.id.count <= 255 else {
            throw .malformedEvent("its id \"\(raw.id.prefix(40))\" is not an event id")
        }
        id = raw.id
        type = raw.type
        created = raw.created
        let object = raw.data.object
        func required(_ value: String?, _ name: String) throws(BillingError) -> String {
            guard let value, !value.isEmpty, value.count <= 255 else { throw .malformedEvent("\(raw.type) has no \(name)") }
            return value
        }
        func money(_ cents: Int?, _ name: String) throws(BillingError) -> Money {
            guard let cents else { throw .malformedEvent("\(raw.type) has no \(name)") }
            return try Money(cents: cents)
        }
        let termID = object.metadata?["term"]
        termDescription = object.metadata?["term_description"].map { String($0.prefix(120)) }
        switch raw.type {
        case "checkout.session.completed":
            kind = .checkoutCompleted(
                sessionID: try required(object.id, "id"), customer: object.customer, clientReference: object.clientReferenceID,
                amount: try money(object.amountTotal, "amount_total"), termID: termID)
        case "invoice.paid":
            kind = .invoicePaid(
                invoiceID: try required(object.id, "id"), customer: object.customer, subscription: object.subscription,
                amount: try money(object.amountPaid, "amount_paid"),
                paidAt: object.statusTransitions?.paidAt.map { Date(timeIntervalSince1970: TimeInterval($0)) }, termID: termID)
        case "invoice.payment_failed":
            kind = .invoicePaymentFailed(
                invoiceID: try required(object.id, "id"), customer: object.customer, subscription: object.subscription,
                amount: try money(object.amountDue, "amount_due"), termID: termID)
        case "customer.subscription.updated":
            kind = .subscriptionUpdated(
                subscriptionID: try required(object.id, "id"), customer: object.customer, cancelAtPeriodEnd: object.cancelAtPeriodEnd,
                status: object.status)
        case "customer.subscription.deleted":
            kind = .subscriptionDeleted(subscriptionID: try required(object.id, "id"), customer: object.customer)
        case "payment_method.attached":
            guard let card = object.card else { throw .malformedEvent("payment_method.attached has no card") }
            kind = .paymentMethodAttached(
                customer: object.customer,
                method: try PaymentMethod(
                    brand: card.brand ?? "", last4: card.last4 ?? "", expiryMonth: card.expMonth ?? 0, expiryYear: card.expYear ?? 0))
        default:
            kind = .other(type: raw.type)
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

    struct Raw: Decodable {
        let id: String
        let type: String
        let created: Int64
        let data: Payload
    }

    struct Payload: Decodable {
        let object: Object
    }

    struct Object: Decodable {
        let id: String?
        let customer: String?
        let clientReferenceID: String?
        let subscription: String?
        let amountTotal: Int?
        let amountPaid: Int?
        let amountDue: Int?
        let status: String?
        let cancelAtPeriodEnd: Bool?
        let metadata: [String: String]?
        let card: Card?
        let statusTransitions: StatusTransitions?

        enum CodingKeys: String, CodingKey {
            case id, customer, subscription, status, metadata, card
            case clientReferenceID = "client_reference_id"
            case amountTotal = "amount_total"
            case amountPaid = "amount_paid"
            case amountDue = "amount_due"
            case cancelAtPeriodEnd = "cancel_at_period_end"
            case statusTransitions = "status_transitions"
        }

        init(from decoder: any Decoder) throws {
            let c = try decoder.container(keyedBy: CodingKeys.self)
            id = try? c.decodeIfPresent(String.self, forKey: .id)
            // Stripe sends `customer` as an id, or expanded as an object; only the id form is read.
            customer = try? c.decodeIfPresent(String.self, forKey: .customer)
            clientReferenceID = try? c.decodeIfPresent(String.self, forKey: .clientReferenceID)
            subscription = try? c.decodeIfPresent(String.self, forKey: .subscription)
            amountTotal = try? c.decodeIfPresent(Int.self, forKey: .amountTotal)
            amountPaid = try? c.decodeIfPresent(Int.self, forKey: .amountPaid)
            amountDue = try? c.decodeIfPresent(Int.self, forKey: .amountDue)
            status = try? c.decodeIfPresent(String.self, forKey: .status)
            cancelAtPeriodEnd = try? c.decodeIfPresent(Bool.self, forKey: .cancelAtPeriodEnd)
            metadata = try? c.decodeIfPresent([String: String].self, forKey: .metadata)
            card = try? c.decodeIfPresent(Card.self, forKey: .card)
            statusTransitions = try? c.decodeIfPresent(StatusTransitions.self, forKey: .statusTransitions)
        }
    }

    struct Card: Decodable {
        let brand: String?
        let last4: String?
        let expMonth: Int?
        let expYear: Int?
        enum CodingKeys: String, CodingKey {
            case brand, last4
            case expMonth = "exp_month"
            case expYear = "exp_year"
        }
    }

    struct StatusTransitions: Decodable {
        let paidAt: Int64?
        enum CodingKeys: String, CodingKey { case paidAt = "paid_at" }
    }
}
