import QuranFlowCore

/// The recording header's attempts indicator (SakRecHeader): "Attempts this week", a dot per attempt
/// (filled = still remaining) and "1 of 2 remaining"; danger-tinted at none left.
///
/// ```swift
/// AttemptsHeader(state).label   // "2 of 2 remaining"
/// ```
public struct AttemptsHeader: Codable, Hashable, Sendable {
    /// "Submission".
    public let title: String
    /// "Attempts this week".
    public let caption: String
    /// One entry per weekly attempt, `true` while it remains.
    public let dots: [Bool]
    /// "2 of 2 remaining".
    public let label: String
    /// No attempts left.
    public let isDanger: Bool

    /// The header for `state`.
    public init(_ state: WeekRecordingState) {
        title = "Submission"
        caption = "Attempts this week"
        dots = (0..<Submission.attemptsPerWeek).map { $0 < state.attemptsLeft }
        label = state.attemptsLabel
        isDanger = state.attemptsLeft == 0
    }
}
