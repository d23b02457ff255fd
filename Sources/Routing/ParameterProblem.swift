/// Why a path segment, query value or form field could not become its typed value. The web kernel answers it: a path
/// segment that does not parse is a 404 (there is nothing at that address), a query or form value is a 400 when
/// malformed and a 422 when well-formed but out of range — each naming the parameter.
///
/// ```swift
/// LocalDate.parse(parameter: "9999-12-31")   // .failure(.outOfRange("a date from 2000-01-01 to 2100-12-31"))
/// ```
public enum ParameterProblem: Error, Hashable, Sendable {
    /// Not a value of the type at all; the text says what one looks like ("a whole number").
    case malformed(expected: String)
    /// Well-formed but outside the range the type allows; the text says the range.
    case outOfRange(expected: String)
    /// A required value is absent or empty.
    case missing

    /// What a valid value looks like, for the error's message.
    public var expectation: String? {
        switch self {
        case .malformed(let expected), .outOfRange(let expected): expected
        case .missing: nil
        }
    }
}

/// A parameter that could not be read, with its name and where it came from.
///
/// ```swift
/// RouteParameterError(name: "day", location: .query, problem: .malformed(expected: "a date like 2026-10-27"))
///     .message   // "day must be a date like 2026-10-27."
/// ```
public struct RouteParameterError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Where a parameter travels.
    public enum Location: String, Hashable, Sendable {
        /// A path segment that names something (an ID, a week).
        case path
        /// A path segment that carries a value (a date).
        case pathValue
        case query, form
    }

    /// The parameter's name ("id", "day").
    public let name: String
    /// Where it was read from.
    public let location: Location
    /// What was wrong.
    public let problem: ParameterProblem

    public init(name: String, location: Location, problem: ParameterProblem) {
        self.name = name
        self.location = location
        self.problem = problem
    }

    /// A sentence naming the parameter and what it must be.
    public var message: String {
        switch problem {
        case .missing: location == .form ? "Missing field: \(name)" : "\(name) is required."
        case .malformed(let expected), .outOfRange(let expected): "\(name) must be \(expected)."
        }
    }

    public var description: String { message }
}
