import Calendar
import Foundation
import HTML
import Identifiers
import QuranFlowAdminWeb
import QuranFlowCore
import QuranFlowPersistence
import QuranFlowRoutes
import QuranFlowWeb

/// The programme admin's live sessions of one term: its weekly group sessions (each linking to its own page) and the
/// form that adds a weekly rule. Rules recur in the programme's zone.
enum AdminSessionsPage {
    static func render(
        term: Term, terms: [Term], sessions: [LiveSession], coaches: [Coach], zoneIdentifier: String, csrfToken: String,
        draft: SessionRuleDraft? = nil, error: SessionRuleError? = nil, notice: String? = nil
    ) -> String {
        let names = Dictionary(coaches.map { ($0.id, $0.name) }) { first, _ in first }
        return AdminFrame.page(
            title: "Live sessions · \(term.name)", heading: "Live sessions · \(term.name) · \(term.level.title)",
            section: .liveSessions, notice: notice
        ) {
            nav(.class("filter-chips"), .aria("label", "Terms")) {
                ul {
                    for option in terms {
                        li {
                            a(
                                .href(QuranFlowRoute.adminSessions.path(query: AdminSessionsQuery(term: option.id))),
                                .class(option.id == term.id ? "chip-link is-current" : "chip-link"),
                                .aria("current", option.id == term.id ? "page" : "false")
                            ) { "\(option.name) · \(option.level.title)" }
                        }
                    }
                }
            }
            section(.class("card"), .aria("labelledby", "rules-title")) {
                h2(.id("rules-title")) { "Weekly sessions" }
                p(.class("muted")) { "Times are on the programme's clock (\(zoneIdentifier)); each student sees them on their own." }
                if sessions.isEmpty {
                    p { "No weekly sessions in this term yet." }
                } else {
                    table(.class("rows")) {
                        thead {
                            tr {
                                th(.attr("scope", "col")) { "Session" }
                                th(.attr("scope", "col")) { "Kind" }
                                th(.attr("scope", "col")) { "When" }
                                th(.attr("scope", "col")) { "Teacher" }
                                th(.attr("scope", "col")) { "Status" }
                            }
                        }
                        tbody {
                            for session in sessions {
                                tr {
                                    td {
                                        a(.href(QuranFlowRoute.adminSession.path(session.id))) {
                                            title(session)
                                        }
                                    }
                                    td { session.kind.chipLabel }
                                    td {
                                        "\(session.weekday.name) \(session.startTime.description.prefix(5)) · \(session.durationMinutes) min"
                                    }
                                    td { names[session.teacherID] ?? session.teacherID.rawValue }
                                    td { session.changes.endedAt == nil ? "Running" : "Removed" }
                                }
                            }
                        }
                    }
                }
            }
            section(.class("card"), .aria("labelledby", "new-rule-title")) {
                h2(.id("new-rule-title")) { "Add a weekly session" }
                Layout.alert(error?.message)
                form(.action(QuranFlowRoute.createSessionRule.path()), .method("post"), .class("grid-form")) {
                    Layout.csrfField(csrfToken)
                    input(.type("hidden"), .name(SessionRuleForm.CodingKeys.term), .value(term.id.rawValue))
                    ruleFields(draft ?? emptyDraft(coaches), coaches: coaches, error: error)
                    button(.type("submit"), .class("primary")) { "Add the weekly session" }
                }
            }
        }
    }

    /// The page before any term exists: weekly sessions belong to a term, so it points to where terms are made.
    static func renderWithoutTerms() -> String {
        AdminFrame.page(title: "Live sessions", section: .liveSessions) {
            section(.class("card"), .aria("labelledby", "rules-title")) {
                h2(.id("rules-title")) { "Weekly sessions" }
                p {
                    "Weekly sessions belong to a term, and there is none yet. "
                    a(.href(QuranFlowRoute.adminCurriculum.path())) { "Create a level and a term" }
                    " first."
                }
            }
        }
    }

    static func emptyDraft(_ coaches: [Coach]) -> SessionRuleDraft {
        SessionRuleDraft(
            kind: SessionKind.qrc.rawValue, teacher: coaches.first?.id.rawValue ?? "", weekday: "2", time: "14:00", duration: "60",
            title: "", covered: "", link: "")
    }

    /// The rule's fields (shared by the new-rule and edit forms), each labelled, the failing one marked.
    static func ruleFields(_ draft: SessionRuleDraft, coaches: [Coach], error: SessionRuleError?) -> Node {
        let message = { (field: String) in error?.field == field ? error?.message : nil }
        return Node.fragment([
            choice(
                "Kind", name: "kind", selected: draft.kind,
                options: SessionRuleDraft.kinds.map { ($0.rawValue, $0.chipLabel) }, error: message("kind")),
            choice(
                "Teacher", name: "teacher", selected: draft.teacher, options: coaches.map { ($0.id.rawValue, $0.name) },
                error: message("teacher")),
            choice(
                "Weekday", name: "weekday", selected: draft.weekday, options: Weekday.allCases.map { (String($0.rawValue), $0.name) },
                error: message("weekday")),
            Layout.field("Start (HH:MM, 24-hour)", name: "time", type: "time", value: draft.time, error: message("time")),
            Layout.field("Duration (minutes)", name: "duration", type: "number", value: draft.duration, error: message("duration")),
            Layout.field(
                "Title (a Class may leave it empty: it takes each week's lesson title)", name: "title", value: draft.title,
                error: message("title"), required: false),
            Layout.field("What's covered", name: "covered", value: draft.covered, error: message("covered"), required: false),
            // A hint, not a value: "https://" alone is not a URL, so a pre-filled field was invalid HTML.
            Layout.field("Meeting link", name: "link", type: "url", value: draft.link, error: message("link"), placeholder: "https://"),
        ])
    }

    static func choice(_ label: String, name: String, selected: String, options: [(String, String)], error: String? = nil) -> Node {
        div(.class("field")) {
            HTML.label(.for(name)) { label }
            el(
                "select",
                attributes: [.id(name), .name(name)]
                    + (error == nil ? [] : [.aria("invalid", "true"), .aria("describedby", "\(name)-error")])
            ) {
                for (value, text) in options {
                    option(.value(value), .boolean("selected", if: value == selected)) { text }
                }
            }
            if let error { p(.class("field-error"), .id("\(name)-error")) { error } }
        }
    }

    /// A rule's name in the list: a Class takes each week's lesson title, so it has none of its own.
    static func title(_ session: LiveSession) -> String {
        guard session.title.isEmpty else { return session.title }
        return session.kind == .class ? "Class · the week's lesson" : "(untitled)"
    }
}
