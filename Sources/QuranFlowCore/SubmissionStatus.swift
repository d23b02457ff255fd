/// A submission's status, in the locked vocabulary (REVIEW.md A2):
/// `In review` → `Feedback ready` → `heard` → `practiced`.
///
/// ```swift
/// SubmissionStatus.feedbackReady.pillLabel              // "Feedback ready"
/// SubmissionStatus.heard.canMove(to: .feedbackReady)    // false — forward only
/// ```
public enum SubmissionStatus: String, Hashable, Codable, Sendable, CaseIterable, Comparable {
    /// Sent, waiting for the coach ("review").
    case inReview
    /// The coach has replied ("reviewed").
    case feedbackReady
    /// The student has listened to the feedback.
    case heard
    /// The student has practised the corrections; the loop is closed.
    case practiced

    /// The status pill, exactly as the spec writes it: "In review", "Feedback ready", "heard", "practiced".
    public var pillLabel: String {
        switch self {
        case .inReview: "In review"
        case .feedbackReady: "Feedback ready"
        case .heard: "heard"
        case .practiced: "practiced"
        }
    }

    private var rank: Int {
        Self.allCases.firstIndex(of: self)!
    }

    /// Whether a submission in this status may move to `next`. Statuses only move forward; the
    /// coach's review cannot be skipped (In review → Feedback ready only), but after it a student
    /// may practise without first marking the feedback heard (Feedback ready → practiced).
    /// Staying put is not a move.
    public func canMove(to next: SubmissionStatus) -> Bool {
        switch self {
        case .inReview: next == .feedbackReady
        default: next.rank > rank
        }
    }

    /// Earlier in the loop first.
    public static func < (lhs: SubmissionStatus, rhs: SubmissionStatus) -> Bool {
        lhs.rank < rhs.rank
    }
}
