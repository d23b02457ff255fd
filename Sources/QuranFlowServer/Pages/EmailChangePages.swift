import HTML
import QuranFlowCore
import QuranFlowRoutes
import QuranFlowWeb

/// The pages of the link sent to a new email address: a button that confirms it, and the answer.
enum EmailChangePages {
    static func confirm(csrfToken: String, token: String, usable: Bool, error: String? = nil) -> String {
        Layout.page(title: "Confirm your new email") {
            main(.class("public")) {
                Layout.brand
                section(.class("card public-card")) {
                    h1 { "Confirm your new email" }
                    if usable {
                        p(.class("muted")) { "Use this address for your QuranFlow account from now on." }
                        Layout.alert(error)
                        form(.action(QuranFlowRoute.confirmEmail.path()), .method("post")) {
                            Layout.csrfField(csrfToken)
                            input(.type("hidden"), .name(EmailedTokenForm.CodingKeys.token), .value(token))
                            button(.type("submit"), .class("primary")) { "Confirm new email" }
                        }
                    } else {
                        Layout.alert(error ?? PersonalDetailsError.linkNotUsable.message)
                        p(.class("quiet-link")) { a(.href(QuranFlowRoute.signIn.path())) { "Go to sign in" } }
                    }
                }
            }
        }
    }

    static func confirmed(email: String) -> String {
        Layout.page(title: "Email changed") {
            main(.class("public")) {
                Layout.brand
                section(.class("card public-card")) {
                    h1 { "Email changed" }
                    p(.role("status")) { "Your account's email is now \(email). Sign in with it from now on." }
                    p(.class("quiet-link")) { a(.href(QuranFlowRoute.personalDetails.path())) { "Back to Personal details" } }
                }
            }
        }
    }
}
