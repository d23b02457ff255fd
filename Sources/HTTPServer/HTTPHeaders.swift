/// An ordered, multi-valued collection of HTTP header fields with case-insensitive names.
///
/// ```swift
/// var headers: HTTPHeaders = ["Content-Type": "text/plain"]
/// headers.add(name: "Set-Cookie", value: "a=1")
/// ```
public struct HTTPHeaders: Sendable, Sequence, ExpressibleByDictionaryLiteral, Equatable {
    /// One header field as it appears on the wire.
    public typealias Element = (name: String, value: String)

    private var fields: [(name: String, value: String)]

    /// Creates an empty header collection.
    public init() { fields = [] }

    /// Creates headers from name/value pairs, keeping their order.
    public init(_ pairs: [(String, String)]) {
        fields = pairs.map { (name: $0.0, value: $0.1) }
    }

    /// Creates headers from a dictionary literal.
    public init(dictionaryLiteral elements: (String, String)...) {
        self.init(elements)
    }

    /// The first value for `name`; setting replaces all values (nil removes them).
    public subscript(name: String) -> String? {
        get { fields.first { Self.same($0.name, name) }?.value }
        set {
            if let newValue { set(name: name, value: newValue) } else { remove(name: name) }
        }
    }

    /// All values for `name`, in order.
    public func values(for name: String) -> [String] {
        fields.filter { Self.same($0.name, name) }.map(\.value)
    }

    /// Whether a header named `name` is present.
    public func contains(_ name: String) -> Bool {
        fields.contains { Self.same($0.name, name) }
    }

    /// Appends a value, keeping existing ones (for Set-Cookie and the like).
    public mutating func add(name: String, value: String) {
        fields.append((name: name, value: value))
    }

    /// Replaces every value of `name` with `value`.
    public mutating func set(name: String, value: String) {
        guard let index = fields.firstIndex(where: { Self.same($0.name, name) }) else {
            fields.append((name: name, value: value))
            return
        }
        fields[index].value = value
        var position = 0
        fields.removeAll { field in
            defer { position += 1 }
            return position > index && Self.same(field.name, name)
        }
    }

    /// Removes every value of `name`.
    public mutating func remove(name: String) {
        fields.removeAll { Self.same($0.name, name) }
    }

    /// The number of fields (counting repeated names).
    public var count: Int { fields.count }

    /// Iterates fields in order.
    public func makeIterator() -> IndexingIterator<[(name: String, value: String)]> {
        fields.makeIterator()
    }

    /// Header sets are equal when they hold the same fields in the same order (names compared case-insensitively).
    public static func == (lhs: HTTPHeaders, rhs: HTTPHeaders) -> Bool {
        lhs.fields.count == rhs.fields.count
            && zip(lhs.fields, rhs.fields).allSatisfy { same($0.name, $1.name) && $0.value == $1.value }
    }

    private static func same(_ a: String, _ b: String) -> Bool {
        a.utf8.count == b.utf8.count && ASCII.equalIgnoringCase(a, b)
    }
}
