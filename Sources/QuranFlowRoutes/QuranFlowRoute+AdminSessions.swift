import Calendar
import Identifiers
import QuranFlowCore
import Routing

/// `?term=…`: the term whose sessions the admin page lists (default the term running now, else the latest).
public struct AdminSessionsQuery: RouteQuery {
    public var term: ID<Term>?
    public var created: Bool?
    public init(term: ID<Term>? = nil, created: Bool? = nil) {
        self.term = term
        self.created = created
    }
}

/// `?saved=true`: the notice after a change on one session's admin page.
public struct AdminSessionQuery: RouteQuery {
    public var saved: Bool?
    public init(saved: Bool? = nil) { self.saved = saved }
}

/// `?term=…&from=YYYY-MM-DD&to=YYYY-MM-DD`: an insight report's period — a term (default the one running now), or a
/// date range on the admin's calendar (both ends inclusive; it wins over the term).
public struct InsightsQuery: RouteQuery {
    /// The names the period's GET form prints.
    public enum CodingKeys: String, CodingKey { case term, from, to }
    public var term: ID<Term>?
    public var from: LocalDate?
    public var to: LocalDate?
    public init(term: ID<Term>? = nil, from: LocalDate? = nil, to: LocalDate? = nil) {
        self.term = term
        self.from = from
        self.to = to
    }
}

extension QuranFlowRoute {
    /// The programme admin's live sessions of a term: weekly rules and their single-meeting changes.
    public static let adminSessions = QuranFlowEndpoint(.get, "/admin/sessions", query: AdminSessionsQuery.self, access: .admins)
    /// Creating a weekly session rule (a form).
    public static let createSessionRule = QuranFlowEndpoint(.post, "/admin/sessions", access: .admins, statuses: [404, 422])
    /// One session's admin page: its rule, its meetings, its history.
    public static let adminSession = QuranFlowEndpoint(
        .get, "/admin/sessions/:id", ID<LiveSession>.self, query: AdminSessionQuery.self, access: .admins)
    /// Saving a weekly session rule (a form).
    public static let updateSessionRule = QuranFlowEndpoint(
        .post, "/admin/sessions/:id", ID<LiveSession>.self, access: .admins, statuses: [404, 422])
    /// Adding one extra meeting (a form).
    public static let addExtraMeeting = QuranFlowEndpoint(
        .post, "/admin/sessions/:id/extra", ID<LiveSession>.self, access: .admins, statuses: [404, 422])
    /// Cancelling one meeting (a form).
    public static let cancelMeeting = QuranFlowEndpoint(
        .post, "/admin/sessions/:id/cancel", ID<LiveSession>.self, access: .admins, statuses: [404, 422])
    /// Removing (ending) a weekly rule (a form): held meetings stay.
    public static let removeSessionRule = QuranFlowEndpoint(
        .post, "/admin/sessions/:id/remove", ID<LiveSession>.self, access: .admins, statuses: [404, 422])
    /// A term's group sessions as JSON.
    public static let apiAdminSessions = QuranFlowEndpoint(
        .get, "/api/admin/sessions", query: AdminSessionsQuery.self, access: .admins,
        kind: .api(summary: "A term's weekly group sessions (query: term, default the current term) with their meetings' changes."),
        statuses: [404])

    /// The SLA report: submissions and how long each waited for review, by coach.
    public static let adminInsightsSLA = QuranFlowEndpoint(.get, "/admin/insights/sla", query: InsightsQuery.self, access: .admins)
    /// The SLA report as CSV.
    public static let adminInsightsSLACSV = QuranFlowEndpoint(
        .get, "/admin/insights/sla.csv", query: InsightsQuery.self, access: .admins, kind: .file)
    /// The attendance report: each meeting and who attended, each student's share.
    public static let adminInsightsAttendance = QuranFlowEndpoint(
        .get, "/admin/insights/attendance", query: InsightsQuery.self, access: .admins)
    /// The attendance report as CSV.
    public static let adminInsightsAttendanceCSV = QuranFlowEndpoint(
        .get, "/admin/insights/attendance.csv", query: InsightsQuery.self, access: .admins, kind: .file)
    /// Each student's share of the meetings attended, as CSV.
    public static let adminInsightsStudentAttendanceCSV = QuranFlowEndpoint(
        .get, "/admin/insights/attendance-by-student.csv", query: InsightsQuery.self, access: .admins, kind: .file)
    /// The coach-hours report: review time and live meetings per coach per week.
    public static let adminInsightsHours = QuranFlowEndpoint(.get, "/admin/insights/hours", query: InsightsQuery.self, access: .admins)
    /// The coach-hours report as CSV.
    public static let adminInsightsHoursCSV = QuranFlowEndpoint(
        .get, "/admin/insights/hours.csv", query: InsightsQuery.self, access: .admins, kind: .file)

    /// The SLA report as JSON.
    public static let apiAdminInsightsSLA = QuranFlowEndpoint(
        .get, "/api/admin/insights/sla", query: InsightsQuery.self, access: .admins,
        kind: .api(
            summary: "The SLA report (query: term, or from and to): each submission queued in the period, how long it waited "
                + "for review in whole minutes, and whether it broke the 48-hour promise. 404 no such term; 422 a bad range."),
        statuses: [404, 422])
    /// The attendance report as JSON.
    public static let apiAdminInsightsAttendance = QuranFlowEndpoint(
        .get, "/api/admin/insights/attendance", query: InsightsQuery.self, access: .admins,
        kind: .api(
            summary: "The attendance report (query: term, or from and to): each meeting held with who came, and each "
                + "student's share. 404 no such term; 422 a bad range."),
        statuses: [404, 422])
    /// The coach-hours report as JSON.
    public static let apiAdminInsightsHours = QuranFlowEndpoint(
        .get, "/api/admin/insights/hours", query: InsightsQuery.self, access: .admins,
        kind: .api(
            summary: "The coach-hours report (query: term, or from and to): per coach per week, review minutes and reviews, "
                + "meeting minutes and meetings. 404 no such term; 422 a bad range."),
        statuses: [404, 422])
}
