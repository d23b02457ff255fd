import HTML
import QuranFlowAdminScreens
import QuranFlowRoutes

/// The admin's Students list (`/admin/students`): every student with coach and cohorts, filtered by term and coach.
///
/// ```swift
/// AdminStudentsPage.render(AdminStudentsScreen(rows: rows, terms: terms, coaches: coaches, term: nil, coach: nil))
/// ```
public enum AdminStudentsPage {
    /// The whole page.
    public static func render(_ screen: AdminStudentsScreen) -> String {
        AdminFrame.page(title: "Students", section: .students) {
            section(.class("card"), .aria("labelledby", "filter-title")) {
                h2(.id("filter-title")) { "Filter" }
                form(.action(screen.filterAction), .method("get"), .class("grid-form")) {
                    div(.class("field")) {
                        label(.for("term")) { "Term" }
                        select(.id("term"), .name(AdminStudentsQuery.CodingKeys.term)) {
                            option(.value("")) { "Every term" }
                            AdminOptions.list(screen.terms)
                        }
                    }
                    div(.class("field")) {
                        label(.for("coach")) { "Coach" }
                        select(.id("coach"), .name(AdminStudentsQuery.CodingKeys.coach)) {
                            option(.value("")) { "Every coach" }
                            AdminOptions.list(screen.coaches)
                        }
                    }
                    button(.type("submit"), .class("primary")) { "Show" }
                }
            }
            section(.class("card"), .aria("labelledby", "students-title")) {
                h2(.id("students-title")) { screen.title }
                table(.class("rows")) {
                    thead {
                        tr {
                            th { "Name" }; th { "Email" }; th { "Coach" }; th { "Cohorts" }
                        }
                    }
                    tbody {
                        for row in screen.rows {
                            tr {
                                td { a(.href(row.link)) { row.name } }
                                td { row.email }
                                td { row.coach }
                                td { row.cohorts }
                            }
                        }
                    }
                }
            }
        }
    }
}
