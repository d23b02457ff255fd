import QuranFlowCore
import QuranFlowRoutes
import QuranText

/// A term's page: its dates and cohorts, its closing sentence, its weeks with each week's lesson, passage and
/// submissions (a week with submissions has its passage locked), and its settings form.
///
/// ```swift
/// AdminTermScreen(term: fall, input: input, levels: levels, lessons: lessons, submissionCounts: [7: 12], cohorts: [], changes: [])
///     .weeks[6].submissions   // "12 · passage locked"
/// ```
public struct AdminTermScreen: Sendable {
    /// A week of the term.
    public struct WeekRow: Sendable {
        /// "Week 8 · 2026-10-26".
        public let label: String
        /// "2 · Tajweed rules", or "" outside the parts.
        public let part: String
        /// The lesson's title, or "Write Week 8's lesson".
        public let lesson: String
        public let lessonPath: String
        /// "Al-Mulk 67:1–3", or "—" without a lesson.
        public let passage: String
        /// "None", or "12 · passage locked".
        public let submissions: String
    }

    /// The term's eyebrow ("Fall 2026 · Level 2"), the page's title.
    public let title: String
    public let backPath: String
    public let notice: String?
    /// When the term runs, and its cohorts.
    public let summary: String
    /// The plan's closing sentence, when the saved plan is valid.
    public let closing: String?
    public let weeks: [WeekRow]
    /// The settings form's refusal.
    public let error: String?
    public let updatePath: String
    public let fields: AdminTermFields
    /// The changes recorded on the term and its lessons, newest first.
    public let changes: [String]

    /// The page from the term, its saved plan (`input`), its lessons, submissions per week and cohorts; `typed` the
    /// settings as refused, with `error` naming `errorField`.
    public init(
        term: Term, input: TermPlan.Input, levels: [Level], lessons: [Lesson], submissionCounts: [Int: Int], cohorts: [Cohort],
        changes: [String], typed: TermPlan.Input? = nil, error: String? = nil, errorField: String? = nil, notice: String? = nil
    ) {
        title = term.eyebrow
        backPath = QuranFlowRoute.adminCurriculum.path()
        self.notice = notice
        summary =
            "\(term.weekLabel(1)) begins Monday \(term.firstMonday); Week 15 ends Sunday \(term.lastDay). Cohorts: "
            + (cohorts.isEmpty ? "none yet" : cohorts.map(\.name).joined(separator: ", ")) + "."
        closing = (try? TermPlan(input))?.closingSentence
        let parts = input.parts ?? TermPlan.standardParts
        weeks = term.weeks.map { week in
            let lesson = lessons.first { $0.week == week }
            let part = parts.firstIndex { ($0.firstWeek...max($0.firstWeek, $0.lastWeek)).contains(week) }.map { $0 + 1 }
            let count = submissionCounts[week] ?? 0
            return WeekRow(
                label: "Week \(week) · \(term.monday(ofWeek: week))", part: part.map { "\($0) · \(parts[$0 - 1].title)" } ?? "",
                lesson: lesson?.title ?? "Write Week \(week)'s lesson", lessonPath: QuranFlowRoute.adminLesson.path(term.id, week),
                passage: lesson.map { Self.passageName($0.assignment) } ?? "—",
                submissions: count == 0 ? "None" : "\(count) · passage locked")
        }
        self.error = error
        updatePath = QuranFlowRoute.updateTerm.path(term.id)
        fields = AdminTermFields(typed ?? input, levels: levels, levelFixed: true, error: error, errorField: errorField)
        self.changes = changes
    }

    /// "Al-Mulk 67:1–3".
    public static func passageName(_ reference: PassageReference) -> String {
        (try? Quran.shared.surah(reference.surah)).map { "\($0.name) \(reference)" } ?? reference.description
    }
}
