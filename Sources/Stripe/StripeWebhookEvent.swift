import Foundation

/// Why a Stripe body cannot be read; the reason names what is missing or wrong.
///
/// ```swift
/// StripeEventError.malformed("invoice.paid has no id").description   // "The Stripe event can't be read: invoice.paid has no id."
/// ```
public enum StripeEventError: Error, Hashable, Sendable, CustomStringConvertible {
    case malformed(String)

    /// The reason alone ("invoice.paid has no id").
    public var reason: String {
        switch self {
        case .malformed(let reason): reason
        }
    }

    public var description: String { "The Stripe event can't be read: \(reason)." }
}

/// One Stripe event as a webhook delivers it (an `Event` object: `id`, `type`, `created`, `data.object`), every field
/// read at the edge into a bounded value (``StripeFields``): the types both products act on become typed objects, any
/// other type is ``Kind/unknown(type:)`` and its object is not read. The signature is checked before this
/// (`Security.StripeWebhookSignature`), over the raw body; applying an event once per `id` is the caller's part.
///
/// A body that is not an event, an id that is not an event id, a `created` outside 1970…2100, or one of the typed kinds
/// whose object has no id is refused; every other field may be absent, and is then nil.
///
/// ```swift
/// let event = try StripeWebhookEvent(json: body)
/// switch event.kind {
/// case .subscriptionUpdated(let subscription): subscription.status   // .pastDue
/// case .unknown(let type): log("ignored \(type)")
/// default: break
/// }
/// ```
public struct StripeWebhookEvent: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        /// `checkout.session.completed`.
        case checkoutSessionCompleted(StripeCheckoutSession)
        /// `customer.subscription.created`.
        case subscriptionCreated(StripeSubscription)
        /// `customer.subscription.updated`.
        case subscriptionUpdated(StripeSubscription)
        /// `customer.subscription.deleted`: the subscription ended.
        case subscriptionDeleted(StripeSubscription)
        /// `invoice.paid`.
        case invoicePaid(StripeInvoice)
        /// `invoice.payment_failed`.
        case invoicePaymentFailed(StripeInvoice)
        /// `charge.refunded`: all or part of a charge was refunded.
        case chargeRefunded(StripeCharge)
        /// `payment_method.attached`.
        case paymentMethodAttached(StripePaymentMethod)
        /// Any other type: its object is not read.
        case unknown(type: String)
    }

    /// The largest body read (Stripe's events are a few kilobytes).
    public static let maximumBytes = 1 << 20

    /// `evt_…`: the same id however often Stripe delivers it.
    public let id: String
    /// `checkout.session.completed`, …
    public let type: String
    /// Unix seconds when Stripe created the event (Stripe does not promise delivery in order; this orders them).
    public let created: Int64
    public let livemode: Bool?
    /// The API version the object is rendered in (`api_version`).
    public let apiVersion: String?
    public let kind: Kind
    /// `data.object.metadata` (string entries within Stripe's limits), for any type.
    public let metadata: [String: String]

    /// The types read into typed kinds.
    public static let typedTypes = [
        "checkout.session.completed", "customer.subscription.created", "customer.subscription.updated", "customer.subscription.deleted",
        "invoice.paid", "invoice.payment_failed", "charge.refunded", "payment_method.attached",
    ]

    /// `created` as an instant.
    public var createdAt: Date { Date(timeIntervalSince1970: TimeInterval(created)) }

    /// Reads an event; see the type's description for what is refused.
    public init(json: [UInt8]) throws(StripeEventError) {
        guard json.count <= Self.maximumBytes, let event = try? JSONDecoder().decode(StripeObjectBox.self, from: Data(json)).container,
            let rawID = try? event.decode(String.self, forKey: StripeFields.Key("id")),
            let rawType = try? event.decode(String.self, forKey: StripeFields.Key("type")),
            let created = try? event.decode(Int64.self, forKey: StripeFields.Key("created")),
            let data = StripeFields.object(event, "data"), let object = StripeFields.object(data, "object")
        else { throw .malformed("it is not a Stripe event object (id, type, created, data.object)") }
        guard rawID.hasPrefix("evt_"), let id = StripeFields.plain(rawID, maximum: StripeFields.maximumIDLength) else {
            throw .malformed("its id \"\(rawID.prefix(40))\" is not an event id")
        }
        guard let type = StripeFields.plain(rawType, maximum: 100), !type.contains(" ") else {
            throw .malformed("its type \"\(rawType.prefix(40))\" is not an event type")
        }
        guard StripeFields.instant(created) != nil else { throw .malformed("its created time \(created) is not between 1970 and 2100") }
        self.id = id
        self.type = type
        self.created = created
        livemode = StripeFields.flag(event, "livemode")
        apiVersion = StripeFields.id(event, "api_version", maximum: 40)
        metadata = StripeFields.metadata(object)
        guard Self.typedTypes.contains(type) else {
            kind = .unknown(type: type)
            return
        }
        guard let objectID = StripeFields.id(object, "id") else { throw .malformed("\(type) has no id") }
        switch type {
        case "checkout.session.completed": kind = .checkoutSessionCompleted(StripeCheckoutSession(id: objectID, object))
        case "customer.subscription.created": kind = .subscriptionCreated(StripeSubscription(id: objectID, object))
        case "customer.subscription.updated": kind = .subscriptionUpdated(StripeSubscription(id: objectID, object))
        case "customer.subscription.deleted": kind = .subscriptionDeleted(StripeSubscription(id: objectID, object))
        case "invoice.paid": kind = .invoicePaid(StripeInvoice(id: objectID, object))
        case "invoice.payment_failed": kind = .invoicePaymentFailed(StripeInvoice(id: objectID, object))
        case "charge.refunded": kind = .chargeRefunded(StripeCharge(id: objectID, object))
        case "payment_method.attached": kind = .paymentMethodAttached(StripePaymentMethod(id: objectID, object))
        default: kind = .unknown(type: type)
        }
    }

    /// The customer the event's object names, when it names one.
    public var customer: String? {
        switch kind {
        case .checkoutSessionCompleted(let session): session.customer
        case .subscriptionCreated(let subscription), .subscriptionUpdated(let subscription), .subscriptionDeleted(let subscription):
            subscription.customer
        case .invoicePaid(let invoice), .invoicePaymentFailed(let invoice): invoice.customer
        case .chargeRefunded(let charge): charge.customer
        case .paymentMethodAttached(let method): method.customer
        case .unknown: nil
        }
    }

    /// The subscription the event is about, for the subscription kinds.
    public var subscription: StripeSubscription? {
        switch kind {
        case .subscriptionCreated(let subscription), .subscriptionUpdated(let subscription), .subscriptionDeleted(let subscription):
            subscription
        default: nil
        }
    }
}
