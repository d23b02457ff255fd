import Foundation
import Routing

/// An instant in a URL, read and printed by ``ISO8601``: declared beside that format, so `Routing` stays generic
/// (a conformance of Foundation's `Date` to Routing's protocol, made here on purpose).
extension Date: PathParameter {
    /// An ISO 8601 instant with its zone ("2026-11-03T14:20:00Z") between 2000 and 2100.
    public static func parse(parameter text: String) -> Result<Date, ParameterProblem> {
        guard text.utf8.count <= 40, let instant = ISO8601.parse(text) else {
            return .failure(.malformed(expected: "an ISO 8601 instant like 2026-11-03T14:20:00Z"))
        }
        guard ISO8601.supportedRange.contains(instant) else {
            return .failure(.outOfRange(expected: "an instant between 2000 and 2100"))
        }
        return .success(instant)
    }

    public var parameterText: String { ISO8601.format(self) }
    public static var namesResource: Bool { false }
    public static var parameterSchema: JSONSchema { .string(format: "date-time") }
    public static var edgeCases: [String] {
        [
            "2026-11-03T14:20:00Z", "2026-11-03T09:20:00-05:00", "1970-01-01T00:00:00Z", "9999-12-31T23:59:59Z",
            "2026-11-03T25:00:00Z", "2026-11-03",
        ]
    }
}

/// Enumerations whose raw value is their text (`sort=oldest`) parse and print by it.
///
/// ```swift
/// enum Mode: String, CaseIterable, PathParameter { case week, weekly }
/// ```
