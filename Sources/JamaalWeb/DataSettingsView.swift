import HTML
import JamaalRoutes
import JamaalScreens

/// ST-08 as HTML: the privacy statement, what is kept, Export my data, and Delete my data's two confirmations.
///
/// ```swift
/// DataSettingsView.render(screen, csrf: token)
/// ```
public enum DataSettingsView {
    public static func render(_ screen: DataSettingsScreen, csrf: String) -> Node {
        Node.fragment([
            h1 { "About, privacy, your data" },
            section(.aria("labelledby", "privacy-title")) {
                h2(.id("privacy-title")) { "Privacy" }
                for line in screen.privacy { p { line } }
            },
            section(.aria("labelledby", "kept-title")) {
                h2(.id("kept-title")) { "Kept in your account" }
                ul(.class("jm-rows")) {
                    for item in screen.kept {
                        li(.class("jm-row")) {
                            span(.class("jm-row-title")) { item.label }
                            span(.class("jm-row-meta")) { String(item.count) }
                        }
                    }
                }
            },
            section(.aria("labelledby", "export-title")) {
                h2(.id("export-title")) { "Export my data" }
                p(.class("jm-muted")) { screen.exportLine }
                a(.href(screen.exportPath), .class("jm-button primary"), .attr("download", "")) { "Export my data" }
            },
            section(.aria("labelledby", "delete-title")) {
                h2(.id("delete-title")) { "Delete my data" }
                if let error = screen.error { p(.class("jm-alert"), .role("alert")) { error } }
                deleteStep(screen, csrf: csrf)
            },
        ])
    }

    static func deleteStep(_ screen: DataSettingsScreen, csrf: String) -> Node {
        switch screen.deleteStep {
        case 1:
            return form(.method("post"), .action(screen.deleteAction), .class("jm-card")) {
                JamaalPage.csrfField(csrf)
                input(.type("hidden"), .name(DeleteDataForm.CodingKeys.step), .value("1"))
                p { "Delete everything Jamaal keeps for you, and your account? Export it first if you may want it back." }
                div(.class("jm-actions")) {
                    button(.type("submit"), .class("jm-button danger")) { "Continue" }
                    a(.href(screen.cancelPath), .class("jm-link-button")) { "Cancel" }
                }
            }
        case 2:
            return form(.method("post"), .action(screen.deleteAction), .class("jm-card")) {
                JamaalPage.csrfField(csrf)
                input(.type("hidden"), .name(DeleteDataForm.CodingKeys.step), .value("2"))
                p { strong { "This cannot be undone." } }
                label(.class("jm-check-line")) {
                    input(.type("checkbox"), .name(DeleteDataForm.CodingKeys.understood), .value("yes"))
                    " I understand: delete all my data and my account"
                }
                div(.class("jm-actions")) {
                    button(.type("submit"), .class("jm-button danger")) { "Delete my data" }
                    a(.href(screen.cancelPath), .class("jm-link-button")) { "Cancel" }
                }
            }
        default:
            return a(.href(screen.startDeletePath), .class("jm-button danger")) { "Delete my data…" }
        }
    }
}
