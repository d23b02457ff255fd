import Routing

/// A closed range of whole numbers as a screen carries it (`[60, 960]`: the lowest and the highest allowed), for a
/// number field's `min` and `max`. It encodes exactly as Swift's `ClosedRange<Int>` does, and states its schema.
///
/// ```swift
/// IntRange(60...960).upperBound   // 960
/// ```
public struct IntRange: Codable, Hashable, Sendable {
    public let lowerBound: Int
    public let upperBound: Int

    public init(_ range: ClosedRange<Int>) {
        lowerBound = range.lowerBound
        upperBound = range.upperBound
    }

    public init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        let lower = try container.decode(Int.self)
        let upper = try container.decode(Int.self)
        guard lower <= upper else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "\(lower) is above \(upper)")
        }
        (lowerBound, upperBound) = (lower, upper)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        try container.encode(lowerBound)
        try container.encode(upperBound)
    }
}

extension IntRange: SchemaDescribed {
    /// `[lowest, highest]`: an array of integers.
    public static func describeSchema(in components: SchemaComponents) throws -> JSONSchema { .array(.integer) }
    public static func schemaExample(in components: SchemaComponents) throws -> IntRange { IntRange(0...0) }
}
