import Routing

/// An ID in a URL: declared here, beside the type, so `Routing` stays generic.
extension ID: PathParameter {
    /// 1 to 64 characters of letters, digits, `-`, `_` and `~` — every identifier this project makes (random base-32,
    /// pinned test sequences, the demo's named ids, Jamaal's derived `task~date` of a repeating task's next
    /// occurrence); anything else names nothing. All of them are unreserved in a URL, so they print unescaped.
    public static func parse(parameter text: String) -> Result<ID<Entity>, ParameterProblem> {
        guard (1...64).contains(text.utf8.count),
            text.utf8.allSatisfy({
                $0 == 45 || $0 == 95 || $0 == 126 || (48...57).contains($0) || (65...90).contains($0) || (97...122).contains($0)
            })
        else { return .failure(.malformed(expected: "an identifier")) }
        return .success(ID(rawValue: text))
    }

    public var parameterText: String { rawValue }
    public static var parameterSchema: JSONSchema { .string() }
    public static var edgeCases: [String] {
        [
            "abc", "t-000001", "0123456789abcdefghjkmnpqrs", String(repeating: "a", count: 64), String(repeating: "a", count: 65), "a.b",
            "a/b",
        ]
    }
}
