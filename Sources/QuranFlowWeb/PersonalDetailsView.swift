import HTML
import QuranFlowRoutes
import QuranFlowScreens

/// The HTML of Personal details (SakPersonalDetails), its edit steps and Privacy. Each edit step is a plain POST form
/// with its CSRF token; a refused value comes back on the same page with the error tied to its field.
public enum PersonalDetailsView {
    /// Personal details inside the student shell.
    public static func page(_ screen: PersonalDetailsScreen, shell: StudentShell) -> String {
        ShellView.page(title: "Personal details", tabs: shell.tabs, navLabel: "Student tabs") { content(screen) }
    }

    /// An edit step inside the student shell.
    public static func editPage(_ screen: PersonalDetailEditScreen, shell: StudentShell, csrfToken: String) -> String {
        ShellView.page(title: screen.error == nil ? screen.title : "Error: \(screen.title)", tabs: shell.tabs, navLabel: "Student tabs") {
            edit(screen, csrfToken: csrfToken)
        }
    }

    /// Privacy inside the student shell.
    public static func privacyPage(_ screen: PrivacyScreen, shell: StudentShell) -> String {
        ShellView.page(title: screen.title, tabs: shell.tabs, navLabel: "Student tabs") { privacy(screen) }
    }

    static func content(_ screen: PersonalDetailsScreen) -> Node {
        Node.fragment([
            screen.back.map { Parts.actionLink($0, class: "back-link") } ?? .empty,
            Parts.screenHeader(eyebrow: "Account", greeting: "Personal details"),
            section(.class("card nameplate"), .aria("label", "Nameplate")) {
                Parts.avatar(screen.nameplate.initial, class: "large")
                p(.class("nameplate-name")) { Parts.isolated(screen.nameplate.fullName) }
                p(.class("muted")) { screen.nameplate.joined }
            },
            Node.fragment(screen.groups.enumerated().map { index, group in self.group(group, id: "details-group-\(index)") }),
        ])
    }

    static func group(_ group: PersonalDetailsScreen.Group, id: String) -> Node {
        section(.class("details-group"), .aria("labelledby", id)) {
            h2(.id(id), .class("eyebrow")) { group.title }
            ul(.class("card list details-list")) { group.rows.map(row) }
            group.footer.map { footer in p(.class("muted details-footer")) { footer } } ?? .empty
        }
    }

    static func row(_ row: PersonalDetailsScreen.Row) -> Node {
        let body = Node.fragment([
            span(.class("details-label")) { row.label },
            span(.class(row.isEmpty ? "details-value muted" : "details-value")) { Parts.isolated(row.value) },
            row.note.map { note in span(.class("details-note")) { note } } ?? .empty,
        ])
        if let edit = row.edit {
            return li {
                a(.href(edit.href), .class("details-row list-link"), .aria("label", "\(row.label): \(row.value). \(edit.label)")) {
                    body
                }
            }
        }
        return li(.class("details-row is-locked")) {
            body
            span(.class("pill quiet details-lock")) { "Locked" }
        }
    }

    static func edit(_ screen: PersonalDetailEditScreen, csrfToken: String) -> Node {
        let inputID = "detail-\(screen.inputName)"
        let describedBy = screen.error == nil ? "detail-hint" : "detail-error detail-hint"
        return Node.fragment([
            screen.back.map { Parts.actionLink($0, class: "back-link") } ?? .empty,
            Parts.screenHeader(eyebrow: "Personal details", greeting: screen.title),
            screen.pending.map { pending in p(.class("card details-pending"), .role("status")) { pending } } ?? .empty,
            screen.field == .city ? citySearch(screen) : .empty,
            screen.field == .city
                ? cityChoices(screen, csrfToken: csrfToken)
                : form(.action(screen.field.editPath), .method("post"), .class("card details-form")) {
                    PageFrame.csrfField(csrfToken)
                    label(.for(inputID)) { screen.title }
                    input(
                        .id(inputID), .type(screen.inputType), .name(screen.inputName), .value(screen.value),
                        .aria("describedby", describedBy), .attr("aria-invalid", screen.error == nil ? "false" : "true"))
                    p(.id("detail-hint"), .class("muted")) { screen.hint }
                    screen.error.map { error in p(.id("detail-error"), .class("form-error"), .role("alert")) { error } } ?? .empty
                    button(.type("submit"), .class("button primary")) { screen.field == .email ? "Send confirmation link" : "Save" }
                },
        ])
    }

    static func citySearch(_ screen: PersonalDetailEditScreen) -> Node {
        form(.action(screen.field.editPath), .method("get"), .class("card details-form"), .role("search")) {
            label(.for("detail-city-search")) { "Search for your city" }
            input(
                .id("detail-city-search"), .type("search"), .name(CitySearchQuery.CodingKeys.q), .value(screen.query ?? ""),
                .aria("describedby", "detail-hint"))
            p(.id("detail-hint"), .class("muted")) { screen.hint }
            button(.type("submit"), .class("button secondary")) { "Search" }
        }
    }

    static func cityChoices(_ screen: PersonalDetailEditScreen, csrfToken: String) -> Node {
        Node.fragment([
            screen.error.map { error in p(.id("detail-error"), .class("form-error"), .role("alert")) { error } } ?? .empty,
            screen.cities.isEmpty
                ? (screen.query?.isEmpty == false ? p(.class("muted")) { "No city in the list matches that." } : .empty)
                : form(.action(screen.field.editPath), .method("post"), .class("card details-cities")) {
                    PageFrame.csrfField(csrfToken)
                    el("fieldset", attributes: []) {
                        el("legend", attributes: []) { "Choose your city" }
                        screen.cities.enumerated().map { index, city in
                            div(.class("details-city")) {
                                input(
                                    .id("city-\(index)"), .type("radio"), .name(PersonalDetailForm.CodingKeys.city),
                                    .value(String(city.id)),
                                    .boolean("checked", if: index == 0))
                                label(.for("city-\(index)")) {
                                    Parts.isolated(city.name)
                                    span(.class("muted")) { " · \(city.zoneIdentifier)" }
                                }
                            }
                        }
                    }
                    button(.type("submit"), .class("button primary")) { "Move to this city" }
                },
        ])
    }

    static func privacy(_ screen: PrivacyScreen) -> Node {
        Node.fragment([
            screen.back.map { Parts.actionLink($0, class: "back-link") } ?? .empty,
            Parts.screenHeader(eyebrow: "Support", greeting: screen.title),
            section(.class("details-group"), .aria("labelledby", "privacy-stored")) {
                h2(.id("privacy-stored"), .class("eyebrow")) { "What is stored about you" }
                ul(.class("card list privacy-stored")) {
                    screen.stored.map { item in
                        li(.class("privacy-item")) {
                            span { item.label }
                            strong(.class("privacy-count")) { item.count }
                        }
                    }
                }
            },
            Node.fragment(
                screen.statement.enumerated().map { index, part in
                    section(.class("card privacy-statement"), .aria("labelledby", "privacy-\(index)")) {
                        h2(.id("privacy-\(index)")) { part.heading }
                        part.paragraphs.map { text in p { text } }
                    }
                }),
            screen.ask.map { Parts.actionLink($0, class: "button secondary") } ?? .empty,
        ])
    }
}
