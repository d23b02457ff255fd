import WebAuthn

/// A tiny CBOR encoder for the tests, writing what an authenticator writes: definite lengths, shortest arguments (or a
/// chosen width, to test non-minimal encodings), map entries in the order given.
public enum CBOREncoder {
    public static func encode(_ value: CBORValue) -> [UInt8] {
        switch value {
        case .unsigned(let n): header(major: 0, n)
        case .negative(let n): header(major: 1, n)
        case .bytes(let bytes): header(major: 2, UInt64(bytes.count)) + bytes
        case .text(let text): header(major: 3, UInt64(text.utf8.count)) + Array(text.utf8)
        case .array(let items): header(major: 4, UInt64(items.count)) + items.flatMap(encode)
        case .map(let entries): header(major: 5, UInt64(entries.count)) + entries.flatMap { encode($0.key) + encode($0.value) }
        case .bool(let value): [value ? 0xf5 : 0xf4]
        case .null: [0xf6]
        }
    }

    /// The header of `major` with argument `n` in the shortest form (or in `width` bytes: 1, 2, 4 or 8).
    public static func header(major: UInt8, _ n: UInt64, width: Int? = nil) -> [UInt8] {
        let top = major << 5
        let width = width ?? (n < 24 ? 0 : n <= 0xff ? 1 : n <= 0xffff ? 2 : n <= 0xffff_ffff ? 4 : 8)
        let information: UInt8 = [0: UInt8(truncatingIfNeeded: n), 1: 24, 2: 25, 4: 26, 8: 27][width] ?? 27
        return [top | information] + (0..<width).reversed().map { UInt8(truncatingIfNeeded: n >> (8 * UInt64($0))) }
    }

    /// A map with text keys, in the order given.
    public static func textMap(_ entries: KeyValuePairs<String, CBORValue>) -> CBORValue {
        .map(entries.map { CBORMapEntry(key: .text($0.key), value: $0.value) })
    }

    /// A map with integer keys, in the order given.
    public static func intMap(_ entries: KeyValuePairs<Int64, CBORValue>) -> CBORValue {
        .map(entries.map { CBORMapEntry(key: CBORValue($0.key), value: $0.value) })
    }
}
