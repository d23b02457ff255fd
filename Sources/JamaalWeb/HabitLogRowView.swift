import HTML
import JamaalRoutes
import JamaalScreens

/// One habit log row (Today's Habits section, HB-02's today row and correction): the name (opens HB-02), the day's
/// state ("3 of 8", "12 of 20 min", "Held today") and the kind's controls — the check, the stepper, Begin and Add
/// minutes, Log a slip / Held today / Undo. Every control is a POST form with the CSRF token.
///
/// ```swift
/// HabitLogRowView.render(row, csrf: token, back: "today")
/// ```
public enum HabitLogRowView {
    /// `anchored` gives the row the id a reminder's link points at (`#habit-h-water-0`); a page shows it on one row only.
    public static func render(_ row: HabitLogRow, csrf: String, back: String, anchored: Bool = true) -> Node {
        el(
            "li",
            attributes: [.class("jm-row jm-habit kind-\(row.kind)\(row.isComplete ? " complete" : "")")]
                + (anchored ? [.id(ReminderLinks.habitRowID(row.habitID, slot: row.slot))] : [])
                + [.data("habit", row.habitID), .data("slot", String(row.slot))]
        ) {
            a(.href(row.detailPath), .class("jm-row-main")) {
                span(.class("jm-row-title")) { row.title }
                span(.class("jm-row-meta")) {
                    if let slot = row.slotName { span(.class("jm-habit-slot")) { slot } }
                    span(.class("jm-habit-state")) { row.stateText }
                    if let week = row.weekText { span(.class("jm-habit-week")) { week } }
                    if let running = row.running {
                        span(
                            .class("jm-running"), .data("elapsed", String(running.elapsedSeconds)),
                            .data("running", running.isPaused ? "0" : "1")
                        ) {
                            "\(running.label) "
                            span(.class("jm-running-time"), .data("timer", "")) { running.elapsedText }
                        }
                    }
                }
            }
            div(.class("jm-habit-actions")) {
                if let running = row.running {
                    a(.href(running.finishPath), .class("jm-habit-button primary"), .aria("label", "Finish “\(row.title)”")) { "Finish" }
                }
                for action in row.actions {
                    form(.method("post"), .action(row.logPath), .class("jm-inline-form")) {
                        fields(row, csrf: csrf, back: back, value: action.value)
                        button(
                            .type("submit"),
                            .class("jm-habit-button\(action.isPrimary ? " primary" : "")\(action.isPressed ? " pressed" : "")"),
                            .aria("label", action.accessibleLabel), .attr("aria-pressed", action.isPressed ? "true" : "false")
                        ) { action.label }
                    }
                }
                if let begin = row.beginPath {
                    form(.method("post"), .action(begin), .class("jm-inline-form")) {
                        JamaalPage.csrfField(csrf)
                        input(.type("hidden"), .name(HabitLogForm.CodingKeys.slot), .value(String(row.slot)))
                        button(.type("submit"), .class("jm-habit-button primary"), .aria("label", "Begin “\(row.title)”")) { "Begin" }
                    }
                }
                if row.acceptsMinutes {
                    details(.class("jm-add-minutes")) {
                        summary { "Add minutes" }
                        form(.method("post"), .action(row.logPath), .class("jm-minutes-form")) {
                            fields(row, csrf: csrf, back: back, value: "minutes")
                            label {
                                span(.class("jm-visually-hidden")) { "Minutes for “\(row.title)”" }
                                input(
                                    .type("number"), .name(HabitLogForm.CodingKeys.minutes), .attr("min", "1"), .attr("max", "600"),
                                    .attr("inputmode", "numeric"),
                                    .value("10"))
                            }
                            button(.type("submit"), .class("jm-habit-button")) { "Add" }
                        }
                    }
                }
            }
        }
    }

    static func fields(_ row: HabitLogRow, csrf: String, back: String, value: String) -> Node {
        Node.fragment([
            JamaalPage.csrfField(csrf),
            input(.type("hidden"), .name(HabitLogForm.CodingKeys.value), .value(value)),
            input(.type("hidden"), .name(HabitLogForm.CodingKeys.day), .value(row.day)),
            input(.type("hidden"), .name(HabitLogForm.CodingKeys.slot), .value(String(row.slot))),
            input(.type("hidden"), .name(HabitLogForm.CodingKeys.back), .value(back)),
        ])
    }
}
