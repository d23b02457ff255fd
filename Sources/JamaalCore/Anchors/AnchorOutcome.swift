/// What the person says about an Anchor instance (AN-10). An outcome from a newer version is kept as ``unknown(_:)``.
///
/// ```swift
/// AnchorOutcome.someoneElseDidIt.label   // "Someone else did it"
/// ```
public enum AnchorOutcome: OpenVocabulary {
    /// Done — only while the window is open.
    case attended
    /// Skipped today — until the window closes.
    case notToday
    /// Someone else took care of it (the school run) — until the window closes.
    case someoneElseDidIt
    case unknown(String)

    /// The three actions, in AN-10's order.
    public static let allCases: [AnchorOutcome] = [.attended, .notToday, .someoneElseDidIt]

    public var rawValue: String {
        switch self {
        case .attended: "attended"
        case .notToday: "notToday"
        case .someoneElseDidIt: "someoneElseDidIt"
        case .unknown(let raw): raw
        }
    }

    /// The button's and the row's words.
    public var label: String {
        switch self {
        case .attended: "Attended"
        case .notToday: "Not today"
        case .someoneElseDidIt: "Someone else did it"
        case .unknown: "Update Jamaal to see this"
        }
    }

    /// Whether the time was not spent by the person (so it no longer counts against capacity).
    public var frees: Bool { self == .notToday || self == .someoneElseDidIt }
}
