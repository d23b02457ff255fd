/// Why a CBOR item was refused by ``CBORDecoder``: each case names one problem with the bytes, never a crash.
///
///     do { _ = try CBORDecoder().decode([0x5f]) } catch { print(error) }  // "CBOR: indefinite-length items are not accepted"
public enum CBORError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The input ended inside an item (a header, an argument or a string's bytes).
    case truncated
    /// A string declares more bytes, or an array or map more items, than the rest of the input could hold.
    case lengthBeyondInput(declared: UInt64, remaining: Int)
    /// An array or map declares more items than the decoder's limit.
    case tooManyItems(declared: UInt64, limit: Int)
    /// Arrays and maps are nested deeper than the decoder's limit.
    case nestingTooDeep(limit: Int)
    /// An indefinite-length string, array or map (additional information 31): WebAuthn's CBOR is always definite.
    case indefiniteLength
    /// A "break" byte (0xff) outside an indefinite-length item.
    case unexpectedBreak
    /// Additional information 28–30 (reserved), or 31 where no indefinite form exists.
    case reservedAdditionalInformation(UInt8)
    /// A tagged item (major type 6): WebAuthn uses none.
    case unsupportedTag(UInt64)
    /// A half, single or double precision float: WebAuthn uses none.
    case floatNotSupported
    /// A simple value other than false, true and null (undefined included).
    case unsupportedSimpleValue(UInt8)
    /// A text string whose bytes are not valid UTF-8.
    case invalidUTF8
    /// A map with the same key twice.
    case duplicateMapKey
    /// Bytes left after the item where the whole input had to be one item.
    case trailingBytes(count: Int)

    public var description: String {
        switch self {
        case .truncated: "CBOR: the input ends inside an item"
        case .lengthBeyondInput(let declared, let remaining):
            "CBOR: an item declares a length of \(declared) with only \(remaining) bytes left"
        case .tooManyItems(let declared, let limit): "CBOR: a container declares \(declared) items, more than the limit of \(limit)"
        case .nestingTooDeep(let limit): "CBOR: containers nest deeper than \(limit) levels"
        case .indefiniteLength: "CBOR: indefinite-length items are not accepted"
        case .unexpectedBreak: "CBOR: a break byte outside an indefinite-length item"
        case .reservedAdditionalInformation(let value): "CBOR: reserved additional information \(value)"
        case .unsupportedTag(let tag): "CBOR: tag \(tag) is not accepted"
        case .floatNotSupported: "CBOR: floating-point values are not accepted"
        case .unsupportedSimpleValue(let value): "CBOR: simple value \(value) is not accepted"
        case .invalidUTF8: "CBOR: a text string is not valid UTF-8"
        case .duplicateMapKey: "CBOR: a map repeats a key"
        case .trailingBytes(let count): "CBOR: \(count) bytes follow the item"
        }
    }
}
