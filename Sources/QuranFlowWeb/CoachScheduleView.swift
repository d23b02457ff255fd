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
                                    if let open = row.open {
                                        a(.href(open.href), .class("session-title session-drill")) { Parts.isolated(row.title) }
                                    } else {
                                        span(.class("session-title")) { Parts.isolated(row.title) }
                                    }
                                    span(.class("session-teacher schedule-detail")) { row.detail }
                                    if let record = row.record {
                                        Parts.actionLink(record, class: "session-record text-link")
                                    }
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

/// One meeting's detail from the coach's schedule (``CoachSessionDetailScreen``).
enum CoachSessionDetailView {
    static func content(_ screen: CoachSessionDetailScreen) -> Node {
        Node.fragment([
            screen.back.map { Parts.actionLink($0, class: "back-link") } ?? .empty,
            header(.class("screen-header")) {
                p(.class("eyebrow")) { screen.eyebrow }
                h1(.class("greeting")) { Parts.isolated(screen.title) }
                p(.class("detail-chips")) { screen.chips.map { chip in span(.class("chip")) { chip } } }
            },
            section(.class("card detail-card session-\(screen.phase)"), .aria("label", "When")) {
                dl(.class("facts")) {
                    dt { "Time" }
                    dd { time(.datetime(screen.startsAt)) { screen.time } }
                    dt { "Duration" }
                    dd { screen.duration }
                    if let status = screen.status {
                        dt { "Now" }
                        dd { status }
                    }
                    if let registered = screen.registered {
                        dt { "Registered" }
                        dd { registered }
                    }
                    if let covered = screen.covered {
                        dt { "Covers" }
                        dd { covered }
                    }
                }
                if let start = screen.start {
                    Parts.actionLink(start, class: "pill join", accessibleName: "Start \(screen.title)")
                }
            },
            screen.studentRecord == nil && screen.message == nil
                ? .empty
                : section(.class("card quiet-card"), .aria("label", "Student")) {
                    if let record = screen.studentRecord { Parts.actionLink(record, class: "quiet-action quiet-action-title") }
                    if let message = screen.message { Parts.actionLink(message, class: "quiet-action quiet-action-title") }
                },
        ])
    }
}

extension CoachPages {
    /// One meeting's detail inside the coach shell (Schedule current).
    ///
    /// ```swift
    /// CoachPages.sessionDetail(screen, shell: CoachShell.make(current: .schedule, destinations: .current))
    /// ```
    public static func sessionDetail(_ screen: CoachSessionDetailScreen, shell: CoachShell) -> String {
        ShellView.page(title: screen.title, tabs: shell.tabs, navLabel: "Coach tabs") { CoachSessionDetailView.content(screen) }
    }

    /// The coach's schedule inside the coach shell.
    ///
    /// ```swift
    /// CoachPages.schedule(screen, shell: CoachShell.make(current: .schedule, destinations: .current))
    /// ```
    public static func schedule(_ screen: CoachScheduleScreen, shell: CoachShell) -> String {
        ShellView.page(title: "My schedule", tabs: shell.tabs, navLabel: "Coach tabs") { CoachScheduleView.content(screen) }
    }
}
