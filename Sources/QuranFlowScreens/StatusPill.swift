import QuranFlowCore

/// A submission status pill in the locked vocabulary, with its tint.
///
/// ```swift
/// StatusPill(.feedbackReady)   // label "Feedback ready", tone .warm
/// ```
public struct StatusPill: Codable, Hashable, Sendable {
    /// The tint family.
    public enum Tone: String, Codable, Hashable, Sendable, CaseIterable {
        /// In review: muted ink.
        case muted
        /// Feedback ready: warm gold.
        case warm
        /// heard: green.
        case green
        /// practiced: plum (the practice accent).
        case plum
    }

    /// The status.
    public let status: SubmissionStatus
    /// "In review", "Feedback ready", "heard", "practiced".
    public let label: String
    /// The tint.
    public let tone: Tone

    /// The pill for `status`.
    public init(_ status: SubmissionStatus) {
        self.status = status
        self.label = status.pillLabel
        switch status {
        case .inReview: tone = .muted
        case .feedbackReady: tone = .warm
        case .heard: tone = .green
        case .practiced: tone = .plum
        }
    }
}
