import HTML
import QuranFlowAdminScreens
import QuranFlowRoutes
import QuranFlowWeb

/// Levels & terms (``AdminCurriculumScreen``): each level with its terms and cohorts, and the forms that create and
/// rename them, a refused form with its values and the error under the field it names.
///
/// ```swift
/// AdminCurriculumPage.render(screen, csrfToken: token)
/// ```
public enum AdminCurriculumPage {
    /// The whole page.
    public static func render(_ screen: AdminCurriculumScreen, csrfToken: String) -> String {
        AdminFrame.page(title: "Levels & terms", section: .curriculum, mainClass: "admin-wide") {
            if let notice = screen.notice { p(.class("notice"), .role("status")) { notice } }
            Layout.alert(screen.error)
            if screen.levels.isEmpty { p(.class("muted")) { "No levels yet: create the first below." } }
            for level in screen.levels {
                levelSection(level, csrfToken: csrfToken)
            }
            section(.class("card"), .aria("labelledby", "new-level-title")) {
                h2(.id("new-level-title")) { "New level" }
                form(
                    .action(QuranFlowRoute.createLevel.path()), .method("post"), .class("grid-form"), .attr("novalidate", "novalidate")
                ) {
                    Layout.csrfField(csrfToken)
                    Layout.field(
                        "Number", name: AdminLevelForm.name(.number), id: "new-level-number", type: "number", value: screen.newLevelNumber,
                        error: screen.newLevelNumberError)
                    Layout.field(
                        "Name (e.g. Reading with fluency)", name: AdminLevelForm.name(.name), id: "new-level-name",
                        value: screen.newLevelName, error: screen.newLevelNameError)
                    button(.type("submit"), .class("primary")) { "Create level" }
                }
            }
            if let newTerm = screen.newTerm {
                section(.class("card"), .aria("labelledby", "new-term-title")) {
                    h2(.id("new-term-title")) { "New term" }
                    form(
                        .action(QuranFlowRoute.createTerm.path()), .method("post"), .class("grid-form"),
                        .attr("novalidate", "novalidate")
                    ) {
                        Layout.csrfField(csrfToken)
                        AdminTermForm.fields(newTerm)
                        button(.type("submit"), .class("primary")) { "Create term" }
                    }
                }
            }
            if !screen.cohortTerms.isEmpty {
                section(.class("card"), .aria("labelledby", "new-cohort-title")) {
                    h2(.id("new-cohort-title")) { "New cohort" }
                    form(
                        .action(QuranFlowRoute.createCohort.path()), .method("post"), .class("grid-form"),
                        .attr("novalidate", "novalidate")
                    ) {
                        Layout.csrfField(csrfToken)
                        div(.class("field")) {
                            label(.for("cohort-term")) { "Term" }
                            select(.id("cohort-term"), .name(AdminCohortForm.CodingKeys.term)) {
                                for term in screen.cohortTerms {
                                    option(.value(term.value), .boolean("selected", if: term.isSelected)) { term.label }
                                }
                            }
                        }
                        Layout.field(
                            "Name (empty: “<term> · <level>”)", name: AdminCohortForm.name(.name), id: "new-cohort-name",
                            value: screen.newCohortName, error: screen.newCohortNameError, required: false)
                        button(.type("submit"), .class("primary")) { "Create cohort" }
                    }
                }
            }
            AdminChanges.section(screen.changes)
        }
    }

    static func levelSection(_ level: AdminCurriculumScreen.LevelCard, csrfToken: String) -> Node {
        section(.class("card"), .aria("labelledby", "level-\(level.number)-title")) {
            h2(.id("level-\(level.number)-title")) { level.title }
            form(.action(level.renamePath), .method("post"), .class("inline-form")) {
                Layout.csrfField(csrfToken)
                AdminFields.text(
                    "Name", id: "level-\(level.number)-name", name: AdminLevelForm.name(.name), value: level.name, error: level.error)
                button(.type("submit"), .class("secondary")) { "Rename" }
            }
            if level.terms.isEmpty {
                p(.class("muted")) { "No terms yet." }
            } else {
                table(.class("rows")) {
                    thead {
                        tr {
                            th { "Term" }; th { "Weeks" }; th { "Students" }; th { "Meets" }; th { "Cohorts" }
                        }
                    }
                    tbody {
                        for term in level.terms {
                            tr {
                                td { a(.href(term.path)) { term.name } }
                                td { term.weeks }
                                td { term.students }
                                td { term.meets }
                                td {
                                    for cohort in term.cohorts {
                                        cohortForm(cohort, csrfToken: csrfToken)
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
    }

    static func cohortForm(_ cohort: AdminCurriculumScreen.CohortField, csrfToken: String) -> Node {
        form(.action(cohort.renamePath), .method("post"), .class("inline-form")) {
            Layout.csrfField(csrfToken)
            AdminFields.text("Cohort name", id: cohort.fieldID, name: AdminCohortForm.name(.name), value: cohort.name, error: cohort.error)
            button(.type("submit"), .class("secondary")) { "Rename" }
        }
    }
}
