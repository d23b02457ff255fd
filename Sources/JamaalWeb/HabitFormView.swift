import HTML
import JamaalRoutes
import JamaalScreens

/// HB-03 (with HB-04 and HB-05 inline) and HB-06 as HTML: the type picker, the kind form, and the pause reasons.
///
/// ```swift
/// let panel = HabitFormView.render(screen, csrf: token)
/// ```
public enum HabitFormView {
    public static func render(_ screen: HabitFormScreen, csrf: String) -> Node {
        div(.class("jm-habit-form")) {
            div(.class("jm-sheet-head")) {
                h2 { screen.title }
                a(.href(screen.cancelPath), .class("jm-link-button")) { "Cancel" }
            }
            if screen.step == "pickKind" {
                p(.class("jm-hint")) { "Choose the kind first — it stays fixed once the habit exists." }
                ul(.class("jm-rows jm-kinds")) {
                    for choice in screen.kindChoices {
                        li(.class("jm-row")) {
                            a(.href(choice.path), .class("jm-row-main"), .data("kind", choice.family)) {
                                span(.class("jm-row-title")) { choice.label }
                                span(.class("jm-row-meta")) { choice.hint }
                            }
                        }
                    }
                }
            } else {
                kindForm(screen, csrf: csrf)
            }
        }
    }

    static func kindForm(_ screen: HabitFormScreen, csrf: String) -> Node {
        let values = screen.values
        return form(.method("post"), .action(screen.action), .class("jm-form")) {
            JamaalPage.csrfField(csrf)
            input(.type("hidden"), .name(HabitForm.CodingKeys.kind), .value(screen.kindFamily ?? ""))
            if let error = screen.error { p(.class("jm-alert"), .role("alert")) { error } }
            if let fixed = screen.kindFixedLine {
                p(.class("jm-hint")) { "\(screen.kindLabel ?? "") — \(fixed)" }
            }
            div(.class("jm-field")) {
                label(.attr("for", "habit-name")) { "Name" }
                input(
                    .type("text"), .name(HabitForm.CodingKeys.name), .id("habit-name"), .value(values.name), .attr("maxlength", "80"),
                    .required)
            }
            if let numberLabel = screen.numberLabel {
                div(.class("jm-field")) {
                    label(.attr("for", "habit-number")) { numberLabel }
                    input(
                        .type("number"), .name(HabitForm.CodingKeys.number), .id("habit-number"), .value(values.number),
                        .attr("min", String(screen.numberRange.first ?? 0)), .attr("max", String(screen.numberRange.last ?? 0)))
                }
            }
            el("fieldset", .class("jm-field")) {
                el("legend") { "Schedule" }
                div(.class("jm-choices")) {
                    for (value, text) in [("daily", "Every day"), ("days", "Chosen days"), ("weekly", "Times a week")] {
                        label {
                            input(
                                .type("radio"), .name(HabitForm.CodingKeys.schedule), .value(value),
                                .boolean("checked", if: value == values.schedule))
                            text
                        }
                    }
                }
                div(.class("jm-choices jm-days"), .data("for", "days"), .aria("label", "Chosen days")) {
                    for day in screen.dayChoices {
                        label {
                            input(
                                .type("checkbox"), .name(HabitForm.CodingKeys.days), .value(String(day.value)),
                                .boolean("checked", if: day.isChecked))
                            day.label
                        }
                    }
                }
                label(.class("jm-inline-number"), .data("for", "weekly")) {
                    input(
                        .type("number"), .name(HabitForm.CodingKeys.timesAWeek), .value(values.timesAWeek), .attr("min", "1"),
                        .attr("max", "7"))
                    " times a week"
                }
            }
            el("fieldset", .class("jm-field jm-times-of-day")) {
                el("legend") { "Times of day (up to \(screen.maxTimesOfDay))" }
                p(.class("jm-hint")) { "Leave a name empty to skip it. Start, end and reminder are optional (like 07:00)." }
                for slot in screen.timeSlots {
                    // Each field has its visible label; the name spans the row, the three times share the next one.
                    div(.class("jm-slot jm-habit-slot")) {
                        label(.class("jm-slot-name")) {
                            span(.class("jm-slot-label")) { "Time of day \(slot.index + 1)" }
                            input(
                                .type("text"), .name(HabitForm.slotName(slot.index, .name)), .value(slot.name),
                                .placeholder(slot.index == 0 ? "Any time" : "Name"))
                        }
                        for (field, word, value) in [
                            (HabitForm.SlotPart.start, "Start", slot.start), (.end, "End", slot.end), (.reminder, "Remind", slot.reminder),
                        ] {
                            label {
                                span(.class("jm-slot-label")) { word }
                                input(
                                    .type("time"), .name(HabitForm.slotName(slot.index, field)), .value(value),
                                    .aria("label", "Time of day \(slot.index + 1) \(word.lowercased())"))
                            }
                        }
                    }
                }
                if screen.timeSlots.contains(where: { !$0.reminder.isEmpty }) { ReminderViews.offLine() }
            }
            div(.class("jm-field")) {
                label(.attr("for", "habit-group")) { "Group" }
                select(.name(HabitForm.CodingKeys.group), .id("habit-group")) {
                    option(.value("")) { "No group" }
                    for group in screen.groups {
                        option(.value(group.id), .boolean("selected", if: group.isSelected)) { group.name }
                    }
                }
                input(
                    .type("text"), .name(HabitForm.CodingKeys.newGroup), .value(values.newGroup), .placeholder("Or a new group's name"),
                    .aria("label", "New group name"))
            }
            div(.class("jm-actions")) {
                button(.type("submit"), .class("jm-button primary")) { screen.submitLabel }
            }
        }
    }

    /// HB-06: the four reasons; open-ended.
    public static func renderPause(_ screen: HabitPauseScreen, csrf: String) -> Node {
        div(.class("jm-habit-pause")) {
            div(.class("jm-sheet-head")) {
                h2 { screen.title }
                a(.href(screen.cancelPath), .class("jm-link-button")) { "Cancel" }
            }
            p { screen.line }
            form(.method("post"), .action(screen.action), .class("jm-levels")) {
                JamaalPage.csrfField(csrf)
                div(.class("jm-field jm-pause-until")) {
                    label(.for("pause-until")) { "Until (optional)" }
                    input(
                        .type("date"), .id("pause-until"), .name(HabitPauseForm.CodingKeys.until), .attr("min", screen.minimumEnd),
                        .attr("max", screen.maximumEnd), .aria("describedby", "pause-until-hint"))
                    p(.class("jm-hint"), .id("pause-until-hint")) { screen.endHint }
                }
                for reason in screen.reasons {
                    button(.type("submit"), .name(HabitPauseForm.CodingKeys.reason), .value(reason.value)) { reason.label }
                }
            }
        }
    }
}
