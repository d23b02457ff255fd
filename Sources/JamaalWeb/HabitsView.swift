import HTML
import JamaalScreens

/// HB-01 Habits overview as HTML: groups as collapsed bundles (a `<details>` showing the members' names; open to see
/// the rows), habits, paused ones marked as paused, the empty line, and the collapsed Archived section with Restore.
///
/// ```swift
/// let list = HabitsView.render(screen, csrf: token)
/// ```
public enum HabitsView {
    public static func render(_ screen: HabitsScreen, csrf: String) -> Node {
        Node.fragment([
            HabitsTabSegmentsView.render(screen.segments),
            header(.class("jm-title-row")) {
                h1 { screen.title }
                a(.href(screen.addPath), .class("jm-button jm-add")) { "Add" }
            },
            body(screen, csrf: csrf),
        ])
    }

    static func body(_ screen: HabitsScreen, csrf: String) -> Node {
        section(.class("jm-section jm-habit-list"), .aria("label", screen.title)) {
            if let line = screen.emptyLine { p(.class("jm-empty-line")) { line } }
            for group in screen.groups {
                details(.class("jm-habit-group"), .data("group", group.id)) {
                    summary {
                        span(.class("jm-group-name")) { group.name }
                        span(.class("jm-group-preview")) { group.preview }
                    }
                    ul(.class("jm-rows")) {
                        for row in group.rows { rowNode(row) }
                    }
                }
            }
            if !screen.habits.isEmpty {
                ul(.class("jm-rows")) {
                    for row in screen.habits { rowNode(row) }
                }
            }
            for line in screen.newerVersionLines { p(.class("jm-row jm-newer")) { line } }
            if !screen.archived.isEmpty {
                details(.class("jm-also jm-archived")) {
                    summary { "\(screen.archivedTitle) · \(screen.archived.count)" }
                    ul(.class("jm-rows")) {
                        for row in screen.archived {
                            li(.class("jm-row"), .data("habit", row.id)) {
                                a(.href(row.detailPath), .class("jm-row-main")) { span(.class("jm-row-title")) { row.name } }
                                JamaalPage.postButton("Restore", path: row.restorePath, csrf: csrf, classes: "jm-button")
                            }
                        }
                    }
                }
            }
            p(.class("jm-hint")) {
                a(.href(screen.newGroupPath)) { "Groups" }
            }
        }
    }

    static func rowNode(_ row: HabitsScreen.Row) -> Node {
        li(.class(row.pausedLine == nil ? "jm-row jm-habit-row" : "jm-row jm-habit-row paused"), .data("habit", row.id)) {
            a(.href(row.detailPath), .class("jm-row-main")) {
                span(.class("jm-row-title")) { row.name }
                span(.class("jm-row-meta")) {
                    span { row.kindLabel }
                    span { row.scheduleLabel }
                    if let paused = row.pausedLine { span(.class("jm-paused")) { paused } }
                    if let today = row.todayText { span(.class("jm-habit-state")) { today } }
                }
            }
        }
    }
}
