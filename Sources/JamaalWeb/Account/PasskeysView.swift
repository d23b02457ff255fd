import HTML
import JamaalRoutes
import JamaalScreens
import Routing

/// Settings → Passkeys: what a passkey is, the account's passkeys (each with when it was added and last used, and
/// Remove), and Add a passkey — drawn hidden, and shown by `js/passkeys.js` only where the browser can make a passkey
/// (elsewhere it shows why not instead), so no control is there that cannot work.
///
/// ```swift
/// PasskeysView.render(screen, csrf: token)
/// ```
public enum PasskeysView {
    public static func render(_ screen: PasskeysScreen, csrf: String) -> Node {
        Node.fragment([
            h1 { "Passkeys" },
            p(.class("jm-muted")) {
                "Sign in as \(screen.email) with your fingerprint, face or screen lock instead of your password. "
                    + "Each passkey stays in the device or password manager that made it."
            },
            screen.notice.map { notice in p(.class("jm-notice"), .role("status")) { notice } } ?? Node.empty,
            screen.rows.isEmpty
                ? p(.class("jm-muted"), .id("passkeys-empty")) { "No passkeys yet." }
                : ul(.class("jm-devices jm-passkeys"), .aria("label", "Your passkeys")) {
                    for row in screen.rows {
                        li(.class("jm-device"), .data("passkey", row.id)) {
                            div(.class("jm-device-title")) {
                                span(.class("jm-row-title")) { row.name }
                                span(.class("jm-row-meta")) { row.added }
                                span(.class("jm-row-meta")) { row.lastUsed }
                            }
                            form(.method("post"), .action(row.removePath), .class("jm-inline-form")) {
                                JamaalPage.csrfField(csrf)
                                button(.type("submit"), .class("jm-button danger"), .aria("label", "Remove \(row.name)")) { "Remove" }
                            }
                        }
                    }
                },
            section(.class("jm-passkey-add"), .aria("labelledby", "passkey-add-title"), .data("passkey-register", ""), .boolean("hidden")) {
                h2(.id("passkey-add-title")) { "Add a passkey" }
                form(
                    .class("jm-form"), .data("options", screen.optionsPath), .data("action", screen.registerPath),
                    .data("done", JamaalRoute.passkeys.path())
                ) {
                    div(.class("jm-field")) {
                        label(.for("passkey-name")) { "Name (optional)" }
                        OnboardingFields.makeInput([
                            .type("text"), .id("passkey-name"), .name(PasskeyRegistrationBody.CodingKeys.name),
                            .attr("placeholder", screen.suggestedName), .attr("maxlength", "\(screen.maximumNameLength)"),
                            .attr("autocomplete", "off"), .attr("aria-describedby", "passkey-error"),
                        ])
                    }
                    button(.type("submit"), .class("jm-button primary")) { "Add a passkey" }
                }
                p(.class("jm-alert"), .role("alert"), .id("passkey-error"), .data("passkey-error", ""), .boolean("hidden")) { "" }
            },
            p(.class("jm-muted"), .data("passkey-unsupported", ""), .boolean("hidden")) {
                "This browser can't make passkeys here. Open Jamaal in a current browser at its web address (not a bare IP "
                    + "address) to add one."
            },
            p { a(.href(screen.devicesPath)) { "Devices signed in to your account" } },
            script(src: JamaalRoute.staticFile.path("js/passkeys.js"), .boolean("defer")),
        ])
    }
}
