import Calendar
import Foundation
import Identifiers
import QuranFlowCore
import QuranFlowRoutes

/// The authors' page (undesigned in the spec, which leaves authoring to "an admin/coach-side tool"): the posts with their
/// state and controls (Edit, Pin/Unpin, Unpublish), the form to write or edit one (only the audiences this author may
/// choose), and "Preview as" a chosen student, showing exactly that student's board.
///
/// ```swift
/// let screen = AnnouncementManageScreen.make(posts, author: radwa, form: .blank, audiences: options, students: students,
///                                            preview: nil, zoneIdentifier: "America/Toronto", now: now)
/// ```
public struct AnnouncementManageScreen: Codable, Hashable, Sendable {
    /// A choice in a select.
    public struct Option: Codable, Hashable, Sendable {
        public let value: String
        public let label: String
        public let isSelected: Bool
    }

    /// The form's values (as typed, kept after a refusal).
    public struct Form: Codable, Hashable, Sendable {
        public var title: String
        public var body: String
        public var audience: String
        public var kind: String
        public var pinned: Bool
        /// "2026-10-29T09:00" on the author's clock, or empty for now.
        public var publishAt: String

        public init(
            title: String = "", body: String = "", audience: String = "everyone", kind: String = "general", pinned: Bool = false,
            publishAt: String = ""
        ) {
            self.title = title
            self.body = body
            self.audience = audience
            self.kind = kind
            self.pinned = pinned
            self.publishAt = publishAt
        }

        public static let blank = Form()
    }

    /// One post in the list.
    public struct Row: Codable, Hashable, Sendable {
        public let id: String
        public let title: String
        /// "Level II · Schedule change".
        public let tags: String
        /// "Published", "Scheduled", "Unpublished".
        public let state: String
        /// "Ust. Radwa · Tue 27 Oct, 9:00 AM".
        public let byline: String
        public let pinned: Bool
        /// Edit (nil once unpublished).
        public let editHref: String?
        /// Pin or Unpin (a POST; nil once unpublished).
        public let pinAction: String?
        public let pinLabel: String?
        /// Unpublish (a POST; nil once unpublished).
        public let unpublishAction: String?
    }

    /// "AnnouncementsManage".
    public let screenID: String
    /// "Announcements".
    public let title: String
    /// "Ust. Radwa · Everyone or the levels you teach" / "QF Team · any audience".
    public let eyebrow: String
    /// Back to the author's home: "You" (the coach's tab) or "Admin" (the admin page).
    public let backLabel: String
    public let backHref: String
    /// "New announcement" / "Edit announcement".
    public let formHeading: String
    /// Where the form posts.
    public let formAction: String
    public let form: Form
    public let audiences: [Option]
    public let kinds: [Option]
    /// "Publish" / "Save changes".
    public let submitLabel: String
    /// While editing: back to a blank form.
    public let cancelHref: String?
    /// A refusal and the field it names.
    public let error: String?
    public let errorField: String?
    /// "Times are in Toronto time."
    public let zoneNote: String
    public let rows: [Row]
    /// "Preview as" — the students to choose from, and where the choice goes (a GET form).
    public let previewAction: String
    public let students: [Option]
    /// The chosen student's name and board, exactly as they see it.
    public let previewName: String?
    public let preview: AnnouncementsScreen?

    /// The page for `author`.
    public static func make(
        _ posts: [Announcement], author: AnnouncementAuthor, editing: Announcement? = nil, form: Form, audiences: [AnnouncementAudience],
        cohortNames: [String: String], students: [(id: String, name: String)],
        preview: (id: String, name: String, board: AnnouncementsScreen)?,
        zoneIdentifier: String, now: Date, error: AnnouncementError? = nil
    ) -> AnnouncementManageScreen {
        let calendar = ZonedCalendar.resolving(zoneIdentifier)
        func when(_ date: Date) -> String {
            "\(LocalFormat.eyebrowDate(date, in: calendar.zone)), \(LocalFormat.time(date, in: calendar.zone))"
        }
        let rows = posts.map { post in
            let live = post.unpublishedAt == nil
            let id = Identifiers.ID<Announcement>(post.id)
            return Row(
                id: post.id, title: post.title,
                tags: [post.audience.label(cohortNames: cohortNames), post.kind.label].joined(separator: " · "),
                state: post.state(at: now) + (post.pinned && live ? " · Pinned" : ""),
                byline: "\(post.authorName) · \(post.publishAt > now ? "publishes " : "")\(when(post.publishAt))", pinned: post.pinned,
                editHref: live ? QuranFlowRoute.manageAnnouncements.path(query: AnnouncementManageQuery(edit: id)) : nil,
                pinAction: live
                    ? (post.pinned ? QuranFlowRoute.unpinAnnouncement.path(id) : QuranFlowRoute.pinAnnouncement.path(id)) : nil,
                pinLabel: live ? (post.pinned ? "Unpin" : "Pin") : nil,
                unpublishAction: live ? QuranFlowRoute.unpublishAnnouncement.path(id) : nil)
        }
        let isAdmin = author.role == .admin
        return AnnouncementManageScreen(
            screenID: "AnnouncementsManage", title: "Announcements",
            eyebrow: isAdmin ? "\(author.displayName) · any audience" : "\(author.displayName) · Everyone or the levels you teach",
            backLabel: isAdmin ? "Admin" : "You", backHref: isAdmin ? QuranFlowRoute.admin.path() : QuranFlowRoute.coachYou.path(),
            formHeading: editing == nil ? "New announcement" : "Edit announcement",
            formAction: editing.map { QuranFlowRoute.editAnnouncement.path(Identifiers.ID($0.id)) }
                ?? QuranFlowRoute.createAnnouncement.path(),
            form: form,
            audiences: audiences.map {
                Option(value: $0.rawValue, label: $0.label(cohortNames: cohortNames), isSelected: $0.rawValue == form.audience)
            },
            kinds: AnnouncementKind.allCases.map { Option(value: $0.rawValue, label: $0.label, isSelected: $0.rawValue == form.kind) },
            submitLabel: editing == nil ? "Publish" : "Save changes",
            cancelHref: editing == nil ? nil : QuranFlowRoute.manageAnnouncements.path(),
            error: error?.message, errorField: error?.field,
            zoneNote: "Times are in \(ZoneLabel.cityName(for: zoneIdentifier)) time.", rows: rows,
            previewAction: QuranFlowRoute.manageAnnouncements.path(),
            students: students.map { Option(value: $0.id, label: $0.name, isSelected: $0.id == preview?.id) },
            previewName: preview?.name, preview: preview?.board)
    }

    /// The form as `post` stands (its publish time on `zoneIdentifier`'s clock).
    public static func form(of post: Announcement, zoneIdentifier: String) -> Form {
        let calendar = ZonedCalendar.resolving(zoneIdentifier)
        let time = calendar.localTime(of: post.publishAt)
        return Form(
            title: post.title, body: post.body, audience: post.audience.rawValue, kind: post.kind.rawValue, pinned: post.pinned,
            publishAt: "\(calendar.localDate(of: post.publishAt))T\(LocalTime(hour: time.hour, minute: time.minute))")
    }
}
