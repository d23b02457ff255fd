import Foundation

/// How every field of a Stripe object is read at the edge: each into a bounded value or nil, never a trap. A field that
/// is missing, of the wrong JSON type, too long, or a number that is not an integer in range reads as nil; the caller
/// decides whether it needed it. Stripe documents these limits: ids up to 255 characters, metadata up to 50 keys of at
/// most 40 characters with values of at most 500, timestamps in Unix seconds.
enum StripeFields {
    /// The longest id (and any other short text) read: Stripe's ids are far shorter.
    static let maximumIDLength = 255
    /// The longest free text read (an e-mail address, an error message).
    static let maximumTextLength = 500
    /// Stripe's metadata limits.
    static let maximumMetadataKeys = 50
    static let maximumMetadataKeyLength = 40
    static let maximumMetadataValueLength = 500
    /// The latest instant read (2100-01-01T00:00:00Z); an earlier one than 1970 is no Stripe time either.
    static let latestTimestamp: Int64 = 4_102_444_800
    /// The most subscription items read (Stripe allows 20 on a subscription).
    static let maximumItems = 20

    /// A JSON key of any name.
    struct Key: CodingKey {
        let stringValue: String
        var intValue: Int? { nil }
        init(_ string: String) { stringValue = string }
        init?(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    /// Short, single-line text (an id, a status, an enum's raw value): non-empty, at most `maximum` characters, no
    /// control characters.
    static func id(_ c: KeyedDecodingContainer<Key>, _ key: String, maximum: Int = maximumIDLength) -> String? {
        guard let value = try? c.decodeIfPresent(String.self, forKey: Key(key)) else { return nil }
        return plain(value, maximum: maximum)
    }

    /// `value` when it is non-empty, at most `maximum` characters and free of control characters.
    static func plain(_ value: String, maximum: Int) -> String? {
        guard !value.isEmpty, value.count <= maximum,
            !value.unicodeScalars.contains(where: { $0.properties.generalCategory == .control })
        else { return nil }
        return value
    }

    /// An integer (an amount in the currency's smallest unit, a count): a JSON number that is an integer within `Int`.
    static func integer(_ c: KeyedDecodingContainer<Key>, _ key: String) -> Int? {
        try? c.decodeIfPresent(Int.self, forKey: Key(key))
    }

    /// A JSON `true` or `false` (not 0/1, not "true").
    static func flag(_ c: KeyedDecodingContainer<Key>, _ key: String) -> Bool? {
        try? c.decodeIfPresent(Bool.self, forKey: Key(key))
    }

    /// Unix seconds between 1970 and 2100 as an instant.
    static func instant(_ c: KeyedDecodingContainer<Key>, _ key: String) -> Date? {
        guard let seconds = try? c.decodeIfPresent(Int64.self, forKey: Key(key)) else { return nil }
        return instant(seconds)
    }

    /// `seconds` as an instant when it lies between 1970 and 2100.
    static func instant(_ seconds: Int64) -> Date? {
        (0...latestTimestamp).contains(seconds) ? Date(timeIntervalSince1970: TimeInterval(seconds)) : nil
    }

    /// A nested object, or nil when the field is missing or not an object.
    static func object(_ c: KeyedDecodingContainer<Key>, _ key: String) -> KeyedDecodingContainer<Key>? {
        try? c.nestedContainer(keyedBy: Key.self, forKey: Key(key))
    }

    /// `metadata`: the string entries within Stripe's limits (others are left out), at most 50, by key order.
    static func metadata(_ c: KeyedDecodingContainer<Key>) -> [String: String] {
        guard let metadata = object(c, "metadata") else { return [:] }
        var read: [String: String] = [:]
        for key in metadata.allKeys.sorted(by: { $0.stringValue < $1.stringValue }) {
            guard read.count < maximumMetadataKeys, plain(key.stringValue, maximum: maximumMetadataKeyLength) != nil,
                let value = try? metadata.decode(String.self, forKey: key), value.count <= maximumMetadataValueLength
            else { continue }
            read[key.stringValue] = value
        }
        return read
    }

    /// The objects of a list (`{"object":"list","data":[…]}`): its first `maximum` elements, each read by `read` (an
    /// element that is not an object, or that `read` refuses, is left out).
    static func list<T>(_ c: KeyedDecodingContainer<Key>, _ key: String, maximum: Int, _ read: (KeyedDecodingContainer<Key>) -> T?) -> [T] {
        guard let list = object(c, key), var data = try? list.nestedUnkeyedContainer(forKey: Key("data")) else { return [] }
        var items: [T] = []
        var visited = 0
        while !data.isAtEnd, visited < maximum {
            visited += 1
            if let element = try? data.nestedContainer(keyedBy: Key.self) {
                if let item = read(element) { items.append(item) }
            } else if (try? data.decode(Skip.self)) == nil {
                break
            }
        }
        return items
    }

    /// Any JSON value, read to move past it.
    struct Skip: Decodable {
        init(from decoder: any Decoder) throws {}
    }
}
