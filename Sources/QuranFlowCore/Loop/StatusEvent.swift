import Foundation

/// What moves a submission's status, and the single home of when it may: statuses only move
/// forward, `In review` → `Feedback ready` → `heard` → `practiced`.
///
/// - ``feedbackSent(_:)``: In review → Feedback ready, once the revoke window has closed; records the outcome.
/// - ``markedHeard``: Feedback ready → heard.
/// - ``notePlayed(upTo:)``: Feedback ready → heard when playback reached the audio note's end.
/// - ``practiced(takes:)``: Feedback ready or heard → practiced when every correction mark's
///   number has a take attached. Feedback with no corrections has nothing to practise and stays heard.
///
/// Anything else — backwards, repeated, skipping the review, on a revoked submission — is refused.
///
/// ```swift
/// let heard = try StatusEvent.markedHeard.apply(to: sent, review: review, at: now)
/// try StatusEvent.markedHeard.apply(to: heard, review: review, at: now)   // throws: “heard” can't become “heard”
/// ```
public enum StatusEvent: Hashable, Sendable {
    /// The coach sent feedback with this outcome.
    case feedbackSent(ReviewOutcome)
    /// The student tapped "Mark as heard".
    case markedHeard
    /// The student's player reached `position` seconds of the audio note.
    case notePlayed(upTo: TimeInterval)
    /// The student has attached practice takes for these mark numbers.
    case practiced(takes: Set<Int>)

    /// The status this event moves to.
    public var target: SubmissionStatus {
        switch self {
        case .feedbackSent: .feedbackReady
        case .markedHeard, .notePlayed: .heard
        case .practiced: .practiced
        }
    }

    /// `submission` after this event at `now`, given its `review` (needed for playing and practice).
    public func apply(to submission: Submission, review: Review?, at now: Date) throws(LoopError) -> Submission {
        guard !submission.isRevoked else { throw .alreadyRevoked }
        guard submission.status.canMove(to: target) else {
            throw .illegalTransition(from: submission.status, to: target)
        }
        switch self {
        case .feedbackSent(let outcome):
            guard submission.isRevokeWindowClosed(at: now) else { throw .stillInRevokeWindow }
            return submission.replacing(status: target, outcome: outcome)
        case .markedHeard:
            return submission.replacing(status: target)
        case .notePlayed(let position):
            guard let note = review?.audioNote, note.isPlayedThrough(upTo: position) else { throw .noteNotPlayedThrough }
            return submission.replacing(status: target)
        case .practiced(let takes):
            let corrections = review?.correctionNumbers ?? []
            guard !corrections.isEmpty else { throw .nothingToPractise }
            let missing = corrections.filter { !takes.contains($0) }.count
            guard missing == 0 else { throw .correctionsNotPractised(missing: missing) }
            return submission.replacing(status: target)
        }
    }
}
