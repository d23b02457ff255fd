import QuranFlowRoutes

/// The programme admin's sections, in the order of the navigation every admin page carries: each a link printed from
/// its route, so an admin moves between setting up and running the programme in one click.
///
/// ```swift
/// AdminSection.students.path   // "/admin/students"
/// ```
public enum AdminSection: CaseIterable, Sendable {
    case accounts
    case students
    case importRoster
    case coaches
    case curriculum
    case lessonVideos
    case liveSessions
    case insights
    case issueReports
    case announcements

    /// The link's words.
    public var label: String {
        switch self {
        case .accounts: "Accounts"
        case .students: "Students"
        case .importRoster: "Import a roster"
        case .coaches: "Coaches"
        case .curriculum: "Levels & terms"
        case .lessonVideos: "Lesson videos"
        case .liveSessions: "Live sessions"
        case .insights: "SLA, attendance & hours"
        case .issueReports: "Reports of issues"
        case .announcements: "Announcements"
        }
    }

    /// The section's page.
    public var path: String {
        switch self {
        case .accounts: QuranFlowRoute.admin.path()
        case .students: QuranFlowRoute.adminStudents.path()
        case .importRoster: QuranFlowRoute.adminImport.path()
        case .coaches: QuranFlowRoute.adminCoaches.path()
        case .curriculum: QuranFlowRoute.adminCurriculum.path()
        case .lessonVideos: QuranFlowRoute.adminVideos.path()
        case .liveSessions: QuranFlowRoute.adminSessions.path()
        case .insights: QuranFlowRoute.adminInsightsSLA.path()
        case .issueReports: QuranFlowRoute.adminReports.path()
        case .announcements: QuranFlowRoute.manageAnnouncements.path()
        }
    }
}

/// A link up from a page inside a section ("Back to Fall 2026"), printed from its route.
public struct AdminBackLink: Equatable, Sendable {
    public let label: String
    public let path: String

    public init(label: String, path: String) {
        self.label = label
        self.path = path
    }
}
