import HTML
import Identifiers
import QuranFlowAdminWeb
import QuranFlowCore
import QuranFlowRoutes
import QuranFlowWeb

/// The roster import page: the upload form, then the dry run's table (each row, its problems, the column named) and,
/// when every row is clean, the confirm button that imports them all.
enum AdminImportPage {
    static func render(
        cohorts: [Cohort], coaches: [Coach], csrfToken: String, rows: [RosterRow]?, csv: String, cohort: ID<Cohort>?,
        coach: ID<Coach>?, notice: String?, error: String?, errorField: String?
    ) -> String {
        AdminFrame.page(title: "Import a roster", section: .importRoster) {
            if let notice { p(.class("notice"), .role("status")) { notice } }
            section(.class("card"), .aria("labelledby", "upload-title")) {
                h2(.id("upload-title")) { "1. Check the file" }
                p(.class("muted")) {
                    "A CSV (UTF-8) with a header row naming the columns name, email, level, year, city in any order, then one "
                        + "student per row (at most \(RosterCSV.maximumRows)). Checking changes nothing."
                }
                Layout.alert(error)
                form(
                    .action(QuranFlowRoute.adminImportPreview.path()), .method("post"), .class("grid-form"),
                    .attr("enctype", "multipart/form-data")
                ) {
                    Layout.csrfField(csrfToken)
                    choices(cohorts: cohorts, coaches: coaches, cohort: cohort, coach: coach, errorField: errorField, prefix: "")
                    div(.class("field")) {
                        label(.for("file")) { "Roster file (CSV)" }
                        input(
                            .type("file"), .id("file"), .name(RosterImportForm.CodingKeys.roster), .attr("accept", ".csv,text/csv"),
                            .aria("invalid", errorField == "file" ? "true" : "false"))
                    }
                    button(.type("submit"), .class("primary")) { "Check the file" }
                }
            }
            if let rows {
                let problems = rows.filter { !$0.isValid }.count
                section(.class("card"), .aria("labelledby", "dry-run-title")) {
                    h2(.id("dry-run-title")) { "2. Dry run · \(rows.count) rows, \(problems) with problems" }
                    table(.class("rows"), .id("dry-run")) {
                        thead {
                            tr {
                                th { "Line" }; th { "Name" }; th { "Email" }; th { "Level" }; th { "Year" }; th { "City" }
                                th { "Problems" }
                            }
                        }
                        tbody {
                            for row in rows {
                                tr(.class(row.isValid ? "ok" : "problem")) {
                                    td { String(row.line) }
                                    td { row.name }
                                    td { row.email }
                                    td { row.levelText }
                                    td { row.yearText }
                                    td { row.city?.name ?? row.cityText }
                                    td {
                                        if row.isValid { "Ready" }
                                        for problem in row.problems {
                                            p(.class("field-error")) {
                                                (problem.column.map { "\($0.rawValue): " } ?? "") + problem.message
                                            }
                                        }
                                    }
                                }
                            }
                        }
                    }
                    if problems == 0 {
                        form(.action(QuranFlowRoute.adminImportConfirm.path()), .method("post"), .class("grid-form")) {
                            Layout.csrfField(csrfToken)
                            input(.type("hidden"), .name(RosterImportForm.CodingKeys.csv), .value(csv))
                            input(.type("hidden"), .name(RosterImportForm.CodingKeys.cohort), .value(cohort?.rawValue ?? ""))
                            input(.type("hidden"), .name(RosterImportForm.CodingKeys.coach), .value(coach?.rawValue ?? ""))
                            button(.type("submit"), .class("primary")) {
                                "Import \(rows.count) \(rows.count == 1 ? "student" : "students") and send invitations"
                            }
                        }
                    } else {
                        p(.class("muted")) { "Fix the rows with problems in the file and check it again; nothing has been imported." }
                    }
                }
            }
        }
    }

    private static func choices(
        cohorts: [Cohort], coaches: [Coach], cohort: ID<Cohort>?, coach: ID<Coach>?, errorField: String?, prefix: String
    ) -> Node {
        Node.fragment([
            div(.class("field")) {
                label(.for("cohort")) { "Cohort" }
                select(
                    .id("cohort"), .name(RosterImportForm.CodingKeys.cohort), .aria("invalid", errorField == "cohort" ? "true" : "false")
                ) {
                    for item in cohorts {
                        option(.value(item.id.rawValue), .boolean("selected", if: item.id == cohort)) {
                            // A cohort named by default ("Winter 2027 · Level I") already says its level.
                            item.name.hasSuffix(" · \(item.level.title)") ? item.name : "\(item.name) · \(item.level.title)"
                        }
                    }
                }
            },
            div(.class("field")) {
                label(.for("coach")) { "Coach (optional)" }
                select(.id("coach"), .name(RosterImportForm.CodingKeys.coach)) {
                    option(.value("")) { "No coach yet" }
                    for item in coaches {
                        option(.value(item.id.rawValue), .boolean("selected", if: item.id == coach)) { item.displayName }
                    }
                }
            },
        ])
    }
}
