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
        page(
            headline: screen.headline, explanation: screen.explanation, notice: screen.notice, error: screen.error, csrf: csrf,
            appearance: appearance
        ) {
            form(.method("post"), .action(screen.action), .class("jm-form")) {
                JamaalPage.csrfField(csrf)
                if let next = screen.next { input(.type("hidden"), .name(SignInForm.CodingKeys.next), .value(next)) }
                emailField(NewAccountForm.CodingKeys.email, value: screen.email, invalid: screen.errorField == "email")
                div(.class("jm-field")) {
                    label(.for("account-password")) { "Password" }
                    OnboardingFields.makeInput(
                        [
                            .type("password"), .id("account-password"), .name(NewAccountForm.CodingKeys.password),
                            .attr("autocomplete", screen.passwordAutocomplete), .boolean("required"), .attr("maxlength", "256"),
                        ] + invalid(screen.errorField == "password")
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
    }

    /// Every account page's frame (these, and the emailed links' pages, ``AccountLinkView``): a whole page of its own
    /// with the headline, what it is for (with `explanationID`, when something points at it), a quiet notice and the
    /// refusal said once, then `content`.
    static func page(
        headline: String, explanation: String, explanationID: String? = nil, notice: String? = nil, error: String?, csrf: String,
        appearance: Appearance, @NodeBuilder content: () -> Node
    ) -> String {
        HTML.document(
            lang: "en",
            head: { JamaalPage.head(title: headline, appearance: appearance, csrf: csrf, signedIn: false) },
            body: {
                main(.class("jm-account"), .id("main"), .aria("labelledby", "account-title")) {
                    h1(.id("account-title")) { headline }
                    if let explanationID {
                        p(.class("jm-muted"), .id(explanationID)) { explanation }
                    } else {
                        p(.class("jm-muted")) { explanation }
                    }
                    if let notice { p(.class("jm-notice"), .role("status"), .id("account-notice")) { notice } }
                    if let error { p(.class("jm-alert"), .role("alert"), .id("account-error")) { error } }
                    content()
                }
            },
            bodyAttributes: [.class("jm jm-full"), .data("theme", appearance.theme.rawValue), .data("text", appearance.text.rawValue)])
    }

    /// The email field the account pages ask with, posted as `key`; marked invalid and pointed at the refusal when it
    /// is the refused field.
    static func emailField(_ key: some CodingKey, value: String, invalid isInvalid: Bool) -> Node {
        div(.class("jm-field")) {
            label(.for("account-email")) { "Email" }
            OnboardingFields.makeInput(
                [
                    .type("email"), .id("account-email"), .name(key), .value(value), .attr("autocomplete", "username"),
                    .attr("inputmode", "email"), .attr("autocapitalize", "none"), .boolean("required"), .attr("maxlength", "254"),
                ] + invalid(isInvalid))
        }
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
    static func invalid(_ isInvalid: Bool) -> [Attribute] {
        isInvalid ? [.attr("aria-invalid", "true"), .attr("aria-describedby", "account-error")] : []
    }
}
