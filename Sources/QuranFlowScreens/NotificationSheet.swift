import Foundation
import Identifiers
import QuranFlowCore
import QuranFlowRoutes

/// The notifications sheet (SakNotifSheet), or its all-caught-up state (SakNotifEmpty): unread rows under "New",
/// read ones under "Earlier", "Mark all", and each row opening its target.
///
/// ```swift
/// let sheet = NotificationSheet.make(rows, now: now)
/// sheet.newHeading   // "New · 1"
/// ```
public struct NotificationSheet: Codable, Hashable, Sendable {
    /// One notification as given to the sheet.
    public struct Item: Codable, Hashable, Sendable {
        public let id: String
        public let title: String
        public let detail: String
        public let createdAt: Date
        public let isUnread: Bool

        public init(id: String, title: String, detail: String, createdAt: Date, isUnread: Bool) {
            self.id = id
            self.title = title
            self.detail = detail
            self.createdAt = createdAt
            self.isUnread = isUnread
        }
    }

    /// One row.
    public struct Row: Codable, Hashable, Sendable {
        public let title: String
        public let detail: String
        /// "2 hours ago".
        public let when: String
        public let isUnread: Bool
        /// The row's address: a POST marks it read and redirects to its target; a GET only redirects.
        public let href: String
    }

    /// The pinned row above "New": "Announcements · 1 pinned" (megaphone), opening the board. A student's sheet only.
    public struct PinnedRow: Codable, Hashable, Sendable {
        public let label: String
        public let href: String
    }

    /// "SakNotifSheet" or "SakNotifEmpty".
    public let screenID: String
    /// "Notifications".
    public let title: String
    /// "Announcements · N pinned" for a student (the pinned posts in their audience); nil for a coach.
    public let announcements: PinnedRow?
    /// "Mark all" (a POST), while anything is unread.
    public let markAll: String?
    /// "New · 2".
    public let newHeading: String?
    public let new: [Row]
    /// "Earlier" / "Earlier this week".
    public let earlierHeading: String?
    public let earlier: [Row]
    /// "All caught up" when nothing is unread.
    public let emptyTitle: String?
    public let emptyBody: String?
    /// "That's all from this fortnight."
    public let footer: String

    /// How far back read notifications are listed ("That's all from this fortnight.").
    public static let window: TimeInterval = 14 * 86_400

    /// The sheet for `items` (newest first) at `now`: every unread one, and the read ones of the last fortnight. The read
    /// ones are "Earlier this week" only when every one of them is from the viewer's current week (Monday on, in
    /// `zoneIdentifier`); otherwise "Earlier" — the heading never claims more than the rows under it show.
    /// `pinnedAnnouncements` is how many pinned posts the student's board shows (nil: not a student, no pinned row).
    public static func make(_ items: [Item], now: Date, zoneIdentifier: String = "UTC", pinnedAnnouncements: Int? = nil)
        -> NotificationSheet
    {
        func row(_ item: Item) -> Row {
            let seconds = now.timeIntervalSince(item.createdAt)
            let when = seconds < 60 ? "just now" : WaitingTime(seconds: seconds).label + " ago"
            return Row(
                title: item.title, detail: item.detail, when: when, isUnread: item.isUnread,
                href: QuranFlowRoute.openNotification.path(Identifiers.ID(item.id)))
        }
        let unread = items.filter(\.isUnread).map(row)
        let readItems = items.filter { !$0.isUnread && now.timeIntervalSince($0.createdAt) <= window }
        let read = readItems.map(row)
        let weekStart = Copy.calendar(zoneIdentifier).weekInterval(containing: now).start
        let allThisWeek = readItems.allSatisfy { $0.createdAt >= weekStart }
        return NotificationSheet(
            screenID: unread.isEmpty ? "SakNotifEmpty" : "SakNotifSheet", title: "Notifications",
            announcements: pinnedAnnouncements.map {
                PinnedRow(
                    label: $0 > 0 ? "Announcements · \($0) pinned" : "Announcements", href: QuranFlowRoute.announcements.path())
            },
            markAll: unread.isEmpty ? nil : QuranFlowRoute.readAllNotifications.path(),
            newHeading: unread.isEmpty ? nil : "New · \(unread.count)", new: unread,
            earlierHeading: read.isEmpty ? nil : (allThisWeek ? "Earlier this week" : "Earlier"), earlier: read,
            emptyTitle: unread.isEmpty ? "All caught up" : nil,
            emptyBody: unread.isEmpty ? "Nothing new since you last looked." : nil,
            footer: "That's all from this fortnight.")
    }
}
