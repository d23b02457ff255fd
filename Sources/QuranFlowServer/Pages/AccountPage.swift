import Accounts
import HTML

/// Who is signed in, and Sign out. (The student and coach shells replace this as their home once they exist.)
enum AccountPage {
    static func render(account: Account, csrfToken: String) -> String {
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
                        p { a(.href("/admin"), .class("button secondary")) { "Open the admin page" } }
                    }
                    form(.action("/sign-out"), .method("post")) {
                        Layout.csrfField(csrfToken)
                        button(.type("submit"), .class("secondary")) { "Sign out" }
                    }
                }
            }
        }
    }
}
