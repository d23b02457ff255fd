/// Why billing data is refused: each case says what is wrong in words a person (or an admin reading a webhook log)
/// can act on.
public enum BillingError: Error, Hashable, Sendable, CustomStringConvertible {
    case amountOutOfRange(Int)
    case instalmentCountOutOfRange(Int)
    case cardExpiryOutOfRange(month: Int, year: Int)
    case cardLast4Invalid(String)
    case malformedEvent(String)

    public var description: String {
        switch self {
        case .amountOutOfRange(let cents): "An amount of \(cents) cents is out of range."
        case .instalmentCountOutOfRange(let count): "A plan of \(count) instalments is out of range (2–12)."
        case .cardExpiryOutOfRange(let month, let year): "A card expiry of \(month)/\(year) is not a real month."
        case .cardLast4Invalid(let text): "“\(text)” is not a card's last four digits."
        case .malformedEvent(let reason): "The Stripe event can't be read: \(reason)."
        }
    }
}
