import HTML
import JamaalScreens

/// The evening's part of TD-01: TD-07's morning card and the quiet Plan tomorrow row.
///
/// ```swift
/// TodayEveningView.planRow(screen.evening)
/// ```
public enum TodayEveningView {
    /// TD-07 "No plan for today", once.
    public static func morningCard(_ evening: TodayEvening) -> Node {
        guard let card = evening.morningCard else { return .empty }
        return section(.class("jm-card jm-morning-card"), .aria("labelledby", "morning-card-title")) {
            h2(.id("morning-card-title"), .class("jm-card-title")) { card.title }
            p(.class("jm-muted")) { card.line }
            a(.href(card.path), .class("jm-button primary")) { card.actionLabel }
        }
    }

    /// The quiet row from the evening planning time; before it, the same row hidden, which the page's script reveals
    /// when the time comes while Today is open (the in-app prompt).
    public static func planRow(_ evening: TodayEvening) -> Node {
        if let row = evening.planRow { return link(row) }
        guard let row = evening.upcomingRow, let seconds = evening.upcomingInSeconds else { return .empty }
        return div(.class("jm-plan-upcoming"), .data("shows-in", String(seconds)), .boolean("hidden")) { link(row) }
    }

    static func link(_ row: TodayEvening.Row) -> Node {
        a(.href(row.path), .class("jm-plan-row")) {
            span(.class("jm-plan-row-title")) { row.text }
            span(.class("jm-muted")) { row.detail }
        }
    }
}
