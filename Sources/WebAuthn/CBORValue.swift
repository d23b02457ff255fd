/// One decoded CBOR item (RFC 8949) of the subset WebAuthn uses: integers, byte and text strings, arrays, maps and
/// the simple values false, true and null. Made by ``CBORDecoder``; maps keep their entries in the order they came.
///
///     let value = try CBORDecoder().decode([0xa1, 0x63, 0x66, 0x6d, 0x74, 0x64, 0x6e, 0x6f, 0x6e, 0x65])
///     value["fmt"]?.text  // "none"
public enum CBORValue: Hashable, Sendable {
    /// Major type 0: a non-negative integer.
    case unsigned(UInt64)
    /// Major type 1: the integer `-1 - n`, kept as `n` so that every encodable value fits (down to -2^64).
    case negative(UInt64)
    /// Major type 2.
    case bytes([UInt8])
    /// Major type 3, valid UTF-8.
    case text(String)
    /// Major type 4.
    case array([CBORValue])
    /// Major type 5, its entries in the order they were encoded (no key repeats).
    case map([CBORMapEntry])
    /// Simple values 20 and 21.
    case bool(Bool)
    /// Simple value 22.
    case null

    /// The value as an integer when it is one and fits `Int64`, else nil.
    ///
    ///     CBORValue.negative(6).integer  // -7
    public var integer: Int64? {
        switch self {
        case .unsigned(let n): Int64(exactly: n)
        // -1 - n is ~n in two's complement: for n ≤ Int64.max, at least Int64.min.
        case .negative(let n): Int64(exactly: n).map { ~$0 }
        default: nil
        }
    }

    /// The bytes of a byte string, else nil.
    public var bytes: [UInt8]? {
        if case .bytes(let bytes) = self { bytes } else { nil }
    }

    /// The text of a text string, else nil.
    public var text: String? {
        if case .text(let text) = self { text } else { nil }
    }

    /// The items of an array, else nil.
    public var array: [CBORValue]? {
        if case .array(let items) = self { items } else { nil }
    }

    /// The entries of a map, else nil.
    public var mapEntries: [CBORMapEntry]? {
        if case .map(let entries) = self { entries } else { nil }
    }

    /// The value under `key` when this is a map that has it.
    public subscript(key: CBORValue) -> CBORValue? {
        mapEntries?.first { $0.key == key }?.value
    }

    /// The value under the text key `key` (attestation objects: `"fmt"`, `"authData"`, `"attStmt"`).
    public subscript(key: String) -> CBORValue? { self[.text(key)] }

    /// The value under the integer key `key` (COSE keys: `1` kty, `3` alg, `-1` crv, `-2` x, `-3` y).
    public subscript(key: Int64) -> CBORValue? { self[CBORValue(key)] }

    /// The CBOR integer for `value` (major type 0 or 1).
    ///
    ///     CBORValue(-7)  // .negative(6)
    public init(_ value: Int64) {
        // For a negative value, -1 - value (= ~value) lies in 0...Int64.max.
        self = value >= 0 ? .unsigned(UInt64(truncatingIfNeeded: value)) : .negative(UInt64(truncatingIfNeeded: ~value))
    }
}

/// One entry of a CBOR map.
public struct CBORMapEntry: Hashable, Sendable {
    public let key: CBORValue
    public let value: CBORValue

    public init(key: CBORValue, value: CBORValue) {
        self.key = key
        self.value = value
    }
}
