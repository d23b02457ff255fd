import Accounts
import HTML
import QuranFlowRoutes
import QuranFlowWeb

/// Who is signed in, Change password, and Sign out. (The student and coach shells replace this as their home.)
enum AccountPage {
    static func render(account: Account, csrfToken: String, changed: Bool = false, error: String? = nil) -> String {
        Layout.page(title: account.name) {
            main(.class("public")) {
                Layout.brand
                section(.class("card public-card")) {
                    p(.class("eyebrow")) { "Signed in" }
                    h1 { account.name }
                    dl(.class("facts")) {
                        dt { "Role" }
                        dd { account.roleDescription }
                        dt { "Email" }
                        dd { account.email }
                        dt { "City" }
                        dd { "\(account.cityName) · \(account.zoneIdentifier)" }
                    }
                    if account.role == .admin {
                        p { a(.href(QuranFlowRoute.admin.path()), .class("button secondary")) { "Open the admin page" } }
                    }
                    if changed { p(.class("notice"), .role("status")) { "Your password is changed. Other devices are signed out." } }
                    h2 { "Change password" }
                    Layout.alert(error)
                    form(.action(QuranFlowRoute.changePassword.path()), .method("post"), .attr("novalidate", "novalidate")) {
                        Layout.csrfField(csrfToken)
                        Layout.field(
                            "Current password", name: PasswordChangeForm.name(.currentPassword), type: "password",
                            autocomplete: "current-password")
                        Layout.field(
                            "New password", name: PasswordChangeForm.name(.password), type: "password", autocomplete: "new-password")
                        button(.type("submit"), .class("secondary")) { "Change password" }
                    }
                    form(.action(QuranFlowRoute.signOut.path()), .method("post")) {
                        Layout.csrfField(csrfToken)
                        button(.type("submit"), .class("secondary")) { "Sign out" }
                    }
                }
            }
        }
    }
}
