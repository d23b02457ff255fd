import Foundation
import Stripe

/// Where a subscription was bought, so where it is managed (ST-05's Manage): the App Store's subscription settings on
/// iPhone or iPad, or Stripe's customer portal for one bought here on the web (SB-01 through Stripe Checkout).
public enum SubscriptionSource: String, Codable, Hashable, Sendable, CaseIterable {
    /// A StoreKit transaction, restored on this device (``Subscription``).
    case appStore
    /// A Stripe subscription bought on the web (``WebSubscription``).
    case web
}

/// The Stripe prices of SB-01's two plans ($2.99 a month, $24.99 a year), as configured for the Stripe account.
///
/// ```swift
/// let prices = WebPrices(monthly: "price_1Mo…", yearly: "price_1Yr…")
/// prices.product(forPrice: "price_1Yr…")   // .yearly
/// ```
public struct WebPrices: Hashable, Sendable {
    public let monthly: String
    public let yearly: String

    public init(monthly: String, yearly: String) {
        self.monthly = monthly
        self.yearly = yearly
    }

    /// The plan a Stripe price is, or nil for a price that is not one of Jamaal's.
    public func product(forPrice price: String) -> SubscriptionProduct? {
        switch price {
        case monthly: .monthly
        case yearly: .yearly
        default: nil
        }
    }

    /// The Stripe price of `product` (what a Checkout Session is created for).
    public func price(for product: SubscriptionProduct) -> String {
        switch product {
        case .monthly: monthly
        case .yearly: yearly
        }
    }
}

/// A subscription bought on the web through Stripe Checkout, as its last webhook (or a read of it) described it, and
/// the rule for how long it gives full use — a pure function of this data (``accessEnds``) and `now`
/// (``isCurrent(at:)``):
///
/// - **active** or **trialing**: until ``currentPeriodEnd``, to the second. A renewal moves the period end on
///   (`customer.subscription.updated` at the renewal instant); cancelling at the period's end changes nothing before
///   it, and nothing counts from that instant on.
/// - **past_due** (a renewal's payment failed): a grace of ``paymentGrace`` (7 days) from the failed renewal — the
///   start of the unpaid period, ``currentPeriodStart`` — never past the period's end. Stripe has already moved the
///   period on when a renewal fails, so the grace is counted from its start, not its end (that is the previous period's
///   end + 7 days). Stripe's Smart Retries try again for up to 2 weeks by default (8 tries); a retry that succeeds
///   makes it `active` again and full use returns; when they run out Stripe cancels it or marks it unpaid.
/// - **canceled**: until ``endedAt`` (never past the period's end); it has ended by the time the event comes.
/// - **unpaid**, **paused**, **incomplete**, **incomplete_expired**: none (no payment went through, or retries ran out).
/// - A scheduled cancellation (``cancelAt``) or an end (``endedAt``) earlier than the above ends it then.
/// - **A refund** of the customer's charge made in the current period ends full use at the refund's instant
///   (``refundedAt``), whatever the status; a period that began after the refund (a later renewal, paid) counts again.
///
/// ```swift
/// let web = try WebSubscription(stripe: subscription, prices: prices, asOf: event.created)
/// web.isCurrent(at: now)   // true until web.accessEnds
/// ```
public struct WebSubscription: Codable, Hashable, Sendable {
    /// Stripe's subscription statuses (the same raw values), kept here so a stored one does not depend on the reader.
    public enum Status: String, Codable, Hashable, Sendable, CaseIterable {
        case incomplete
        case incompleteExpired = "incomplete_expired"
        case trialing
        case active
        case pastDue = "past_due"
        case canceled
        case unpaid
        case paused
    }

    /// Why a Stripe subscription does not make a web subscription. The message says what is missing.
    public struct Refusal: Error, Hashable, Sendable {
        public let message: String
    }

    /// How long a failed renewal keeps full use: 7 days (see the type's description).
    public static let paymentGrace: TimeInterval = 7 * 86_400

    /// `sub_…`.
    public var subscriptionID: String
    /// `cus_…`: whose portal Manage opens.
    public var customerID: String
    public var product: SubscriptionProduct
    public var status: Status
    /// When the current period began (for past_due: the renewal whose payment failed).
    public var currentPeriodStart: Date
    /// When the current period ends: the renewal, or the end when cancelling at the period's end.
    public var currentPeriodEnd: Date
    public var cancelAtPeriodEnd: Bool
    /// A scheduled cancellation's instant (Stripe's `cancel_at`).
    public var cancelAt: Date?
    /// When it ended (Stripe's `ended_at`).
    public var endedAt: Date?
    /// When a charge of this customer was refunded in full (`charge.refunded`), if one was.
    public var refundedAt: Date?
    /// The `created` time (Unix seconds) of the event this state is as of: an older event never overwrites it.
    public var asOf: Int64

    public init(
        subscriptionID: String, customerID: String, product: SubscriptionProduct, status: Status, currentPeriodStart: Date,
        currentPeriodEnd: Date, cancelAtPeriodEnd: Bool = false, cancelAt: Date? = nil, endedAt: Date? = nil, refundedAt: Date? = nil,
        asOf: Int64 = 0
    ) {
        self.subscriptionID = subscriptionID
        self.customerID = customerID
        self.product = product
        self.status = status
        self.currentPeriodStart = currentPeriodStart
        self.currentPeriodEnd = currentPeriodEnd
        self.cancelAtPeriodEnd = cancelAtPeriodEnd
        self.cancelAt = cancelAt
        self.endedAt = endedAt
        self.refundedAt = refundedAt
        self.asOf = asOf
    }

    /// Whether Stripe may still charge for it: every status but canceled and incomplete_expired, while it has not
    /// ended (an unpaid or paused subscription can be resumed and charged). Delete my data cancels such a one first.
    public var stillBills: Bool {
        endedAt == nil && status != .canceled && status != .incompleteExpired
    }

    /// The web subscription a Stripe subscription object describes, as of the event created at `asOf`: it needs a
    /// customer, a status, the current period and one of Jamaal's two prices.
    public init(stripe subscription: StripeSubscription, prices: WebPrices, asOf: Int64) throws(Refusal) {
        guard let customer = subscription.customer else { throw Refusal(message: "Subscription \(subscription.id) names no customer.") }
        guard let status = subscription.status.flatMap({ Status(rawValue: $0.rawValue) }) else {
            throw Refusal(message: "Subscription \(subscription.id) has no status Jamaal knows.")
        }
        guard let start = subscription.currentPeriodStart, let end = subscription.currentPeriodEnd else {
            throw Refusal(message: "Subscription \(subscription.id) has no current period.")
        }
        guard let price = subscription.priceID, let product = prices.product(forPrice: price) else {
            throw Refusal(message: "Subscription \(subscription.id) is not for one of Jamaal’s plans.")
        }
        self.init(
            subscriptionID: subscription.id, customerID: customer, product: product, status: status, currentPeriodStart: start,
            currentPeriodEnd: end, cancelAtPeriodEnd: subscription.cancelAtPeriodEnd ?? false, cancelAt: subscription.cancelAt,
            endedAt: subscription.endedAt, asOf: asOf)
    }

    /// The instant full use ends (exclusive), or nil when it gives none at all: the rule in the type's description.
    ///
    /// ```swift
    /// WebSubscription(…, status: .pastDue, currentPeriodStart: renewal, …).accessEnds   // renewal + 7 days
    /// ```
    public var accessEnds: Date? {
        var end: Date
        switch status {
        case .active, .trialing: end = currentPeriodEnd
        case .pastDue: end = min(currentPeriodEnd, currentPeriodStart.addingTimeInterval(Self.paymentGrace))
        case .canceled:
            guard let endedAt else { return nil }
            end = min(currentPeriodEnd, endedAt)
        case .unpaid, .paused, .incomplete, .incompleteExpired: return nil
        }
        if let cancelAt { end = min(end, cancelAt) }
        if let endedAt { end = min(end, endedAt) }
        if let refundedAt, refundedAt >= currentPeriodStart { end = min(end, refundedAt) }
        return end
    }

    /// Whether it gives full use at `now` (the end instant itself is past).
    public func isCurrent(at now: Date) -> Bool {
        guard let accessEnds else { return false }
        return now < accessEnds
    }

    /// Whether it is set to renew at the period's end (for ST-05's words: "renews" or "ends").
    public var renews: Bool {
        (status == .active || status == .trialing) && !cancelAtPeriodEnd && cancelAt == nil && endedAt == nil
            && (refundedAt.map { $0 < currentPeriodStart } ?? true)
    }

    /// Whether a renewal's payment failed and the grace is running (ST-05 asks to update the card).
    public var isInPaymentGrace: Bool { status == .pastDue }
}
