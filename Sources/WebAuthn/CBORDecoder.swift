/// A bounded, recursive-descent CBOR decoder (RFC 8949) for the subset WebAuthn sends: attestation objects, COSE keys
/// and authenticator extensions. Anything outside it is refused with a ``CBORError``, never a trap: indefinite lengths,
/// tags, floats, simple values other than false/true/null, lengths beyond the input, more items than ``limits``
/// allows, nesting deeper than it allows, invalid UTF-8, repeated map keys.
///
/// Non-minimal integer encodings are accepted (the value is what counts; the signature covers the bytes as sent).
///
/// ```swift
/// let decoder = CBORDecoder()
/// let object = try decoder.decode(attestationObject)           // the whole input is one item
/// let (key, used) = try decoder.decodePrefix(authData[55...])  // one item, then whatever follows
/// ```
public struct CBORDecoder: Sendable {
    /// How far the decoder goes before refusing.
    public struct Limits: Hashable, Sendable {
        /// The most arrays and maps nested inside one another (the outermost counts as 1); at most
        /// ``deepestAllowed``, since each level is a frame on the stack.
        public let maximumDepth: Int
        /// The most items one array, or entries one map, may declare.
        public let maximumItemCount: Int

        /// The deepest nesting any decoder accepts, whatever its limits say.
        public static let deepestAllowed = 64

        /// Limits with the depth clamped to `0...deepestAllowed` and the count to at least 0.
        public init(maximumDepth: Int, maximumItemCount: Int) {
            self.maximumDepth = min(max(maximumDepth, 0), Self.deepestAllowed)
            self.maximumItemCount = max(maximumItemCount, 0)
        }

        /// Enough for any attestation object, COSE key or extension map an authenticator sends.
        public static let webAuthn = Limits(maximumDepth: 16, maximumItemCount: 256)
    }

    public let limits: Limits

    public init(limits: Limits = .webAuthn) {
        self.limits = limits
    }

    /// The one item `bytes` holds; throws ``CBORError/trailingBytes(count:)`` when anything follows it.
    ///
    ///     try CBORDecoder().decode([0x82, 0x01, 0x20])  // .array([.unsigned(1), .negative(0)])
    public func decode(_ bytes: [UInt8]) throws(CBORError) -> CBORValue {
        let (value, byteCount) = try decodePrefix(bytes[...])
        let left = bytes.count &- byteCount
        guard left == 0 else { throw .trailingBytes(count: left) }
        return value
    }

    /// The first item of `bytes` and how many bytes it took; what follows is the caller's (authenticator data's
    /// credential public key is followed by its extensions).
    ///
    ///     let (value, used) = try CBORDecoder().decodePrefix([0x01, 0xff][...])  // (.unsigned(1), 1)
    public func decodePrefix(_ bytes: ArraySlice<UInt8>) throws(CBORError) -> (value: CBORValue, byteCount: Int) {
        var reader = Reader(bytes: bytes, limits: limits)
        let value = try reader.item(depth: 0)
        return (value, reader.position &- bytes.startIndex)
    }
}

/// The cursor: every read checks the bytes left first, and every length is compared with them as a `UInt64` before it
/// becomes an `Int`. `position` stays within `bytes.startIndex...bytes.endIndex`, so the wrapping operators on it never
/// wrap; they only keep a trap out of the code.
private struct Reader {
    let bytes: ArraySlice<UInt8>
    let limits: CBORDecoder.Limits
    private(set) var position: Int

    init(bytes: ArraySlice<UInt8>, limits: CBORDecoder.Limits) {
        self.bytes = bytes
        self.limits = limits
        self.position = bytes.startIndex
    }

    private var remaining: Int { bytes.endIndex &- position }

    mutating func item(depth: Int) throws(CBORError) -> CBORValue {
        let initial = try byte()
        let major = initial >> 5
        let information = initial & 0x1f
        switch major {
        case 0: return .unsigned(try argument(information))
        case 1: return .negative(try argument(information))
        case 2: return .bytes(try slice(length: try definiteArgument(information)))
        case 3:
            let raw = try slice(length: try definiteArgument(information))
            guard let text = String(validating: raw, as: UTF8.self) else { throw .invalidUTF8 }
            return .text(text)
        case 4:
            let count = try containerCount(information, depth: depth, bytesPerItem: 1)
            var items: [CBORValue] = []
            items.reserveCapacity(count)
            for _ in 0..<count { items.append(try item(depth: depth &+ 1)) }
            return .array(items)
        case 5:
            let count = try containerCount(information, depth: depth, bytesPerItem: 2)
            var entries: [CBORMapEntry] = []
            entries.reserveCapacity(count)
            var keys = Set<CBORValue>()
            for _ in 0..<count {
                let key = try item(depth: depth &+ 1)
                guard keys.insert(key).inserted else { throw .duplicateMapKey }
                entries.append(CBORMapEntry(key: key, value: try item(depth: depth &+ 1)))
            }
            return .map(entries)
        case 6:
            throw .unsupportedTag(try argument(information))
        default:
            return try simple(information)
        }
    }

    private mutating func simple(_ information: UInt8) throws(CBORError) -> CBORValue {
        switch information {
        case 20: return .bool(false)
        case 21: return .bool(true)
        case 22: return .null
        case 24: throw .unsupportedSimpleValue(try byte())
        case 25, 26, 27: throw .floatNotSupported
        case 28, 29, 30: throw .reservedAdditionalInformation(information)
        case 31: throw .unexpectedBreak
        default: throw .unsupportedSimpleValue(information)
        }
    }

    /// The argument of a string, array or map header: indefinite lengths (31) refused.
    private mutating func definiteArgument(_ information: UInt8) throws(CBORError) -> UInt64 {
        guard information != 31 else { throw .indefiniteLength }
        return try argument(information)
    }

    /// An item count, checked against the limits and against the bytes left (`bytesPerItem` each, at least) before
    /// anything is reserved for it.
    private mutating func containerCount(_ information: UInt8, depth: Int, bytesPerItem: UInt64) throws(CBORError) -> Int {
        guard depth < limits.maximumDepth else { throw .nestingTooDeep(limit: limits.maximumDepth) }
        let declared = try definiteArgument(information)
        guard declared <= UInt64(clamping: limits.maximumItemCount) else {
            throw .tooManyItems(declared: declared, limit: limits.maximumItemCount)
        }
        // declared ≤ maximumItemCount (an Int), so the product cannot overflow a UInt64.
        guard declared.multipliedReportingOverflow(by: bytesPerItem).partialValue <= UInt64(remaining) else {
            throw .lengthBeyondInput(declared: declared, remaining: remaining)
        }
        return Int(truncatingIfNeeded: declared)
    }

    /// The header's argument (RFC 8949 §3): the value itself below 24, else the 1, 2, 4 or 8 bytes that follow.
    private mutating func argument(_ information: UInt8) throws(CBORError) -> UInt64 {
        switch information {
        case 0..<24: return UInt64(information)
        case 24: return try bigEndian(byteCount: 1)
        case 25: return try bigEndian(byteCount: 2)
        case 26: return try bigEndian(byteCount: 4)
        case 27: return try bigEndian(byteCount: 8)
        default: throw .reservedAdditionalInformation(information)
        }
    }

    private mutating func bigEndian(byteCount: Int) throws(CBORError) -> UInt64 {
        guard remaining >= byteCount else { throw .truncated }
        var value: UInt64 = 0
        for _ in 0..<byteCount { value = value << 8 | UInt64(try byte()) }
        return value
    }

    private mutating func byte() throws(CBORError) -> UInt8 {
        guard position < bytes.endIndex else { throw .truncated }
        let value = bytes[position]
        position &+= 1
        return value
    }

    private mutating func slice(length: UInt64) throws(CBORError) -> [UInt8] {
        guard length <= UInt64(remaining) else { throw .lengthBeyondInput(declared: length, remaining: remaining) }
        // length ≤ remaining, an Int: the conversion and the sum stay in range.
        let end = position &+ Int(truncatingIfNeeded: length)
        defer { position = end }
        return Array(bytes[position..<end])
    }
}
