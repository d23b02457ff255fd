/// A request body as Stripe's API takes it: `application/x-www-form-urlencoded`, nested fields in brackets
/// (`line_items[0][price]`), each name and value percent-encoded byte by byte (UTF-8) with only the unreserved
/// characters (`A–Z a–z 0–9 - . _ ~`) left as they are, and the fields in the order given.
///
/// ```swift
/// StripeForm([("customer", "cus_1"), ("return_url", "https://jamaal.app/settings")]).encoded
/// // "customer=cus_1&return_url=https%3A%2F%2Fjamaal.app%2Fsettings"
/// ```
public struct StripeForm: Hashable, Sendable {
    public struct Field: Hashable, Sendable {
        public let name: String
        public let value: String

        public init(_ name: String, _ value: String) {
            self.name = name
            self.value = value
        }
    }

    public private(set) var fields: [Field]

    public init(_ fields: [(String, String)] = []) {
        self.fields = fields.map { Field($0.0, $0.1) }
    }

    /// Adds a field after the others.
    public mutating func append(_ name: String, _ value: String) {
        fields.append(Field(name, value))
    }

    /// `name=value&…`.
    public var encoded: String {
        fields.map { "\(Self.encode($0.name))=\(Self.encode($0.value))" }.joined(separator: "&")
    }

    /// The body's bytes.
    public var bytes: [UInt8] { Array(encoded.utf8) }

    /// `text` percent-encoded for a form body: every UTF-8 byte outside the unreserved set as `%XX` (a space too).
    public static func encode(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"):
                out.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = Array("0123456789ABCDEF".unicodeScalars)
                out.unicodeScalars.append("%")
                out.unicodeScalars.append(hex[Int(byte >> 4)])
                out.unicodeScalars.append(hex[Int(byte & 0x0F)])
            }
        }
        return out
    }
}
