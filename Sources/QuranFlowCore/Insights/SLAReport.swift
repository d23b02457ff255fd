import Foundation
import Identifiers

/// The review-promise report: every submission that entered a coach's queue in a period, how long it waited for its
/// review (from the revoke window's close to the review being sent, or to `now` while it still waits), and whether the
/// 48-hour promise was breached (``WaitingTime``: exactly 48:00:00 keeps it, 48:00:01 breaks it); grouped by coach.
///
/// ```swift
/// let report = SLAReport(items: items, period: range, now: now)
/// report.coaches.first?.breaches   // 1
/// ```
public struct SLAReport: Hashable, Sendable {
    /// One submission as the report reads it.
    public struct Item: Hashable, Sendable {
        public let submissionID: Identifiers.ID<Submission>
        public let studentName: String
        public let coachID: Identifiers.ID<Coach>
        public let coachName: String
        public let week: Int
        public let attempt: Int
        /// When it entered the queue (the revoke window closed).
        public let queuedAt: Date
        /// When the review was sent; nil while it waits.
        public let reviewedAt: Date?

        public init(
            submissionID: Identifiers.ID<Submission>, studentName: String, coachID: Identifiers.ID<Coach>, coachName: String, week: Int,
            attempt: Int, queuedAt: Date, reviewedAt: Date?
        ) {
            self.submissionID = submissionID
            self.studentName = studentName
            self.coachID = coachID
            self.coachName = coachName
            self.week = week
            self.attempt = attempt
            self.queuedAt = queuedAt
            self.reviewedAt = reviewedAt
        }
    }

    /// One row: an item and its wait.
    public struct Row: Hashable, Sendable {
        public let item: Item
        public let waited: WaitingTime
        /// Whether it still waits at `now`.
        public var isWaiting: Bool { item.reviewedAt == nil }
        /// Whether the 48-hour promise was broken.
        public var isBreached: Bool { waited.isBreached }
    }

    /// One coach's rows, longest wait first.
    public struct CoachGroup: Hashable, Sendable {
        public let coachID: Identifiers.ID<Coach>
        public let coachName: String
        public let rows: [Row]
        /// How many broke the promise.
        public var breaches: Int { rows.filter(\.isBreached).count }
        /// The longest wait.
        public var longest: WaitingTime { rows.map(\.waited).max() ?? WaitingTime(seconds: 0) }
        /// The median wait (the lower middle of an even count).
        public var median: WaitingTime {
            let sorted = rows.map(\.waited).sorted()
            return sorted.isEmpty ? WaitingTime(seconds: 0) : sorted[(sorted.count - 1) / 2]
        }
    }

    /// The period: submissions that entered the queue in `period.start..<period.end`.
    public let period: DateInterval
    /// The coaches with at least one submission, by name.
    public let coaches: [CoachGroup]

    /// The report of `items` queued in `period`, waits measured at `now`.
    public init(items: [Item], period: DateInterval, now: Date) {
        self.period = period
        let rows = items.filter { $0.queuedAt >= period.start && $0.queuedAt < period.end }.map { item in
            Row(item: item, waited: WaitingTime(seconds: (item.reviewedAt ?? now).timeIntervalSince(item.queuedAt)))
        }
        coaches = Dictionary(grouping: rows) { $0.item.coachID }.map { id, rows in
            CoachGroup(
                coachID: id, coachName: rows[0].item.coachName,
                rows: rows.sorted { $0.waited != $1.waited ? $0.waited > $1.waited : $0.item.queuedAt < $1.item.queuedAt })
        }
        .sorted { $0.coachName != $1.coachName ? $0.coachName < $1.coachName : $0.coachID.rawValue < $1.coachID.rawValue }
    }

    /// Every row, coach by coach.
    public var rows: [Row] { coaches.flatMap(\.rows) }
    /// How many broke the promise.
    public var breaches: Int { coaches.reduce(0) { $0 + $1.breaches } }
}
