import HTML
import JamaalRoutes
import JamaalScreens
import Routing

/// SY-05's recovery screen as a whole page of its own (no tabs: nothing behind them can open): what is wrong, that
/// nothing was changed, Try again, Export my data first, and Reset this device's data with its confirmation step.
///
/// ```swift
/// RecoveryView.render(screen, csrf: token, appearance: appearance)
/// ```
public enum RecoveryView {
    public static func render(_ screen: RecoveryScreen, csrf: String, appearance: Appearance = Appearance()) -> String {
        HTML.document(
            lang: "en",
            head: {
                meta(.name("viewport"), .content("width=device-width, initial-scale=1"))
                meta(.name("color-scheme"), .content("light dark"))
                title { "Jamaal · \(screen.headline)" }
                link(.rel("stylesheet"), .href(JamaalRoute.staticFile.path("jamaal.css")))
                link(.rel("icon"), .href(JamaalRoute.staticFile.path("icon.svg")), .type("image/svg+xml"))
            },
            body: {
                main(.class("jm-recovery"), .aria("labelledby", "recovery-title")) {
                    h1(.id("recovery-title")) { screen.headline }
                    p { screen.explanation }
                    if screen.stillFailing {
                        p(.class("jm-alert"), .role("alert")) { "It still won't open. Nothing has been changed." }
                    }
                    p(.class("jm-muted jm-recovery-detail")) { screen.detail }
                    if screen.confirmingReset { confirmation(screen, csrf: csrf) } else { actions(screen, csrf: csrf) }
                }
            },
            bodyAttributes: [.class("jm"), .data("theme", appearance.theme.rawValue), .data("text", appearance.text.rawValue)])
    }

    static func actions(_ screen: RecoveryScreen, csrf: String) -> Node {
        div(.class("jm-recovery-actions")) {
            JamaalPage.postButton("Try again", path: JamaalRecoveryRoute.retry.path(), csrf: csrf, classes: "jm-button primary")
            if screen.canExport {
                a(.href(JamaalRecoveryRoute.export.path()), .class("jm-button"), .attr("download", "")) { "Export my data first" }
            }
            a(.href(JamaalRecoveryRoute.confirmReset.path()), .class("jm-button danger")) { "Reset this device's data…" }
        }
    }

    static func confirmation(_ screen: RecoveryScreen, csrf: String) -> Node {
        section(.class("jm-recovery-confirm"), .aria("labelledby", "reset-title")) {
            h2(.id("reset-title")) { "Reset this device's data?" }
            p { screen.resetConsequence }
            if let error = screen.error { p(.class("jm-alert"), .role("alert")) { error } }
            form(.method("post"), .action(JamaalRecoveryRoute.reset.path()), .class("jm-recovery-actions")) {
                JamaalPage.csrfField(csrf)
                button(.type("submit"), .name(RecoveryResetForm.CodingKeys.confirm), .value("reset"), .class("jm-button danger")) {
                    "Reset and start fresh"
                }
                a(.href(JamaalRecoveryRoute.screen.path()), .class("jm-button")) { "Cancel" }
            }
            if screen.canExport {
                a(.href(JamaalRecoveryRoute.export.path()), .class("jm-link-button"), .attr("download", "")) { "Export my data first" }
            }
        }
    }
}
