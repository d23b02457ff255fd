import HTML
import QuranFlowRoutes
import QuranFlowScreens

/// The HTML of the coach's profile on You (the card, hours logged with the list behind each sum) and of its edit form.
enum CoachProfileView {
    /// The profile card: name, city and zone, ijāza, levels, meeting link, "Edit profile".
    static func card(_ card: CoachProfileCard) -> Node {
        section(.class("card coach-profile"), .aria("labelledby", "coach-profile-title")) {
            h2(.id("coach-profile-title"), .class("eyebrow")) { "Your profile" }
            dl(.class("profile-facts")) {
                dt { "Name" }
                dd {
                    Parts.isolated(card.formalName); span(.class("muted")) { " · \(card.displayName)" }
                }
                dt { "City" }
                dd { card.place }
                dt { "Ijāza" }
                dd { card.ijazah }
                dt { "Levels" }
                dd { card.levels }
                dt { "Meeting link" }
                dd {
                    if let link = card.meetingLink {
                        a(
                            .href(link), .attr("target", "_blank"), .rel("noopener noreferrer"),
                            .aria("label", "\(link) (opens in a new tab)")
                        ) {
                            link
                        }
                    } else {
                        card.meetingLinkMissing ?? ""
                    }
                }
            }
            card.edit.map { Parts.actionLink($0, class: "button secondary") } ?? .empty
        }
    }

    /// Hours logged: each period's sum, and the list behind it in a `<details>`.
    static func hours(_ card: CoachHoursCard) -> Node {
        section(.class("card coach-hours"), .aria("labelledby", "coach-hours-title")) {
            h2(.id("coach-hours-title"), .class("eyebrow")) { card.title }
            card.periods.enumerated().map { index, period in
                div(.class("hours-period"), .id("hours-\(index == 0 ? "week" : "term")")) {
                    p(.class("hours-head")) {
                        strong { period.title }
                        span(.class("muted")) { " · \(period.range)" }
                    }
                    p(.class("hours-total")) { period.total }
                    if period.lines.isEmpty {
                        p(.class("muted")) { period.breakdown }
                    } else {
                        details(.class("hours-list")) {
                            summary { period.breakdown }
                            ul(.class("list")) {
                                period.lines.map { line in
                                    li(.class("hours-line")) {
                                        span(.class("hours-day")) { line.day }
                                        span(.class("chip")) { line.kind }
                                        span(.class("hours-title")) { line.title }
                                        span(.class("hours-duration")) { line.duration }
                                    }
                                }
                            }
                        }
                    }
                }
            }
            p(.class("muted")) { card.footnote }
        }
    }

    /// The edit form page.
    static func formPage(_ screen: CoachProfileFormScreen, shell: CoachShell, csrfToken: String) -> String {
        ShellView.page(title: screen.title, tabs: shell.tabs, navLabel: "Coach tabs") { form(screen, csrfToken: csrfToken) }
    }

    static func form(_ screen: CoachProfileFormScreen, csrfToken: String) -> Node {
        Node.fragment([
            screen.back.map { Parts.actionLink($0, class: "back-link") } ?? .empty,
            header(.class("screen-header")) { h1(.class("greeting")) { screen.title } },
            HTML.form(.action(screen.action), .method("post"), .class("card coach-profile-form")) {
                PageFrame.csrfField(csrfToken)
                if let error = screen.error { p(.class("field-error"), .role("alert")) { error } }
                field("Honorific", name: "honorific", screen: screen) {
                    select(.id("cp-honorific"), .name(CoachProfileForm.CodingKeys.honorific)) {
                        screen.honorifics.map { choice in
                            option(.value(choice.value), .boolean("selected", if: choice.selected)) { choice.label }
                        }
                    }
                }
                field("Name your students call you", name: "name", screen: screen) {
                    input(
                        .type("text"), .id("cp-name"), .name(CoachProfileForm.CodingKeys.name), .value(screen.values.name),
                        .attr("maxlength", "60"))
                }
                field("City", name: "city", screen: screen) {
                    input(
                        .type("text"), .id("cp-city"), .name(CoachProfileForm.CodingKeys.city), .value(screen.values.city),
                        .attr("autocomplete", "off"))
                }
                field("Ijāza", name: "ijazah", screen: screen) {
                    input(
                        .type("text"), .id("cp-ijazah"), .name(CoachProfileForm.CodingKeys.ijazah), .value(screen.values.ijazah),
                        .attr("maxlength", "120"))
                }
                div(.class("field"), .role("group"), .aria("labelledby", "cp-levels-label")) {
                    p(.id("cp-levels-label"), .class("field-label")) { "Certified levels" }
                    screen.levels.map { level in
                        div(.class("check-row")) {
                            input(
                                .type("checkbox"), .id("cp-level-\(level.value)"), .name(CoachProfileForm.CodingKeys.levels),
                                .value(level.value),
                                .boolean("checked", if: level.selected))
                            label(.for("cp-level-\(level.value)")) { level.label }
                        }
                    }
                    if screen.errorField == "levels", let error = screen.error { p(.class("field-error")) { error } }
                }
                field("Meeting link (https)", name: "meetingLink", screen: screen) {
                    input(
                        .type("url"), .id("cp-meetingLink"), .name(CoachProfileForm.CodingKeys.meetingLink),
                        .value(screen.values.meetingLink))
                }
                button(.type("submit"), .class("primary")) { "Save profile" }
            },
        ])
    }

    static func field(_ title: String, name: String, screen: CoachProfileFormScreen, @NodeBuilder _ control: () -> Node) -> Node {
        div(.class("field")) {
            label(.for("cp-\(name)")) { title }
            control()
            if screen.errorField == name, let error = screen.error { p(.class("field-error")) { error } }
        }
    }
}
