import Foundation

/// A value a URL can carry in a path segment, a query string or a form field: parsed from text at the edge into a
/// bounded value (never reaching a trap), and printed back to the same text. Declared once per type, so every route
/// that carries a week, a date or an ID reads and prints it the same way.
///
/// ```swift
/// Int.parse(parameter: "8")              // .success(8)
/// LocalDate.parse(parameter: "2026-10-27").map(\.parameterText)   // .success("2026-10-27")
/// ```
public protocol PathParameter: Hashable, Sendable {
    /// The value `text` stands for, or what is wrong with it. `text` is already percent-decoded.
    static func parse(parameter text: String) -> Result<Self, ParameterProblem>
    /// The text this value prints as (before percent-encoding); `parse` reads it back to an equal value.
    var parameterText: String { get }
    /// The parameter's JSON Schema, for the OpenAPI document.
    static var parameterSchema: JSONSchema { get }
    /// Texts at and beyond the edges of what `parse` accepts, for the generated fuzz (valid ones among them).
    static var edgeCases: [String] { get }
    /// Whether, in a path, the value names something (an ID, a week): a segment that does not parse is then an address
    /// of nothing (404). A value the address merely carries (a date) is a 400 or 422 naming it instead.
    static var namesResource: Bool { get }
}

/// The longest text any parameter is read from: longer is malformed before any conversion runs.
public let maximumParameterLength = 512

extension PathParameter {
    public static var namesResource: Bool { true }

    /// The value `text` stands for, or `nil`.
    public init?(parameter text: String) {
        guard case .success(let value) = Self.parse(parameter: text) else { return nil }
        self = value
    }
}

/// Texts every parameter type is fuzzed with besides its own edge cases: empty, huge, control characters, invalid
/// UTF-8 once decoded, traversal, markup.
public let hostileParameterTexts: [String] = [
    "", " ", "0", "-1", "-0", "+1", "1e20", "-1e20", "NaN", "inf", "9223372036854775807", "-9223372036854775808",
    "99999999999999999999999999", "0x10", "1.5", "١٢", "null", "true", "[]", "{}", "..", "../..", "%00", "\u{0}", "\t",
    "\r\n", "<script>alert(1)</script>", "'; DROP TABLE accounts; --", "\u{FFFD}\u{FFFD}", "\u{202E}abc", "😀",
    String(repeating: "a", count: 600), String(repeating: "9", count: 100), "2026-13-01", "9999-12-31", "0001-01-01",
    "2026-02-30", "1999-12-31", "2101-01-01", "2026-10-27T13:48:00Z", "3000-01-01T00:00:00Z",
]

extension Int: PathParameter {
    /// An optional sign and up to 18 decimal digits, so every value fits with room for arithmetic after a range check.
    public static func parse(parameter text: String) -> Result<Int, ParameterProblem> {
        var digits = Substring(text)
        if digits.first == "-" || digits.first == "+" { digits = digits.dropFirst() }
        guard (1...18).contains(digits.utf8.count), digits.utf8.allSatisfy({ (48...57).contains($0) }), let value = Int(text)
        else { return .failure(.malformed(expected: "a whole number")) }
        return .success(value)
    }

    public var parameterText: String { String(self) }
    public static var parameterSchema: JSONSchema { .integer }
    public static var edgeCases: [String] {
        ["1", "8", "15", "16", "0", "-1", "999999999999999999", "1000000000000000000", "-999999999999999999", "007", "+3"]
    }
}

extension Double: PathParameter {
    /// A finite decimal number of at most 40 characters.
    public static func parse(parameter text: String) -> Result<Double, ParameterProblem> {
        guard text.utf8.count <= 40, let value = Double(text), value.isFinite else {
            return .failure(.malformed(expected: "a number"))
        }
        return .success(value)
    }

    public var parameterText: String { String(self) }
    public static var parameterSchema: JSONSchema { .number }
    public static var edgeCases: [String] { ["0", "0.5", "42.5", "-0.1", "1e308", "1e309", "-1e308", "4.9e-324"] }
}

extension Bool: PathParameter {
    /// "1", "true" or "on" (a checked box) is true; "0", "false" or "off" is false.
    public static func parse(parameter text: String) -> Result<Bool, ParameterProblem> {
        switch text.lowercased() {
        case "1", "true", "on", "yes": .success(true)
        case "0", "false", "off", "no": .success(false)
        default: .failure(.malformed(expected: "1 or 0"))
        }
    }

    public var parameterText: String { self ? "1" : "0" }
    public static var parameterSchema: JSONSchema { .boolean }
    public static var edgeCases: [String] { ["1", "0", "true", "false", "on", "off", "2", "TRUE"] }
}

extension String: PathParameter {
    /// Any text of 1 to ``maximumParameterLength`` bytes without control characters.
    public static func parse(parameter text: String) -> Result<String, ParameterProblem> {
        guard !text.isEmpty else { return .failure(.missing) }
        guard text.utf8.count <= maximumParameterLength,
            !text.unicodeScalars.contains(where: { $0.properties.generalCategory == .control })
        else { return .failure(.malformed(expected: "text of at most \(maximumParameterLength) characters")) }
        return .success(text)
    }

    public var parameterText: String { self }
    public static var parameterSchema: JSONSchema { .string() }
    public static var edgeCases: [String] { ["a", "Amina", "a b", "ا", String(repeating: "x", count: maximumParameterLength)] }
}

extension PathParameter where Self: RawRepresentable & CaseIterable, RawValue == String {
    public static func parse(parameter text: String) -> Result<Self, ParameterProblem> {
        guard let value = Self(rawValue: text) else {
            return .failure(.malformed(expected: "one of " + allCases.map(\.rawValue).joined(separator: ", ")))
        }
        return .success(value)
    }

    public var parameterText: String { rawValue }
    public static var parameterSchema: JSONSchema { .enumeration(allCases.map(\.rawValue)) }
    public static var edgeCases: [String] { allCases.map(\.rawValue) + ["", "X", allCases.first.map { $0.rawValue.uppercased() } ?? "Z"] }
}
