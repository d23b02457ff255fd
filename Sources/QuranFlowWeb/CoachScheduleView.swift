import HTML
import QuranFlowScreens

/// The coach's schedule (SakCoachSchedule) HTML.
enum CoachScheduleView {
    static func content(_ screen: CoachScheduleScreen) -> Node {
        Node.fragment([
            header(.class("screen-header")) {
                p(.class("eyebrow")) { screen.eyebrow }
                h1(.class("greeting")) { screen.title }
            },
            nav(.class("week-nav"), .aria("label", "Days")) {
                screen.previousDay.map { href in a(.href(href), .class("week-step")) { "‹ Previous day" } } ?? .empty
                screen.nextDay.map { href in a(.href(href), .class("week-step")) { "Next day ›" } } ?? .empty
            },
            screen.emptyLine.map { line in p(.class("card quiet")) { line } } ?? .empty,
            screen.rows.isEmpty
                ? .empty
                : ul(.class("session-list coach-schedule")) {
                    screen.rows.map { row in
                        li(.class("session-row is-\(row.phase)")) {
                            div(.class("session-line")) {
                                span(.class("session-info")) {
                                    time(.datetime(row.startsAt), .class("session-time")) { row.time }
                                    span(.class("chip")) { row.kindChip }
                                    span(.class("session-title")) { Parts.isolated(row.title) }
                                    span(.class("session-teacher schedule-detail")) { row.detail }
                                }
                                if let start = row.start {
                                    Parts.actionLink(start, class: "pill join", accessibleName: "Start \(row.title)")
                                }
                            }
                        }
                    }
                },
            p(.class("glance-footer")) { screen.footer },
            p(.class("glance-footer")) { screen.hoursLine },
        ])
    }
}

extension CoachPages {
    /// The coach's schedule inside the coach shell.
    ///
    /// ```swift
    /// CoachPages.schedule(screen, shell: CoachShell.make(current: .schedule, destinations: .current))
    /// ```
    public static func schedule(_ screen: CoachScheduleScreen, shell: CoachShell) -> String {
        ShellView.page(title: "My schedule", tabs: shell.tabs, navLabel: "Coach tabs") { CoachScheduleView.content(screen) }
    }
}
