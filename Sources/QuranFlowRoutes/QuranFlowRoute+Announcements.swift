import Calendar
import Identifiers
import QuranFlowCore
import Routing

/// `?filter=all|my-level|schedule`: the board's chip (default All).
public struct AnnouncementsQuery: RouteQuery {
    public var filter: AnnouncementBoard.Filter?
    public init(filter: AnnouncementBoard.Filter? = nil) { self.filter = filter }
}

/// `?edit=<id>`: the authors' page with one post in its form; `?preview=<student>`: with one student's board beside it.
public struct AnnouncementManageQuery: RouteQuery {
    /// The names the preview's GET form prints.
    public enum CodingKeys: String, CodingKey { case edit, preview }
    public var edit: ID<Announcement>?
    public var preview: ID<Student>?
    public init(edit: ID<Announcement>? = nil, preview: ID<Student>? = nil) {
        self.edit = edit
        self.preview = preview
    }
}

extension AnnouncementBoard.Filter: PathParameter {}

extension AnnouncementAudience: SchemaDescribed {
    /// Its wire form: "everyone", "level:N", "year:N" or "cohort:<id>".
    public static func describeSchema(in components: SchemaComponents) throws -> JSONSchema { .string() }
    public static func schemaExample(in components: SchemaComponents) throws -> AnnouncementAudience { .everyone }
}

extension QuranFlowRoute {
    /// The student's board (SakAnnouncements).
    public static let announcements = QuranFlowEndpoint(
        .get, "/announcements", query: AnnouncementsQuery.self, access: .students, feature: .announcements,
        kind: .screen(
            summary: "The signed-in student's Announcements board (SakAnnouncements): only posts for their audience, pinned first, "
                + "this week's and earlier ones, unread dots (viewing marks them seen). Query: filter = all | my-level | schedule.",
            name: "Announcements", spec: "SakAnnouncements"))
    /// The authors' page: every post (a coach's own), the form to write or edit one, and a student's board as a preview.
    public static let manageAnnouncements = QuranFlowEndpoint(
        .get, "/announcements/manage", query: AnnouncementManageQuery.self, access: .authors, feature: .announcements,
        kind: .screen(
            summary: "The announcements authoring page for coaches and admins: posts with their state (Published, Scheduled, "
                + "Unpublished), the audiences this author may choose, and — with preview = a student id — exactly that student's board.",
            name: "Announcements"),
        statuses: [404, 409])
    /// Posting from the authors' page (form: title, body, audience, kind, pinned, publish_at).
    public static let createAnnouncement = QuranFlowEndpoint(.post, "/announcements/manage", access: .authors, statuses: [409, 422])
    /// Saving an edit from the authors' page.
    public static let editAnnouncement = QuranFlowEndpoint(
        .post, "/announcements/manage/:id", ID<Announcement>.self, access: .authors, statuses: [404, 409, 422])
    /// Taking a post down.
    public static let unpublishAnnouncement = QuranFlowEndpoint(
        .post, "/announcements/manage/:id/unpublish", ID<Announcement>.self, access: .authors, statuses: [404])
    /// Pinning a post.
    public static let pinAnnouncement = QuranFlowEndpoint(
        .post, "/announcements/manage/:id/pin", ID<Announcement>.self, access: .authors, statuses: [404])
    /// Unpinning a post.
    public static let unpinAnnouncement = QuranFlowEndpoint(
        .post, "/announcements/manage/:id/unpin", ID<Announcement>.self, access: .authors, statuses: [404])

    /// Posting as JSON.
    public static let apiCreateAnnouncement = QuranFlowEndpoint(
        .post, "/api/announcements", access: .authors,
        kind: .api(
            summary: "Posts an announcement (fields title 1–120, body ≤ 2000, audience = everyone | level:N | year:N | cohort:<id>, "
                + "kind = general | schedule, pinned = true/false, publish_at = ISO-8601 or local YYYY-MM-DDTHH:MM, empty for now). "
                + "A coach may post to Everyone or the levels they teach (403 otherwise). 201 with the post; 422 naming the field."),
        statuses: [403, 409, 422])
    /// Editing as JSON.
    public static let apiEditAnnouncement = QuranFlowEndpoint(
        .post, "/api/announcements/:id", ID<Announcement>.self, access: .authors,
        kind: .api(
            summary: "Edits a post (the same fields). A published post keeps its audience (409 if changed); its notifications take the "
                + "new title. A coach edits only their own posts (404 otherwise)."),
        statuses: [403, 404, 409, 422])
    /// Unpublishing as JSON.
    public static let apiUnpublishAnnouncement = QuranFlowEndpoint(
        .post, "/api/announcements/:id/unpublish", ID<Announcement>.self, access: .authors,
        kind: .api(summary: "Takes a post down: it leaves every board and unread count, and its notification rows are deleted."),
        statuses: [404, 415])
    /// Pinning as JSON.
    public static let apiPinAnnouncement = QuranFlowEndpoint(
        .post, "/api/announcements/:id/pin", ID<Announcement>.self, access: .authors,
        kind: .api(summary: "Pins a post (the board's pinned card; the sheet's \"Announcements · N pinned\")."), statuses: [404, 415])
    /// Unpinning as JSON.
    public static let apiUnpinAnnouncement = QuranFlowEndpoint(
        .post, "/api/announcements/:id/unpin", ID<Announcement>.self, access: .authors,
        kind: .api(summary: "Unpins a post."), statuses: [404, 415])
    /// Moving one meeting of a group session (admins): what a Schedule-change post announces.
    public static let apiMoveMeeting = QuranFlowEndpoint(
        .post, "/api/sessions/:id/moves", ID<LiveSession>.self, access: .admins,
        kind: .api(
            summary: "Moves one meeting of a group session: fields original_date (YYYY-MM-DD, a date it meets on, the owner's calendar), "
                + "date (YYYY-MM-DD, within 6 days) and time (HH:MM, the owner's wall clock). Sessions, session detail, the calendar "
                + "feed, reminders and the live class read the moved time. 204; 422 naming the field."),
        statuses: [422])
}
