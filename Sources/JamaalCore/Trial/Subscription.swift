import Foundation

/// The two App Store subscriptions (SB-01). The prices are the spec's; a native client shows StoreKit's
/// `Product.displayPrice` instead.
public enum SubscriptionProduct: String, Codable, Hashable, Sendable, CaseIterable {
    case monthly = "jamaal.monthly"
    case yearly = "jamaal.yearly"

    /// "$2.99" / "$24.99".
    public var displayPrice: String {
        switch self {
        case .monthly: "$2.99"
        case .yearly: "$24.99"
        }
    }

    /// "Monthly" / "Yearly".
    public var name: String {
        switch self {
        case .monthly: "Monthly"
        case .yearly: "Yearly"
        }
    }

    /// "a month" / "a year".
    public var period: String {
        switch self {
        case .monthly: "a month"
        case .yearly: "a year"
        }
    }
}

/// A verified subscription: which product, until when, and the App Store's original transaction id (the same across
/// renewals, so a restore of a later renewal replaces the earlier one).
///
/// ```swift
/// let subscription = Subscription(product: .yearly, expiresAt: expiry, originalTransactionID: "2000000123")
/// subscription.isCurrent(at: now)   // true until the expiry instant
/// ```
public struct Subscription: Codable, Hashable, Sendable {
    public var product: SubscriptionProduct
    public var expiresAt: Date
    public var originalTransactionID: String

    public init(product: SubscriptionProduct, expiresAt: Date, originalTransactionID: String) {
        self.product = product
        self.expiresAt = expiresAt
        self.originalTransactionID = originalTransactionID
    }

    /// Whether it still counts at `now` (the expiry instant itself is past).
    public func isCurrent(at now: Date) -> Bool { now < expiresAt }
}
