/// How a semester may be paid: once, or in monthly instalments.
///
///     PriceOption.once(try Money(cents: 14_900)).text                          // "$149 once"
///     try PriceOption.monthly(try Money(cents: 5_500), count: 3).text           // "$55/mo three months"
public enum PriceOption: Hashable, Codable, Sendable {
    case once(Money)
    case instalments(each: Money, count: Int)

    /// Monthly instalments; refused outside 2–12.
    public static func monthly(_ each: Money, count: Int) throws(BillingError) -> PriceOption {
        guard (2...12).contains(count) else { throw .instalmentCountOutOfRange(count) }
        return .instalments(each: each, count: count)
    }

    /// The spec's copy: "$149 once", "$55/mo three months".
    public var text: String {
        switch self {
        case .once(let amount): "\(amount.shortText) once"
        case .instalments(let each, let count): "\(each.shortText)/mo \(NumberWords.text(count)) months"
        }
    }

    /// What the whole semester costs this way.
    public var total: Money {
        switch self {
        case .once(let amount): amount
        case .instalments(let each, let count): Money(unchecked: each.cents * count)
        }
    }
}
