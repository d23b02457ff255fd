import HTML
import QuranFlowScreens

/// The HTML of the coach's Queue (SakCoachQueue), Students and You tabs.
enum CoachViews {
    static func queue(_ screen: CoachQueueScreen) -> Node {
        Node.fragment([
            Parts.screenHeader(eyebrow: screen.eyebrow, greeting: screen.greeting),
            screen.messages.map { Parts.actionLink($0, class: "button secondary header-action") } ?? .empty,
            section(.class("card ink hero stat-hero"), .aria("labelledby", "hero-title")) {
                h2(.id("hero-title"), .class("hero-title")) { screen.headline }
                p(.class("hero-body")) { screen.heroDetail }
            },
            nav(.class("filter-chips"), .aria("label", "Sort the queue")) {
                ul {
                    screen.filters.map { chip in
                        li {
                            if chip.isCurrent {
                                a(.href(chip.href), .class("chip-link is-current"), .aria("current", "true")) { chip.label }
                            } else {
                                a(.href(chip.href), .class("chip-link")) { chip.label }
                            }
                        }
                    }
                }
            },
            screen.empty.map { empty in
                section(.class("card quiet empty")) {
                    h2 { empty.title }
                    p { empty.body }
                }
            } ?? ol(.class("queue-rows"), .aria("label", "Waiting submissions")) { screen.rows.map(queueRow) },
            screen.moreLine.map { line in p(.class("muted queue-more")) { line } } ?? .empty,
        ])
    }

    static func queueRow(_ row: CoachQueueScreen.Row) -> Node {
        let classes = "queue-row" + (row.isFlagged ? " is-flagged" : "") + (row.isBreached ? " is-breached" : "")
        let body = Node.fragment([
            Parts.avatar(row.initial),
            span(.class("queue-main")) {
                span(.class("queue-name")) { Parts.isolated(row.name) }
                span(.class("queue-meta")) {
                    span(.class("chip")) { row.levelChip }
                    span { row.week }
                    span {
                        Parts.visuallyHidden("Recording "); row.duration
                    }
                }
            },
            span(.class("queue-wait")) {
                span(.class("queue-waiting")) {
                    Parts.visuallyHidden("Waiting "); row.waiting
                }
                if let flag = row.flag {
                    span(.class("queue-flag")) { flag }
                }
            },
        ])
        return li(.class(classes)) {
            if let open = row.open {
                a(.href(open.href), .class("queue-line"), .aria("label", open.label)) { body }
            } else {
                div(.class("queue-line")) { body }
            }
        }
    }

    static func students(_ screen: CoachStudentsScreen) -> Node {
        Node.fragment([
            header(.class("screen-header")) {
                p(.class("eyebrow")) { screen.eyebrow }
                h1(.class("greeting")) { screen.title }
                p(.class("muted")) { screen.summary }
            },
            screen.rows.isEmpty
                ? p(.class("card quiet")) { "No students are assigned to you yet." }
                : ul(.class("student-rows card list")) { screen.rows.map(studentRow) },
        ])
    }

    static func studentRow(_ row: CoachStudentsScreen.Row) -> Node {
        let body = Node.fragment([
            Parts.avatar(row.initial),
            span(.class("queue-main")) {
                span(.class("queue-name")) { Parts.isolated(row.name) }
                span(.class("queue-meta")) {
                    span(.class("chip")) { row.level }
                    span { row.year }
                    span { row.place }
                }
            },
            span(.class("queue-wait")) {
                if let week = row.latestWeek { span(.class("muted")) { week } }
                if let status = row.latestStatus { Parts.pill(status) }
            },
        ])
        return li(.class("student-row")) {
            if let open = row.open {
                a(.href(open.href), .class("queue-line"), .aria("label", open.label)) { body }
            } else {
                div(.class("queue-line")) { body }
            }
        }
    }

    static func you(_ screen: CoachYouScreen, csrfToken: String) -> Node {
        Node.fragment([
            section(.class("card frontispiece"), .aria("labelledby", "profile-name")) {
                PhotoEditorView.render(screen.photo, csrfToken: csrfToken)
                h1(.id("profile-name"), .class("profile-name")) { Parts.isolated(screen.name) }
                p(.class("profile-level")) { screen.zone }
                p(.class("muted")) { screen.zoneNote }
                p(.class("muted")) { screen.studentsLine }
            },
            screen.profile.map(CoachProfileView.card) ?? .empty,
            screen.hours.map(CoachProfileView.hours) ?? .empty,
            ul(.class("card list")) {
                [screen.announcements, screen.notifications, screen.widgets, screen.quranScript].compactMap { $0 }.map { action in
                    li { Parts.actionLink(action, class: "list-link") }
                }
            },
            screen.reportIssue.map { ProfileView.supportMenu($0) } ?? .empty,
            screen.signOut.map { Parts.signOut($0, csrfToken: csrfToken) } ?? .empty,
        ])
    }
}
