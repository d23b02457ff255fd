import HTML
import QuranFlowRoutes

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
        case liveSessions
        case issueReports
        case announcements
        case lessonVideos

        /// The link's words.
        var label: String {
            switch self {
            case .accounts: "Accounts"
            case .students: "Students"
            case .importRoster: "Import a roster"
            case .coaches: "Coaches"
            case .curriculum: "Levels & terms"
            case .liveSessions: "Live sessions"
            case .issueReports: "Reports of issues"
            case .announcements: "Announcements"
            case .lessonVideos: "Lesson videos"
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
            case .liveSessions: QuranFlowRoute.adminSessions.path()
            case .issueReports: QuranFlowRoute.adminReports.path()
            case .announcements: QuranFlowRoute.manageAnnouncements.path()
            case .lessonVideos: QuranFlowRoute.adminVideos.path()
            }
        }
    }

    /// A whole admin page: `title` as its heading, `section` marked current in the navigation, then `content`.
    static func page(
        title pageTitle: String, section current: Section?, notice: String? = nil, mainClass: String = "",
        @NodeBuilder _ content: () -> Node
    ) -> String {
        Layout.page(title: pageTitle, bodyClass: "paper admin") {
            main(.class(["admin-main", mainClass].filter { !$0.isEmpty }.joined(separator: " "))) {
                header(.class("admin-header")) {
                    Layout.brand
                    h1 { pageTitle }
                    navigation(current: current)
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
