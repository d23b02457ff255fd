import HTML
import JamaalScreens

/// HB-02 Habit detail as HTML (a sheet on compact, a panel on regular): the read in words, one density grid per time
/// of day (a CSS grid, so right-to-left pages fill it from the trailing edge), the weeks of a weekly target, today's
/// log row, the correction for a tapped day, and Edit · Pause/Resume · Archive/Restore.
///
/// ```swift
/// let panel = HabitDetailView.render(screen, csrf: token)
/// ```
public enum HabitDetailView {
    public static func render(_ screen: HabitDetailScreen, csrf: String) -> Node {
        div(.class("jm-habit-detail status-\(screen.status)"), .data("habit", screen.id)) {
            div(.class("jm-sheet-head")) {
                h2 { screen.name }
                a(.href(screen.closePath), .class("jm-link-button")) { "Close" }
            }
            p(.class("jm-row-meta")) {
                span { screen.kindLabel }
                span { screen.scheduleLabel }
                if let group = screen.groupName { span { group } }
            }
            if let paused = screen.pausedLine { p(.class("jm-card jm-paused-line")) { paused } }
            if screen.status == "archived" { p(.class("jm-card")) { "Archived — its history is kept. Restore it to log again." } }
            p(.class("jm-read health-\(screen.health)"), .data("read", screen.health)) { screen.read }
            if !screen.today.isEmpty {
                h3 { "Today" }
                ul(.class("jm-rows")) {
                    for row in screen.today { HabitLogRowView.render(row, csrf: csrf, back: "detail") }
                }
            }
            if let correction = screen.correction {
                section(.class("jm-card jm-correction"), .aria("label", "Correct \(correction.dayLabel)")) {
                    h3 { "Correct \(correction.dayLabel)" }
                    ul(.class("jm-rows")) {
                        // Today's row above already carries the reminder's #habit-… anchor.
                        for row in correction.rows { HabitLogRowView.render(row, csrf: csrf, back: "detail", anchored: false) }
                    }
                }
            }
            for grid in screen.grids { gridNode(grid) }
            if let hint = screen.correctionHint { p(.class("jm-hint")) { hint } }
            if !screen.weeks.isEmpty {
                h3 { "Weeks" }
                ul(.class("jm-weeks")) {
                    for week in screen.weeks {
                        li(.class(week.isMet ? "met" : "")) {
                            span { week.label }
                            span { week.text }
                        }
                    }
                }
            }
            ul(.class("jm-rows jm-times")) {
                for time in screen.timesOfDay { li(.class("jm-muted")) { time } }
            }
            div(.class("jm-actions")) {
                if let edit = screen.editPath { a(.href(edit), .class("jm-button")) { "Edit" } }
                if let pause = screen.pausePath { a(.href(pause), .class("jm-button")) { "Pause" } }
                if let resume = screen.resumePath {
                    JamaalPage.postButton("Resume", path: resume, csrf: csrf, classes: "jm-button primary")
                }
                if let archive = screen.archivePath {
                    JamaalPage.postButton("Archive", path: archive, csrf: csrf, classes: "jm-button danger")
                }
                if let restore = screen.restorePath {
                    JamaalPage.postButton("Restore", path: restore, csrf: csrf, classes: "jm-button primary")
                }
            }
        }
    }

    static func gridNode(_ grid: HabitDetailScreen.Grid) -> Node {
        figure(.class("jm-density")) {
            figcaption { grid.title }
            div(.class("jm-grid"), .role("grid"), .aria("label", "\(grid.title): the last six weeks")) {
                div(.class("jm-grid-row jm-grid-head"), .role("row")) {
                    for column in grid.columns { span(.role("columnheader")) { column } }
                }
                for week in grid.weeks {
                    div(.class("jm-grid-row"), .role("row")) {
                        for cell in week { cellNode(cell) }
                    }
                }
            }
        }
    }

    static func cellNode(_ cell: HabitDetailScreen.Cell) -> Node {
        let classes = "jm-cell \(cell.state)\(cell.isToday ? " today" : "")\(cell.isSelected ? " selected" : "")"
        let level = cell.density.map { String(min(4, ($0 + 24) / 25)) } ?? "none"
        if let path = cell.correctPath {
            // A link cannot be a gridcell itself: the cell holds the link.
            return span(.class("jm-cell-slot"), .role("gridcell")) {
                a(
                    .href(path), .class(classes), .data("day", cell.day), .data("state", cell.state), .data("level", level),
                    .aria("label", cell.label), .title(cell.label)
                ) { "" }
            }
        }
        return span(
            .class(classes), .role("gridcell"), .data("day", cell.day), .data("state", cell.state), .data("level", level),
            .aria("label", cell.label), .title(cell.label)
        ) { "" }
    }
}
