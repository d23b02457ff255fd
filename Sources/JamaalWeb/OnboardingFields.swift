import HTML
import JamaalRoutes
import JamaalScreens

/// The fields of OB-04…OB-07 inside the onboarding form; a field named by the refusal is marked invalid and described
/// by the alert.
enum OnboardingFields {
    static func invalid(_ screen: OnboardingScreen, _ field: String) -> [Attribute] {
        screen.errorField == field ? [.attr("aria-invalid", "true"), .attr("aria-describedby", "onboarding-error")] : []
    }

    static func fieldClass(_ screen: OnboardingScreen, _ field: String) -> Attribute {
        .class(screen.errorField == field ? "jm-field invalid" : "jm-field")
    }

    static func day(_ day: OnboardingScreen.DayPart, screen: OnboardingScreen) -> Node {
        Node.fragment([
            div(fieldClass(screen, "normal_day_minutes")) {
                label(.for("ob-normal-day")) { "Normal-day length (minutes)" }
                makeInput(
                    [
                        .type("number"), .id("ob-normal-day"), .name(OnboardingForm.CodingKeys.normalDayMinutes),
                        .value(String(day.normalDayMinutes)),
                        .attr("min", String(day.normalDayRange.lowerBound)), .attr("max", String(day.normalDayRange.upperBound)),
                        .attr("step", "15"),
                    ] + invalid(screen, "normal_day_minutes"))
                p(.class("jm-hint")) { day.normalDayHint }
            },
            div(fieldClass(screen, "working_day_end")) {
                label(.for("ob-day-end")) { "Working day ends" }
                makeInput(
                    [.type("time"), .id("ob-day-end"), .name(OnboardingForm.CodingKeys.workingDayEnd), .value(day.workingDayEnd)]
                        + invalid(screen, "working_day_end"))
                p(.class("jm-hint")) { day.workingDayEndHint }
            },
            radios("A normal day's level", name: .level, day.levels, hint: day.levelHint, screen: screen, classes: "jm-levels"),
        ])
    }

    static func reminders(_ part: OnboardingScreen.RemindersPart, screen: OnboardingScreen) -> Node {
        Node.fragment([
            div(fieldClass(screen, "evening_planning_time")) {
                label(.for("ob-evening")) { "Evening planning time" }
                makeInput(
                    [
                        .type("time"), .id("ob-evening"), .name(OnboardingForm.CodingKeys.eveningPlanningTime),
                        .value(part.eveningPlanningTime),
                    ]
                        + invalid(screen, "evening_planning_time"))
                p(.class("jm-hint")) { part.eveningHint }
            },
            div(.class("jm-field jm-check-field")) {
                label {
                    input(
                        .type("checkbox"), .name(OnboardingForm.CodingKeys.morningList), .value("on"),
                        .boolean("checked", if: part.morningList))
                    part.morningListLabel
                }
            },
            // The permission request is the browser's; the script shows this only where the browser can ask.
            div(.class("jm-field jm-permission"), .attr("hidden", "hidden"), .data("permission", "")) {
                button(.type("button"), .class("jm-button"), .data("request-permission", "")) { part.permissionLabel }
                p(.class("jm-hint")) { part.permissionHint }
                p(.class("jm-muted"), .role("status"), .data("permission-state", "")) { "" }
            },
        ])
    }

    static func task(_ part: OnboardingScreen.TaskPart, screen: OnboardingScreen) -> Node {
        Node.fragment([
            addedList(part.added, title: "Added so far"),
            div(fieldClass(screen, "title")) {
                label(.for("ob-task-title")) { "Task" }
                makeInput(
                    [
                        .type("text"), .id("ob-task-title"), .name(OnboardingForm.CodingKeys.title), .value(part.title),
                        .attr("maxlength", "200"),
                        .attr("autocomplete", "off"),
                    ] + invalid(screen, "title"))
            },
            radios("Effort", name: .effort, part.efforts, screen: screen, classes: "jm-segmented"),
            radios("When", name: .schedule, part.schedules, screen: screen, classes: "jm-segmented"),
            radios("Category", name: .category, part.categories, hint: part.categoryIntro, screen: screen, classes: "jm-chips"),
        ])
    }

    static func habit(_ part: OnboardingScreen.HabitPart, screen: OnboardingScreen) -> Node {
        Node.fragment([
            addedList(part.added, title: "Added so far"),
            radios("Pick one", name: .preset, part.presets, screen: screen, classes: "jm-onboarding-choices"),
            fieldset(.class("jm-field jm-custom-habit")) {
                legend { "My own" }
                div(fieldClass(screen, "name")) {
                    label(.for("ob-habit-name")) { "Name" }
                    makeInput(
                        [
                            .type("text"), .id("ob-habit-name"), .name(OnboardingForm.CodingKeys.name), .value(part.name),
                            .attr("maxlength", "80"),
                        ]
                            + invalid(screen, "name"))
                }
                radios("How to track it", name: .kind, part.kinds, screen: screen, classes: "jm-chips")
                div(fieldClass(screen, "number")) {
                    label(.for("ob-habit-number")) { "Number" }
                    makeInput(
                        [
                            .type("number"), .id("ob-habit-number"), .name(OnboardingForm.CodingKeys.number), .value(part.number),
                            .attr("min", "0"),
                        ]
                            + invalid(screen, "number"))
                    p(.class("jm-hint")) { part.numberHint }
                }
            },
        ])
    }

    static func addedList(_ titles: [String], title: String) -> Node {
        guard !titles.isEmpty else { return .empty }
        return div(.class("jm-card jm-added")) {
            p(.class("jm-eyebrow")) { title }
            ul { for item in titles { li { item } } }
        }
    }

    static func radios(
        _ title: String, name field: OnboardingForm.CodingKeys, _ choices: [OnboardingScreen.Choice], hint: String? = nil,
        screen: OnboardingScreen,
        classes: String
    ) -> Node {
        let name = field.rawValue
        return fieldset(.class(screen.errorField == name ? "jm-field invalid" : "jm-field")) {
            legend { title }
            if let hint { p(.class("jm-hint")) { hint } }
            div(.class("jm-choices \(classes)")) {
                for choice in choices {
                    label(.class("jm-choice")) {
                        makeInput(
                            [.type("radio"), .name(name), .value(choice.value), .boolean("checked", if: choice.isSelected)]
                                + invalid(screen, name))
                        span(.class("jm-choice-label")) { choice.label }
                        if let detail = choice.detail { span(.class("jm-choice-detail")) { detail } }
                    }
                }
            }
        }
    }

    /// An `<input>` from a list of attributes (some added only when the field is the one refused).
    static func makeInput(_ attributes: [Attribute]) -> Node {
        el("input", attributes: attributes)
    }
}
