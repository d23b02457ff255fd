import Calendar
import Foundation

/// The board's rules (SakAnnouncements), as pure functions of the posts, the reader, what they have seen and `now`:
/// which posts a student sees (live and in their audience, never another's), the filter chips, the pinned card, the
/// "This week" group (the student's semester week: Monday 00:00 to Monday 00:00 on their clock) and the earlier one,
/// unread counts, and "2 days ago".
///
/// ```swift
/// let board = AnnouncementBoard(posts: all, reader: AnnouncementReader(sarah), seen: seenIDs, zoneIdentifier: "America/Toronto", now: now)
/// board.groups(.all).thisWeek.map(\.title)
/// board.unreadCount   // 2
/// ```
public struct AnnouncementBoard: Sendable {
    /// The board's chips: "All" (default) / "My level" / "Schedule".
    public enum Filter: String, Hashable, Sendable, Codable, CaseIterable {
        case all
        case myLevel = "my-level"
        case schedule

        public var label: String {
            switch self {
            case .all: "All"
            case .myLevel: "My level"
            case .schedule: "Schedule"
            }
        }
    }

    /// The posts of the board, split.
    public struct Groups: Hashable, Sendable {
        public let pinned: [Announcement]
        public let thisWeek: [Announcement]
        public let earlier: [Announcement]
    }

    /// The posts this reader sees at `now`, newest first.
    public let visible: [Announcement]
    public let reader: AnnouncementReader
    public let seen: Set<String>
    public let zoneIdentifier: String
    public let now: Date

    public init(posts: [Announcement], reader: AnnouncementReader, seen: Set<String>, zoneIdentifier: String, now: Date) {
        self.visible = posts.filter { $0.isVisible(to: reader, at: now) }.sorted {
            $0.publishAt != $1.publishAt ? $0.publishAt > $1.publishAt : $0.id < $1.id
        }
        self.reader = reader
        self.seen = seen
        self.zoneIdentifier = zoneIdentifier
        self.now = now
    }

    /// The semester week containing `now` on the reader's clock: Monday 00:00 to the next Monday 00:00.
    public static func week(containing now: Date, zoneIdentifier: String) -> Range<Date> {
        let calendar = ZonedCalendar.resolving(zoneIdentifier)
        let today = calendar.localDate(of: now)
        let monday = today.adding(days: -(today.weekday.rawValue - Weekday.monday.rawValue))
        return calendar.startOfDay(monday)..<calendar.startOfDay(monday.adding(days: 7))
    }

    /// The posts a chip keeps: all; those addressed to the reader's level or cohort; schedule changes.
    public func posts(_ filter: Filter) -> [Announcement] {
        switch filter {
        case .all: visible
        case .myLevel: visible.filter { $0.audience.isMyLevel(for: reader) }
        case .schedule: visible.filter { $0.kind == .scheduleChange }
        }
    }

    /// The chip's posts as the board lays them out: pinned first (each once), then this week's, then earlier ones.
    public func groups(_ filter: Filter) -> Groups {
        let posts = posts(filter)
        let week = Self.week(containing: now, zoneIdentifier: zoneIdentifier)
        let rest = posts.filter { !$0.pinned }
        return Groups(
            pinned: posts.filter(\.pinned), thisWeek: rest.filter { $0.publishAt >= week.lowerBound },
            earlier: rest.filter { $0.publishAt < week.lowerBound })
    }

    /// How long a post can read as new: a week from its publishing.
    public static let newFor: TimeInterval = 7 * 86_400

    /// Whether `post` reads as new ("New", the gold dot): the reader has not seen it and it was published under a
    /// week before `now`. Reading it, or a week passing, ends it.
    public func isUnread(_ post: Announcement) -> Bool {
        Self.isNew(seen: seen.contains(post.id), publishedAt: post.publishAt, now: now)
    }

    /// The rule alone: unseen, and `now` is less than ``newFor`` after `publishedAt`.
    ///
    /// ```swift
    /// AnnouncementBoard.isNew(seen: false, publishedAt: monday, now: monday + 6 days)   // true
    /// AnnouncementBoard.isNew(seen: false, publishedAt: monday, now: monday + 7 days)   // false
    /// ```
    public static func isNew(seen: Bool, publishedAt: Date, now: Date) -> Bool {
        !seen && now.timeIntervalSince(publishedAt) < newFor
    }

    /// Posts the reader sees that read as new.
    public var unreadCount: Int { visible.filter(isUnread).count }

    /// The pinned posts the reader sees (the sheet's "Announcements · N pinned").
    public var pinnedCount: Int { visible.filter(\.pinned).count }

    /// "just now", "12 min ago", "5 hours ago", "2 days ago".
    public static func relative(_ instant: Date, now: Date) -> String {
        let seconds = max(0, now.timeIntervalSince(instant))
        let minutes = Int(seconds / 60)
        if minutes < 1 { return "just now" }
        if minutes < 60 { return "\(minutes) min ago" }
        if minutes < 24 * 60 { return Plural.count(minutes / 60, "hour") + " ago" }
        return Plural.count(minutes / (24 * 60), "day") + " ago"
    }
}
