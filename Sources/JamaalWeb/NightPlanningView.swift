import HTML
import JamaalRoutes
import JamaalScreens

/// F09 Night Planning as HTML: the step rail (NP-07 — beside the step on regular widths, one line on compact), the
/// current step, and its Continue and Skip tonight forms. Every form carries the flow and the step it was shown at.
///
/// ```swift
/// NightPlanningView.render(screen, csrf: token)
/// ```
public enum NightPlanningView {
    public static func render(_ screen: NightPlanningScreen, csrf: String) -> Node {
        div(.class("jm-plan"), .data("step", screen.step)) {
            header(.class("jm-plan-header")) {
                a(.href(screen.leavePath), .class("jm-plan-leave")) { "Back to Today" }
                p(.class("jm-eyebrow")) { screen.stepLine }
                h1 { screen.heading }
                p(.class("jm-date")) { screen.dayLine }
            }
            div(.class("jm-plan-canvas")) {
                rail(screen, csrf: csrf)
                section(.class("jm-plan-step"), .aria("labelledby", "step-title")) {
                    if let error = screen.error { p(.class("jm-alert"), .role("alert")) { error } }
                    if let review = screen.review { reviewStep(review) }
                    if let carry = screen.carry { carryStep(carry, screen: screen, csrf: csrf) }
                    if let build = screen.build {
                        NightPlanningBuildView.render(build, title: screen.stepTitle, screen: screen, csrf: csrf)
                    }
                    if let load = screen.load { NightPlanningLoadView.render(load, screen: screen, csrf: csrf) }
                    if let close = screen.close { closeStep(close) }
                    actions(screen, csrf: csrf)
                }
            }
        }
    }

    /// The hidden fields naming the flow and step.
    static func stepFields(_ screen: NightPlanningScreen, csrf: String) -> Node {
        Node.fragment([
            JamaalPage.csrfField(csrf),
            input(.type("hidden"), .name(PlanForm.CodingKeys.flow), .value(screen.flow)),
            input(.type("hidden"), .name(PlanForm.CodingKeys.step), .value(screen.step)),
        ])
    }

    /// The step rail: a passed Carry forward or Build tomorrow is a button back to that step (NP-07's stops are
    /// tappable); the others are words.
    static func rail(_ screen: NightPlanningScreen, csrf: String) -> Node {
        nav(.class("jm-rail"), .aria("label", "Steps")) {
            ol {
                for stop in screen.rail {
                    li(.class("jm-stop \(stop.state.rawValue)"), .attr("aria-current", stop.state == .current ? "step" : "false")) {
                        if stop.canReturn {
                            form(.method("post"), .action(screen.returnPath), .class("jm-stop-form")) {
                                stepFields(screen, csrf: csrf)
                                input(.type("hidden"), .name(PlanForm.CodingKeys.to), .value(stop.step))
                                button(.type("submit"), .class("jm-stop-button")) {
                                    span(.class("jm-stop-title")) { stop.title }
                                    if let summary = stop.summary { span(.class("jm-stop-summary")) { summary } }
                                }
                            }
                        } else {
                            span(.class("jm-stop-title")) { stop.title }
                            if let summary = stop.summary { span(.class("jm-stop-summary")) { summary } }
                        }
                    }
                }
            }
        }
    }

    static func reviewStep(_ review: NightPlanningReview) -> Node {
        Node.fragment([
            h2(.id("step-title")) { "Review today" },
            review.firstDayLine.map { line in p(.class("jm-muted")) { line } } ?? .empty,
            p(.class("jm-review-counts")) { review.countsLine },
            review.timeLine.map { line in p { line } } ?? .empty,
            review.untimedLine.map { line in p(.class("jm-muted")) { line } } ?? .empty,
            review.anchorsLine.map { line in p { line } } ?? .empty,
        ])
    }

    static func carryStep(_ carry: NightPlanningCarry, screen: NightPlanningScreen, csrf: String) -> Node {
        Node.fragment([
            h2(.id("step-title")) { "Carry forward" },
            carry.emptyLine.map { line in p(.class("jm-empty-line")) { line } } ?? .empty,
            ul(.class("jm-rows jm-carry")) {
                for row in carry.rows { carryRow(row, screen: screen, csrf: csrf) }
            },
        ])
    }

    static func carryRow(_ row: NightPlanningCarry.Row, screen: NightPlanningScreen, csrf: String) -> Node {
        li(.class("jm-row jm-carry-row"), .data("task", row.id)) {
            form(.method("post"), .action(row.action), .class("jm-carry-form")) {
                stepFields(screen, csrf: csrf)
                p(.class("jm-row-title")) { row.title }
                p(.class("jm-row-meta")) {
                    span(.class("jm-effort")) { row.effortLabel }
                    span(.class("jm-when")) { row.dueLabel }
                }
                if let moved = row.movedLine { p(.class("jm-muted")) { moved } }
                if let easing = row.easingMessage { p(.class("jm-easing")) { easing } }
                if row.reasonRequired { DeferFieldsView.reasons(row.reasons) }
                div(.class("jm-actions")) {
                    button(.type("submit"), .name(PlanForm.CodingKeys.decision), .value("keep"), .class("jm-button")) { "Keep" }
                    button(.type("submit"), .name(PlanForm.CodingKeys.decision), .value("drop"), .class("jm-link-button")) { "Drop" }
                }
                details(.class("jm-later")) {
                    summary { "Later" }
                    DeferFieldsView.targets(
                        row.laterTargets, minimumDate: row.minimumDate, legend: "Move “\(row.title)” to",
                        dateLabel: "Date for “\(row.title)”")
                    button(.type("submit"), .name(PlanForm.CodingKeys.decision), .value("later"), .class("jm-button")) { "Move" }
                }
            }
        }
    }

    static func closeStep(_ close: NightPlanningClose) -> Node {
        div(.class("jm-plan-close")) {
            h2(.id("step-title")) { close.heading }
            p { close.line }
            if let nights = close.nightsLine { p(.class("jm-muted jm-nights")) { nights } }
            a(.href(close.donePath), .class("jm-button primary")) { close.doneLabel }
        }
    }

    static func actions(_ screen: NightPlanningScreen, csrf: String) -> Node {
        div(.class("jm-plan-actions")) {
            if let path = screen.continuePath, let label = screen.continueLabel {
                form(.method("post"), .action(path), .class("jm-inline-form")) {
                    stepFields(screen, csrf: csrf)
                    button(.type("submit"), .class("jm-button primary")) { label }
                }
            }
            if let skip = screen.skipPath {
                form(.method("post"), .action(skip), .class("jm-inline-form")) {
                    stepFields(screen, csrf: csrf)
                    button(.type("submit"), .class("jm-link-button")) { screen.skipLabel }
                }
            }
        }
    }
}

/// NP-03 as HTML: the free gaps as a list (compact) and a proportional timeline (regular), then tasks and habits.
enum NightPlanningBuildView {
    static func render(_ build: NightPlanningBuild, title: String, screen: NightPlanningScreen, csrf: String) -> Node {
        Node.fragment([
            h2(.id("step-title")) { title },
            p(.class("jm-muted")) { build.workingDayLine },
            timeline(build),
            ul(.class("jm-day-blocks"), .aria("label", "Fixed commitments and free gaps")) {
                for block in build.timeline {
                    li(.class("jm-day-block \(block.kind.rawValue)")) { block.label }
                }
            },
            p(.class("jm-free-line")) { build.freeLine },
            Node.fragment(build.notices.map { notice in p(.class("jm-notice")) { notice } }),
            a(.href(build.addAnchorPath), .class("jm-link-button")) { "Add one-off Anchor" },
            h3 { "Tasks" },
            build.emptyLine.map { line in p(.class("jm-empty-line")) { line } } ?? .empty,
            ul(.class("jm-rows jm-plan-tasks")) {
                for task in build.tasks { taskRow(task, build: build, screen: screen, csrf: csrf) }
            },
            addTask(build, screen: screen, csrf: csrf),
            picker(build, screen: screen, csrf: csrf),
            build.habits.isEmpty ? .empty : h3 { "Habits" },
            ul(.class("jm-rows jm-plan-habits")) {
                for habit in build.habits {
                    li(.class("jm-row")) {
                        span(.class("jm-row-title")) { habit.name }
                        span(.class("jm-row-meta")) { habit.detail }
                    }
                }
            },
        ])
    }

    /// A planned task: its title (no link out of the ritual) and a small form changing importance and date in place.
    static func taskRow(_ task: NightPlanningBuild.TaskRow, build: NightPlanningBuild, screen: NightPlanningScreen, csrf: String)
        -> Node
    {
        li(.class("jm-row"), .data("task", task.id)) {
            p(.class("jm-row-title")) { task.title }
            p(.class("jm-row-meta")) {
                span(.class("jm-when")) { task.dateLabel }
                span(.class("jm-effort")) { task.effortLabel }
                if let flag = task.flag { span(.class("jm-flag")) { flag } }
            }
            form(.method("post"), .action(task.changeAction), .class("jm-plan-change")) {
                NightPlanningView.stepFields(screen, csrf: csrf)
                select(.name(PlanForm.CodingKeys.importance), .aria("label", "Importance of “\(task.title)”")) {
                    for choice in build.importanceChoices {
                        option(.value(choice.value), .boolean("selected", if: choice.value == task.importanceValue)) { choice.label }
                    }
                }
                input(
                    .type("date"), .name(PlanForm.CodingKeys.date), .value(task.dateValue), .attr("min", build.minimumDate),
                    .attr("max", build.maximumDate), .aria("label", "Date for “\(task.title)”"), .required)
                button(.type("submit"), .class("jm-link-button")) { "Change" }
            }
        }
    }

    /// TK-01 inside the ritual: title, effort and importance, dated the planned day; back to this step.
    static func addTask(_ build: NightPlanningBuild, screen: NightPlanningScreen, csrf: String) -> Node {
        details(.class("jm-plan-add")) {
            summary { "Add task" }
            form(.method("post"), .action(build.addTaskAction)) {
                NightPlanningView.stepFields(screen, csrf: csrf)
                label(.for("plan-task-title")) { "Task" }
                input(
                    .type("text"), .id("plan-task-title"), .name(PlanForm.CodingKeys.title), .attr("maxlength", String(build.titleLimit)),
                    .required)
                label(.for("plan-task-effort")) { "Effort" }
                select(.name(PlanForm.CodingKeys.effort), .id("plan-task-effort")) {
                    for choice in build.effortChoices {
                        option(.value(choice.value), .boolean("selected", if: choice.value == "30")) { choice.label }
                    }
                }
                label(.for("plan-task-importance")) { "Importance" }
                select(.name(PlanForm.CodingKeys.importance), .id("plan-task-importance")) {
                    for choice in build.importanceChoices { option(.value(choice.value)) { choice.label } }
                }
                p(.class("jm-muted")) { build.addTaskDateLabel }
                button(.type("submit"), .class("jm-button")) { "Add task" }
            }
        }
    }

    /// The backlog picker: each waiting task with one "Add to tomorrow".
    static func picker(_ build: NightPlanningBuild, screen: NightPlanningScreen, csrf: String) -> Node {
        details(.class("jm-plan-picker")) {
            summary { "From the backlog" }
            build.pickerEmptyLine.map { line in p(.class("jm-empty-line")) { line } } ?? .empty
            ul(.class("jm-rows")) {
                for row in build.picker {
                    li(.class("jm-row"), .data("task", row.id)) {
                        form(.method("post"), .action(row.action)) {
                            NightPlanningView.stepFields(screen, csrf: csrf)
                            p(.class("jm-row-title")) { row.title }
                            p(.class("jm-row-meta")) {
                                span(.class("jm-when")) { row.whereLabel }
                                span(.class("jm-effort")) { row.effortLabel }
                                if let flag = row.flag { span(.class("jm-flag")) { flag } }
                            }
                            button(.type("submit"), .class("jm-button")) { row.actionLabel }
                        }
                    }
                }
            }
        }
    }

    /// The proportional timeline (regular widths): one SVG in percentages of the working day (no inline style), a bar
    /// per commitment and gap, and beneath it the times where commitments begin and end and their titles.
    static func timeline(_ build: NightPlanningBuild) -> Node {
        func percent(_ permille: Int) -> String { "\(permille / 10).\(permille % 10)%" }
        return svg(
            .class("jm-timeline"), .role("img"),
            .aria("label", "The working day: " + build.timeline.map(\.label).joined(separator: "; "))
        ) {
            rect(.attr("x", "0"), .attr("y", "0"), .attr("width", "100%"), .attr("height", "12"), .class("jm-timeline-day"))
            for block in build.timeline {
                rect(
                    .attr("x", percent(block.startPermille)), .attr("y", "0"), .attr("width", percent(block.widthPermille)),
                    .attr("height", "12"), .class("jm-timeline-\(block.kind.rawValue)"))
            }
            for mark in build.timelineMarks {
                line(
                    .attr("x1", percent(mark.permille)), .attr("x2", percent(mark.permille)), .attr("y1", "12"),
                    .attr("y2", "17"), .class("jm-timeline-tick"))
                svgText(
                    .attr("x", percent(mark.permille)), .attr("y", "31"), .class("jm-timeline-time"),
                    .attr("text-anchor", mark.endsAtMark ? "end" : "start")
                ) { mark.time }
                if let title = mark.title {
                    svgText(.attr("x", percent(mark.permille)), .attr("y", "49"), .class("jm-timeline-title")) { title }
                }
            }
        }
    }
}

/// NP-04 as HTML: the level buttons (the weekday default pre-selected, the suggested one marked), the budget, the
/// overflow and the one move.
enum NightPlanningLoadView {
    static func render(_ load: NightPlanningLoad, screen: NightPlanningScreen, csrf: String) -> Node {
        Node.fragment([
            h2(.id("step-title")) { "Check the load" },
            form(.method("post"), .action(load.levelAction), .class("jm-levels"), .aria("label", "Level")) {
                NightPlanningView.stepFields(screen, csrf: csrf)
                for option in load.levels {
                    button(
                        .type("submit"), .name(PlanForm.CodingKeys.level), .value(option.value), .class(if: option.isSelected, "selected"),
                        .attr("aria-pressed", option.isSelected ? "true" : "false")
                    ) {
                        option.label
                        if option.isSuggested { small { " · suggested" } }
                    }
                }
            },
            p(.class("jm-suggested")) {
                strong { load.suggestedLine }
                " "
                load.reasonText
            },
            p(.class(load.isOverloaded ? "jm-budget terracotta" : "jm-budget")) { "Planned \(load.budgetLine)" },
            load.overflowText.map { text in p(.class("jm-overflow")) { text } } ?? .empty,
            load.move.map { move(_: $0, load: load, screen: screen, csrf: csrf) } ?? .empty,
            load.normalDayLine.map { line in p(.class("jm-muted jm-normal-day")) { line } } ?? .empty,
        ])
    }

    static func move(_ move: NightPlanningLoad.Move, load: NightPlanningLoad, screen: NightPlanningScreen, csrf: String) -> Node {
        guard let taskID = move.taskID else { return p(.class("jm-muted jm-move")) { move.label } }
        return form(.method("post"), .action(load.moveAction), .class("jm-card jm-move")) {
            NightPlanningView.stepFields(screen, csrf: csrf)
            input(.type("hidden"), .name(PlanForm.CodingKeys.task), .value(taskID))
            if let easing = move.easingMessage { p(.class("jm-easing")) { easing } }
            if move.reasonRequired { DeferFieldsView.reasons(move.reasons) }
            button(.type("submit"), .class("jm-button")) { move.label }
        }
    }
}
