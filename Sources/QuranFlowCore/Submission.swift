import Foundation
import Identifiers

/// One recitation sent for a week: which attempt, when, and where it stands.
///
/// ```swift
/// let submission = Submission(id: ID("s8"), studentID: sarah.id, termID: fall.id, week: 8, attempt: 1,
///                             submittedAt: sent, revokeWindowClosesAt: sent + 600, status: .inReview,
///                             durationSeconds: 161)
/// submission.durationLabel   // "2:41"
/// ```
public struct Submission: Hashable, Codable, Sendable, Identifiable {
    /// The submission's identifier.
    public let id: Identifiers.ID<Submission>
    /// Who sent it.
    public let studentID: Identifiers.ID<Student>
    /// The term it belongs to.
    public let termID: Identifiers.ID<Term>
    /// The week it was sent for, 1…15.
    public let week: Int
    /// Which of the week's two attempts it is (1 or 2).
    public let attempt: Int
    /// When it was sent.
    public let submittedAt: Date
    /// When the student's revoke window closes; from then on it waits for the coach.
    public let revokeWindowClosesAt: Date
    /// Where it stands.
    public let status: SubmissionStatus
    /// The recording's length in whole seconds (measured from the file).
    public let durationSeconds: Int
    /// When the student took it back inside its revoke window; `nil` while it stands. A revoked
    /// submission uses no attempt, never reaches the queue and is not the week's submission.
    public let revokedAt: Date?
    /// The coach's outcome once feedback is sent; `nil` before (see ``ReviewOutcome``).
    public let outcome: ReviewOutcome?

    /// A submission. `revokedAt` and `outcome` default to `nil` (standing, not yet reviewed).
    public init(
        id: Identifiers.ID<Submission>, studentID: Identifiers.ID<Student>, termID: Identifiers.ID<Term>, week: Int, attempt: Int,
        submittedAt: Date, revokeWindowClosesAt: Date, status: SubmissionStatus, durationSeconds: Int,
        revokedAt: Date? = nil, outcome: ReviewOutcome? = nil
    ) {
        self.id = id
        self.studentID = studentID
        self.termID = termID
        self.week = week
        self.attempt = attempt
        self.submittedAt = submittedAt
        self.revokeWindowClosesAt = revokeWindowClosesAt
        self.status = status
        self.durationSeconds = durationSeconds
        self.revokedAt = revokedAt
        self.outcome = outcome
    }

    /// Whether the student took it back.
    public var isRevoked: Bool {
        revokedAt != nil
    }

    /// The weekly attempt limit.
    public static let attemptsPerWeek = 2

    /// Whether the revoke window has closed at `now` (it is closed from `revokeWindowClosesAt` on).
    public func isRevokeWindowClosed(at now: Date) -> Bool {
        now >= revokeWindowClosesAt
    }

    /// Whether it waits in the coach's queue at `now`: in review, not revoked, with its revoke window closed.
    public func isWaitingForReview(at now: Date) -> Bool {
        status == .inReview && !isRevoked && isRevokeWindowClosed(at: now)
    }

    /// How long it has waited for the coach at `now`, measured from the moment the revoke window
    /// closed (before that the student may still take it back, so the coach's clock has not started);
    /// zero before then.
    public func waited(at now: Date) -> TimeInterval {
        max(0, now.timeIntervalSince(revokeWindowClosesAt))
    }

    /// The recording's length as "m:ss", e.g. "2:41".
    public var durationLabel: String {
        let seconds = max(0, durationSeconds)
        let rest = seconds % 60
        return "\(seconds / 60):\(rest < 10 ? "0" : "")\(rest)"
    }

    /// This submission with a new status, if the move is allowed (see ``SubmissionStatus/canMove(to:)``).
    ///
    /// ```swift
    /// submission.moved(to: .feedbackReady)   // nil if it was already heard
    /// ```
    public func moved(to next: SubmissionStatus) -> Submission? {
        guard status.canMove(to: next) else { return nil }
        return replacing(status: next)
    }

    /// A copy with some fields replaced (the loop's rules decide when; see `Loop/`).
    func replacing(status: SubmissionStatus? = nil, revokedAt: Date? = nil, outcome: ReviewOutcome? = nil) -> Submission {
        Submission(
            id: id, studentID: studentID, termID: termID, week: week, attempt: attempt,
            submittedAt: submittedAt, revokeWindowClosesAt: revokeWindowClosesAt, status: status ?? self.status,
            durationSeconds: durationSeconds, revokedAt: revokedAt ?? self.revokedAt, outcome: outcome ?? self.outcome)
    }
}
