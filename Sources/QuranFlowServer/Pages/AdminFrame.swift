import HTML
import QuranFlowRoutes
import QuranFlowWeb

/// The frame every programme-admin page shares: the brand, the page's title, and the admin's sections — each a link
/// printed from its route, the current one marked — so an admin moves between setting up and running the programme in
/// one click.
///
/// ```swift
/// AdminFrame.page(title: "Levels & terms", section: .curriculum) { section(.class("card")) { … } }
/// ```
enum AdminFrame {
    /// The admin's sections, in the order of the navigation.
    enum Section: CaseIterable {
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
        var label: String {
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
        var path: String {
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
    struct Back {
        let label: String
        let path: String
    }

    /// A whole admin page: `title` as its heading, `section` marked current in the navigation, `back` (for a page inside a
    /// section) under the heading, then `content`; `attributes` go on `<main>` (a page's data for its script), `scripts`
    /// are loaded after the page.
    static func page(
        title pageTitle: String, heading: String? = nil, section current: Section?, back: Back? = nil, notice: String? = nil,
        mainClass: String = "", attributes: [Attribute] = [], scripts: [String] = [], @NodeBuilder _ content: () -> Node
    ) -> String {
        let mainAttributes = [Attribute.class(["admin-main", mainClass].filter { !$0.isEmpty }.joined(separator: " "))] + attributes
        return PageFrame.document(title: pageTitle, bodyClass: "paper admin", scripts: scripts) {
            main(attributes: mainAttributes) {
                header(.class("admin-header")) {
                    Layout.brand
                    h1 { heading ?? pageTitle }
                    navigation(current: current)
                    if let back { p(.class("admin-back")) { a(.href(back.path)) { back.label } } }
                }
                if let notice { p(.class("notice"), .role("status")) { notice } }
                content()
            }
        }
    }

    /// The sections' links, and the admin's own account.
    static func navigation(current: Section?) -> Node {
        nav(.class("admin-nav"), .aria("label", "Programme admin")) {
            ul {
                for section in Section.allCases {
                    li {
                        a(
                            .href(section.path), .class(section == current ? "is-current" : ""),
                            .aria("current", section == current ? "page" : "false")
                        ) { section.label }
                    }
                }
                li { a(.href(QuranFlowRoute.account.path())) { "Your account" } }
            }
        }
    }
}
