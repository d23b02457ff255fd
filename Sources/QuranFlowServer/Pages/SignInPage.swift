import HTML
import QuranFlowRoutes
import QuranFlowWeb

/// The sign-in page: email and password, one clear error, the way to reset a forgotten password.
enum SignInPage {
    static func render(csrfToken: String, email: String = "", error: String? = nil, next: String = "", notice: String? = nil) -> String {
        Layout.page(title: "Sign in") {
            main(.class("public")) {
                Layout.brand
                section(.class("card public-card"), .aria("labelledby", "sign-in-title")) {
                    h1(.id("sign-in-title")) { "Sign in" }
                    p(.class("muted")) { "Welcome back. Your week is waiting." }
                    if let notice { p(.class("notice"), .role("status")) { notice } }
                    Layout.alert(error)
                    form(.action(QuranFlowRoute.submitSignIn.path()), .method("post"), .attr("novalidate", "novalidate")) {
                        Layout.csrfField(csrfToken)
                        input(.type("hidden"), .name(SignInForm.CodingKeys.next), .value(next))
                        Layout.field(
                            "Email", name: SignInForm.name(.email), type: "email", value: email, autocomplete: "username",
                            autofocus: email.isEmpty)
                        Layout.field(
                            "Password", name: SignInForm.name(.password), type: "password", autocomplete: "current-password",
                            autofocus: !email.isEmpty)
                        button(.type("submit"), .class("primary")) { "Sign in" }
                    }
                    p(.class("quiet-link")) { a(.href(QuranFlowRoute.forgotPassword.path())) { "Forgot your password?" } }
                }
            }
        }
    }
}
