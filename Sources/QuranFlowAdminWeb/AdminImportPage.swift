import HTML
import QuranFlowAdminScreens
import QuranFlowRoutes
import QuranFlowWeb

/// The roster import page (`/admin/import`): the upload form, then the dry run's table and, when every row is clean,
/// the confirm button that imports them all.
///
/// ```swift
/// AdminImportPage.render(screen, csrfToken: ctx.csrfToken)
/// ```
public enum AdminImportPage {
    /// The whole page.
    public static func render(_ screen: AdminImportScreen, csrfToken: String) -> String {
        AdminFrame.page(title: "Import a roster", section: .importRoster) {
            if let notice = screen.notice { p(.class("notice"), .role("status")) { notice } }
            section(.class("card"), .aria("labelledby", "upload-title")) {
                h2(.id("upload-title")) { "1. Check the file" }
                p(.class("muted")) { screen.help }
                Layout.alert(screen.error)
                form(
                    .action(screen.previewAction), .method("post"), .class("grid-form"), .attr("enctype", "multipart/form-data")
                ) {
                    Layout.csrfField(csrfToken)
                    div(.class("field")) {
                        label(.for("cohort")) { "Cohort" }
                        select(
                            .id("cohort"), .name(RosterImportForm.CodingKeys.cohort),
                            .aria("invalid", screen.cohortInvalid ? "true" : "false")
                        ) { AdminOptions.list(screen.cohorts) }
                    }
                    div(.class("field")) {
                        label(.for("coach")) { "Coach (optional)" }
                        select(.id("coach"), .name(RosterImportForm.CodingKeys.coach)) { AdminOptions.list(screen.coaches) }
                    }
                    div(.class("field")) {
                        label(.for("file")) { "Roster file (CSV)" }
                        input(
                            .type("file"), .id("file"), .name(RosterImportForm.CodingKeys.roster), .attr("accept", ".csv,text/csv"),
                            .aria("invalid", screen.fileInvalid ? "true" : "false"))
                    }
                    button(.type("submit"), .class("primary")) { "Check the file" }
                }
            }
            if let dryRun = screen.dryRun {
                section(.class("card"), .aria("labelledby", "dry-run-title")) {
                    h2(.id("dry-run-title")) { dryRun.title }
                    table(.class("rows"), .id("dry-run")) {
                        thead {
                            tr {
                                th { "Line" }; th { "Name" }; th { "Email" }; th { "Level" }; th { "Year" }; th { "City" }
                                th { "Problems" }
                            }
                        }
                        tbody {
                            for row in dryRun.rows {
                                tr(.class(row.isValid ? "ok" : "problem")) {
                                    td { row.line }
                                    td { row.name }
                                    td { row.email }
                                    td { row.level }
                                    td { row.year }
                                    td { row.city }
                                    td {
                                        if row.isValid { "Ready" }
                                        for problem in row.problems {
                                            p(.class("field-error")) { problem }
                                        }
                                    }
                                }
                            }
                        }
                    }
                    if let confirm = dryRun.confirm {
                        form(.action(screen.confirmAction), .method("post"), .class("grid-form")) {
                            Layout.csrfField(csrfToken)
                            input(.type("hidden"), .name(RosterImportForm.CodingKeys.csv), .value(dryRun.csv))
                            input(.type("hidden"), .name(RosterImportForm.CodingKeys.cohort), .value(screen.cohort))
                            input(.type("hidden"), .name(RosterImportForm.CodingKeys.coach), .value(screen.coach))
                            button(.type("submit"), .class("primary")) { confirm }
                        }
                    } else {
                        p(.class("muted")) { "Fix the rows with problems in the file and check it again; nothing has been imported." }
                    }
                }
            }
        }
    }
}
