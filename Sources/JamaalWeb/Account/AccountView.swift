import HTML
import JamaalRoutes
import JamaalScreens
import Routing

/// Sign in, Create an account and Keep your plan, each a whole page of its own (no tabs: nothing behind them is open
/// yet): the headline, what it is for, the refusal said once beside its field, the email and password, and the other
/// way in.
///
/// ```swift
/// AccountView.render(.signIn(), csrf: token, appearance: appearance)
/// ```
public enum AccountView {
    public static func render(_ screen: AccountScreen, csrf: String, appearance: Appearance = Appearance()) -> String {
        HTML.document(
            lang: "en",
            head: { JamaalPage.head(title: screen.headline, appearance: appearance, csrf: csrf, signedIn: false) },
            body: {
                main(.class("jm-account"), .id("main"), .aria("labelledby", "account-title")) {
                    h1(.id("account-title")) { screen.headline }
                    p(.class("jm-muted")) { screen.explanation }
                    if let notice = screen.notice { p(.class("jm-notice"), .role("status"), .id("account-notice")) { notice } }
                    if let error = screen.error { p(.class("jm-alert"), .role("alert"), .id("account-error")) { error } }
                    form(.method("post"), .action(screen.action), .class("jm-form")) {
                        JamaalPage.csrfField(csrf)
                        if let next = screen.next { input(.type("hidden"), .name(SignInForm.CodingKeys.next), .value(next)) }
                        div(.class("jm-field")) {
                            label(.for("account-email")) { "Email" }
                            OnboardingFields.makeInput(
                                [
                                    .type("email"), .id("account-email"), .name(NewAccountForm.CodingKeys.email), .value(screen.email),
                                    .attr("autocomplete", "username"), .attr("inputmode", "email"), .attr("autocapitalize", "none"),
                                    .boolean("required"), .attr("maxlength", "254"),
                                ] + invalid(screen, "email"))
                        }
                        div(.class("jm-field")) {
                            label(.for("account-password")) { "Password" }
                            OnboardingFields.makeInput(
                                [
                                    .type("password"), .id("account-password"), .name(NewAccountForm.CodingKeys.password),
                                    .attr("autocomplete", screen.passwordAutocomplete), .boolean("required"), .attr("maxlength", "256"),
                                ] + invalid(screen, "password")
                                    + (screen.passwordHint == nil ? [] : [.attr("aria-describedby", "account-password-hint")]))
                            if let hint = screen.passwordHint { small(.id("account-password-hint"), .class("jm-muted")) { hint } }
                        }
                        button(.type("submit"), .class("jm-button primary")) { screen.submitLabel }
                    }
                    if let path = screen.forgotPasswordPath {
                        p(.class("jm-account-alternate")) { a(.href(path), .id("forgot-password")) { "Forgot your password?" } }
                    }
                    passkeySignIn(screen)
                    if let text = screen.alternateText, let label = screen.alternateLabel, let path = screen.alternatePath {
                        p(.class("jm-account-alternate")) {
                            text
                            " "
                            a(.href(path)) { label }
                        }
                    }
                }
            },
            bodyAttributes: [.class("jm jm-full"), .data("theme", appearance.theme.rawValue), .data("text", appearance.text.rawValue)])
    }

    /// Sign in with a passkey: drawn hidden and shown by `js/passkeys.js` only where the browser can use one, with the
    /// place its refusals are said.
    static func passkeySignIn(_ screen: AccountScreen) -> Node {
        guard let options = screen.passkeyOptionsPath, let action = screen.passkeySignInPath else { return .empty }
        return Node.fragment([
            div(
                .class("jm-passkey-sign-in"), .data("passkey-sign-in", ""), .data("options", options), .data("action", action),
                .data("next", screen.next ?? ""), .boolean("hidden")
            ) {
                p(.class("jm-muted jm-passkey-or")) { "or" }
                button(.type("button"), .class("jm-button jm-passkey-button")) { "Sign in with a passkey" }
                p(.class("jm-alert"), .role("alert"), .id("passkey-error"), .data("passkey-error", ""), .boolean("hidden")) { "" }
            },
            script(src: JamaalRoute.staticFile.path("js/passkeys.js"), .boolean("defer")),
        ])
    }

    /// A refused field is marked invalid and pointed at the refusal.
    static func invalid(_ screen: AccountScreen, _ field: String) -> [Attribute] {
        screen.errorField == field ? [.attr("aria-invalid", "true"), .attr("aria-describedby", "account-error")] : []
    }
}
