import Foundation
import Identifiers

/// A notification the loop puts in a student's sheet. It carries a title, a line and its
/// target — never review content, so no note (private or not) can leak through it.
///
/// ```swift
/// LoopNotification.feedbackReady(for: s8, from: amina, at: now).title   // "Feedback ready — Week 8"
/// ```
public struct LoopNotification: Hashable, Codable, Sendable {
    /// The kinds the loop sends.
    public enum Kind: String, Hashable, Codable, Sendable, CaseIterable {
        /// The coach sent feedback.
        case feedbackReady
    }

    /// The kind.
    public let kind: Kind
    /// Whose sheet it goes to.
    public let studentID: Identifiers.ID<Student>
    /// The row's title, e.g. "Feedback ready — Week 8".
    public let title: String
    /// The row's second line, e.g. "Ust. Amina sent notes on your recording."
    public let detail: String
    /// The submission the row opens.
    public let submissionID: Identifiers.ID<Submission>
    /// When it was created.
    public let createdAt: Date

    /// "Feedback ready — Week N" for `submission`'s student.
    public static func feedbackReady(for submission: Submission, from coach: Coach, at now: Date) -> LoopNotification {
        LoopNotification(
            kind: .feedbackReady, studentID: submission.studentID, title: "Feedback ready — Week \(submission.week)",
            detail: "\(coach.displayName) sent notes on your recording.", submissionID: submission.id, createdAt: now)
    }
}
