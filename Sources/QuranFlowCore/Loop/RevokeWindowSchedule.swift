import Foundation
import Identifiers

/// What the window-closing job should do at `now`, from the stored submissions alone: which
/// windows are already due (close them now — also what a restart finds overdue) and which to
/// schedule, soonest first.
///
/// ```swift
/// let plan = RevokeWindowSchedule(submissions: stored, at: now)
/// plan.dueNow        // [s8] → move to the queue, notify the coach
/// plan.upcoming      // [(s9, 21:22)] → schedule a job
/// ```
public struct RevokeWindowSchedule: Sendable {
    /// Submissions whose window has closed at `now` and that are still waiting to be picked up.
    public let dueNow: [Identifiers.ID<Submission>]
    /// Submissions whose window is still open, with when it closes, soonest first.
    public let upcoming: [(id: Identifiers.ID<Submission>, closesAt: Date)]

    /// The plan for `submissions` at `now`. Only standing, in-review submissions take part;
    /// `alreadyQueued` lists those the job has handled before (so a rerun does nothing twice).
    public init(submissions: [Submission], alreadyQueued: Set<Identifiers.ID<Submission>> = [], at now: Date) {
        let standing = submissions.filter { !$0.isRevoked && $0.status == .inReview && !alreadyQueued.contains($0.id) }
        dueNow = standing.filter { $0.isRevokeWindowClosed(at: now) }
            .sorted { ($0.revokeWindowClosesAt, $0.id) < ($1.revokeWindowClosesAt, $1.id) }
            .map(\.id)
        upcoming = standing.filter { !$0.isRevokeWindowClosed(at: now) }
            .sorted { ($0.revokeWindowClosesAt, $0.id) < ($1.revokeWindowClosesAt, $1.id) }
            .map { ($0.id, $0.revokeWindowClosesAt) }
    }
}
