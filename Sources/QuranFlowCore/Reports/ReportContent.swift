import Foundation

/// What a report says: its text (trimmed, at most 4,000 characters) and whether a narration comes with it. A report
/// needs one or the other; a narration is at most two minutes.
///
/// ```swift
/// try ReportContent(text: "  The Continue button does nothing  ", hasNarration: false).text   // "The Continue button does nothing"
/// try ReportContent(text: " ", hasNarration: false)                                           // throws .empty
/// ```
public struct ReportContent: Hashable, Sendable {
    /// The longest text, in characters.
    public static let maxTextLength = 4000
    /// The longest narration, in seconds.
    public static let maxNarrationSeconds: Double = 120

    /// The text, trimmed ("" when the report is narrated only).
    public let text: String

    public init(text raw: String, hasNarration: Bool) throws(ReportError) {
        let trimmed = raw.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty || hasNarration else { throw .empty }
        guard trimmed.count <= Self.maxTextLength else { throw .textTooLong(count: trimmed.count) }
        text = trimmed
    }

    /// Refuses a narration longer than ``maxNarrationSeconds`` (a length that is not a number is refused too).
    ///
    /// ```swift
    /// try ReportContent.checkNarration(seconds: 121)   // throws .narrationTooLong
    /// ```
    public static func checkNarration(seconds: Double) throws(ReportError) {
        guard seconds.isFinite, seconds >= 0, seconds <= maxNarrationSeconds else { throw .narrationTooLong }
    }
}
