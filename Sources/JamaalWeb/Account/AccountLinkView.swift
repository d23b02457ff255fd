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
        AccountView.page(
            headline: screen.headline, explanation: screen.explanation, explanationID: "account-explanation", error: screen.error,
            csrf: csrf, appearance: appearance
        ) {
            if let action = screen.action, let submit = screen.submitLabel {
                form(.method("post"), .action(action), .class("jm-form")) {
                    JamaalPage.csrfField(csrf)
                    if let token = screen.token { input(.type("hidden"), .name(ResetPasswordForm.CodingKeys.token), .value(token)) }
                    fields(screen)
                    button(.type("submit"), .class("jm-button primary")) { submit }
                }
            }
            p(.class("jm-account-alternate")) { a(.href(screen.linkPath)) { screen.linkLabel } }
        }
    }

    /// The page's field: the email to send a link to, or the new password.
    static func fields(_ screen: AccountLinkScreen) -> Node {
        switch screen.kind {
        case .forgotPassword:
            return AccountView.emailField(
                ForgotPasswordForm.CodingKeys.email, value: screen.email ?? "", invalid: screen.errorField == "email")
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
}
