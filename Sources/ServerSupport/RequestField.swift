import Calendar
import Foundation
import HTTPServer

/// Every date, instant, number and duration a request carries is parsed here, at the edge, into a value whose range is
/// stated — so nothing a client sends can reach a trap (a date past year 9999, an integer overflow, a `Double` too big
/// for an `Int`) further in. Malformed text is a 400 naming the field; well-formed but outside its range is a 422
/// naming the field and the range. Absent or empty text is `nil` (the caller decides whether that is allowed).
///
/// ```swift
/// let day = try RequestField.date(ctx.request.query["day"], field: "day")                // 2000-01-01…2100-12-31
/// let week = try RequestField.integer(form["week"], field: "week", in: term.weeks)        // 400/422 naming "week"
/// let playhead = try RequestField.seconds(form["playhead"], field: "playhead", in: 0...duration)
/// ```
public enum RequestField {
    /// The longest text parsed as a number or date: anything longer is malformed before any conversion runs.
    public static let maximumLength = 40

    /// A calendar date `YYYY-MM-DD` within ``LocalDate/supportedRange``.
    public static func date(_ text: String?, field: String, example: String = "2026-10-27") throws(HTTPError) -> LocalDate? {
        guard let text = present(text) else { return nil }
        guard text.utf8.count <= maximumLength, let date = LocalDate(iso: text) else {
            throw HTTPError(.badRequest, "\(field) must be a date like \(example).", field: field)
        }
        return try check(date, field: field)
    }

    /// Refuses a date outside ``LocalDate/supportedRange`` (one decoded elsewhere, e.g. from JSON or a path).
    @discardableResult
    public static func check(_ date: LocalDate, field: String) throws(HTTPError) -> LocalDate {
        let range = LocalDate.supportedRange
        guard range.contains(date) else {
            throw HTTPError(.unprocessableEntity, "\(field) must be a date from \(range.lowerBound) to \(range.upperBound).", field: field)
        }
        return date
    }

    /// An ISO 8601 instant with its zone ("2026-11-03T14:20:00Z") within ``ISO8601/supportedRange``.
    public static func instant(_ text: String?, field: String, example: String = "2026-11-03T14:20:00Z") throws(HTTPError) -> Date? {
        guard let text = present(text) else { return nil }
        guard text.utf8.count <= maximumLength, let instant = ISO8601.parse(text) else {
            throw HTTPError(.badRequest, "\(field) must be an ISO 8601 instant like \(example).", field: field)
        }
        return try check(instant, field: field)
    }

    /// Refuses an instant outside ``ISO8601/supportedRange``.
    @discardableResult
    public static func check(_ instant: Date, field: String) throws(HTTPError) -> Date {
        guard ISO8601.supportedRange.contains(instant) else {
            throw HTTPError(.unprocessableEntity, "\(field) must be an instant between 2000 and 2100.", field: field)
        }
        return instant
    }

    /// A whole number (optional sign, decimal digits) within `range`.
    public static func integer(_ text: String?, field: String, in range: ClosedRange<Int>) throws(HTTPError) -> Int? {
        guard let text = present(text) else { return nil }
        guard let value = parseInteger(text) else {
            throw HTTPError(.badRequest, "\(field) must be a whole number.", field: field)
        }
        return try check(value, field: field, in: range)
    }

    /// Refuses a whole number outside `range` (one decoded from JSON, say).
    @discardableResult
    public static func check(_ value: Int, field: String, in range: ClosedRange<Int>) throws(HTTPError) -> Int {
        guard range.contains(value) else {
            throw HTTPError(.unprocessableEntity, "\(field) must be from \(range.lowerBound) to \(range.upperBound).", field: field)
        }
        return value
    }

    /// A number of seconds (a finite decimal) within `range`.
    public static func seconds(_ text: String?, field: String, in range: ClosedRange<Double>) throws(HTTPError) -> Double? {
        guard let text = present(text) else { return nil }
        guard text.utf8.count <= maximumLength, let value = Double(text), value.isFinite else {
            throw HTTPError(.badRequest, "\(field) must be a number of seconds.", field: field)
        }
        return try check(seconds: value, field: field, in: range)
    }

    /// Refuses a number of seconds that is not finite or lies outside `range`.
    @discardableResult
    public static func check(seconds value: Double, field: String, in range: ClosedRange<Double>) throws(HTTPError) -> Double {
        guard value.isFinite else { throw HTTPError(.badRequest, "\(field) must be a number of seconds.", field: field) }
        guard range.contains(value) else {
            throw HTTPError(
                .unprocessableEntity,
                "\(field) must be from \(Self.secondsText(range.lowerBound)) to \(Self.secondsText(range.upperBound)) seconds.",
                field: field)
        }
        return value
    }

    /// A whole number from text without any trap: `nil` for anything but an optional sign and up to 18 digits (so
    /// every value fits an `Int` with room for the arithmetic a caller does after its range check).
    ///
    /// ```swift
    /// RequestField.parseInteger("-3")                      // -3
    /// RequestField.parseInteger("-9223372036854775808")    // nil
    /// ```
    public static func parseInteger(_ text: String) -> Int? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        var digits = Substring(trimmed)
        if digits.first == "-" || digits.first == "+" { digits = digits.dropFirst() }
        guard (1...18).contains(digits.utf8.count), digits.utf8.allSatisfy({ (48...57).contains($0) }) else { return nil }
        return Int(trimmed)
    }

    /// `text` unless it is absent or empty.
    static func present(_ text: String?) -> String? {
        guard let text, !text.isEmpty else { return nil }
        return text
    }

    /// "90" or "90.5": a range end as a person reads it.
    static func secondsText(_ value: Double) -> String {
        guard value.isFinite, value.magnitude < 1e9 else { return String(value) }
        let rounded = (value * 10).rounded() / 10
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }
}
