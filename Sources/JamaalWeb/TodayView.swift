import HTML
import JamaalRoutes
import JamaalScreens
import Routing

/// TD-01 Today as HTML — on compact one list for the day (#40 item 9): at most one banner (``TodayBanner``), the
/// header with the date, TD-02's wellbeing strip as a quiet line and the capacity meter, the rows that appear only when
/// they apply (first evening, TD-07, TD-06, the evening's Plan tomorrow row, Missed reminders as one line), then the
/// day itself — Anchors, Habits, and Tasks with the companion's "Start here" / "Good now" as a quiet row at their head,
/// the category filter, Also today.
///
/// ```swift
/// let list = TodayView.render(screen, csrf: token)
/// ```
public enum TodayView {
    public static func render(_ screen: TodayScreen, csrf: String) -> Node {
        Node.fragment([
            topBanner(screen, csrf: csrf),
            header(screen, csrf: csrf),
            FirstEveningCardView.render(screen.firstEvening),
            TodayEveningView.morningCard(screen.evening),
            carriedOver(screen, csrf: csrf),
            TodayEveningView.planRow(screen.evening),
            ReminderViews.missed(screen.reminders, csrf: csrf),
            TodayAnchorsView.render(screen.anchors, csrf: csrf),
            TodayHabitsView.render(screen.habits, csrf: csrf),
            tasks(screen, csrf: csrf),
        ])
    }

    /// The one banner ``TodayScreen/banner`` chose.
    static func topBanner(_ screen: TodayScreen, csrf: String) -> Node {
        switch screen.banner {
        case .readOnly?, .trialStatus?: screen.trial.map(TrialBannerView.render) ?? .empty
        case .notificationsOff?: ReminderViews.banner(screen.reminders.banner, csrf: csrf)
        case nil: .empty
        }
    }

    static func header(_ screen: TodayScreen, csrf: String) -> Node {
        HTML.header(.class("jm-today-header")) {
            div(.class("jm-title-row")) {
                h1 { "Today" }
                if let plan = screen.planPath { a(.href(plan), .class("jm-link-button jm-plan-action")) { "Plan tomorrow" } }
                a(.href(screen.addPath), .class("jm-button jm-add"), .aria("label", "Add")) { "Add" }
            }
            div(.class("jm-date-row")) {
                p(.class("jm-date")) { screen.dateLine }
                screen.wellbeing.map(WellbeingView.strip) ?? .empty
            }
            CapacityMeterView.render(screen.meter, csrf: csrf)
        }
    }

    /// The companion's guidance as a quiet row at the head of Tasks: heading, the task, its effort, Begin.
    static func guidance(_ screen: TodayScreen, csrf: String) -> Node {
        guard let card = screen.guidance else { return .empty }
        return div(.class("jm-guidance"), .role("group"), .aria("label", card.heading)) {
            div(.class("jm-guidance-text")) {
                span(.class("jm-eyebrow")) { card.heading }
                a(.href(card.detailPath), .class("jm-guidance-title")) { card.title }
                span(.class("jm-effort jm-muted")) { card.effortLabel }
            }
            JamaalPage.postButton("Begin", path: card.beginPath, csrf: csrf, classes: "jm-button primary")
        }
    }

    static func carriedOver(_ screen: TodayScreen, csrf: String) -> Node {
        guard let row = screen.carriedOver else { return .empty }
        return section(.class("jm-card jm-carried"), .aria("label", "Carried over")) {
            p { row.text }
            div(.class("jm-actions")) {
                JamaalPage.postButton("Pick up", path: row.beginPath, csrf: csrf, classes: "jm-button primary")
                JamaalPage.postButton("Not now", path: row.dismissPath, csrf: csrf, classes: "jm-link-button")
            }
        }
    }

    static func tasks(_ screen: TodayScreen, csrf: String) -> Node {
        section(.class("jm-section jm-tasks"), .aria("labelledby", "tasks-heading")) {
            h2(.id("tasks-heading")) { "Tasks" }
            guidance(screen, csrf: csrf)
            if let filter = screen.filter { filterBar(filter, csrf: csrf) }
            if let line = screen.emptyLine, screen.tasks.isEmpty, screen.filter?.emptyLine == nil {
                p(.class("jm-empty-line")) { line }
            }
            if let line = screen.filter?.emptyLine {
                p(.class("jm-empty-line")) {
                    line
                    " "
                }
                JamaalPage.postButton(
                    screen.filter?.showAllLabel ?? "Show all", path: JamaalRoute.setFilter.path(), csrf: csrf, classes: "jm-link-button")
            }
            if !screen.tasks.isEmpty {
                ul(.class("jm-rows")) {
                    for row in screen.tasks { TaskRowView.render(row, csrf: csrf) }
                }
            }
            for line in screen.newerVersionLines {
                p(.class("jm-row jm-newer")) { line }
            }
            if screen.alsoToday.count > 0 {
                details(.class("jm-also")) {
                    summary { "\(screen.alsoToday.title) · \(screen.alsoToday.count)" }
                    ul(.class("jm-rows")) {
                        for row in screen.alsoToday.rows { TaskRowView.render(row, csrf: csrf) }
                    }
                }
            }
        }
    }

    static func filterBar(_ filter: TodayScreen.Filter, csrf: String) -> Node {
        form(.method("post"), .action(JamaalRoute.setFilter.path()), .class("jm-filter"), .aria("label", "Category filter")) {
            JamaalPage.csrfField(csrf)
            button(.type("submit"), .name(TodayForm.CodingKeys.category), .value(""), .class(if: filter.active == nil, "selected")) {
                "All"
            }
            for option in filter.options {
                button(
                    .type("submit"), .name(TodayForm.CodingKeys.category), .value(option.id),
                    .class("jm-chip-button label-\(option.color)\(option.isSelected ? " selected" : "")"),
                    .attr("aria-pressed", option.isSelected ? "true" : "false")
                ) { option.name }
            }
        }
    }
}

/// One task row: the check (a POST), the title (opens TK-02), category label and effort.
enum TaskRowView {
    static func render(_ row: TaskRowModel, csrf: String) -> Node {
        li(.class(row.isRunning ? "jm-row jm-task running" : "jm-row jm-task"), .data("task", row.id)) {
            form(.method("post"), .action(row.donePath), .class("jm-check-form")) {
                JamaalPage.csrfField(csrf)
                button(.type("submit"), .class("jm-check"), .aria("label", "Mark “\(row.title)” done")) { "" }
            }
            a(.href(row.detailPath), .class("jm-row-main")) {
                span(.class("jm-row-title")) { row.title }
                span(.class("jm-row-meta")) {
                    if let category = row.category {
                        span(.class("jm-label label-\(category.color)")) { category.name }
                    }
                    span(.class("jm-effort")) { row.effortLabel }
                    if let when = row.whenLabel { span(.class("jm-when")) { when } }
                    if let repeatLabel = row.repeatLabel { span(.class("jm-repeat")) { repeatLabel } }
                    if row.isRunning { span(.class("jm-running")) { "Running" } }
                }
            }
        }
    }
}

/// TD-01's capacity slider (a form of level buttons) and meter. The meter's first line — today's level and what is
/// planned against it — is the slider's summary, so the level opens where it is read and the card stays four short
/// lines on a phone (#40 item 9: Anchors in the first screen in the evening too).
enum CapacityMeterView {
    static func render(_ meter: CapacityMeter, csrf: String) -> Node {
        section(.class(meter.isTerracotta ? "jm-meter terracotta" : "jm-meter"), .aria("label", "Capacity")) {
            levels(meter, csrf: csrf)
            progress(.value(String(meter.fillPercent)), .attr("max", "100"), .aria("label", "Planned against today's budget")) {
                "\(meter.fillPercent) %"
            }
            if let overflow = meter.overflowText {
                p(.class("jm-overflow")) { overflow }
            }
            if let move = meter.move {
                JamaalPage.postButton(move.label, path: move.path, csrf: csrf, classes: "jm-button quiet")
            }
            if let note = meter.moveNote { p(.class("jm-hint jm-move-note")) { note } }
        }
    }

    /// The level picker: a summary that reads as the meter's line ("Light · 3 h 36 min", "4 h 20 min of 3 h 36 min"),
    /// opening to the level buttons and the formula.
    static func levels(_ meter: CapacityMeter, csrf: String) -> Node {
        details(.class("jm-slider")) {
            summary(.class("jm-meter-line")) {
                span(.class("jm-meter-level")) {
                    span(.class("jm-visually-hidden")) { "Today's level: " }
                    meter.levelLabel
                }
                span(.class("jm-meter-planned")) { meter.plannedText }
            }
            form(.method("post"), .action(JamaalRoute.setLevel.path()), .class("jm-levels")) {
                JamaalPage.csrfField(csrf)
                for option in meter.levels {
                    button(
                        .type("submit"), .name(TodayForm.CodingKeys.level), .value(option.value), .class(if: option.isSelected, "selected"),
                        .attr("aria-pressed", option.isSelected ? "true" : "false")
                    ) { option.label }
                }
            }
            p(.class("jm-muted jm-formula")) { meter.formula }
        }
    }
}
