import Calendar
import HTML
import Identifiers
import QuranFlowAdminWeb
import QuranFlowCore
import QuranFlowRoutes
import QuranFlowWeb

/// Levels & terms: each level with its terms (linking to their pages) and cohorts, and the forms that create and
/// rename them. A refused form comes back with its values and the error under the field it names.
enum AdminCurriculumPage {
    /// Which form a refusal belongs to, with what was typed.
    enum Failed {
        case newLevel(number: String, name: String)
        case level(Int, name: String)
        case newTerm(TermPlan.Input)
        case newCohort(term: String, name: String)
        case cohort(ID<Cohort>, name: String)
    }

    struct Model {
        let levels: [Level]
        let terms: [Term]
        let cohorts: [Cohort]
        /// Students enrolled per term (a term with students is one whose changes students see).
        let studentCounts: [ID<Term>: Int]
        /// Each term's cohort copy on the admin's clock ("Tuesday 2 PM local"), when the term has a reading circle.
        let schedules: [ID<Term>: String]
        let changes: [String]
    }

    static func render(
        _ model: Model, csrfToken: String, failed: Failed? = nil, error: String? = nil, errorField: String? = nil, notice: String? = nil
    ) -> String {
        let fieldError: (String) -> String? = { errorField == $0 ? error : nil }
        return AdminFrame.page(title: "Levels & terms", section: .curriculum, mainClass: "admin-wide") {
            if let notice { p(.class("notice"), .role("status")) { notice } }
            Layout.alert(error)
            if model.levels.isEmpty { p(.class("muted")) { "No levels yet: create the first below." } }
            for level in model.levels {
                levelSection(level, model: model, csrfToken: csrfToken, failed: failed, error: error)
            }
            section(.class("card"), .aria("labelledby", "new-level-title")) {
                h2(.id("new-level-title")) { "New level" }
                form(
                    .action(QuranFlowRoute.createLevel.path()), .method("post"), .class("grid-form"), .attr("novalidate", "novalidate")
                ) {
                    Layout.csrfField(csrfToken)
                    let typed: (number: String, name: String) =
                        if case .newLevel(let number, let name) = failed { (number, name) } else {
                            (String((model.levels.map(\.number).max() ?? 0) + 1), "")
                        }
                    let mine: Bool = if case .newLevel = failed { true } else { false }
                    Layout.field(
                        "Number", name: "number", id: "new-level-number", type: "number", value: typed.number,
                        error: mine ? fieldError("level") : nil)
                    Layout.field(
                        "Name (e.g. Reading with fluency)", name: "name", id: "new-level-name", value: typed.name,
                        error: mine ? fieldError("name") : nil)
                    button(.type("submit"), .class("primary")) { "Create level" }
                }
            }
            if !model.levels.isEmpty {
                section(.class("card"), .aria("labelledby", "new-term-title")) {
                    h2(.id("new-term-title")) { "New term" }
                    form(
                        .action(QuranFlowRoute.createTerm.path()), .method("post"), .class("grid-form"),
                        .attr("novalidate", "novalidate")
                    ) {
                        Layout.csrfField(csrfToken)
                        if case .newTerm(let input) = failed {
                            AdminTermForm.fields(input, levels: model.levels, levelFixed: false, error: error, errorField: errorField)
                        } else {
                            AdminTermForm.fields(
                                TermPlan.Input(name: "", level: model.levels.first?.number ?? 1, firstMonday: "", outcome: ""),
                                levels: model.levels, levelFixed: false, error: nil, errorField: nil)
                        }
                        button(.type("submit"), .class("primary")) { "Create term" }
                    }
                }
            }
            if !model.terms.isEmpty {
                section(.class("card"), .aria("labelledby", "new-cohort-title")) {
                    h2(.id("new-cohort-title")) { "New cohort" }
                    form(
                        .action(QuranFlowRoute.createCohort.path()), .method("post"), .class("grid-form"),
                        .attr("novalidate", "novalidate")
                    ) {
                        Layout.csrfField(csrfToken)
                        let typed: (term: String, name: String) =
                            if case .newCohort(let term, let name) = failed { (term, name) } else { ("", "") }
                        div(.class("field")) {
                            label(.for("cohort-term")) { "Term" }
                            select(.id("cohort-term"), .name(AdminCohortForm.CodingKeys.term)) {
                                for term in model.terms {
                                    option(.value(term.id.rawValue), .boolean("selected", if: term.id.rawValue == typed.term)) {
                                        term.eyebrow
                                    }
                                }
                            }
                        }
                        let mine: Bool = if case .newCohort = failed { true } else { false }
                        Layout.field(
                            "Name (empty: “<term> · <level>”)", name: "name", id: "new-cohort-name", value: typed.name,
                            error: mine ? fieldError("name") : nil, required: false)
                        button(.type("submit"), .class("primary")) { "Create cohort" }
                    }
                }
            }
            AdminChanges.section(model.changes)
        }
    }

    static func levelSection(_ level: Level, model: Model, csrfToken: String, failed: Failed?, error: String?) -> Node {
        let terms = model.terms.filter { $0.level.number == level.number }
        let typedName: String = if case .level(level.number, let name) = failed { name } else { level.name }
        let levelError: String? = if case .level(level.number, _) = failed { error } else { nil }
        return section(.class("card"), .aria("labelledby", "level-\(level.number)-title")) {
            h2(.id("level-\(level.number)-title")) { level.titleWithName }
            form(.action(QuranFlowRoute.updateLevel.path(level.number)), .method("post"), .class("inline-form")) {
                Layout.csrfField(csrfToken)
                AdminFields.text("Name", id: "level-\(level.number)-name", name: "name", value: typedName, error: levelError)
                button(.type("submit"), .class("secondary")) { "Rename" }
            }
            if terms.isEmpty {
                p(.class("muted")) { "No terms yet." }
            } else {
                table(.class("rows")) {
                    thead {
                        tr {
                            th { "Term" }; th { "Weeks" }; th { "Students" }; th { "Meets" }; th { "Cohorts" }
                        }
                    }
                    tbody {
                        for term in terms {
                            tr {
                                td { a(.href(QuranFlowRoute.adminTerm.path(term.id))) { term.name } }
                                td { "\(term.firstMonday) – \(term.lastDay)" }
                                td { String(model.studentCounts[term.id] ?? 0) }
                                td { model.schedules[term.id] ?? "No reading circle yet" }
                                td {
                                    for cohort in model.cohorts.filter({ $0.termID == term.id }) {
                                        cohortForm(cohort, csrfToken: csrfToken, failed: failed, error: error)
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
    }

    static func cohortForm(_ cohort: Cohort, csrfToken: String, failed: Failed?, error: String?) -> Node {
        let typed: String = if case .cohort(cohort.id, let name) = failed { name } else { cohort.name }
        let cohortError: String? = if case .cohort(cohort.id, _) = failed { error } else { nil }
        return form(.action(QuranFlowRoute.renameCohort.path(cohort.id)), .method("post"), .class("inline-form")) {
            Layout.csrfField(csrfToken)
            AdminFields.text("Cohort name", id: "cohort-\(cohort.id.rawValue)", name: "name", value: typed, error: cohortError)
            button(.type("submit"), .class("secondary")) { "Rename" }
        }
    }
}

/// A labelled text field whose id differs from its name (several forms on one page), with its error under it.
enum AdminFields {
    static func text(_ label: String, id: String, name: String, value: String, error: String?) -> Node {
        div(.class("field")) {
            HTML.label(.for(id)) { label }
            el(
                "input",
                attributes: [.type("text"), .id(id), .name(name), .value(value), .autocomplete("off"), .boolean("required", if: true)]
                    + (error == nil ? [] : [.aria("invalid", "true"), .aria("describedby", "\(id)-error")]))
            if let error { p(.class("field-error"), .id("\(id)-error")) { error } }
        }
    }
}

/// The changes recorded on a page's subject (who, when, what), newest first.
enum AdminChanges {
    static func section(_ changes: [String]) -> Node {
        HTML.section(.class("card"), .aria("labelledby", "changes-title")) {
            h2(.id("changes-title")) { "Changes" }
            if changes.isEmpty {
                p(.class("muted")) { "No changes recorded here yet." }
            } else {
                ul(.class("changes")) { changes.map { change in li { change } } }
            }
        }
    }
}
