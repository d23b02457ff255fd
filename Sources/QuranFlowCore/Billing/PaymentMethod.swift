/// The card on file, as Stripe describes it (never the number itself).
///
///     try PaymentMethod(brand: "visa", last4: "4242", expiryMonth: 8, expiryYear: 2027).text    // "Visa •••• 4242"
public struct PaymentMethod: Hashable, Codable, Sendable {
    /// Stripe's brand code: "visa", "mastercard", "amex", …
    public let brand: String
    public let last4: String
    public let expiryMonth: Int
    public let expiryYear: Int

    public init(brand: String, last4: String, expiryMonth: Int, expiryYear: Int) throws(BillingError) {
        guard last4.count == 4, last4.allSatisfy({ $0.isASCII && $0.isNumber }) else { throw .cardLast4Invalid(last4) }
        guard (1...12).contains(expiryMonth), (2000...2100).contains(expiryYear) else {
            throw .cardExpiryOutOfRange(month: expiryMonth, year: expiryYear)
        }
        self.brand = brand
        self.last4 = last4
        self.expiryMonth = expiryMonth
        self.expiryYear = expiryYear
    }

    /// "Visa •••• 4242".
    public var text: String { "\(brandName) •••• \(last4)" }

    /// "08/27".
    public var expiryText: String {
        (expiryMonth < 10 ? "0" : "") + "\(expiryMonth)/" + String(String(expiryYear).suffix(2))
    }

    /// The brand as people write it.
    public var brandName: String {
        switch brand.lowercased() {
        case "visa": "Visa"
        case "mastercard": "Mastercard"
        case "amex": "American Express"
        case "discover": "Discover"
        case "jcb": "JCB"
        case "unionpay": "UnionPay"
        case "diners": "Diners Club"
        default: "Card"
        }
    }
}
