/// The typed query string of a route (or the fields of a form): a flat `Codable` struct whose properties are
/// ``PathParameter`` values, optional ones absent when not sent. Read with ``QueryItems/decode(_:location:)`` — a value
/// that does not parse is an error naming it — and printed by the route that declares it.
///
/// ```swift
/// struct SessionsQuery: RouteQuery { var day: LocalDate? }
/// QuranFlowRoute.sessions.path(query: SessionsQuery(day: date))   // "/sessions?day=2026-10-27"
/// ```
public protocol RouteQuery: Codable, Hashable, Sendable {}

/// The query of a route that reads none.
public struct NoQuery: RouteQuery {
    public init() {}
}

/// Name–value pairs in the order they were sent (a query string, or a urlencoded form), decoded into a ``RouteQuery``.
///
/// ```swift
/// let query = try QueryItems([("day", "2026-10-27")]).decode(SessionsQuery.self, location: .query)
/// ```
public struct QueryItems: Hashable, Sendable {
    /// The pairs, percent-decoded.
    public let pairs: [Pair]

    /// One name and its value.
    public struct Pair: Hashable, Sendable {
        public let name: String
        public let value: String
        public init(_ name: String, _ value: String) {
            self.name = name
            self.value = value
        }
    }

    public init(_ pairs: [(String, String)]) {
        self.pairs = pairs.map { Pair($0.0, $0.1) }
    }

    public init(pairs: [Pair]) {
        self.pairs = pairs
    }

    /// The first value sent for `name`.
    public subscript(name: String) -> String? {
        pairs.first { $0.name == name }?.value
    }

    /// The typed query (or form). An absent or empty value is `nil` for an optional property and an error for a required one;
    /// a value that does not parse throws ``RouteParameterError`` naming the property.
    public func decode<Query: RouteQuery>(_ type: Query.Type, location: RouteParameterError.Location) throws(RouteParameterError)
        -> Query
    {
        do {
            return try Query(from: QueryDecoder(items: self, location: location))
        } catch let error as RouteParameterError {
            throw error
        } catch {
            throw RouteParameterError(name: "query", location: location, problem: .malformed(expected: "a flat list of fields"))
        }
    }

    /// The pairs a query value prints as, in its properties' order, leaving out absent ones.
    public static func encoding<Query: RouteQuery>(_ query: Query) -> QueryItems {
        let encoder = QueryEncoder()
        try? query.encode(to: encoder)
        return QueryItems(pairs: encoder.storage.pairs)
    }

    /// `a=1&b=x%20y`: the pairs as a query string, percent-encoded (`?` and the path are the caller's).
    public var queryString: String {
        pairs.map { PercentEncoding.queryComponent($0.name) + "=" + PercentEncoding.queryComponent($0.value) }.joined(separator: "&")
    }
}

/// Percent-encoding of URL pieces (RFC 3986): unreserved characters, `:` and `@` stay as they are; everything else is
/// escaped (so a path carried in a query value, `next=%2Ftoday`, reads back whole).
public enum PercentEncoding {
    /// `value` escaped for one path segment.
    ///
    /// ```swift
    /// PercentEncoding.segment("a b/c")   // "a%20b%2Fc"
    /// ```
    public static func segment(_ value: String) -> String {
        escape(value) { $0 == 58 || $0 == 64 }
    }

    /// `value` escaped for a query string's name or value.
    ///
    /// ```swift
    /// PercentEncoding.queryComponent("2026-11-03T14:20:00Z")   // "2026-11-03T14:20:00Z"
    /// PercentEncoding.queryComponent("/a&b=c")                 // "%2Fa%26b%3Dc"
    /// ```
    public static func queryComponent(_ value: String) -> String {
        escape(value) { $0 == 58 || $0 == 64 }
    }

    /// Whether `byte` is one of RFC 3986's unreserved characters (letters, digits, `-._~`).
    @inlinable
    public static func isUnreserved(_ byte: UInt8) -> Bool {
        (65...90).contains(byte) || (97...122).contains(byte) || (48...57).contains(byte) || byte == 45 || byte == 46 || byte == 95
            || byte == 126
    }

    private static func escape(_ value: String, keeping extra: (UInt8) -> Bool) -> String {
        // Most values (ids, numbers, dates) need no escape at all: no new string.
        if value.utf8.allSatisfy({ isUnreserved($0) || extra($0) }) { return value }
        var result = ""
        result.reserveCapacity(value.utf8.count)
        for byte in value.utf8 {
            if (65...90).contains(byte) || (97...122).contains(byte) || (48...57).contains(byte) || [45, 46, 95, 126].contains(byte)
                || extra(byte)
            {
                result.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                result += "%" + String(byte >> 4, radix: 16, uppercase: true) + String(byte & 15, radix: 16, uppercase: true)
            }
        }
        return result
    }
}

private struct QueryDecoder: Decoder {
    let items: QueryItems
    let location: RouteParameterError.Location
    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        KeyedDecodingContainer(QueryContainer<Key>(items: items, location: location))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        throw RouteParameterError(name: "query", location: location, problem: .malformed(expected: "named fields"))
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        throw RouteParameterError(name: "query", location: location, problem: .malformed(expected: "named fields"))
    }
}

private struct QueryContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let items: QueryItems
    let location: RouteParameterError.Location
    var codingPath: [any CodingKey] { [] }
    var allKeys: [Key] { items.pairs.compactMap { Key(stringValue: $0.name) } }

    func contains(_ key: Key) -> Bool { present(key) != nil }
    func decodeNil(forKey key: Key) throws -> Bool { present(key) == nil }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        guard let text = present(key) else {
            throw RouteParameterError(name: key.stringValue, location: location, problem: .missing)
        }
        return try value(type, text, key)
    }

    func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
        guard let text = present(key) else { return nil }
        return try value(type, text, key)
    }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws
        -> KeyedDecodingContainer<NestedKey>
    {
        throw RouteParameterError(name: key.stringValue, location: location, problem: .malformed(expected: "a single value"))
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        throw RouteParameterError(name: key.stringValue, location: location, problem: .malformed(expected: "a single value"))
    }

    func superDecoder() throws -> any Decoder {
        throw RouteParameterError(name: "query", location: location, problem: .malformed(expected: "a flat list of fields"))
    }

    func superDecoder(forKey key: Key) throws -> any Decoder {
        throw RouteParameterError(name: key.stringValue, location: location, problem: .malformed(expected: "a single value"))
    }

    private func present(_ key: Key) -> String? {
        guard let text = items[key.stringValue], !text.isEmpty else { return nil }
        return text
    }

    private func value<T: Decodable>(_ type: T.Type, _ text: String, _ key: Key) throws -> T {
        guard let parameter = type as? any PathParameter.Type else {
            throw RouteParameterError(name: key.stringValue, location: location, problem: .malformed(expected: "a single value"))
        }
        switch parse(parameter, text) {
        case .success(let value):
            guard let typed = value as? T else {
                throw RouteParameterError(name: key.stringValue, location: location, problem: .malformed(expected: "a single value"))
            }
            return typed
        case .failure(let problem):
            throw RouteParameterError(name: key.stringValue, location: location, problem: problem)
        }
    }

    private func parse<P: PathParameter>(_ type: P.Type, _ text: String) -> Result<Any, ParameterProblem> {
        P.parse(parameter: text).map { $0 as Any }
    }
}

private final class QueryStorage {
    var pairs: [QueryItems.Pair] = []
}

/// Prints a flat query struct. Anything but a ``PathParameter`` property is left out (a round-trip test over every
/// declared query catches such a declaration); printing never traps.
private struct QueryEncoder: Encoder {
    let storage = QueryStorage()
    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        KeyedEncodingContainer(QueryEncodingContainer<Key>(storage: storage, isTop: true))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer { IgnoringUnkeyedContainer() }
    func singleValueContainer() -> any SingleValueEncodingContainer { IgnoringSingleContainer() }
}

private struct QueryEncodingContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let storage: QueryStorage
    /// Only the top level's properties print; anything nested is ignored.
    let isTop: Bool
    var codingPath: [any CodingKey] { [] }

    mutating func encodeNil(forKey key: Key) throws {}

    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        guard isTop, let parameter = value as? any PathParameter else { return }
        storage.pairs.append(QueryItems.Pair(key.stringValue, parameter.parameterText))
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key)
        -> KeyedEncodingContainer<NestedKey>
    {
        KeyedEncodingContainer(QueryEncodingContainer<NestedKey>(storage: storage, isTop: false))
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer { IgnoringUnkeyedContainer() }
    mutating func superEncoder() -> any Encoder { IgnoringEncoder() }
    mutating func superEncoder(forKey key: Key) -> any Encoder { IgnoringEncoder() }
}

private struct IgnoringEncoder: Encoder {
    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }
    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        KeyedEncodingContainer(QueryEncodingContainer<Key>(storage: QueryStorage(), isTop: false))
    }
    func unkeyedContainer() -> any UnkeyedEncodingContainer { IgnoringUnkeyedContainer() }
    func singleValueContainer() -> any SingleValueEncodingContainer { IgnoringSingleContainer() }
}

private struct IgnoringUnkeyedContainer: UnkeyedEncodingContainer {
    var codingPath: [any CodingKey] { [] }
    var count: Int { 0 }
    mutating func encodeNil() throws {}
    mutating func encode<T: Encodable>(_ value: T) throws {}
    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        KeyedEncodingContainer(QueryEncodingContainer<NestedKey>(storage: QueryStorage(), isTop: false))
    }
    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer { IgnoringUnkeyedContainer() }
    mutating func superEncoder() -> any Encoder { IgnoringEncoder() }
}

private struct IgnoringSingleContainer: SingleValueEncodingContainer {
    var codingPath: [any CodingKey] { [] }
    mutating func encodeNil() throws {}
    mutating func encode<T: Encodable>(_ value: T) throws {}
}
