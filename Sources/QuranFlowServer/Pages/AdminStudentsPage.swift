import HTML
import Identifiers
import QuranFlowAdminWeb
import QuranFlowCore
import QuranFlowPersistence
import QuranFlowRoutes

/// The admin's Students list: every student with coach and cohorts, filtered by term and coach.
enum AdminStudentsPage {
    static func render(
        rows: [AdminStudentRow], terms: [Term], coaches: [Coach],
        query: AdminStudentsQuery
    ) -> String {
        AdminFrame.page(title: "Students", section: .students) {
            section(.class("card"), .aria("labelledby", "filter-title")) {
                h2(.id("filter-title")) { "Filter" }
                form(.action(QuranFlowRoute.adminStudents.path()), .method("get"), .class("grid-form")) {
                    div(.class("field")) {
                        label(.for("term")) { "Term" }
                        select(.id("term"), .name(AdminStudentsQuery.CodingKeys.term)) {
                            option(.value("")) { "Every term" }
                            for term in terms {
                                option(.value(term.id.rawValue), .boolean("selected", if: query.term == term.id)) { term.eyebrow }
                            }
                        }
                    }
                    div(.class("field")) {
                        label(.for("coach")) { "Coach" }
                        select(.id("coach"), .name(AdminStudentsQuery.CodingKeys.coach)) {
                            option(.value("")) { "Every coach" }
                            for coach in coaches {
                                option(.value(coach.id.rawValue), .boolean("selected", if: query.coach == coach.id)) {
                                    coach.displayName
                                }
                            }
                        }
                    }
                    button(.type("submit"), .class("primary")) { "Show" }
                }
            }
            section(.class("card"), .aria("labelledby", "students-title")) {
                h2(.id("students-title")) { "Students · \(rows.count)" }
                table(.class("rows")) {
                    thead {
                        tr {
                            th { "Name" }; th { "Email" }; th { "Coach" }; th { "Cohorts" }
                        }
                    }
                    tbody {
                        for row in rows {
                            tr {
                                td { a(.href(QuranFlowRoute.adminStudent.path(row.id))) { row.name } }
                                td { row.email }
                                td { row.coach ?? "No coach yet" }
                                td { row.cohorts.isEmpty ? "Not enrolled" : row.cohorts.joined(separator: ", ") }
                            }
                        }
                    }
                }
            }
        }
    }
}
