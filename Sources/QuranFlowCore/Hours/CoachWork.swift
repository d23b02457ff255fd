import Foundation

/// One piece of a coach's work that counts toward the hours logged: a review (its Review-screen activity, counted by
/// ``ActiveReviewTime``) or a live meeting the coach taught (Start to End).
///
/// ```swift
/// CoachWork.meeting(title: "1:1 · Sarah A.", start: start, end: end)
/// ```
public struct CoachWork: Hashable, Sendable {
    /// What kind of work.
    public enum Kind: String, Hashable, Codable, Sendable, CaseIterable {
        case review, meeting
    }

    /// Review or meeting.
    public let kind: Kind
    /// "Review · Sarah A. · Week 7", "1:1 · Sarah A.".
    public let title: String
    /// A review's activity events (empty for a meeting).
    public let events: [ActivityEvent]
    /// A meeting's Start and End (for a review: its first and last event).
    public let start: Date
    public let end: Date

    /// A review with its activity log.
    public static func review(title: String, events: [ActivityEvent]) -> CoachWork {
        let first = events.map(\.at).min() ?? .distantPast
        let last = events.map(\.end).max() ?? first
        return CoachWork(kind: .review, title: title, events: events, start: first, end: last)
    }

    /// A meeting the coach started at `start` and ended at `end`.
    public static func meeting(title: String, start: Date, end: Date) -> CoachWork {
        CoachWork(kind: .meeting, title: title, events: [], start: start, end: max(start, end))
    }

    /// The seconds of this work inside `period`: a meeting's part inside it, a review's active time inside it.
    public func seconds(in period: DateInterval) -> TimeInterval {
        switch kind {
        case .meeting: max(0, min(end, period.end).timeIntervalSince(max(start, period.start)))
        case .review: ActiveReviewTime(events: events, within: period).seconds
        }
    }
}
