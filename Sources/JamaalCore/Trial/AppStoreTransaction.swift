import Foundation

/// The payload of a StoreKit 2 signed transaction (`JWSTransactionDecodedPayload`), the fields Jamaal reads, and the
/// rule that turns a verified one into a ``Subscription``: one of Jamaal's two products, for this app's bundle, not
/// revoked in the payload, not yet expired. The signature and certificate chain are checked before this, by the app
/// (`ES256ChainVerifier`); this is what the iOS app uses as well.
///
/// ```swift
/// let transaction = try AppStoreTransaction(payload: verifiedPayload)
/// let subscription = try transaction.subscription(bundleID: "app.jamaal", now: now)
/// ```
public struct AppStoreTransaction: Hashable, Sendable {
    public let transactionID: String
    public let originalTransactionID: String
    public let bundleID: String
    public let productID: String
    /// When the App Store signed it (the chain is checked as of this instant: no online checks).
    public let signedDate: Date
    public let expiresDate: Date?
    public let revocationDate: Date?

    /// Why a transaction does not give a subscription. The message says what to do.
    public struct Refusal: Error, Hashable, Sendable {
        public let message: String
    }

    /// The JSON an App Store transaction's payload carries (dates in milliseconds since 1970).
    private struct Payload: Decodable {
        let transactionId: String
        let originalTransactionId: String
        let bundleId: String
        let productId: String
        let signedDate: Double
        let expiresDate: Double?
        let revocationDate: Double?
    }

    /// Reads the payload's JSON (an unreadable or incomplete one is refused).
    public init(payload: [UInt8]) throws(Refusal) {
        guard let decoded = try? JSONDecoder().decode(Payload.self, from: Data(payload)) else {
            throw Refusal(message: "This transaction’s contents cannot be read as an App Store transaction.")
        }
        func instant(_ milliseconds: Double) throws(Refusal) -> Date {
            guard milliseconds.isFinite, milliseconds >= 0, milliseconds < 32_503_680_000_000 else {
                throw Refusal(message: "This transaction carries a date that cannot be right.")
            }
            return Date(timeIntervalSince1970: milliseconds / 1000)
        }
        transactionID = decoded.transactionId
        originalTransactionID = decoded.originalTransactionId
        bundleID = decoded.bundleId
        productID = decoded.productId
        signedDate = try instant(decoded.signedDate)
        expiresDate = try decoded.expiresDate.map { (ms: Double) throws(Refusal) -> Date in try instant(ms) }
        revocationDate = try decoded.revocationDate.map { (ms: Double) throws(Refusal) -> Date in try instant(ms) }
    }

    /// The signed date read from a payload before its signature is checked (to check the chain as of then); nil when
    /// unreadable.
    public static func signedDate(of payload: [UInt8]) -> Date? {
        (try? AppStoreTransaction(payload: payload))?.signedDate
    }

    /// The subscription this transaction gives at `now`, or the refusal naming what is wrong.
    public func subscription(bundleID expected: String, now: Date) throws(Refusal) -> Subscription {
        guard bundleID == expected else {
            throw Refusal(message: "This transaction is for another app (\(bundleID)), not Jamaal.")
        }
        guard let product = SubscriptionProduct(rawValue: productID) else {
            throw Refusal(message: "This transaction is for “\(productID)”, which is not a Jamaal subscription.")
        }
        if revocationDate != nil {
            throw Refusal(message: "The App Store revoked this purchase, so it cannot be restored.")
        }
        guard let expiresDate else { throw Refusal(message: "This transaction has no expiry, so it is not a subscription.") }
        guard now < expiresDate else {
            throw Refusal(message: "This subscription expired. Restore a newer transaction, or subscribe again in the iOS app.")
        }
        guard !originalTransactionID.isEmpty else { throw Refusal(message: "This transaction has no original transaction id.") }
        return Subscription(product: product, expiresAt: expiresDate, originalTransactionID: originalTransactionID)
    }
}
