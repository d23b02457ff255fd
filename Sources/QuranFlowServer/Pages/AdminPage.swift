import Accounts
import Calendar
import Foundation
import HTML
import Identifiers
import QuranFlowAdminWeb
import QuranFlowRoutes
import QuranFlowWeb

/// The plain admin page: accounts, creating one, and the outbox of outgoing mail.
enum AdminPage {
    struct Form {
        var name = ""
        var email = ""
        var role = "student"
        var year = "1"
        var city = ""
    }

    static func render(
        accounts: [Account], mail: [OutgoingMail], mailStatus: String, csrfToken: String, form values: Form = Form(),
        error: String? = nil, errorField: String? = nil, notice: String? = nil
    ) -> String {
        AdminFrame.page(title: "Programme admin", section: .accounts, notice: notice) {
            section(.class("card"), .aria("labelledby", "create-title")) {
                h2(.id("create-title")) { "Create an account" }
                Layout.alert(error)
                form(.action(QuranFlowRoute.createAccount.path()), .method("post"), .class("grid-form"), .attr("novalidate", "novalidate"))
                {
                    Layout.csrfField(csrfToken)
                    Layout.field("Name", name: "name", value: values.name, error: errorField == "name" ? error : nil)
                    Layout.field("Email", name: "email", type: "email", value: values.email, error: errorField == "email" ? error : nil)
                    div(.class("field")) {
                        label(.for("role")) { "Role" }
                        select(.id("role"), .name(AdminAccountForm.CodingKeys.role)) {
                            for role in Role.allCases {
                                option(.value(role.rawValue), .boolean("selected", if: values.role == role.rawValue)) {
                                    role.displayName
                                }
                            }
                        }
                    }
                    div(.class("field")) {
                        label(.for("year")) { "Year (students)" }
                        select(.id("year"), .name(AdminAccountForm.CodingKeys.year)) {
                            option(.value("1"), .boolean("selected", if: values.year == "1")) { "Year 1" }
                            option(.value("2"), .boolean("selected", if: values.year == "2")) { "Year 2" }
                        }
                    }
                    Layout.field("City", name: "city", value: values.city, error: errorField == "city" ? error : nil)
                    Layout.field(
                        "Temporary password", name: "password", type: "password", autocomplete: "new-password",
                        error: errorField == "password" ? error : nil)
                    button(.type("submit"), .class("primary")) { "Create account" }
                }
            }
            section(.class("card"), .aria("labelledby", "accounts-title")) {
                h2(.id("accounts-title")) { "Accounts · \(accounts.count)" }
                table(.class("rows")) {
                    thead {
                        tr {
                            th { "Name" }; th { "Email" }; th { "Role" }; th { "City" }
                        }
                    }
                    tbody {
                        for account in accounts {
                            tr {
                                td {
                                    if account.role == .student {
                                        a(.href(QuranFlowRoute.adminStudent.path(ID(account.id.rawValue)))) { account.name }
                                    } else {
                                        account.name
                                    }
                                }
                                td { account.email }
                                td { account.roleDescription }
                                td { account.cityName }
                            }
                        }
                    }
                }
            }
            section(.class("card"), .aria("labelledby", "outbox-title")) {
                h2(.id("outbox-title")) { "Outgoing mail" }
                p(.class("muted"), .id("mail-status")) { mailStatus }
                if mail.isEmpty {
                    p(.class("muted")) { "No mail yet." }
                }
                for item in mail {
                    details(.class("mail")) {
                        summary {
                            strong { item.subject }
                            " — \(item.recipient) · \(Self.stateLabel(item)) · "
                            time(.attr("datetime", ISO8601.format(item.createdAt))) {
                                ISO8601.format(item.createdAt)
                            }
                        }
                        el("pre") { item.body }
                    }
                }
            }
        }
    }

    /// "sent", "waiting", "failed: …" — what happened to one mail.
    static func stateLabel(_ mail: OutgoingMail) -> String {
        switch mail.state {
        case "sent": "sent"
        case "failed": "failed: \(mail.lastError ?? "")"
        default: mail.attempts > 0 ? "waiting (retrying: \(mail.lastError ?? ""))" : "waiting"
        }
    }
}
