import Foundation

/// ISO 8601 instants as the command lines, the test clocks and the JSON APIs take them ("2026-10-27T13:48:00-04:00",
/// with or without fractional seconds), and as they write them (UTC, "2026-10-27T17:48:00Z").
///
/// ```swift
/// ISO8601.parse("2026-10-27T13:48:00-04:00")   // 2026-10-27 17:48:00 UTC
/// ISO8601.format(instant)                      // "2026-10-27T17:48:00Z"
/// ```
public enum ISO8601 {
    /// The instant `text` names, or nil when it is not an ISO 8601 date-time with a zone.
    public static func parse(_ text: String) -> Date? {
        let plain = ISO8601DateFormatter()
        if let date = plain.date(from: text) { return date }
        let fractional = ISO8601DateFormatter()
        fractional.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        return fractional.date(from: text)
    }

    /// The instants a request may name: from 2000-01-01T00:00:00Z up to (not including) 2101-01-01T00:00:00Z, the
    /// instants of ``LocalDate/supportedRange`` read in UTC. Read in any zone they stay within 1999-12-31…2101-01-01.
    ///
    /// ```swift
    /// ISO8601.supportedRange.contains(ISO8601.parse("9999-12-31T23:00:00Z")!)   // false
    /// ```
    public static let supportedRange = Date(timeIntervalSince1970: 946_684_800)..<Date(timeIntervalSince1970: 4_133_980_800)

    /// `date` in UTC to the second.
    public static func format(_ date: Date) -> String { ISO8601DateFormatter().string(from: date) }
}
