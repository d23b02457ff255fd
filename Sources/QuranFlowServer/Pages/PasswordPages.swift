import Accounts
import HTML
import QuranFlowRoutes
import QuranFlowWeb

/// Asking for a reset link, and choosing a new password from one.
enum PasswordPages {
    static func forgot(csrfToken: String, email: String = "", error: String? = nil, sent: Bool = false) -> String {
        Layout.page(title: "Reset your password") {
            main(.class("public")) {
                Layout.brand
                section(.class("card public-card")) {
                    h1 { "Reset your password" }
                    if sent {
                        p(.class("notice"), .role("status")) {
                            "If an account exists for \(email), we've sent it a link. It works once, for one hour."
                        }
                        p(.class("quiet-link")) { a(.href(QuranFlowRoute.signIn.path())) { "Back to sign in" } }
                    } else {
                        p(.class("muted")) { "Enter your email and we'll send you a link to choose a new password." }
                        Layout.alert(error)
                        form(.action(QuranFlowRoute.submitForgotPassword.path()), .method("post"), .attr("novalidate", "novalidate")) {
                            Layout.csrfField(csrfToken)
                            Layout.field(
                                "Email", name: ForgotPasswordForm.name(.email), type: "email", value: email, autocomplete: "username",
                                autofocus: true)
                            button(.type("submit"), .class("primary")) { "Send the link" }
                        }
                        p(.class("quiet-link")) { a(.href(QuranFlowRoute.signIn.path())) { "Back to sign in" } }
                    }
                }
            }
        }
    }

    /// Choosing a password from a link: a reset link's page, or — for an `invitation` (an imported student's first
    /// link) — a welcome that asks for a first password.
    static func reset(csrfToken: String, token: String, error: String? = nil, usable: Bool = true, invitation: Bool = false) -> String {
        let heading = invitation ? "Welcome — choose your password" : "Choose a new password"
        return Layout.page(title: heading) {
            main(.class("public")) {
                Layout.brand
                section(.class("card public-card")) {
                    h1 { heading }
                    if usable {
                        if invitation {
                            p(.class("muted")) {
                                "You've been invited to QuranFlow. Choose a password of at least \(PasswordPolicy.minimumLength) characters, then sign in with your email."
                            }
                        } else {
                            p(.class("muted")) {
                                "At least \(PasswordPolicy.minimumLength) characters. You'll be signed out everywhere else."
                            }
                        }
                        Layout.alert(error)
                        form(.action(QuranFlowRoute.submitResetPassword.path()), .method("post"), .attr("novalidate", "novalidate")) {
                            Layout.csrfField(csrfToken)
                            input(.type("hidden"), .name(ResetPasswordForm.CodingKeys.token), .value(token))
                            Layout.field(
                                invitation ? "Password" : "New password", name: ResetPasswordForm.name(.password), type: "password",
                                autocomplete: "new-password",
                                autofocus: true)
                            button(.type("submit"), .class("primary")) { invitation ? "Save my password" : "Save the new password" }
                        }
                    } else if invitation {
                        Layout.alert(
                            error
                                ?? "This invitation link has expired or was already used. If you have set your password, sign in; if not, send yourself a new link."
                        )
                        p(.class("quiet-link")) { a(.href(QuranFlowRoute.signIn.path())) { "Sign in" } }
                        p(.class("quiet-link")) { a(.href(QuranFlowRoute.forgotPassword.path())) { "Send me a new link" } }
                    } else {
                        Layout.alert(error ?? "This reset link has expired or was already used. Ask for a new one.")
                        p(.class("quiet-link")) { a(.href(QuranFlowRoute.forgotPassword.path())) { "Send me a new link" } }
                    }
                }
            }
        }
    }

    /// The emailed unlock link's page: a button (the POST lifts the pause), or why the link no longer works.
    static func unlock(csrfToken: String, token: String, usable: Bool, error: String? = nil) -> String {
        Layout.page(title: "Sign in again") {
            main(.class("public")) {
                Layout.brand
                section(.class("card public-card")) {
                    h1 { "Sign in again" }
                    if usable {
                        p(.class("muted")) { "Lift the pause on signing in with your email, then sign in with your password." }
                        Layout.alert(error)
                        form(.action(QuranFlowRoute.submitUnlock.path()), .method("post")) {
                            Layout.csrfField(csrfToken)
                            input(.type("hidden"), .name(EmailedTokenForm.CodingKeys.token), .value(token))
                            button(.type("submit"), .class("primary")) { "Lift the pause" }
                        }
                    } else {
                        Layout.alert(error ?? "This unlock link has expired or was already used. Sign in, or reset your password.")
                        p(.class("quiet-link")) { a(.href(QuranFlowRoute.signIn.path())) { "Back to sign in" } }
                    }
                }
            }
        }
    }
}
