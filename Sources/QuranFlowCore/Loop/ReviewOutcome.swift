/// The coach's verdict on a week's recording, chosen before Send.
///
/// **Accepted** ends the week's recording step; **Another attempt** opens the week's next attempt
/// (if one is left).
///
/// ```swift
/// ReviewOutcome.anotherAttempt.label   // "Another attempt"
/// ```
public enum ReviewOutcome: String, Hashable, Codable, Sendable, CaseIterable {
    /// The recitation passes; no more recording this week.
    case accepted
    /// The student should record again (uses the week's next attempt).
    case anotherAttempt

    /// "Accepted" / "Another attempt".
    public var label: String {
        switch self {
        case .accepted: "Accepted"
        case .anotherAttempt: "Another attempt"
        }
    }
}
