import Calendar
import Foundation

/// A coach's hours logged in a period — active review time plus the live meetings they taught — with the list behind
/// the sum. Each piece counts for its part inside the period: a meeting from 11:30 PM Sunday to 12:30 AM Monday gives
/// 30 minutes to each week. Weeks are the coach's own (Monday to Monday on the coach's clock).
///
/// ```swift
/// let week = CoachHours.week(containing: now, zoneIdentifier: "Africa/Cairo")
/// CoachHours(work: work, in: week).label   // "1 h 05 min"
/// ```
public struct CoachHours: Hashable, Sendable {
    /// One line of the list.
    public struct Entry: Hashable, Sendable {
        public let kind: CoachWork.Kind
        public let title: String
        /// When it began (inside the period).
        public let start: Date
        /// The seconds it gave the period.
        public let seconds: TimeInterval
    }

    /// The period counted.
    public let period: DateInterval
    /// The work that gave the period any time, earliest first.
    public let entries: [Entry]

    /// The hours of `work` inside `period`.
    public init(work: [CoachWork], in period: DateInterval) {
        self.period = period
        entries =
            work.compactMap { item -> Entry? in
                let seconds = item.seconds(in: period)
                guard seconds > 0 else { return nil }
                return Entry(kind: item.kind, title: item.title, start: max(item.start, period.start), seconds: seconds)
            }
            .sorted { ($0.start, $0.title) < ($1.start, $1.title) }
    }

    /// The total seconds.
    public var seconds: TimeInterval { entries.reduce(0) { $0 + $1.seconds } }

    /// "1 h 05 min", "14 min", or "none yet".
    public var label: String { Self.label(seconds) }

    /// "1 h 05 min", "14 min" (whole minutes, rounded down), "under a minute", or "none yet" for zero.
    public static func label(_ seconds: TimeInterval) -> String {
        guard seconds > 0 else { return "none yet" }
        let minutes = Int(min(seconds, 100 * 365 * 86_400) / 60)
        guard minutes > 0 else { return "under a minute" }
        let (h, m) = (minutes / 60, minutes % 60)
        return h > 0 ? "\(h) h \(m < 10 ? "0" : "")\(m) min" : "\(m) min"
    }

    /// The coach's week containing `now`: Monday 00:00 to the next Monday on the coach's clock.
    public static func week(containing now: Date, zoneIdentifier: String) -> DateInterval {
        ZonedCalendar.resolving(zoneIdentifier).weekInterval(containing: now)
    }

    /// `term` from its first Monday to the end of its last week, on the coach's clock.
    public static func term(_ term: Term, zoneIdentifier: String) -> DateInterval {
        let arc = WeekArc(term: term, zoneIdentifier: zoneIdentifier)
        return DateInterval(start: arc.interval(ofWeek: 1).start, end: arc.interval(ofWeek: term.weekCount).end)
    }
}
