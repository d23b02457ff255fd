import HTML
import QuranFlowScreens

/// The HTML of the Sessions tab (SakSchedule): header, segmented control, day strip, zone banner and the
/// day's timeline with its gold "now" thread.
enum SessionsView {
    static func content(_ screen: SessionsScreen) -> Node {
        Node.fragment([
            header(.class("screen-header sessions-header")) {
                p(.class("eyebrow")) { screen.eyebrow }
                h1(.class("greeting")) { screen.title }
                if let glance = screen.weekAtGlance {
                    a(.href(glance.href), .class("icon-action"), .aria("label", glance.label)) {
                        svg(.attr("viewBox", "0 0 24 24"), .aria("hidden", "true")) {
                            path(.attr("d", "M5 6h14v14H5zM5 10h14M9 4v4M15 4v4"))
                        }
                    }
                }
            },
            segments(screen.segments),
            strip(screen),
            p(.class("zone-banner")) { screen.zoneBanner },
            timeline(screen),
        ])
    }

    /// Upcoming / Recordings; a segment whose screen does not exist is drawn disabled.
    static func segments(_ segments: [SessionsScreen.Segment]) -> Node {
        nav(.class("segments"), .aria("label", "Sessions view")) {
            segments.map { segment in
                if segment.isCurrent {
                    a(.href(segment.href ?? "#"), .class("segment is-current"), .aria("current", "page")) { segment.label }
                } else if let href = segment.href {
                    a(.href(href), .class("segment")) { segment.label }
                } else {
                    span(.class("segment is-disabled"), .aria("disabled", "true")) { segment.label }
                }
            }
        }
    }

    /// The seven days; the viewed one is marked `aria-current="date"`.
    static func strip(_ screen: SessionsScreen) -> Node {
        nav(.class("day-strip"), .aria("label", "Days")) {
            screen.weekEarlier.map { href in a(.href(href), .class("week-step"), .aria("label", "A week earlier")) { "‹" } } ?? .empty
            ol {
                screen.days.map { day in
                    li {
                        a(
                            .href(day.href), .class("day" + (day.isSelected ? " is-selected" : "") + (day.isToday ? " is-today" : "")),
                            .attr("aria-current", day.isSelected ? "date" : "false")
                        ) {
                            span(.class("day-weekday")) { day.weekday }
                            span(.class("day-number")) { day.day }
                        }
                    }
                }
            }
            screen.weekLater.map { href in a(.href(href), .class("week-step"), .aria("label", "A week later")) { "›" } } ?? .empty
        }
    }

    static func timeline(_ screen: SessionsScreen) -> Node {
        section(.class("timeline"), .aria("labelledby", "day-title")) {
            h2(.id("day-title"), .class("section-title")) { screen.dayTitle }
            if let empty = screen.emptyLine {
                p(.class("card quiet")) { empty }
                if screen.nowIndex != nil {
                    div(.class("now-thread"), .aria("hidden", "true")) { span(.class("now-label")) { "Now" } }
                }
            } else {
                ul(.class("session-list timeline-list")) {
                    screen.rows.enumerated().map { index, row in
                        Node.fragment([
                            screen.nowIndex == index ? nowThread() : .empty,
                            rowNode(row),
                        ])
                    }
                    if screen.nowIndex == screen.rows.count { nowThread() }
                }
            }
        }
    }

    static func rowNode(_ row: SessionsScreen.Row) -> Node {
        if let session = row.session { return SessionRowView.row(session) }
        guard let deadline = row.deadline else { return .empty }
        return li(.class("session-row deadline-row")) {
            div(.class("session-line")) {
                span(.class("session-info")) {
                    time(.datetime(deadline.startsAt), .class("session-time")) { deadline.time }
                    span(.class("chip due")) { deadline.label }
                    span(.class("session-title")) { deadline.title }
                    span(.class("session-teacher")) { deadline.week }
                }
            }
        }
    }

    /// The gold "now" thread (decorative; the rows' phases carry the meaning).
    static func nowThread() -> Node {
        li(.class("now-thread"), .aria("hidden", "true")) { span(.class("now-label")) { "Now" } }
    }
}
