import HTML
import JamaalRoutes
import JamaalScreens

/// AN-01 as HTML: the Habits · Anchors segment control, the rules with their next instance, the AN-07 line, Add, and the
/// collapsed Archived section with Restore.
///
/// ```swift
/// AnchorListView.render(screen, csrf: token)
/// ```
public enum AnchorListView {
    public static func render(_ screen: AnchorListScreen, csrf: String) -> Node {
        Node.fragment([
            header(.class("jm-anchors-header")) {
                HabitsTabSegmentsView.render(screen.segments)
                div(.class("jm-title-row")) {
                    h1 { screen.title }
                    a(.href(screen.addPath), .class("jm-button jm-add")) { "Add" }
                }
            },
            section(.class("jm-section"), .aria("label", "Anchor rules")) {
                if let line = screen.attentionLine { p(.class("jm-alert"), .role("status")) { line } }
                if let line = screen.emptyLine { p(.class("jm-empty-line")) { line } }
                if screen.emptyLine == nil {
                    ReminderViews.offLine("Notifications are off on this device, so Anchor reminders won't arrive.")
                }
                ul(.class("jm-rows jm-rule-rows")) {
                    for rule in screen.rules { row(rule, csrf: csrf) }
                }
                if !screen.archived.isEmpty {
                    details(.class("jm-also jm-archived")) {
                        summary { screen.archivedTitle }
                        ul(.class("jm-rows")) {
                            for rule in screen.archived { row(rule, csrf: csrf) }
                        }
                    }
                }
            },
        ])
    }

    static func row(_ rule: AnchorListScreen.Rule, csrf: String) -> Node {
        li(
            .class("jm-row jm-rule\(rule.needsAttention ? " needs-attention" : "")\(rule.isEnabled ? "" : " disabled")"),
            .data("rule", rule.id)
        ) {
            a(.href(rule.detailPath), .class("jm-row-main")) {
                span(.class("jm-row-title")) { rule.title }
                span(.class("jm-row-meta")) {
                    if let type = rule.typeLabel { span { type } }
                    span(.class("jm-rule-next")) { rule.detail }
                }
            }
            if let restore = rule.restorePath {
                JamaalPage.postButton("Restore", path: restore, csrf: csrf, classes: "jm-button quiet")
            } else if let toggle = rule.toggle {
                // The enabled toggle: shows the state, and a tap flips it (Pause / Resume). A submit button is not a
                // switch in HTML (role=switch is for a type=button or a checkbox): its name says what pressing it does.
                form(.method("post"), .action(toggle.path), .class("jm-inline-form")) {
                    JamaalPage.csrfField(csrf)
                    input(.type("hidden"), .name(AnchorField.from), .value("list"))
                    button(
                        .type("submit"),
                        .class(rule.isEnabled ? "jm-rule-switch on" : "jm-rule-switch off"),
                        .aria("label", "\(toggle.label) “\(rule.title)”")
                    ) { rule.isEnabled ? "On" : "Paused" }
                }
            }
        }
    }
}
