import HTML
import JamaalRoutes
import JamaalScreens
import Routing

/// The emailed ways back in, each a whole page in the account pages' frame (``AccountView``): the headline, what it is
/// for, the refusal said once beside its field, the form when there is one (the link's token travels hidden), and the
/// way on.
///
/// ```swift
/// AccountLinkView.render(.forgotPassword(), csrf: token, appearance: appearance)
/// ```
public enum AccountLinkView {
    public static func render(_ screen: AccountLinkScreen, csrf: String, appearance: Appearance = Appearance()) -> String {
        HTML.document(
            lang: "en",
            head: { JamaalPage.head(title: screen.headline, appearance: appearance, csrf: csrf, signedIn: false) },
            body: {
                main(.class("jm-account"), .id("main"), .aria("labelledby", "account-title")) {
                    h1(.id("account-title")) { screen.headline }
                    p(.class("jm-muted"), .id("account-explanation")) { screen.explanation }
                    if let error = screen.error { p(.class("jm-alert"), .role("alert"), .id("account-error")) { error } }
                    if let action = screen.action, let submit = screen.submitLabel {
                        form(.method("post"), .action(action), .class("jm-form")) {
                            JamaalPage.csrfField(csrf)
                            if let token = screen.token {
                                input(.type("hidden"), .name(ResetPasswordForm.CodingKeys.token), .value(token))
                            }
                            fields(screen)
                            button(.type("submit"), .class("jm-button primary")) { submit }
                        }
                    }
                    p(.class("jm-account-alternate")) { a(.href(screen.linkPath)) { screen.linkLabel } }
                }
            },
            bodyAttributes: [.class("jm jm-full"), .data("theme", appearance.theme.rawValue), .data("text", appearance.text.rawValue)])
    }

    /// The page's field: the email to send a link to, or the new password.
    static func fields(_ screen: AccountLinkScreen) -> Node {
        switch screen.kind {
        case .forgotPassword:
            return div(.class("jm-field")) {
                label(.for("account-email")) { "Email" }
                OnboardingFields.makeInput(
                    [
                        .type("email"), .id("account-email"), .name(ForgotPasswordForm.CodingKeys.email), .value(screen.email ?? ""),
                        .attr("autocomplete", "username"), .attr("inputmode", "email"), .attr("autocapitalize", "none"),
                        .boolean("required"), .attr("maxlength", "254"),
                    ] + invalid(screen, "email"))
            }
        case .choosePassword:
            return div(.class("jm-field")) {
                label(.for("account-password")) { "New password" }
                OnboardingFields.makeInput(
                    [
                        .type("password"), .id("account-password"), .name(ResetPasswordForm.CodingKeys.password),
                        .attr("autocomplete", "new-password"), .boolean("required"), .attr("maxlength", "256"),
                        .attr("aria-describedby", screen.error == nil ? "account-password-hint" : "account-error account-password-hint"),
                    ] + (screen.error == nil ? [] : [.attr("aria-invalid", "true")]))
                if let hint = screen.passwordHint { small(.id("account-password-hint"), .class("jm-muted")) { hint } }
            }
        case .linkSent, .unlock, .unusable:
            return .empty
        }
    }

    /// A refused field is marked invalid and pointed at the refusal.
    static func invalid(_ screen: AccountLinkScreen, _ field: String) -> [Attribute] {
        screen.errorField == field ? [.attr("aria-invalid", "true"), .attr("aria-describedby", "account-error")] : []
    }
}
