import Calendar
import Routing

/// A calendar day a person names to correct (HB-02's `?day=`): `YYYY-MM-DD`. A well-formed day that does not exist
/// (30 February) or lies outside 2000…2100 breaks the rule, not the form: it is out of range (422), as JamaalCore's
/// `checkedDate` says for the same day sent in a form; anything else is malformed (400).
///
/// ```swift
/// CorrectionDay.parse(parameter: "2026-11-16")   // .success(CorrectionDay(2026-11-16))
/// CorrectionDay.parse(parameter: "2026-02-30")   // .failure(.outOfRange(…))
/// ```
public struct CorrectionDay: PathParameter, Codable {
    /// The day.
    public let date: LocalDate

    public init(_ date: LocalDate) { self.date = date }

    public static func parse(parameter text: String) -> Result<CorrectionDay, ParameterProblem> {
        let bytes = Array(text.utf8)
        guard bytes.count == 10, bytes[4] == 45, bytes[7] == 45,
            bytes.enumerated().allSatisfy({ $0.offset == 4 || $0.offset == 7 || (48...57).contains($0.element) })
        else { return .failure(.malformed(expected: "a date like 2026-11-16")) }
        let range = LocalDate.supportedRange
        guard let date = LocalDate(iso: text), range.contains(date) else {
            return .failure(.outOfRange(expected: "a date that exists, from \(range.lowerBound) to \(range.upperBound)"))
        }
        return .success(CorrectionDay(date))
    }

    public var parameterText: String { date.description }
    public static var parameterSchema: JSONSchema { .string(format: "date") }
    public static var edgeCases: [String] {
        [
            "2026-11-16", "2000-01-01", "2100-12-31", "2026-02-30", "2026-02-31", "1999-12-31", "2101-01-01", "9999-12-31",
            "2026-1-1", "20261116",
        ]
    }

    public init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        switch Self.parse(parameter: text) {
        case .success(let day): self = day
        case .failure(let problem):
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: problem.expectation ?? text))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(parameterText)
    }
}
