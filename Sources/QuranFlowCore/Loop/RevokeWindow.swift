import Foundation
import Identifiers

/// How long a student may take a submission back: the single home of the revoke window.
///
/// - 10 minutes unless the programme sets another length; programmes may choose 5–10 whole minutes.
/// - The window of a submission sent at `submittedAt` closes at `submittedAt + length`
///   (``closesAt(submittedAt:)``), the instant a job is scheduled for.
/// - Revoking is allowed while `now < closesAt` — the last second (`closesAt − 1 s`) still revokes;
///   from `closesAt` on the submission is the coach's (``Submission/isRevokeWindowClosed(at:)``).
///
/// ```swift
/// let window = try RevokeWindow(minutes: 7)
/// window.closesAt(submittedAt: sent)   // sent + 7 min
/// ```
public struct RevokeWindow: Hashable, Codable, Sendable {
    /// The window's length in seconds.
    public let length: TimeInterval

    /// The lengths, in whole minutes, a programme may choose.
    public static let allowedMinutes = 5...10
    /// The default: 10 minutes.
    public static let standard = RevokeWindow(validatedMinutes: 10)

    /// A window of `minutes`, refused outside ``allowedMinutes``.
    ///
    /// ```swift
    /// try RevokeWindow(minutes: 4)   // throws .revokeWindowOutOfRange(minutes: 4)
    /// ```
    public init(minutes: Int) throws(LoopError) {
        guard Self.allowedMinutes.contains(minutes) else { throw .revokeWindowOutOfRange(minutes: minutes) }
        self.init(validatedMinutes: minutes)
    }

    private init(validatedMinutes minutes: Int) {
        length = TimeInterval(minutes * 60)
    }

    /// The window's length in whole minutes.
    public var minutes: Int {
        Int(length / 60)
    }

    /// When the window of a submission sent at `submittedAt` closes.
    ///
    /// ```swift
    /// RevokeWindow.standard.closesAt(submittedAt: sent)   // sent + 600 s
    /// ```
    public func closesAt(submittedAt: Date) -> Date {
        submittedAt.addingTimeInterval(length)
    }

    /// Whether `submission` may still be revoked at `now`: standing (not revoked), still
    /// ``SubmissionStatus/inReview`` and `now < revokeWindowClosesAt`.
    ///
    /// ```swift
    /// RevokeWindow.isOpen(for: submission, at: closesAt.addingTimeInterval(-1))   // true
    /// ```
    public static func isOpen(for submission: Submission, at now: Date) -> Bool {
        !submission.isRevoked && submission.status == .inReview && now < submission.revokeWindowClosesAt
    }

    /// The countdown on the revoke card: whole seconds left, rounded up so "0:01" shows in the
    /// last second; 0 once closed.
    ///
    /// ```swift
    /// RevokeWindow.secondsLeft(for: submission, at: sent.addingTimeInterval(188))   // 412 ("6:52 left")
    /// ```
    public static func secondsLeft(for submission: Submission, at now: Date) -> Int {
        guard isOpen(for: submission, at: now) else { return 0 }
        return Int(submission.revokeWindowClosesAt.timeIntervalSince(now).rounded(.up))
    }

    /// "6:52 left" for the revoke card.
    public static func countdownLabel(for submission: Submission, at now: Date) -> String {
        let left = secondsLeft(for: submission, at: now)
        return "\(left / 60):\(left % 60 < 10 ? "0" : "")\(left % 60) left"
    }
}
