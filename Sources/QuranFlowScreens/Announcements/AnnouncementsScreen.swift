import Calendar
import Foundation
import Identifiers
import QuranFlowCore
import QuranFlowRoutes

/// The Announcements board (SakAnnouncements): the chips All / My level / Schedule, the pinned card, "This week" and
/// earlier posts with their gold unread dots, and the footer line whose "send her a message" opens the thread with the
/// student's own coach. Built from ``AnnouncementBoard`` (the student's posts only).
///
/// ```swift
/// let screen = AnnouncementsScreen.make(board, filter: .all, coachID: sarah.coachID, cohortNames: names)
/// screen.footer.link   // "send her a message"
/// ```
public struct AnnouncementsScreen: Codable, Hashable, Sendable {
    /// One filter chip.
    public struct Chip: Codable, Hashable, Sendable {
        public let filter: AnnouncementBoard.Filter
        public let label: String
        public let href: String
        public let isCurrent: Bool
    }

    /// One post as the board shows it.
    public struct Post: Codable, Hashable, Sendable {
        public let id: String
        /// "Everyone", "Level II".
        public let audience: String
        /// "Schedule change" for a schedule change, else nil.
        public let kindLabel: String?
        public let title: String
        public let body: String
        /// "QF Team · 2 days ago".
        public let byline: String
        /// The publish instant, ISO 8601.
        public let publishedAt: String
        /// Not yet seen by the student (a gold dot).
        public let isUnread: Bool
    }

    /// The footer: "Announcements are one-way. To reach your coach, " + the link.
    public struct Footer: Codable, Hashable, Sendable {
        public let text: String
        public let link: String
        public let href: String
    }

    /// "SakAnnouncements".
    public let screenID: String
    /// "Announcements".
    public let title: String
    /// The notifications sheet (the header's bell).
    public let notificationsHref: String
    public let chips: [Chip]
    public let pinned: [Post]
    /// "This week" when there are this week's posts.
    public let thisWeekHeading: String?
    public let thisWeek: [Post]
    /// "Earlier" when there are earlier posts.
    public let earlierHeading: String?
    public let earlier: [Post]
    /// "Nothing here yet" when the chip keeps no post.
    public let emptyLine: String?
    /// How many posts the student has not seen (all chips).
    public let unreadCount: Int
    public let footer: Footer

    /// The board of `board` under chip `filter`; `coachID` is the student's own coach (the footer's thread).
    public static func make(
        _ board: AnnouncementBoard, filter: AnnouncementBoard.Filter, coachID: Identifiers.ID<Coach>,
        cohortNames: [String: String] = [:]
    ) -> AnnouncementsScreen {
        func post(_ post: Announcement) -> Post {
            Post(
                id: post.id, audience: post.audience.label(cohortNames: cohortNames),
                kindLabel: post.kind == .scheduleChange ? post.kind.label : nil, title: post.title, body: post.body,
                byline: "\(post.authorName) · \(AnnouncementBoard.relative(post.publishAt, now: board.now))",
                publishedAt: ISO8601.format(post.publishAt), isUnread: board.isUnread(post))
        }
        let groups = board.groups(filter)
        let chips = AnnouncementBoard.Filter.allCases.map { chip in
            Chip(
                filter: chip, label: chip.label,
                href: QuranFlowRoute.announcements.path(query: AnnouncementsQuery(filter: chip == .all ? nil : chip)),
                isCurrent: chip == filter)
        }
        let empty = groups.pinned.isEmpty && groups.thisWeek.isEmpty && groups.earlier.isEmpty
        return AnnouncementsScreen(
            screenID: "SakAnnouncements", title: "Announcements", notificationsHref: QuranFlowRoute.notifications.path(),
            chips: chips, pinned: groups.pinned.map(post), thisWeekHeading: groups.thisWeek.isEmpty ? nil : "This week",
            thisWeek: groups.thisWeek.map(post), earlierHeading: groups.earlier.isEmpty ? nil : "Earlier",
            earlier: groups.earlier.map(post),
            emptyLine: empty
                ? (filter == .all
                    ? "Nothing here yet. Announcements from your coaches and the programme appear here." : "Nothing here yet.")
                : nil,
            unreadCount: board.unreadCount,
            footer: Footer(
                text: "Announcements are one-way. To reach your coach, ", link: "send her a message",
                href: QuranFlowRoute.messageThread.path(coachID)))
    }

    /// Every post id the board shows (what viewing it marks seen).
    public var shownIDs: [String] { (pinned + thisWeek + earlier).map(\.id) }
}
