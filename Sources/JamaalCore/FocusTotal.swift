import Foundation

/// What FS-01's chip (and the focus screen) counts for a live session: **the task's total focused time** — every
/// session of that task (finished, stopped, closed at a rollover) plus the live one up to `now` — so picking a task up
/// again continues its count instead of starting at 0:00. A timed habit's session counts on its own (its minutes are
/// logged per session and per day).
///
/// ```swift
/// let total = FocusTotal(session: live, sessions: try db.sessions(forSubject: taskID), now: now)
/// total.timerText      // "1:05:09"
/// total.progressText   // "65 of 60"
/// ```
public struct FocusTotal: Hashable, Sendable {
    /// Seconds counted at `now`, never negative (a negative or non-finite stored figure counts as 0).
    public let seconds: TimeInterval
    /// The session's estimate (the task's), in minutes.
    public let estimateMinutes: Int

    /// `sessions` may hold anything (another task's, the live one itself): only the earlier sessions of `session`'s task
    /// are added to it.
    public init(session: FocusSession, sessions: [FocusSession], now: Date) {
        func counted(_ one: FocusSession) -> TimeInterval {
            let value = one.elapsedSeconds(now: now)
            return value.isFinite ? Swift.max(0, Swift.min(value, Self.ceiling)) : 0
        }
        var total = counted(session)
        if case .task = session.subject {
            for other in sessions where other.id != session.id && other.subject == session.subject {
                total = Swift.min(Self.ceiling, total + counted(other))
            }
        }
        seconds = total
        estimateMinutes = session.estimateMinutes
    }

    /// A bound far past any real total (about 30 000 years) that keeps every sum finite and every conversion in range.
    static let ceiling: TimeInterval = 1e12

    /// Whole seconds, for the page's ticking script.
    public var wholeSeconds: Int { Saturating.int(seconds) }

    /// Whole minutes.
    public var minutes: Int { Saturating.int(seconds / 60) }

    /// "75 of 60" — neutral, the same words before and after the estimate.
    public var progressText: String { "\(minutes) of \(estimateMinutes)" }

    /// Whether the estimate has been passed (shown neutrally, FS-03).
    public var isOverrun: Bool { seconds > TimeInterval(Swift.max(0, estimateMinutes)) * 60 }

    /// FS-05's actual (the task's total) against the estimate.
    public var summary: FocusSummary { FocusSummary(actualMinutes: minutes, estimateMinutes: estimateMinutes) }

    /// "1:05:09" or "12:04".
    public var timerText: String { FocusSession.timerText(seconds: wholeSeconds) }
}
