import Identifiers
import QuranFlowCore

/// What an audited change was made to: a kind and that thing's identifier, so the page showing the thing can list its
/// history.
///
/// ```swift
/// AuditSubject.term(fall.id)            // kind "term", id "<term id>"
/// AuditSubject.lesson(term: fall.id, week: 8)   // kind "lesson", id "<term id>/8"
/// ```
public struct AuditSubject: Hashable, Sendable, Codable {
    /// The kind of thing ("term", "student", …).
    public let kind: String
    /// Its identifier within the kind.
    public let id: String

    /// A subject of any kind; prefer the named factories.
    public init(kind: String, id: String) {
        self.kind = kind
        self.id = id
    }

    /// The programme as a whole (its zone, revoke window, …).
    public static let programme = AuditSubject(kind: "programme", id: "programme")

    /// A level, by number.
    public static func level(_ number: Int) -> AuditSubject { AuditSubject(kind: "level", id: String(number)) }
    /// A term.
    public static func term(_ id: ID<Term>) -> AuditSubject { AuditSubject(kind: "term", id: id.rawValue) }
    /// A cohort.
    public static func cohort(_ id: ID<Cohort>) -> AuditSubject { AuditSubject(kind: "cohort", id: id.rawValue) }
    /// One week's lesson of a term.
    public static func lesson(term: ID<Term>, week: Int) -> AuditSubject {
        AuditSubject(kind: "lesson", id: "\(term.rawValue)/\(week)")
    }
    /// A live session's weekly rule (and its single meetings).
    public static func session(_ id: ID<LiveSession>) -> AuditSubject { AuditSubject(kind: "session", id: id.rawValue) }
    /// A student.
    public static func student(_ id: ID<Student>) -> AuditSubject { AuditSubject(kind: "student", id: id.rawValue) }
    /// A coach.
    public static func coach(_ id: ID<Coach>) -> AuditSubject { AuditSubject(kind: "coach", id: id.rawValue) }
}

extension AuditSubject {
    /// What a media file belongs to, as an audit subject: a lesson week's videos are that lesson's changes; a meeting's
    /// recording, the session's; anything else by its owner key.
    public init(owner: MediaOwner) {
        let parts = owner.key.split(separator: "/").map(String.init)
        if parts.count == 2, parts[0].hasPrefix("term:"), parts[1].hasPrefix("week:"), let week = Int(parts[1].dropFirst(5)) {
            self = .lesson(term: ID(String(parts[0].dropFirst(5))), week: week)
        } else if parts.count >= 1, parts[0].hasPrefix("session:") {
            self = AuditSubject(kind: "session", id: String(parts[0].dropFirst(8)))
        } else {
            self = AuditSubject(kind: "media", id: owner.key)
        }
    }
}
