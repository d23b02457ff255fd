import Calendar
import Database
import Foundation
import Identifiers
import JamaalCore

/// Anchor rules and their marks in the local store (migrations 40–59).
///
/// - A rule's body is the exact bytes ``AnchorRuleCoding`` wrote or read: a rule this version cannot read (undecodable,
///   or from a newer Jamaal) is never rewritten — saving it writes its bytes back unchanged — and never deleted (AN-07).
/// - Marks are appended and never updated or deleted, so the history of outcomes survives edits, pauses and archives.
///
///     let rules = try store.read { try $0.anchorRules() }
///     try store.write { try $0.append(mark) }
extension StoreConnection {
    // MARK: Rules

    /// Every rule in the order it was added (archived ones included; ``AnchorRule/isArchived`` tells them apart).
    /// Read once per transaction (``ReadMemo``): Today's Anchors and its reminders both ask.
    public func anchorRules() throws -> [AnchorRule] {
        if let rules = memo.anchorRules { return rules }
        let rules = try query("SELECT id, body FROM anchor_rules WHERE person_id = :me ORDER BY position, id", []).map(Self.rule)
        memo.anchorRules = rules
        return rules
    }

    /// One rule, or nil.
    public func anchorRule(_ id: ID<AnchorRule>) throws -> AnchorRule? {
        try queryOne("SELECT id, body FROM anchor_rules WHERE person_id = :me AND id = $1", [.text(id.rawValue)]).map(Self.rule)
    }

    /// Inserts or updates a rule. A rule that needs attention keeps its stored bytes exactly (``AnchorRuleCoding/encode(_:)``
    /// gives them back).
    public func save(_ rule: AnchorRule) throws {
        let bytes = try AnchorRuleCoding.encode(rule)
        let position =
            try queryOne("SELECT COALESCE(MAX(position), -1) + 1 AS next FROM anchor_rules WHERE person_id = :me", [])?.int("next") ?? 0
        try execute(
            """
            INSERT INTO anchor_rules (person_id, id, position, archived, body) VALUES (:me, $1, $2, $3, $4)
            ON CONFLICT (person_id, id) DO UPDATE SET archived = excluded.archived, body = excluded.body
            """,
            [.text(rule.id.rawValue), SQLValue(position), SQLValue(rule.isArchived), .blob([UInt8](bytes))])
    }

    /// Stores bytes as a rule exactly as given (what a newer version, or an import, wrote). For tests and imports.
    public func saveRawAnchorRule(id: ID<AnchorRule>, bytes: Data) throws {
        let position =
            try queryOne("SELECT COALESCE(MAX(position), -1) + 1 AS next FROM anchor_rules WHERE person_id = :me", [])?.int("next") ?? 0
        try execute(
            "INSERT INTO anchor_rules (person_id, id, position, archived, body) VALUES (:me, $1, $2, 0, $3)",
            [.text(id.rawValue), SQLValue(position), .blob([UInt8](bytes))])
    }

    /// The stored bytes of a rule (what AN-07 promises to keep).
    public func anchorRuleBytes(_ id: ID<AnchorRule>) throws -> Data? {
        try queryOne("SELECT body FROM anchor_rules WHERE person_id = :me AND id = $1", [.text(id.rawValue)]).map {
            Data(try Self.bytes($0))
        }
    }

    private static func rule(_ row: Row) throws -> AnchorRule {
        AnchorRuleCoding.decode(Data(try bytes(row)), storedID: ID(try row.string("id")))
    }

    /// The body as bytes (BLOB; TEXT if something stored it as text).
    private static func bytes(_ row: Row) throws -> [UInt8] {
        switch try row.value("body") {
        case .blob(let bytes): return bytes
        case .text(let text): return Array(text.utf8)
        default: return []
        }
    }

    // MARK: Marks (append-only)

    /// Appends a mark. Marks are never changed or removed: the latest one made before the window closed is the outcome.
    public func append(_ mark: AnchorMark) throws {
        let body = try StoredBody.encode(mark)
        try execute(
            "INSERT INTO anchor_marks (person_id, id, rule_id, instance_id, instance_day, at, body) VALUES (:me, $1, $2, $3, $4, $5, $6)",
            [
                .text(mark.id.rawValue), .text(mark.ruleID.rawValue), .text(mark.instanceID), .text(mark.instanceDay.description),
                SQLValue(mark.at), .text(body),
            ])
    }

    /// Marks of instances that belong to `day` or later (oldest first).
    /// Read and decoded once per transaction for the same `day` (``ReadMemo``): Today's Anchors and its reminders both
    /// ask for the same 400 days.
    public func anchorMarks(since day: LocalDate) throws -> [AnchorMark] {
        if let kept = memo.anchorMarks, kept.since == day { return kept.marks }
        let marks = try query(
            "SELECT body FROM anchor_marks WHERE person_id = :me AND instance_day >= $1 ORDER BY at, id", [.text(day.description)]
        )
        .compactMap { StoredBody.decode(AnchorMark.self, from: try $0.string("body")) }
        memo.anchorMarks = (day, marks)
        return marks
    }

    /// Every mark of one rule (oldest first): its whole history.
    public func anchorMarks(ofRule id: ID<AnchorRule>) throws -> [AnchorMark] {
        try query("SELECT body FROM anchor_marks WHERE person_id = :me AND rule_id = $1 ORDER BY at, id", [.text(id.rawValue)])
            .compactMap { StoredBody.decode(AnchorMark.self, from: try $0.string("body")) }
    }

    /// How many marks are stored for a rule (kept through edits, pauses and archives).
    public func anchorMarkCount(ofRule id: ID<AnchorRule>) throws -> Int {
        try queryOne("SELECT COUNT(*) AS n FROM anchor_marks WHERE person_id = :me AND rule_id = $1", [.text(id.rawValue)])?.int("n") ?? 0
    }
}
