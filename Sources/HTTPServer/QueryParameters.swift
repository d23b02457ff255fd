/// Decoded query-string parameters (percent escapes and `+` decoded), in order, multi-valued.
///
/// ```swift
/// let page = request.query["page"] ?? "1"
/// ```
public struct QueryParameters: Sendable {
    /// All name/value pairs in the order they appeared.
    public let items: [(String, String)]

    /// Parses a raw query string such as `q=a+b&tag=x&tag=y` (a leading `?` is ignored).
    public init(_ rawQuery: String) {
        var raw = Substring(rawQuery)
        if raw.hasPrefix("?") { raw = raw.dropFirst() }
        items = PercentDecoding.pairs(raw)
    }

    /// Creates parameters from already decoded pairs.
    public init(items: [(String, String)]) { self.items = items }

    /// The first value for `name`.
    public subscript(name: String) -> String? {
        items.first { $0.0 == name }?.1
    }

    /// Every value for `name`, in order.
    public func all(_ name: String) -> [String] {
        items.filter { $0.0 == name }.map(\.1)
    }

    /// Whether there are no parameters.
    public var isEmpty: Bool { items.isEmpty }
}
