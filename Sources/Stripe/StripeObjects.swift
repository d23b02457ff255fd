import Foundation

/// A Checkout Session (`checkout.session.completed`): who paid, for what, and what it made.
///
/// ```swift
/// if case .checkoutSessionCompleted(let session) = event.kind, session.mode == .subscription {
///     link(person: session.clientReferenceID, customer: session.customer, subscription: session.subscription)
/// }
/// ```
public struct StripeCheckoutSession: Hashable, Sendable {
    /// `payment`, `setup` or `subscription`.
    public enum Mode: String, Hashable, Sendable, CaseIterable {
        case payment, setup, subscription
    }

    /// `cs_…`.
    public let id: String
    /// The customer (`cus_…`) it created or used.
    public let customer: String?
    /// The address the customer gave (`customer_details.email`, else `customer_email`).
    public let customerEmail: String?
    /// What the seller passed as `client_reference_id` (the account or person it is for).
    public let clientReferenceID: String?
    /// The subscription (`sub_…`) it created, in `subscription` mode.
    public let subscription: String?
    /// nil when absent or not one of the three.
    public let mode: Mode?
    /// `paid`, `unpaid` or `no_payment_required`, as sent.
    public let paymentStatus: String?
    /// In the currency's smallest unit.
    public let amountTotal: Int?

    public init(
        id: String, customer: String? = nil, customerEmail: String? = nil, clientReferenceID: String? = nil, subscription: String? = nil,
        mode: Mode? = nil, paymentStatus: String? = nil, amountTotal: Int? = nil
    ) {
        self.id = id
        self.customer = customer
        self.customerEmail = customerEmail
        self.clientReferenceID = clientReferenceID
        self.subscription = subscription
        self.mode = mode
        self.paymentStatus = paymentStatus
        self.amountTotal = amountTotal
    }

    init(id: String, _ c: KeyedDecodingContainer<StripeFields.Key>) {
        let details = StripeFields.object(c, "customer_details")
        self.init(
            id: id, customer: StripeFields.id(c, "customer"),
            customerEmail: details.flatMap { StripeFields.id($0, "email", maximum: StripeFields.maximumTextLength) }
                ?? StripeFields.id(c, "customer_email", maximum: StripeFields.maximumTextLength),
            clientReferenceID: StripeFields.id(c, "client_reference_id"), subscription: StripeFields.id(c, "subscription"),
            mode: StripeFields.id(c, "mode").flatMap(Mode.init(rawValue:)), paymentStatus: StripeFields.id(c, "payment_status"),
            amountTotal: StripeFields.integer(c, "amount_total"))
    }
}

/// A subscription (`customer.subscription.created` / `.updated` / `.deleted`, or `GET /v1/subscriptions/:id`): its
/// status, its items' prices and the current period.
///
/// The current period is read from the subscription (API versions before 2025-03-31) or, when it is not there, from
/// its first item (2025-03-31.basil moved `current_period_start` and `current_period_end` onto the items).
///
/// ```swift
/// let subscription = try StripeSubscription(json: reply.body)
/// subscription.status            // .pastDue
/// subscription.currentPeriodEnd  // 2026-03-02 10:00:00 +0000
/// ```
public struct StripeSubscription: Hashable, Sendable {
    /// Stripe's subscription statuses.
    public enum Status: String, Hashable, Sendable, CaseIterable {
        /// The first payment has not succeeded yet (23 hours to do so).
        case incomplete
        /// The first payment never succeeded: terminal.
        case incompleteExpired = "incomplete_expired"
        /// In a Stripe trial.
        case trialing
        /// Paid and in good standing.
        case active
        /// A renewal's payment failed; Stripe is retrying.
        case pastDue = "past_due"
        /// Ended.
        case canceled
        /// Retries exhausted; kept open but unpaid.
        case unpaid
        /// A trial ended without a payment method.
        case paused
    }

    /// One item: a price and its own billing period.
    public struct Item: Hashable, Sendable {
        /// `si_…`.
        public let id: String?
        /// `price.id` (or the older `plan.id`).
        public let priceID: String?
        public let quantity: Int?
        public let currentPeriodStart: Date?
        public let currentPeriodEnd: Date?

        public init(id: String?, priceID: String?, quantity: Int? = 1, currentPeriodStart: Date? = nil, currentPeriodEnd: Date? = nil) {
            self.id = id
            self.priceID = priceID
            self.quantity = quantity
            self.currentPeriodStart = currentPeriodStart
            self.currentPeriodEnd = currentPeriodEnd
        }

        init(_ c: KeyedDecodingContainer<StripeFields.Key>) {
            let price = StripeFields.object(c, "price") ?? StripeFields.object(c, "plan")
            self.init(
                id: StripeFields.id(c, "id"), priceID: price.flatMap { StripeFields.id($0, "id") },
                quantity: StripeFields.integer(c, "quantity"),
                currentPeriodStart: StripeFields.instant(c, "current_period_start"),
                currentPeriodEnd: StripeFields.instant(c, "current_period_end"))
        }
    }

    /// `sub_…`.
    public let id: String
    /// `cus_…`.
    public let customer: String?
    /// nil when absent or a status this version does not know.
    public let status: Status?
    public let cancelAtPeriodEnd: Bool?
    /// A scheduled cancellation's instant.
    public let cancelAt: Date?
    /// When a cancellation was asked for (for one at the period's end, before it ends).
    public let canceledAt: Date?
    /// When it ended (a canceled subscription).
    public let endedAt: Date?
    public let currentPeriodStart: Date?
    public let currentPeriodEnd: Date?
    /// The items (at most 20).
    public let items: [Item]
    /// The subscription's metadata (string entries within Stripe's limits).
    public let metadata: [String: String]

    public init(
        id: String, customer: String?, status: Status?, cancelAtPeriodEnd: Bool? = false, cancelAt: Date? = nil, canceledAt: Date? = nil,
        endedAt: Date? = nil, currentPeriodStart: Date?, currentPeriodEnd: Date?, items: [Item], metadata: [String: String] = [:]
    ) {
        self.id = id
        self.customer = customer
        self.status = status
        self.cancelAtPeriodEnd = cancelAtPeriodEnd
        self.cancelAt = cancelAt
        self.canceledAt = canceledAt
        self.endedAt = endedAt
        self.currentPeriodStart = currentPeriodStart
        self.currentPeriodEnd = currentPeriodEnd
        self.items = items
        self.metadata = metadata
    }

    /// The first item's price: a Jamaal subscription has one.
    public var priceID: String? { items.first?.priceID }

    /// Reads a subscription object as the API returns it (`GET /v1/subscriptions/:id`).
    public init(json: [UInt8]) throws(StripeEventError) {
        guard json.count <= StripeWebhookEvent.maximumBytes,
            let container = try? JSONDecoder().decode(StripeObjectBox.self, from: Data(json)).container
        else { throw .malformed("it is not a Stripe subscription object") }
        guard StripeFields.id(container, "object") == "subscription", let id = StripeFields.id(container, "id") else {
            throw .malformed("it is not a Stripe subscription object")
        }
        self.init(id: id, container)
    }

    init(id: String, _ c: KeyedDecodingContainer<StripeFields.Key>) {
        let items = StripeFields.list(c, "items", maximum: StripeFields.maximumItems, Item.init)
        self.init(
            id: id, customer: StripeFields.id(c, "customer"), status: StripeFields.id(c, "status").flatMap(Status.init(rawValue:)),
            cancelAtPeriodEnd: StripeFields.flag(c, "cancel_at_period_end"), cancelAt: StripeFields.instant(c, "cancel_at"),
            canceledAt: StripeFields.instant(c, "canceled_at"), endedAt: StripeFields.instant(c, "ended_at"),
            currentPeriodStart: StripeFields.instant(c, "current_period_start") ?? items.first?.currentPeriodStart,
            currentPeriodEnd: StripeFields.instant(c, "current_period_end") ?? items.first?.currentPeriodEnd,
            items: items, metadata: StripeFields.metadata(c))
    }
}

/// An invoice (`invoice.paid`, `invoice.payment_failed`).
public struct StripeInvoice: Hashable, Sendable {
    /// `in_…`.
    public let id: String
    public let customer: String?
    /// The subscription it bills: `subscription`, or (2025-03-31.basil) `parent.subscription_details.subscription`.
    public let subscription: String?
    public let amountPaid: Int?
    public let amountDue: Int?
    /// `status_transitions.paid_at`.
    public let paidAt: Date?

    public init(id: String, customer: String?, subscription: String?, amountPaid: Int?, amountDue: Int?, paidAt: Date?) {
        self.id = id
        self.customer = customer
        self.subscription = subscription
        self.amountPaid = amountPaid
        self.amountDue = amountDue
        self.paidAt = paidAt
    }

    init(id: String, _ c: KeyedDecodingContainer<StripeFields.Key>) {
        let parent = StripeFields.object(c, "parent").flatMap { StripeFields.object($0, "subscription_details") }
        self.init(
            id: id, customer: StripeFields.id(c, "customer"),
            subscription: StripeFields.id(c, "subscription") ?? parent.flatMap { StripeFields.id($0, "subscription") },
            amountPaid: StripeFields.integer(c, "amount_paid"), amountDue: StripeFields.integer(c, "amount_due"),
            paidAt: StripeFields.object(c, "status_transitions").flatMap { StripeFields.instant($0, "paid_at") })
    }
}

/// A charge (`charge.refunded`): how much of it was refunded.
public struct StripeCharge: Hashable, Sendable {
    /// `ch_…` (or `py_…`).
    public let id: String
    public let customer: String?
    /// The invoice it paid (API versions before 2025-03-31).
    public let invoice: String?
    public let paymentIntent: String?
    public let amount: Int?
    public let amountRefunded: Int?
    /// Whether the whole charge has been refunded (`refunded`); a partial refund leaves it false.
    public let refunded: Bool?

    public init(
        id: String, customer: String?, invoice: String? = nil, paymentIntent: String? = nil, amount: Int?, amountRefunded: Int?,
        refunded: Bool?
    ) {
        self.id = id
        self.customer = customer
        self.invoice = invoice
        self.paymentIntent = paymentIntent
        self.amount = amount
        self.amountRefunded = amountRefunded
        self.refunded = refunded
    }

    init(id: String, _ c: KeyedDecodingContainer<StripeFields.Key>) {
        self.init(
            id: id, customer: StripeFields.id(c, "customer"), invoice: StripeFields.id(c, "invoice"),
            paymentIntent: StripeFields.id(c, "payment_intent"), amount: StripeFields.integer(c, "amount"),
            amountRefunded: StripeFields.integer(c, "amount_refunded"), refunded: StripeFields.flag(c, "refunded"))
    }

    /// Whether the whole amount was given back (`refunded`, or the refunded amount reaching the charged one).
    public var isFullyRefunded: Bool {
        if refunded == true { return true }
        guard let amount, let amountRefunded, amount > 0 else { return false }
        return amountRefunded >= amount
    }
}

/// A payment method (`payment_method.attached`): the card's brand, last four digits and expiry, as sent.
public struct StripePaymentMethod: Hashable, Sendable {
    public struct Card: Hashable, Sendable {
        public let brand: String?
        public let last4: String?
        public let expiryMonth: Int?
        public let expiryYear: Int?

        public init(brand: String?, last4: String?, expiryMonth: Int?, expiryYear: Int?) {
            self.brand = brand
            self.last4 = last4
            self.expiryMonth = expiryMonth
            self.expiryYear = expiryYear
        }
    }

    /// `pm_…`.
    public let id: String
    public let customer: String?
    /// nil for a method that is not a card.
    public let card: Card?

    public init(id: String, customer: String?, card: Card?) {
        self.id = id
        self.customer = customer
        self.card = card
    }

    init(id: String, _ c: KeyedDecodingContainer<StripeFields.Key>) {
        self.init(
            id: id, customer: StripeFields.id(c, "customer"),
            card: StripeFields.object(c, "card").map {
                Card(
                    brand: StripeFields.id($0, "brand"), last4: StripeFields.id($0, "last4"),
                    expiryMonth: StripeFields.integer($0, "exp_month"),
                    expiryYear: StripeFields.integer($0, "exp_year"))
            })
    }
}

/// Any JSON object, kept as a container to read its fields one by one.
struct StripeObjectBox: Decodable {
    let container: KeyedDecodingContainer<StripeFields.Key>

    init(from decoder: any Decoder) throws {
        container = try decoder.container(keyedBy: StripeFields.Key.self)
    }
}
