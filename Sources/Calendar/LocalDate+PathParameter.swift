import Routing

/// A date in a URL: declared here, beside the type, so `Routing` stays generic.
extension LocalDate: PathParameter {
    /// `YYYY-MM-DD`, a date that exists, within ``LocalDate/supportedRange`` (2000-01-01…2100-12-31).
    public static func parse(parameter text: String) -> Result<LocalDate, ParameterProblem> {
        guard text.utf8.count == 10, let date = LocalDate(iso: text) else {
            return .failure(.malformed(expected: "a date like 2026-10-27"))
        }
        let range = LocalDate.supportedRange
        guard range.contains(date) else {
            return .failure(.outOfRange(expected: "a date from \(range.lowerBound) to \(range.upperBound)"))
        }
        return .success(date)
    }

    public var parameterText: String { description }
    public static var namesResource: Bool { false }
    public static var parameterSchema: JSONSchema { .string(format: "date") }
    public static var edgeCases: [String] {
        [
            "2026-10-27", "2000-01-01", "2100-12-31", "1999-12-31", "2101-01-01", "9999-12-31", "0001-01-01", "2026-02-29",
            "2028-02-29", "2026-1-1", "20261027",
        ]
    }
}
