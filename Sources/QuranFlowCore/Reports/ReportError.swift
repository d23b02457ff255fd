/// Why a report of an issue cannot be sent or changed, in words the person can act on.
///
/// ```swift
/// ReportError.empty.message   // "Say what happened — write it, or narrate it instead."
/// ```
public enum ReportError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Neither text nor a narration.
    case empty
    /// Longer than ``ReportContent/maxTextLength``.
    case textTooLong(count: Int)
    /// A narration longer than ``ReportContent/maxNarrationSeconds``.
    case narrationTooLong
    /// The screen it says it came from is not a screen of the app.
    case unknownScreen
    /// No report has that id.
    case noSuchReport

    /// The refusal in plain words.
    public var message: String {
        switch self {
        case .empty: "Say what happened — write it, or narrate it instead."
        case .textTooLong(let count): "A report is at most \(ReportContent.maxTextLength) characters; this one has \(count)."
        case .narrationTooLong: "A narration is at most 2 minutes. Record a shorter one, or write it instead."
        case .unknownScreen: "That is not a screen of the app, so the report cannot say where it came from."
        case .noSuchReport: "There is no such report."
        }
    }

    public var description: String { message }
}
