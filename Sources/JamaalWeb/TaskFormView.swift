import HTML
import JamaalRoutes
import JamaalScreens

/// TK-01 / TK-02 edit as a sheet (compact) or panel (regular). Plain HTML form: it works without script; the
/// stylesheet hides Someday while medium or high is chosen and shows the Other… stepper only when chosen.
public enum TaskFormView {
    public static func render(_ screen: TaskFormScreen, csrf: String) -> Node {
        let v = screen.values
        return form(.method("post"), .action(screen.action), .class("jm-task-form"), .attr("novalidate", "")) {
            JamaalPage.csrfField(csrf)
            div(.class("jm-sheet-head")) {
                h2 { screen.heading }
                a(.href(screen.cancelPath), .class("jm-link-button")) { "Cancel" }
            }
            if let anchorPath = screen.anchorSwitchPath {
                nav(.class("jm-switch"), .aria("label", "Add")) {
                    span(.class("selected"), .attr("aria-current", "page")) { "Task" }
                    a(.href(anchorPath)) { "Anchor" }
                }
            }
            if let error = screen.error {
                p(.class("jm-alert"), .role("alert"), .id("form-error")) { error }
            }
            div(.class("jm-field")) {
                label(.for("title")) { "Title" }
                input(
                    .type("text"), .id("title"), .name(TaskForm.CodingKeys.title), .value(v.title), .attr("maxlength", "200"),
                    .autocomplete("off"),
                    .boolean("autofocus", if: v.title.isEmpty), .aria("invalid", screen.errorField == "title" ? "true" : "false"))
            }
            fieldset(.class("jm-field")) {
                legend { "Effort" }
                div(.class("jm-choices")) {
                    for choice in screen.effortChoices { radio(.effort, choice) }
                }
                div(.class("jm-other-effort")) {
                    label(.for("other-minutes")) { "Other… minutes" }
                    input(
                        .type("number"), .id("other-minutes"), .name(TaskForm.CodingKeys.otherMinutes), .value(String(v.otherMinutes)),
                        .attr("min", String(screen.effortRange.lowerBound)), .attr("max", String(screen.effortRange.upperBound)),
                        .attr("step", String(screen.effortStep)), .attr("inputmode", "numeric"))
                }
            }
            fieldset(.class("jm-field")) {
                legend { "Importance" }
                div(.class("jm-choices")) {
                    for choice in screen.importanceChoices { radio(.importance, choice) }
                }
                p(.class("jm-hint")) { "Medium and high need a date." }
            }
            fieldset(.class("jm-field")) {
                legend { "When" }
                div(.class("jm-choices")) {
                    for choice in screen.scheduleChoices {
                        radio(.schedule, choice, extraClass: choice.value == "someday" ? "jm-someday" : nil)
                    }
                }
                div(.class("jm-date-field")) {
                    label(.for("date")) { "Date" }
                    input(
                        .type("date"), .id("date"), .name(TaskForm.CodingKeys.date), .value(v.date),
                        .aria("invalid", screen.errorField == "date" ? "true" : "false"))
                }
            }
            div(.class("jm-field")) {
                label(.for("category")) { "Category" }
                select(.id("category"), .name(TaskForm.CodingKeys.category)) {
                    for choice in screen.categoryChoices {
                        option(.value(choice.value), .boolean("selected", if: choice.isSelected)) { choice.label }
                    }
                }
            }
            fieldset(.class("jm-field")) {
                legend { "Repeat" }
                if screen.repeatFromNewerVersion {
                    p(.class("jm-newer")) { JamaalCopy.newerVersion }
                    input(.type("hidden"), .name(TaskForm.CodingKeys.repeatKind), .value("keep"))
                } else {
                    div(.class("jm-choices")) {
                        for choice in screen.repeatChoices { radio(.repeatKind, choice) }
                    }
                    div(.class("jm-choices jm-weekdays"), .aria("label", "Repeat on")) {
                        for day in screen.weekdayChoices {
                            label {
                                input(
                                    .type("checkbox"), .name(TaskForm.CodingKeys.repeatDay), .value(day.value),
                                    .boolean("checked", if: day.isSelected))
                                day.label
                            }
                        }
                    }
                    p(.class("jm-hint")) { "A repeating task needs a date; monthly repeats on that date's day." }
                }
            }
            div(.class("jm-field")) {
                label(.for("note")) { "Note" }
                textarea(.id("note"), .name(TaskForm.CodingKeys.note), .attr("maxlength", "5000")) { v.note }
                p(.class("jm-hint")) { "Checklists (- [ ] item), **bold**, *italic*, `code` and links." }
            }
            // The primary button comes first in the form, so Enter in the title adds the task (as typed).
            div(.class("jm-actions jm-form-actions")) {
                button(.type("submit"), .class("jm-button primary")) { screen.submitLabel }
                if let full = screen.dayIsFull {
                    div(.class("jm-full"), .role("status")) {
                        span { full.line }
                        button(.type("submit"), .name(TaskForm.CodingKeys.offer), .value(full.offerDate), .class("jm-button")) {
                            full.offerLabel
                        }
                    }
                }
            }
        }
    }

    static func radio(_ name: TaskForm.CodingKeys, _ choice: TaskFormScreen.Choice, extraClass: String? = nil) -> Node {
        label(.class(extraClass ?? "")) {
            input(.type("radio"), .name(name), .value(choice.value), .boolean("checked", if: choice.isSelected))
            choice.label
        }
    }
}

/// `<fieldset>` and `<legend>` (not in the HTML module's element list).
func fieldset(_ attributes: Attribute..., @NodeBuilder content: () -> Node) -> Node {
    el("fieldset", attributes: attributes, content: content)
}

func legend(@NodeBuilder content: () -> Node) -> Node { el("legend", attributes: [], content: content) }
