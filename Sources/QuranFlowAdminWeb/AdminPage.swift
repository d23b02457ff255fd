import HTML
import QuranFlowAdminScreens
import QuranFlowRoutes
import QuranFlowWeb

/// The Accounts page (`/admin`): creating an account, every account, and the outbox of outgoing mail.
///
/// ```swift
/// AdminPage.render(AdminAccountsScreen(accounts: rows, roles: roles, mailStatus: status, mail: mail), csrfToken: token)
/// ```
public enum AdminPage {
    /// The whole page.
    public static func render(_ screen: AdminAccountsScreen, csrfToken: String) -> String {
        let error = screen.error
        return AdminFrame.page(title: "Programme admin", section: .accounts, notice: screen.notice) {
            section(.class("card"), .aria("labelledby", "create-title")) {
                h2(.id("create-title")) { "Create an account" }
                Layout.alert(error?.message)
                form(.action(screen.createAction), .method("post"), .class("grid-form"), .attr("novalidate", "novalidate")) {
                    Layout.csrfField(csrfToken)
                    Layout.field(
                        "Name", name: AdminAccountForm.name(.name), value: screen.form.name, error: error?.message(for: "name"))
                    Layout.field(
                        "Email", name: AdminAccountForm.name(.email), type: "email", value: screen.form.email,
                        error: error?.message(for: "email"))
                    div(.class("field")) {
                        label(.for("role")) { "Role" }
                        select(.id("role"), .name(AdminAccountForm.CodingKeys.role)) { AdminOptions.list(screen.roles) }
                    }
                    div(.class("field")) {
                        label(.for("year")) { "Year (students)" }
                        select(.id("year"), .name(AdminAccountForm.CodingKeys.year)) { AdminOptions.list(screen.years) }
                    }
                    Layout.field(
                        "City", name: AdminAccountForm.name(.city), value: screen.form.city, error: error?.message(for: "city"))
                    Layout.field(
                        "Temporary password", name: AdminAccountForm.name(.password), type: "password", autocomplete: "new-password",
                        error: error?.message(for: "password"))
                    button(.type("submit"), .class("primary")) { "Create account" }
                }
            }
            section(.class("card"), .aria("labelledby", "accounts-title")) {
                h2(.id("accounts-title")) { screen.accountsTitle }
                table(.class("rows")) {
                    thead {
                        tr {
                            th { "Name" }; th { "Email" }; th { "Role" }; th { "City" }
                        }
                    }
                    tbody {
                        for account in screen.accounts {
                            tr {
                                td {
                                    if let link = account.link {
                                        a(.href(link)) { account.name }
                                    } else {
                                        account.name
                                    }
                                }
                                td { account.email }
                                td { account.role }
                                td { account.city }
                            }
                        }
                    }
                }
            }
            section(.class("card"), .aria("labelledby", "outbox-title")) {
                h2(.id("outbox-title")) { "Outgoing mail" }
                p(.class("muted"), .id("mail-status")) { screen.mailStatus }
                if screen.mail.isEmpty {
                    p(.class("muted")) { "No mail yet." }
                }
                for item in screen.mail {
                    details(.class("mail")) {
                        summary {
                            strong { item.subject }
                            " — \(item.recipient) · \(item.state) · "
                            time(.attr("datetime", item.createdAt)) { item.createdAt }
                        }
                        el("pre") { item.body }
                    }
                }
            }
        }
    }
}
