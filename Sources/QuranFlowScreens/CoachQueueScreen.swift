import Calendar
import QuranFlowCore
import QuranFlowRoutes
import Routing

/// The coach's review queue (SakCoachQueue): stat hero, sort chips, waiting rows, or an empty state.
///
/// ```swift
/// let screen = CoachQueueScreen.make(world, sort: .oldestFirst, destinations: .current)
/// screen.headline   // "5 submissions waiting"
/// ```
public struct CoachQueueScreen: Codable, Hashable, Sendable {
    /// A filter chip: a link to `?sort=…`.
    public struct FilterChip: Codable, Hashable, Sendable {
        /// "Oldest first".
        public let label: String
        /// "oldest", "level", "fewest".
        public let sort: String
        /// "?sort=oldest".
        public let href: String
        /// Whether it is the order shown.
        public let isCurrent: Bool
    }

    /// One waiting submission.
    public struct Row: Codable, Hashable, Sendable {
        /// The submission id.
        public let id: String
        /// "S".
        public let initial: String
        /// "Sarah A.".
        public let name: String
        /// "Lvl II".
        public let levelChip: String
        /// "Week 8".
        public let week: String
        /// "2:41".
        public let duration: String
        /// "2 days".
        public let waiting: String
        /// Waited 36 hours or more.
        public let isFlagged: Bool
        /// Waited more than 48 hours.
        public let isBreached: Bool
        /// The flag in words: "Past 48 hours" or "Nearing 48 hours"; `nil` when not flagged.
        public let flag: String?
        /// Opens the review, once Review exists.
        public let open: ScreenAction?
    }

    /// An empty queue's card.
    public struct EmptyState: Codable, Hashable, Sendable {
        /// "Nothing waiting".
        public let title: String
        /// A line on what appears here.
        public let body: String
    }

    /// "SakCoachQueue".
    public let screenID: String
    /// "Tue · 27 Oct" in the coach's zone.
    public let eyebrow: String
    /// "Salaam, Ust. Amina."
    public let greeting: String
    /// "5 submissions waiting".
    public let headline: String
    /// "Oldest is Sarah's — 2 days. Your 48-hour promise holds."
    public let heroDetail: String
    /// Whether no submission is past 48 hours.
    public let promiseHolds: Bool
    /// The three chips.
    public let filters: [FilterChip]
    /// The rows, in the chosen order: the first ``pageSize``.
    public let rows: [Row]
    /// "Showing the first 50 of 60." when more wait than are shown; `nil` otherwise.
    public let moreLine: String?
    /// Present when nothing waits.
    public let empty: EmptyState?
    /// "Messages" in the header, "Messages · 2 new" with unread messages from students.
    public let messages: ScreenAction?

    /// How many rows the page shows.
    public static let pageSize = 50

    /// The queue for `world` in `sort` order (its first ``pageSize`` rows).
    public static func make(
        _ world: CoachWorld, sort: QueueSortOrder, destinations: Destinations, unreadMessages: Int = 0
    ) -> CoachQueueScreen {
        let calendar = Copy.calendar(world.coach.zoneIdentifier)
        let queue = ReviewQueue(
            coachID: world.coach.id, students: world.students, submissions: world.submissions,
            at: world.now)
        let sorted = queue.sorted(by: sort)
        let rows = sorted.prefix(pageSize).map { entry in
            Row(
                id: entry.submission.id.rawValue, initial: Copy.initial(entry.student.shortName),
                name: entry.student.shortName, levelChip: entry.student.level.chip, week: "Week \(entry.submission.week)",
                duration: entry.submission.durationLabel, waiting: entry.waiting.label,
                isFlagged: entry.isFlagged, isBreached: entry.isBreached,
                flag: entry.isBreached ? "Past 48 hours" : entry.isFlagged ? "Nearing 48 hours" : nil,
                open: destinations.action(
                    "Review \(entry.student.shortName)'s Week \(entry.submission.week)",
                    to: Destination(QuranFlowRoute.review, entry.submission.id)))
        }
        return CoachQueueScreen(
            screenID: "SakCoachQueue", eyebrow: LocalFormat.eyebrowDate(world.now, in: calendar.zone),
            greeting: Copy.salaam(world.coach.displayName), headline: queue.headline, heroDetail: queue.heroDetail,
            promiseHolds: queue.promiseHolds,
            filters: QueueSortOrder.allCases.map {
                FilterChip(
                    label: $0.label, sort: $0.queryValue, href: "?" + QueryItems.encoding(QueueQuery(sort: $0)).queryString,
                    isCurrent: $0 == sort)
            },
            rows: Array(rows),
            moreLine: sorted.count > pageSize ? "Showing the first \(pageSize) of \(sorted.count)." : nil,
            empty: rows.isEmpty
                ? EmptyState(
                    title: "Nothing waiting",
                    body: "New recitations appear here once their revoke window closes.")
                : nil,
            messages: destinations.action(
                unreadMessages > 0 ? "Messages · \(unreadMessages) new" : "Messages", to: Destination(QuranFlowRoute.coachMessages)))
    }
}
