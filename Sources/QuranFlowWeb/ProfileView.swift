import HTML
import QuranFlowScreens

/// The HTML of the student's Profile (SakProfile).
enum ProfileView {
    static func content(_ screen: ProfileScreen, csrfToken: String) -> Node {
        Node.fragment([
            section(.class("card frontispiece"), .aria("labelledby", "profile-name")) {
                Parts.avatar(screen.initial, class: "large")
                h1(.id("profile-name"), .class("profile-name")) { Parts.isolated(screen.fullName) }
                p(.class("profile-level")) { screen.levelLine }
                p(.class("muted")) { screen.detail }
                ul(.class("stats")) { screen.stats.map(stat) }
            },
            section(.class("card ink coach-panel"), .aria("labelledby", "coach-name")) {
                p(.class("eyebrow")) { screen.coach.eyebrow }
                h2(.id("coach-name")) { Parts.isolated(screen.coach.name) }
                p(.class("coach-detail")) { screen.coach.detail }
                if let message = screen.coach.message {
                    Parts.actionLink(message, class: "button primary gold")
                }
            },
            learningMenu([screen.archive, screen.quranScript].compactMap { $0 }),
            accountMenu([screen.subscription, screen.notificationSettings, screen.widgets].compactMap { $0 }),
            screen.reportIssue.map(supportMenu) ?? .empty,
            screen.signOut.map { Parts.signOut($0, csrfToken: csrfToken) } ?? .empty,
        ])
    }

    /// The Your learning menu: Your submissions, Qur'an script (whichever exist).
    static func learningMenu(_ items: [ScreenAction]) -> Node {
        guard !items.isEmpty else { return .empty }
        return ul(.class("card list"), .aria("label", "Your learning")) {
            items.map { item in li { Parts.actionLink(item, class: "list-link") } }
        }
    }

    /// The Account menu: Subscription & billing, Notifications, Widgets (whichever exist).
    static func accountMenu(_ items: [ScreenAction]) -> Node {
        guard !items.isEmpty else { return .empty }
        return section(.class("profile-menu"), .aria("labelledby", "profile-account")) {
            h2(.id("profile-account"), .class("eyebrow")) { "Account" }
            ul(.class("card list")) { items.map { item in li { Parts.actionLink(item, class: "list-link") } } }
        }
    }

    /// The Support menu: "Report an issue" (opens the report sheet over this screen where scripts run).
    static func supportMenu(_ report: ScreenAction) -> Node {
        section(.class("profile-menu"), .aria("labelledby", "profile-support")) {
            h2(.id("profile-support"), .class("eyebrow")) { "Support" }
            ul(.class("card list")) {
                li { a(.href(report.href), .class("list-link"), .data("report-open", "")) { report.label } }
            }
        }
    }

    /// A stat; "—" is read as "not yet known".
    static func stat(_ stat: ProfileStat) -> Node {
        li(.class("stat")) {
            if stat.value == "—" {
                strong(.class("stat-value"), .aria("hidden", "true")) { "—" }
                Parts.visuallyHidden("Not yet known: ")
            } else {
                strong(.class("stat-value")) { stat.value }
            }
            span(.class("stat-label")) { stat.label }
        }
    }
}
