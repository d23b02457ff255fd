import HTML
import QuranFlowScreens

/// The HTML of the student's Profile (SakProfile).
enum ProfileView {
    static func content(_ screen: ProfileScreen, csrfToken: String) -> Node {
        Node.fragment([
            section(.class("card frontispiece"), .aria("labelledby", "profile-name")) {
                PhotoEditorView.render(screen.photo, csrfToken: csrfToken)
                h1(.id("profile-name"), .class("profile-name")) { Parts.isolated(screen.fullName) }
                p(.class("profile-level")) { screen.levelLine }
                p(.class("muted")) { screen.detail }
                ul(.class("stats")) { screen.stats.map(stat) }
            },
            screen.firstWeek.map(firstWeek) ?? .empty,
            section(.class("card ink coach-panel"), .aria("labelledby", "coach-name")) {
                p(.class("eyebrow")) { screen.coach.eyebrow }
                h2(.id("coach-name")) { Parts.isolated(screen.coach.name) }
                p(.class("coach-detail")) { screen.coach.detail }
                if let text = screen.coach.notesText {
                    div(.class("coach-notes")) {
                        span(.class("mini-wave"), .aria("hidden", "true")) {
                            [3, 6, 9, 5, 11, 7, 4, 8, 10, 6, 3, 7, 9, 5, 8, 4].map { height in span(.class("bar h\(height)")) {} }
                        }
                        if let notes = screen.coach.notes {
                            Parts.actionLink(notes, class: "coach-notes-link")
                        } else {
                            span { text }
                        }
                    }
                }
                if let message = screen.coach.message {
                    Parts.actionLink(message, class: "button primary gold")
                }
            },
            learningMenu([screen.coachDetail, screen.archive, screen.quranScript].compactMap { $0 }),
            accountMenu([screen.personalDetails, screen.subscription, screen.notificationSettings, screen.widgets].compactMap { $0 }),
            screen.reportIssue.map { supportMenu($0, privacy: screen.privacy) } ?? .empty,
            screen.signOut.map { Parts.signOut($0, csrfToken: csrfToken) } ?? .empty,
        ])
    }

    /// The first week's panel: where the student is, the dignified beginning, their seat, and Next steps.
    static func firstWeek(_ panel: FirstWeekPanel) -> Node {
        Node.fragment([
            section(.class("card first-week"), .aria("labelledby", "first-week-title")) {
                p(.class("eyebrow")) { panel.eyebrow }
                h2(.id("first-week-title"), .class("hero-title")) { panel.title }
                p(.class("muted")) { panel.seat }
            },
            ChecklistView.render(panel.nextSteps, id: "next-steps"),
        ])
    }

    /// The Your learning menu: Coach detail, Your submissions (whichever exist).
    static func learningMenu(_ items: [ScreenAction]) -> Node {
        guard !items.isEmpty else { return .empty }
        return section(.class("profile-menu"), .aria("labelledby", "profile-learning")) {
            h2(.id("profile-learning"), .class("eyebrow")) { "Your learning" }
            ul(.class("card list")) { items.map { item in li { Parts.actionLink(item, class: "list-link") } } }
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
    static func supportMenu(_ report: ScreenAction, privacy: ScreenAction? = nil) -> Node {
        section(.class("profile-menu"), .aria("labelledby", "profile-support")) {
            h2(.id("profile-support"), .class("eyebrow")) { "Support" }
            ul(.class("card list")) {
                li { a(.href(report.href), .class("list-link"), .data("report-open", "")) { report.label } }
                privacy.map { item in li { Parts.actionLink(item, class: "list-link") } } ?? .empty
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
