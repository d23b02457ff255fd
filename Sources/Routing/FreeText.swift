/// Text a handler checks itself (a `next` path, an emailed token, a search): anything up to 2,048 bytes, control
/// characters included, so the handler — not the parser — decides what it means (a `next` with a tab is not a path,
/// and sign-in goes home rather than refusing).
///
/// ```swift
/// FreeText(parameter: "/today")?.text   // "/today"
/// ```
public struct FreeText: PathParameter, Codable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The text as sent.
    public let text: String

    public init(_ text: String) { self.text = text }
    public init(stringLiteral value: String) { self.text = value }

    public static func parse(parameter text: String) -> Result<FreeText, ParameterProblem> {
        guard text.utf8.count <= 2048 else { return .failure(.malformed(expected: "text of at most 2048 characters")) }
        return .success(FreeText(text))
    }

    public var parameterText: String { text }
    public var description: String { text }
    public static var parameterSchema: JSONSchema { .string() }
    public static var edgeCases: [String] { ["/today", "", "\t", String(repeating: "x", count: 2049)] }

    public init(from decoder: any Decoder) throws { text = try decoder.singleValueContainer().decode(String.self) }
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(text)
    }
}
