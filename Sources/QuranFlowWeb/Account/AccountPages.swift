import HTML
import QuranFlowRoutes
import QuranFlowScreens

/// The account pages, outside the student and coach shells: sign in, the emailed links (reset, invitation, unlock, a new
/// email address), Your account, and the error page. Each renders its screen model whole.
///
/// ```swift
/// .html(AccountPages.signIn(SignInScreen(next: "/coach"), csrfToken: ctx.csrfToken))
/// ```
public enum AccountPages {
    /// The sign-in page: email and password, one clear error, the way to reset a forgotten password.
    public static func signIn(_ screen: SignInScreen, csrfToken: String) -> String {
        publicCard(title: "Sign in", labelledBy: "sign-in-title") {
            h1(.id("sign-in-title")) { "Sign in" }
            p(.class("muted")) { "Welcome back. Your week is waiting." }
            if let notice = screen.notice { p(.class("notice"), .role("status")) { notice } }
            Layout.alert(screen.error)
            form(.action(QuranFlowRoute.submitSignIn.path()), .method("post"), .attr("novalidate", "novalidate")) {
                Layout.csrfField(csrfToken)
                input(.type("hidden"), .name(SignInForm.CodingKeys.next), .value(screen.next))
                Layout.field(
                    "Email", name: SignInForm.name(.email), type: "email", value: screen.email, autocomplete: "username",
                    autofocus: !screen.focusesPassword)
                Layout.field(
                    "Password", name: SignInForm.name(.password), type: "password", autocomplete: "current-password",
                    autofocus: screen.focusesPassword)
                button(.type("submit"), .class("primary")) { "Sign in" }
            }
            p(.class("quiet-link")) { a(.href(QuranFlowRoute.forgotPassword.path())) { "Forgot your password?" } }
        }
    }

    /// Asking for a reset link.
    public static func forgotPassword(_ screen: ForgotPasswordScreen, csrfToken: String) -> String {
        publicCard(title: "Reset your password") {
            h1 { "Reset your password" }
            if screen.sent {
                p(.class("notice"), .role("status")) { screen.sentNotice }
                p(.class("quiet-link")) { a(.href(QuranFlowRoute.signIn.path())) { "Back to sign in" } }
            } else {
                p(.class("muted")) { "Enter your email and we'll send you a link to choose a new password." }
                Layout.alert(screen.error)
                form(.action(QuranFlowRoute.submitForgotPassword.path()), .method("post"), .attr("novalidate", "novalidate")) {
                    Layout.csrfField(csrfToken)
                    Layout.field(
                        "Email", name: ForgotPasswordForm.name(.email), type: "email", value: screen.email, autocomplete: "username",
                        autofocus: true)
                    button(.type("submit"), .class("primary")) { "Send the link" }
                }
                p(.class("quiet-link")) { a(.href(QuranFlowRoute.signIn.path())) { "Back to sign in" } }
            }
        }
    }

    /// Choosing a password from a reset link or an invitation.
    public static func choosePassword(_ screen: ChoosePasswordScreen, csrfToken: String) -> String {
        publicCard(title: screen.heading) {
            h1 { screen.heading }
            if screen.usable {
                p(.class("muted")) { screen.instructions }
                Layout.alert(screen.error)
                form(.action(QuranFlowRoute.submitResetPassword.path()), .method("post"), .attr("novalidate", "novalidate")) {
                    Layout.csrfField(csrfToken)
                    input(.type("hidden"), .name(ResetPasswordForm.CodingKeys.token), .value(screen.token))
                    Layout.field(
                        screen.fieldLabel, name: ResetPasswordForm.name(.password), type: "password", autocomplete: "new-password",
                        autofocus: true)
                    button(.type("submit"), .class("primary")) { screen.submitLabel }
                }
            } else if screen.invitation {
                Layout.alert(screen.unusableReason)
                p(.class("quiet-link")) { a(.href(QuranFlowRoute.signIn.path())) { "Sign in" } }
                p(.class("quiet-link")) { a(.href(QuranFlowRoute.forgotPassword.path())) { "Send me a new link" } }
            } else {
                Layout.alert(screen.unusableReason)
                p(.class("quiet-link")) { a(.href(QuranFlowRoute.forgotPassword.path())) { "Send me a new link" } }
            }
        }
    }

    /// The emailed unlock link's page: a button (the POST lifts the pause), or why the link no longer works.
    public static func unlock(_ screen: EmailedLinkScreen, csrfToken: String) -> String {
        publicCard(title: "Sign in again") {
            h1 { "Sign in again" }
            if screen.usable {
                p(.class("muted")) { "Lift the pause on signing in with your email, then sign in with your password." }
                Layout.alert(screen.error)
                tokenButton(QuranFlowRoute.submitUnlock.path(), token: screen.token, label: "Lift the pause", csrfToken: csrfToken)
            } else {
                Layout.alert(screen.unusableReason)
                p(.class("quiet-link")) { a(.href(QuranFlowRoute.signIn.path())) { "Back to sign in" } }
            }
        }
    }

    /// The link sent to a new email address: a button that confirms it, or why the link no longer works.
    public static func confirmEmail(_ screen: EmailedLinkScreen, csrfToken: String) -> String {
        publicCard(title: "Confirm your new email") {
            h1 { "Confirm your new email" }
            if screen.usable {
                p(.class("muted")) { "Use this address for your QuranFlow account from now on." }
                Layout.alert(screen.error)
                tokenButton(QuranFlowRoute.confirmEmail.path(), token: screen.token, label: "Confirm new email", csrfToken: csrfToken)
            } else {
                Layout.alert(screen.unusableReason)
                p(.class("quiet-link")) { a(.href(QuranFlowRoute.signIn.path())) { "Go to sign in" } }
            }
        }
    }

    /// The answer once a new email address is confirmed.
    public static func emailChanged(to email: String) -> String {
        publicCard(title: "Email changed") {
            h1 { "Email changed" }
            p(.role("status")) { "Your account's email is now \(email). Sign in with it from now on." }
            p(.class("quiet-link")) { a(.href(QuranFlowRoute.personalDetails.path())) { "Back to Personal details" } }
        }
    }

    /// Who is signed in, Change password, and Sign out.
    public static func account(_ screen: AccountScreen, csrfToken: String) -> String {
        publicCard(title: screen.name) {
            p(.class("eyebrow")) { "Signed in" }
            h1 { screen.name }
            dl(.class("facts")) {
                dt { "Role" }
                dd { screen.role }
                dt { "Email" }
                dd { screen.email }
                dt { "City" }
                dd { screen.place }
            }
            if screen.opensAdmin {
                p { a(.href(QuranFlowRoute.admin.path()), .class("button secondary")) { "Open the admin page" } }
            }
            if screen.changed { p(.class("notice"), .role("status")) { "Your password is changed. Other devices are signed out." } }
            h2 { "Change password" }
            Layout.alert(screen.error)
            form(.action(QuranFlowRoute.changePassword.path()), .method("post"), .attr("novalidate", "novalidate")) {
                Layout.csrfField(csrfToken)
                Layout.field(
                    "Current password", name: PasswordChangeForm.name(.currentPassword), type: "password",
                    autocomplete: "current-password")
                Layout.field("New password", name: PasswordChangeForm.name(.password), type: "password", autocomplete: "new-password")
                button(.type("submit"), .class("secondary")) { "Change password" }
            }
            form(.action(QuranFlowRoute.signOut.path()), .method("post")) {
                Layout.csrfField(csrfToken)
                button(.type("submit"), .class("secondary")) { "Sign out" }
            }
        }
    }

    /// The page for an error status, with the request id to quote.
    public static func error(_ screen: ErrorScreen) -> String {
        publicCard(title: screen.heading) {
            p(.class("eyebrow")) { "Error \(screen.status)" }
            h1 { screen.heading }
            p(.role("alert")) { screen.message }
            p(.class("quiet-link")) { a(.href(QuranFlowRoute.home.path())) { "Go to the start" } }
            if let requestID = screen.requestID { p(.class("muted request-id")) { "Request id: \(requestID)" } }
        }
    }

    /// The public pages' frame: the brand above one card.
    static func publicCard(title: String, labelledBy: String? = nil, @NodeBuilder _ content: () -> Node) -> String {
        Layout.page(title: title) {
            main(.class("public")) {
                Layout.brand
                if let labelledBy {
                    section(.class("card public-card"), .aria("labelledby", labelledBy)) { content() }
                } else {
                    section(.class("card public-card")) { content() }
                }
            }
        }
    }

    /// A form of one button that posts an emailed link's token.
    static func tokenButton(_ action: String, token: String, label: String, csrfToken: String) -> Node {
        form(.action(action), .method("post")) {
            Layout.csrfField(csrfToken)
            input(.type("hidden"), .name(EmailedTokenForm.CodingKeys.token), .value(token))
            button(.type("submit"), .class("primary")) { label }
        }
    }
}
