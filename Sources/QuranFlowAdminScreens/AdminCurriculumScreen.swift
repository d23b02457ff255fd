import Identifiers
import QuranFlowCore
import QuranFlowRoutes

/// Levels & terms: each level with its terms (linking to their pages) and cohorts, and the forms that create and
/// rename them. A refused form comes back with its values and the error under the field it names; the other forms
/// show what is saved.
///
/// ```swift
/// let screen = AdminCurriculumScreen(levels: levels, terms: terms, cohorts: cohorts, studentCounts: [:], schedules: [:], changes: [])
/// screen.newLevelNumber   // one past the highest level: "3"
/// ```
public struct AdminCurriculumScreen: Sendable {
    /// Which form a refusal belongs to, with what was typed.
    public enum Failed: Sendable {
        case newLevel(number: String, name: String)
        case level(Int, name: String)
        case newTerm(TermPlan.Input)
        case newCohort(term: String, name: String)
        case cohort(ID<Cohort>, name: String)
    }

    /// A level's card: its rename form and its terms.
    public struct LevelCard: Sendable {
        public let number: Int
        /// "Level 2 · Reading with fluency".
        public let title: String
        public let renamePath: String
        /// The name field's value: as typed when its rename was refused, else the saved name.
        public let name: String
        public let error: String?
        public let terms: [TermRow]
    }

    /// A term of a level.
    public struct TermRow: Sendable {
        public let name: String
        public let path: String
        /// "2026-09-07 – 2026-12-20".
        public let weeks: String
        public let students: String
        /// The reading circle's time on the admin's clock, or "No reading circle yet".
        public let meets: String
        public let cohorts: [CohortField]
    }

    /// A cohort's rename form.
    public struct CohortField: Sendable {
        public let fieldID: String
        public let renamePath: String
        public let name: String
        public let error: String?
    }

    public let notice: String?
    /// The refusal's words, at the top of the page.
    public let error: String?
    public let levels: [LevelCard]
    /// The new level's number: as typed, or one past the highest level.
    public let newLevelNumber: String
    public let newLevelName: String
    public let newLevelNumberError: String?
    public let newLevelNameError: String?
    /// The new term's fields; nil until a level exists.
    public let newTerm: AdminTermFields?
    /// The terms a new cohort may go in; empty (and no form) until a term exists.
    public let cohortTerms: [AdminOption]
    public let newCohortName: String
    public let newCohortNameError: String?
    /// The changes recorded on the levels, cohorts and terms, newest first.
    public let changes: [String]

    /// The page from what the stores read: `studentCounts` per term, `schedules` the cohort copy of each term with a
    /// reading circle; `failed` the form refused (with `error` naming `errorField`).
    public init(
        levels: [Level], terms: [Term], cohorts: [Cohort], studentCounts: [ID<Term>: Int], schedules: [ID<Term>: String],
        changes: [String], failed: Failed? = nil, error: String? = nil, errorField: String? = nil, notice: String? = nil
    ) {
        self.notice = notice
        self.error = error
        self.changes = changes
        let fieldError: (String) -> String? = { errorField == $0 ? error : nil }
        self.levels = levels.map { level in
            let typedName: String = if case .level(level.number, let name) = failed { name } else { level.name }
            let levelError: String? = if case .level(level.number, _) = failed { error } else { nil }
            return LevelCard(
                number: level.number, title: level.titleWithName, renamePath: QuranFlowRoute.updateLevel.path(level.number),
                name: typedName, error: levelError,
                terms: terms.filter { $0.level.number == level.number }.map { term in
                    TermRow(
                        name: term.name, path: QuranFlowRoute.adminTerm.path(term.id), weeks: "\(term.firstMonday) – \(term.lastDay)",
                        students: String(studentCounts[term.id] ?? 0), meets: schedules[term.id] ?? "No reading circle yet",
                        cohorts: cohorts.filter { $0.termID == term.id }.map { Self.cohortField($0, failed: failed, error: error) })
                })
        }
        if case .newLevel(let number, let name) = failed {
            (newLevelNumber, newLevelName) = (number, name)
            (newLevelNumberError, newLevelNameError) = (fieldError("level"), fieldError("name"))
        } else {
            (newLevelNumber, newLevelName) = (String((levels.map(\.number).max() ?? 0) + 1), "")
            (newLevelNumberError, newLevelNameError) = (nil, nil)
        }
        if levels.isEmpty {
            newTerm = nil
        } else if case .newTerm(let input) = failed {
            newTerm = AdminTermFields(input, levels: levels, levelFixed: false, error: error, errorField: errorField)
        } else {
            newTerm = AdminTermFields(
                TermPlan.Input(name: "", level: levels.first?.number ?? 1, firstMonday: "", outcome: ""), levels: levels,
                levelFixed: false, error: nil, errorField: nil)
        }
        let typed: (term: String, name: String) = if case .newCohort(let term, let name) = failed { (term, name) } else { ("", "") }
        cohortTerms = terms.map { AdminOption(value: $0.id.rawValue, label: $0.eyebrow, isSelected: $0.id.rawValue == typed.term) }
        newCohortName = typed.name
        newCohortNameError = if case .newCohort = failed { fieldError("name") } else { nil }
    }

    static func cohortField(_ cohort: Cohort, failed: Failed?, error: String?) -> CohortField {
        let typed: String = if case .cohort(cohort.id, let name) = failed { name } else { cohort.name }
        let cohortError: String? = if case .cohort(cohort.id, _) = failed { error } else { nil }
        return CohortField(
            fieldID: "cohort-\(cohort.id.rawValue)", renamePath: QuranFlowRoute.renameCohort.path(cohort.id), name: typed,
            error: cohortError)
    }
}
