import HTML
import Identifiers
import QuranFlowAdminWeb
import QuranFlowCore
import QuranFlowRoutes
import QuranFlowWeb
import QuranText

/// A term's page: its settings form, its closing sentence, and its fifteen weeks with each week's lesson, passage and
/// submissions (a week with submissions has its passage locked).
enum AdminTermPage {
    struct Model {
        let term: Term
        let input: TermPlan.Input
        let levels: [Level]
        let lessons: [Lesson]
        let submissionCounts: [Int: Int]
        let cohorts: [Cohort]
        let changes: [String]
    }

    static func render(
        _ model: Model, csrfToken: String, typed: TermPlan.Input? = nil, error: String? = nil, errorField: String? = nil,
        notice: String? = nil
    ) -> String {
        let term = model.term
        return AdminFrame.page(
            title: term.eyebrow, section: .curriculum,
            back: .init(label: "Back to levels & terms", path: QuranFlowRoute.adminCurriculum.path()), mainClass: "admin-wide"
        ) {
            if let notice { p(.class("notice"), .role("status")) { notice } }
            p(.class("muted")) {
                "\(term.weekLabel(1)) begins Monday \(term.firstMonday); Week 15 ends Sunday \(term.lastDay). Cohorts: "
                    + (model.cohorts.isEmpty ? "none yet" : model.cohorts.map(\.name).joined(separator: ", ")) + "."
            }
            if let plan = try? TermPlan(model.input) { p(.class("closing")) { plan.closingSentence } }
            section(.class("card"), .aria("labelledby", "weeks-title")) {
                h2(.id("weeks-title")) { "Weeks" }
                table(.class("rows")) {
                    thead {
                        tr {
                            th { "Week" }; th { "Part" }; th { "Lesson" }; th { "Passage" }; th { "Submissions" }
                        }
                    }
                    tbody {
                        for week in term.weeks {
                            weekRow(week, model: model)
                        }
                    }
                }
            }
            section(.class("card"), .aria("labelledby", "settings-title")) {
                h2(.id("settings-title")) { "Term settings" }
                Layout.alert(error)
                form(
                    .action(QuranFlowRoute.updateTerm.path(term.id)), .method("post"), .class("grid-form"),
                    .attr("novalidate", "novalidate")
                ) {
                    Layout.csrfField(csrfToken)
                    AdminTermForm.fields(
                        typed ?? model.input, levels: model.levels, levelFixed: true, error: error, errorField: errorField)
                    button(.type("submit"), .class("primary")) { "Save term" }
                }
            }
            AdminChanges.section(model.changes)
        }
    }

    static func weekRow(_ week: Int, model: Model) -> Node {
        let lesson = model.lessons.first { $0.week == week }
        let parts = model.input.parts ?? TermPlan.standardParts
        let part = parts.firstIndex { ($0.firstWeek...max($0.firstWeek, $0.lastWeek)).contains(week) }.map { $0 + 1 }
        let count = model.submissionCounts[week] ?? 0
        let link = QuranFlowRoute.adminLesson.path(model.term.id, week)
        return tr {
            td { "Week \(week) · \(model.term.monday(ofWeek: week))" }
            td { part.map { "\($0) · \(parts[$0 - 1].title)" } ?? "" }
            td {
                if let lesson {
                    a(.href(link)) { lesson.title }
                } else {
                    a(.href(link)) { "Write Week \(week)'s lesson" }
                }
            }
            td { lesson.map { passageName($0.assignment) } ?? "—" }
            td { count == 0 ? "None" : "\(count) · passage locked" }
        }
    }

    /// "Al-Mulk 67:1–3".
    static func passageName(_ reference: PassageReference) -> String {
        (try? Quran.shared.surah(reference.surah)).map { "\($0.name) \(reference)" } ?? reference.description
    }
}
