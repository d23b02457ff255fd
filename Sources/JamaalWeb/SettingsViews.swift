import HTML
import JamaalRoutes
import JamaalScreens
import Routing

/// ST-01 Settings home and ST-02 Capacity & day.
public enum SettingsViews {
    public static func home(_ screen: SettingsScreen, csrf: String) -> Node {
        Node.fragment([
            h1 { "Settings" },
            Node.fragment(
                screen.sections.map { section in
                    HTML.section(.class("jm-settings-section"), .aria("label", section.title)) {
                        h2 { section.title }
                        ul(.class("jm-settings-list")) {
                            for row in section.rows {
                                li {
                                    a(.href(row.path)) {
                                        span(.class("jm-row-title")) { row.label }
                                        if let detail = row.detail { span(.class("jm-row-meta")) { detail } }
                                    }
                                }
                            }
                        }
                    }
                }),
            h2(.id("appearance")) { "Appearance" },
            form(.method("post"), .action(screen.appearanceAction), .class("jm-form jm-appearance")) {
                JamaalPage.csrfField(csrf)
                choices("Theme", name: .theme, screen.themes)
                choices("Text size", name: .text, screen.textSizes)
                fieldset(.class("jm-field")) {
                    legend { "Layout direction" }
                    div(.class("jm-choices")) {
                        label {
                            input(
                                .type("radio"), .name(AppearanceForm.CodingKeys.dir), .value("ltr"),
                                .boolean("checked", if: !screen.isRightToLeft))
                            "Left to right"
                        }
                        label {
                            input(
                                .type("radio"), .name(AppearanceForm.CodingKeys.dir), .value("rtl"),
                                .boolean("checked", if: screen.isRightToLeft))
                            "Right to left"
                        }
                    }
                }
                button(.type("submit"), .class("jm-button")) { "Apply" }
            },
        ])
    }

    static func choices(_ title: String, name: AppearanceForm.CodingKeys, _ choices: [SettingsScreen.Choice]) -> Node {
        fieldset(.class("jm-field")) {
            legend { title }
            div(.class("jm-choices")) {
                for choice in choices {
                    label {
                        input(.type("radio"), .name(name), .value(choice.value), .boolean("checked", if: choice.isSelected))
                        choice.label
                    }
                }
            }
        }
    }

    public static func capacity(_ screen: CapacitySettingsScreen, csrf: String) -> Node {
        form(.method("post"), .action(JamaalRoute.saveCapacitySettings.path()), .class("jm-capacity-settings")) {
            JamaalPage.csrfField(csrf)
            h1 { "Capacity & day" }
            if let error = screen.error { p(.class("jm-alert"), .role("alert")) { error } }
            if screen.saved { p(.class("jm-muted"), .role("status")) { "Saved." } }
            div(.class("jm-field")) {
                label(.for("normal-day")) { "Normal-day length (minutes of focused work)" }
                input(
                    .type("number"), .id("normal-day"), .name(CapacityForm.CodingKeys.normalDayMinutes),
                    .value(String(screen.normalDayHours * 60 + screen.normalDayMinutes)),
                    .attr("min", String(screen.normalDayRange.lowerBound)), .attr("max", String(screen.normalDayRange.upperBound)),
                    .attr("step", "15"))
                p(.class("jm-hint")) { screen.formula }
                if let line = screen.suggestion { p(.class("jm-hint jm-suggestion")) { line } }
            }
            fieldset(.class("jm-field")) {
                legend { "Default level per weekday" }
                for day in screen.weekdays {
                    div(.class("jm-weekday-level")) {
                        label(.for("level-\(day.weekday)")) { day.name }
                        select(.id("level-\(day.weekday)"), .name(CapacityForm.levelName(day.weekday))) {
                            for level in screen.levels {
                                option(.value(level.value), .boolean("selected", if: level.value == day.level)) { level.label }
                            }
                        }
                    }
                }
            }
            div(.class("jm-field")) {
                label(.for("day-start")) { "Working day starts" }
                input(.type("time"), .id("day-start"), .name(CapacityForm.CodingKeys.workingDayStart), .value(screen.workingDayStart))
            }
            div(.class("jm-field")) {
                label(.for("day-end")) { "Working day ends" }
                input(.type("time"), .id("day-end"), .name(CapacityForm.CodingKeys.workingDayEnd), .value(screen.workingDayEnd))
                if let note = screen.beforeDayEndNote { p(.class("jm-hint jm-before-day-end")) { note } }
            }
            details(.class("jm-field")) {
                summary { "Advanced" }
                label(.for("rollover")) { "The day rolls over at" }
                input(.type("time"), .id("rollover"), .name(CapacityForm.CodingKeys.rollover), .value(screen.rollover))
                p(.class("jm-hint")) { "It can change only after both the old and the new time have passed today." }
            }
            button(.type("submit"), .class("jm-button primary")) { "Save" }
        }
    }

    /// ST-03's evening planning time.
    public static func times(_ screen: TimesSettingsScreen, csrf: String) -> Node {
        form(.method("post"), .action(screen.action), .class("jm-form")) {
            JamaalPage.csrfField(csrf)
            input(.type("hidden"), .name(TimesForm.CodingKeys.switches), .value("1"))
            h1 { "Notifications & times" }
            if let error = screen.error { p(.class("jm-alert"), .role("alert")) { error } }
            if screen.saved { p(.class("jm-muted"), .role("status")) { "Saved." } }
            ReminderViews.warningCard(screen.warning)
            div(.class(screen.error == nil ? "jm-field" : "jm-field invalid")) {
                label(.for("evening-planning-time")) { "Plan tomorrow from" }
                input(
                    .type("time"), .id("evening-planning-time"), .name(TimesForm.CodingKeys.eveningPlanningTime),
                    .value(screen.eveningPlanningTime),
                    .attr("aria-describedby", "evening-planning-hint"))
                p(.class("jm-hint"), .id("evening-planning-hint")) { screen.explanation }
                ReminderViews.offLine()
            }
            if let note = screen.beforeDayEndNote { p(.class("jm-muted"), .role("note")) { note } }
            switchField(
                "morning-list", name: .morningList, label: "Morning list", hint: screen.morningListHint, isOn: screen.morningList,
                offLine: screen.morningList)
            switchField(
                "habit-reminders", name: .habitReminders, label: "Habit reminders", hint: screen.habitRemindersHint,
                isOn: screen.habitReminders, offLine: screen.habitReminders)
            div(.class("jm-field jm-switch-field")) {
                input(
                    .type("checkbox"), .role("switch"), .id("this-device"), .name(TimesForm.CodingKeys.thisDevice), .value("on"),
                    .boolean("checked", if: screen.thisDevice == .on), .data("device-switch", screen.thisDevice.rawValue),
                    .attr("aria-describedby", "this-device-hint"))
                label(.for("this-device")) { "Send reminders on this device" }
                p(.class("jm-hint"), .id("this-device-hint")) { screen.thisDeviceHint }
            }
            div(.class("jm-actions")) { button(.type("submit"), .class("jm-button primary")) { "Save" } }
        }
    }

    static func switchField(_ id: String, name: TimesForm.CodingKeys, label text: String, hint: String, isOn: Bool, offLine: Bool) -> Node {
        div(.class("jm-field jm-switch-field")) {
            input(
                .type("checkbox"), .role("switch"), .id(id), .name(name), .value("on"), .boolean("checked", if: isOn),
                .attr("aria-describedby", "\(id)-hint"))
            label(.for(id)) { text }
            p(.class("jm-hint"), .id("\(id)-hint")) { hint }
            if offLine { ReminderViews.offLine() }
        }
    }

    /// ST-06 device & sync status.
    public static func device(_ screen: SyncStatusScreen) -> Node {
        Node.fragment([
            h1 { "This device" },
            p(.class("jm-card jm-sync-status"), .role("status")) { strong { screen.status } },
            Node.fragment(screen.lines.map { line in p { line } }),
            screen.exportPath.map { path in a(.href(path), .class("jm-link-button")) { "Export my data" } } ?? .empty,
        ])
    }
}
