import QuranFlowCore
import QuranFlowRoutes

/// The programme admin's live sessions of one term: the terms to switch between, its weekly group sessions (each
/// linking to its own page) and the form that adds a weekly rule. Rules recur in the programme's zone.
///
/// ```swift
/// AdminSessionsScreen(term: fall, terms: terms, sessions: sessions, coaches: coaches, zoneIdentifier: "America/Toronto")
///     .rows.first?.status   // "Running"
/// ```
public struct AdminSessionsScreen: Sendable {
    /// A term to switch to.
    public struct TermChip: Sendable {
        public let label: String
        public let path: String
        public let isCurrent: Bool
    }

    /// A weekly session.
    public struct Row: Sendable {
        public let title: String
        public let path: String
        public let kind: String
        /// "Tuesday 14:00 · 60 min".
        public let when: String
        public let teacher: String
        /// "Running" or "Removed".
        public let status: String
    }

    /// "Live sessions · Fall 2026".
    public let title: String
    public let heading: String
    public let notice: String?
    public let terms: [TermChip]
    /// The clock the rules recur on ("America/Toronto").
    public let zoneIdentifier: String
    public let rows: [Row]
    /// The new rule's refusal.
    public let error: String?
    public let createPath: String
    /// The term the new rule goes in.
    public let termID: String
    public let fields: AdminSessionRuleFields

    /// The page of `term`'s `sessions`; `draft` the new rule as refused with `error`.
    public init(
        term: Term, terms: [Term], sessions: [LiveSession], coaches: [Coach], zoneIdentifier: String, draft: SessionRuleDraft? = nil,
        error: SessionRuleError? = nil, notice: String? = nil
    ) {
        let names = Dictionary(coaches.map { ($0.id, $0.name) }) { first, _ in first }
        title = "Live sessions · \(term.name)"
        heading = "Live sessions · \(term.name) · \(term.level.title)"
        self.notice = notice
        self.terms = terms.map { option in
            TermChip(
                label: "\(option.name) · \(option.level.title)",
                path: QuranFlowRoute.adminSessions.path(query: AdminSessionsQuery(term: option.id)), isCurrent: option.id == term.id)
        }
        self.zoneIdentifier = zoneIdentifier
        rows = sessions.map { session in
            Row(
                title: Self.title(session), path: QuranFlowRoute.adminSession.path(session.id), kind: session.kind.chipLabel,
                when: "\(session.weekday.name) \(session.startTime.description.prefix(5)) · \(session.durationMinutes) min",
                teacher: names[session.teacherID] ?? session.teacherID.rawValue,
                status: session.changes.endedAt == nil ? "Running" : "Removed")
        }
        self.error = error?.message
        createPath = QuranFlowRoute.createSessionRule.path()
        termID = term.id.rawValue
        fields = AdminSessionRuleFields(draft, coaches: coaches, error: error)
    }

    /// Where a programme without a term makes one.
    public static var curriculumPath: String { QuranFlowRoute.adminCurriculum.path() }

    /// A rule's name in the list: a Class takes each week's lesson title, so it has none of its own.
    public static func title(_ session: LiveSession) -> String {
        guard session.title.isEmpty else { return session.title }
        return session.kind == .class ? "Class · the week's lesson" : "(untitled)"
    }
}
