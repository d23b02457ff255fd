import HTML
import JamaalRoutes
import JamaalScreens
import Routing

/// The Anchor forms as HTML: AN-04 with AN-11's location step, AN-05, AN-08 and AN-06. Plain forms that work without
/// script; a refusal comes back as the same form with what was typed and the error naming its field. The optional
/// "Use my location" button (AN-11's when-in-use prompt, in context) is `/static/js/anchors.js`.
///
/// ```swift
/// AnchorFormView.render(screen, csrf: token)
/// ```
public enum AnchorFormView {
    public static func render(_ screen: AnchorFormScreen, csrf: String) -> Node {
        section(.class("jm-anchor-form"), .aria("label", screen.heading)) {
            div(.class("jm-sheet-head")) {
                h2 { screen.heading }
                a(.href(screen.cancelPath), .class("jm-link-button")) { "Cancel" }
            }
            if let task = screen.taskSwitchPath {
                nav(.class("jm-switch"), .aria("label", "Add")) {
                    a(.href(task)) { "Task" }
                    span(.class("selected"), .attr("aria-current", "page")) { "Anchor" }
                }
            }
            if let error = screen.error {
                p(.class("jm-alert"), .role("alert"), .data("field", error.field)) { error.message }
            }
            switch screen.kind {
            case .prayer: prayer(screen, csrf: csrf)
            case .scheduled: scheduled(screen, csrf: csrf)
            case .oneOff: oneOff(screen, csrf: csrf)
            case .exceptions: exceptions(screen, csrf: csrf)
            }
        }
    }

    // MARK: AN-04 + AN-11

    static func prayer(_ screen: AnchorFormScreen, csrf: String) -> Node {
        Node.fragment([
            locationStep(screen),
            form(.method("post"), .action(screen.action), .class("jm-form")) {
                JamaalPage.csrfField(csrf)
                hidden(screen, .city)
                hidden(screen, .from)
                textField(screen, .title, "Title")
                details(
                    .class("jm-coordinates"),
                    .boolean("open", if: screen.placeName == nil || isError(screen, [.latitude, .longitude, .zone]))
                ) {
                    summary { screen.placeName.map { "Location: \($0)" } ?? "Location by coordinates" }
                    textField(screen, .latitude, "Latitude", hint: "Degrees north, −90 to 90", mode: "decimal")
                    textField(screen, .longitude, "Longitude", hint: "Degrees east, −180 to 180", mode: "decimal")
                    textField(screen, .zone, "Time zone", hint: "Like Europe/London")
                    button(.type("button"), .class("jm-button quiet jm-locate"), .data("locate", ""), .boolean("hidden")) {
                        "Use my location"
                    }
                }
                selectField(screen, .method, "Calculation method", screen.methods)
                radios(screen, .madhab, "Asr (madhab)", screen.madhabs)
                checkboxes(screen, .prayers, "Prayers", screen.prayers)
                selectField(screen, .ishaEnd, "Isha ends at", screen.ishaEnds)
                textField(
                    screen, .duration, "Minutes each prayer takes", hint: "Counts against capacity inside your working day",
                    mode: "numeric")
                details(
                    .class("jm-advanced"),
                    .boolean(
                        "open",
                        if: isError(screen, [.highLatitudeRule, .polarResolution]) || screen.error?.field.hasPrefix("adjust.") == true)
                ) {
                    summary { "Advanced" }
                    fieldset(.class("jm-field")) {
                        legend { "Adjustments (minutes)" }
                        div(.class("jm-adjustments")) {
                            for prayer in ["fajr", "sunrise", "dhuhr", "asr", "maghrib", "isha"] {
                                textField(screen, .adjustment(prayer), prayer.prefix(1).uppercased() + prayer.dropFirst(), mode: "numeric")
                            }
                        }
                    }
                    selectField(screen, .highLatitudeRule, "High-latitude rule", screen.highLatitudeRules)
                    selectField(
                        screen, .polarResolution, "When the sun does not rise or set", screen.polarResolutions,
                        hint: "With none, Today says why there is no time rather than showing a wrong one")
                }
                div(.class("jm-actions")) { button(.type("submit"), .class("jm-button primary")) { screen.submitLabel } }
            },
            script(src: JamaalRoute.staticFile.path("js/anchors.js"), .boolean("defer")),
        ])
    }

    /// AN-11: city search (a GET form, server-side over the cities list), its results, and the chosen place.
    static func locationStep(_ screen: AnchorFormScreen) -> Node {
        div(.class("jm-location")) {
            if let place = screen.placeName { p(.class("jm-place")) { strong { place } } }
            form(.method("get"), .action(screen.searchPath), .class("jm-city-search"), .attr("role", "search")) {
                if let from = screen.values[.from], !from.isEmpty { input(.type("hidden"), .name(AnchorField.from), .value(from)) }
                div(.class("jm-field")) {
                    label(.for("city-query")) { screen.placeName == nil ? "Find your city" : "Change city" }
                    div(.class("jm-search-line")) {
                        input(
                            .type("search"), .id("city-query"), .name(PrayerFormQuery.CodingKeys.q), .value(screen.cityQuery ?? ""),
                            .autocomplete("off"),
                            .placeholder("City"))
                        button(.type("submit"), .class("jm-button")) { "Search" }
                    }
                }
            }
            if let line = screen.cityEmptyLine { p(.class("jm-empty-line")) { line } }
            if !screen.cityResults.isEmpty {
                ul(.class("jm-rows jm-city-results"), .aria("label", "Cities")) {
                    for city in screen.cityResults {
                        li(.class("jm-row")) {
                            a(.href(city.choosePath), .class("jm-row-main")) {
                                span(.class("jm-row-title")) { city.name }
                                span(.class("jm-row-meta")) { city.detail }
                            }
                        }
                    }
                }
            }
        }
    }

    // MARK: AN-05

    static func scheduled(_ screen: AnchorFormScreen, csrf: String) -> Node {
        form(.method("post"), .action(screen.action), .class("jm-form")) {
            JamaalPage.csrfField(csrf)
            hidden(screen, .from)
            hidden(screen, .preset)
            textField(screen, .title, "Title")
            radios(screen, .recurrence, "Repeats", screen.recurrences)
            // Each kind's fields say which kind they belong to; the stylesheet shows only the chosen kind's (all of them
            // where a browser cannot tell, so nothing is ever out of reach).
            div(.data("for", "weekly everyWeeks")) {
                checkboxes(screen, .recurrenceDays, "On", screen.weekdays, hint: "For weekly and every N weeks")
            }
            div(.class("jm-inline-fields"), .data("for", "everyDays")) {
                textField(screen, .recurrenceEveryDays, "Every N days", mode: "numeric")
            }
            div(.class("jm-inline-fields"), .data("for", "everyWeeks")) {
                textField(screen, .recurrenceEveryWeeks, "Every N weeks", mode: "numeric")
            }
            div(.class("jm-inline-fields"), .data("for", "daysAfter")) {
                textField(screen, .recurrenceMinDays, "N (days after last done)", mode: "numeric")
                textField(screen, .recurrenceMaxDays, "M (days after last done)", mode: "numeric")
            }
            fieldset(.class("jm-field")) {
                legend { "Slots" }
                p(.class("jm-hint")) { "A name and a window for each, like Drop-off 08:15–08:45" }
                for index in 0..<screen.slotCount {
                    div(.class("jm-slot")) {
                        textField(screen, .slot(index, .name), "Slot \(index + 1) name")
                        textField(screen, .slot(index, .opens), "Opens", type: "time")
                        textField(screen, .slot(index, .closes), "Closes", type: "time")
                        textField(screen, .slot(index, .spanDays), "Days open", mode: "numeric")
                    }
                }
            }
            textField(screen, .duration, "Minutes it takes", hint: "Leave empty for none", mode: "numeric")
            radios(screen, .placement, "Placement", screen.placements)
            textField(screen, .startsOn, "Starts on", type: "date")
            if screen.offersException {
                // AN-06's fields inside AN-05 while creating: open when one was entered (or refused).
                details(
                    .class("jm-advanced jm-form-exception"),
                    .boolean("open", if: !screen.value(.exceptionStart).isEmpty || screen.error?.field.hasPrefix("exception.") == true)
                ) {
                    summary { "Add an exception" }
                    p(.class("jm-hint")) { "Days this Anchor rests — a term break, a holiday. More can be added later." }
                    radios(screen, .exceptionKind, "Why", screen.exceptionKinds)
                    textField(screen, .exceptionStart, "First day", type: "date", hint: "Leave empty for no exception")
                    textField(screen, .exceptionEnd, "Last day", type: "date", hint: "Leave empty for open-ended")
                    textField(screen, .exceptionNote, "Note (optional)")
                }
            }
            div(.class("jm-actions")) { button(.type("submit"), .class("jm-button primary")) { screen.submitLabel } }
        }
    }

    // MARK: AN-08

    static func oneOff(_ screen: AnchorFormScreen, csrf: String) -> Node {
        form(.method("post"), .action(screen.action), .class("jm-form")) {
            JamaalPage.csrfField(csrf)
            hidden(screen, .from)
            hidden(screen, .flow)
            textField(screen, .title, "Title")
            textField(screen, .date, "Date", type: "date")
            div(.class("jm-inline-fields")) {
                textField(screen, .opens, "Opens", type: "time")
                textField(screen, .closes, "Closes", type: "time")
            }
            textField(screen, .closesDaysLater, "Closes days later", hint: "0 for the same day", mode: "numeric")
            textField(screen, .duration, "Minutes it takes (optional)", mode: "numeric")
            div(.class("jm-actions")) { button(.type("submit"), .class("jm-button primary")) { screen.submitLabel } }
        }
    }

    // MARK: AN-06

    static func exceptions(_ screen: AnchorFormScreen, csrf: String) -> Node {
        form(.method("post"), .action(screen.action), .class("jm-form")) {
            JamaalPage.csrfField(csrf)
            radios(screen, .exceptionKind, "Why", screen.exceptionKinds)
            textField(screen, .exceptionStart, "First day", type: "date")
            textField(screen, .exceptionEnd, "Last day", type: "date", hint: "Leave empty for open-ended")
            textField(screen, .exceptionNote, "Note (optional)")
            div(.class("jm-actions")) { button(.type("submit"), .class("jm-button primary")) { screen.submitLabel } }
        }
    }

    // MARK: Fields

    /// `<fieldset>` and `<legend>` (not in the HTML module's list; kept inside this type so no global name is claimed).
    static func fieldset(_ attributes: Attribute..., @NodeBuilder content: () -> Node) -> Node {
        el("fieldset", attributes: attributes, content: content)
    }

    static func legend(@NodeBuilder content: () -> Node) -> Node { el("legend", attributes: [], content: content) }

    static func isError(_ screen: AnchorFormScreen, _ fields: [AnchorField]) -> Bool {
        fields.contains { $0.stringValue == screen.error?.field }
    }

    static func fieldID(_ field: AnchorField) -> String {
        "f-" + field.stringValue.map { $0.isLetter || $0.isNumber ? String($0) : "-" }.joined()
    }

    static func hidden(_ screen: AnchorFormScreen, _ field: AnchorField) -> Node {
        guard let value = screen.values[field], !value.isEmpty else { return .empty }
        return input(.type("hidden"), .name(field), .value(value))
    }

    static func textField(
        _ screen: AnchorFormScreen, _ name: AnchorField, _ text: String, type: String = "text", hint: String? = nil, mode: String? = nil
    ) -> Node {
        let id = fieldID(name)
        let invalid = screen.error?.field == name.stringValue
        return div(.class(invalid ? "jm-field invalid" : "jm-field")) {
            label(.for(id)) { text }
            input(
                .type(type), .id(id), .name(name), .value(screen.value(name)), .attr("inputmode", mode ?? "text"),
                .aria("invalid", invalid ? "true" : "false"))
            if let hint { p(.class("jm-hint")) { hint } }
        }
    }

    static func selectField(
        _ screen: AnchorFormScreen, _ name: AnchorField, _ text: String, _ options: [AnchorFormScreen.Option], hint: String? = nil
    ) -> Node {
        let id = fieldID(name)
        return div(.class(screen.error?.field == name.stringValue ? "jm-field invalid" : "jm-field")) {
            label(.for(id)) { text }
            select(.id(id), .name(name)) {
                for option in options {
                    HTML.option(.value(option.value), .boolean("selected", if: screen.value(name) == option.value)) { option.label }
                }
            }
            if let hint { p(.class("jm-hint")) { hint } }
        }
    }

    static func radios(_ screen: AnchorFormScreen, _ name: AnchorField, _ text: String, _ options: [AnchorFormScreen.Option]) -> Node {
        fieldset(.class(screen.error?.field == name.stringValue ? "jm-field invalid" : "jm-field")) {
            legend { text }
            div(.class("jm-choices")) {
                for option in options {
                    label {
                        input(
                            .type("radio"), .name(name), .value(option.value), .boolean("checked", if: screen.value(name) == option.value))
                        option.label
                    }
                }
            }
        }
    }

    static func checkboxes(
        _ screen: AnchorFormScreen, _ group: AnchorField, _ text: String, _ options: [AnchorFormScreen.Option], hint: String? = nil
    ) -> Node {
        fieldset(.class(screen.error?.field == group.stringValue ? "jm-field invalid" : "jm-field")) {
            legend { text }
            div(.class("jm-choices")) {
                for option in options {
                    label {
                        input(
                            .type("checkbox"), .name(group), .value(option.value),
                            .boolean("checked", if: screen.isChecked(group, option.value)))
                        option.label
                    }
                }
            }
            if let hint { p(.class("jm-hint")) { hint } }
        }
    }
}
