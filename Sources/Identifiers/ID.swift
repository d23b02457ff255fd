/// A typed, random identifier: `ID<Account>` and `ID<Submission>` cannot be mixed up, and neither is sequential.
///
///     let id = ID<Account>.random()   // "acc_…" style prefixes are not used; 26 lowercase base-32 characters
public struct ID<Entity>: Hashable, Codable, Sendable, RawRepresentable, CustomStringConvertible, Comparable {
    public let rawValue: String

    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    public var description: String { rawValue }

    public init(from decoder: any Decoder) throws {
        rawValue = try decoder.singleValueContainer().decode(String.self)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }

    public static func < (lhs: ID, rhs: ID) -> Bool { lhs.rawValue < rhs.rawValue }

    /// A new random identifier (130 bits from the system's secure generator).
    public static func random() -> ID { ID(rawValue: RandomIdentifier.make()) }
}

/// Makes random identifier strings: 26 characters of Crockford-style base 32 (lowercase).
public enum RandomIdentifier {
    private static let alphabet = Array("0123456789abcdefghjkmnpqrstvwxyz")

    /// A fresh random identifier string.
    public static func make() -> String {
        var generator = SystemRandomNumberGenerator()
        return String((0..<26).map { _ in alphabet[Int(generator.next(upperBound: UInt8(32)))] })
    }
}
