import HTML
import QuranFlowAdminScreens
import QuranFlowRoutes
import QuranFlowWeb

/// The programme admin's live sessions of one term (``AdminSessionsScreen``): the terms, its weekly group sessions
/// (each linking to its own page) and the form that adds a weekly rule; before any term, where terms are made.
///
/// ```swift
/// AdminSessionsPage.render(screen, csrfToken: token)
/// ```
public enum AdminSessionsPage {
    /// The whole page.
    public static func render(_ screen: AdminSessionsScreen, csrfToken: String) -> String {
        AdminFrame.page(title: screen.title, heading: screen.heading, section: .liveSessions, notice: screen.notice) {
            nav(.class("filter-chips"), .aria("label", "Terms")) {
                ul {
                    for chip in screen.terms {
                        li {
                            a(
                                .href(chip.path), .class(chip.isCurrent ? "chip-link is-current" : "chip-link"),
                                .aria("current", chip.isCurrent ? "page" : "false")
                            ) { chip.label }
                        }
                    }
                }
            }
            section(.class("card"), .aria("labelledby", "rules-title")) {
                h2(.id("rules-title")) { "Weekly sessions" }
                p(.class("muted")) { "Times are on the programme's clock (\(screen.zoneIdentifier)); each student sees them on their own." }
                if screen.rows.isEmpty {
                    p { "No weekly sessions in this term yet." }
                } else {
                    table(.class("rows")) {
                        thead {
                            tr {
                                th(.attr("scope", "col")) { "Session" }
                                th(.attr("scope", "col")) { "Kind" }
                                th(.attr("scope", "col")) { "When" }
                                th(.attr("scope", "col")) { "Teacher" }
                                th(.attr("scope", "col")) { "Status" }
                            }
                        }
                        tbody {
                            for row in screen.rows {
                                tr {
                                    td { a(.href(row.path)) { row.title } }
                                    td { row.kind }
                                    td { row.when }
                                    td { row.teacher }
                                    td { row.status }
                                }
                            }
                        }
                    }
                }
            }
            section(.class("card"), .aria("labelledby", "new-rule-title")) {
                h2(.id("new-rule-title")) { "Add a weekly session" }
                Layout.alert(screen.error)
                form(.action(screen.createPath), .method("post"), .class("grid-form")) {
                    Layout.csrfField(csrfToken)
                    input(.type("hidden"), .name(SessionRuleForm.CodingKeys.term), .value(screen.termID))
                    AdminSessionRuleForm.fields(screen.fields)
                    button(.type("submit"), .class("primary")) { "Add the weekly session" }
                }
            }
        }
    }

    /// The page before any term exists: weekly sessions belong to a term, so it points to where terms are made.
    public static func renderWithoutTerms() -> String {
        AdminFrame.page(title: "Live sessions", section: .liveSessions) {
            section(.class("card"), .aria("labelledby", "rules-title")) {
                h2(.id("rules-title")) { "Weekly sessions" }
                p {
                    "Weekly sessions belong to a term, and there is none yet. "
                    a(.href(AdminSessionsScreen.curriculumPath)) { "Create a level and a term" }
                    " first."
                }
            }
        }
    }
}
