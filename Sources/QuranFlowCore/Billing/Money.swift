/// An amount in US cents (the programme charges in dollars), never a floating-point number.
///
///     Money(cents: 14_900).text          // "$149.00"
///     Money(cents: 14_900).shortText     // "$149"
public struct Money: Hashable, Codable, Sendable, Comparable {
    /// Whole cents; negative for a refund.
    public let cents: Int

    /// The largest amount a ledger row may hold ($10,000,000), so sums over a ledger never overflow.
    public static let maximumCents = 1_000_000_000

    /// An amount; refused beyond ±``maximumCents``.
    public init(cents: Int) throws(BillingError) {
        guard (-Money.maximumCents...Money.maximumCents).contains(cents) else { throw .amountOutOfRange(cents) }
        self.cents = cents
    }

    /// Zero dollars.
    public static let zero = Money(unchecked: 0)

    init(unchecked cents: Int) { self.cents = cents }

    public static func < (lhs: Money, rhs: Money) -> Bool { lhs.cents < rhs.cents }

    /// "$149.00", "−$5.00".
    public var text: String {
        let magnitude = cents.magnitude
        let fraction = magnitude % 100
        return (cents < 0 ? "−" : "") + "$\(grouped(magnitude / 100)).\(fraction < 10 ? "0" : "")\(fraction)"
    }

    /// "$149" for whole dollars, else the full ``text``.
    public var shortText: String {
        cents % 100 == 0 ? (cents < 0 ? "−" : "") + "$\(grouped(cents.magnitude / 100))" : text
    }

    func grouped(_ dollars: UInt) -> String {
        let digits = String(dollars)
        guard digits.count > 3 else { return digits }
        var out = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { out.append(",") }
            out.append(digit)
        }
        return out
    }
}
