import Database
import Foundation
import Identifiers

/// The programme admin's audit log (migration 150): every change that affects students is recorded — who, when, what —
/// in the same transaction as the change itself, so a change that fails leaves no entry and an entry never describes a
/// change that did not happen. The affected page lists its subject's entries, newest first.
///
/// ```swift
/// try database.write { db in
///     try ProgrammeStore.rename(level: 2, to: "Reading with fluency", in: db)
///     try AdminAuditLog.record(AuditEntry(at: now, actor: AuditActor(account: admin), subject: .level(2),
///                                         action: "level.renamed", detail: "Renamed to “Reading with fluency”"), in: db)
/// }
/// try AdminAuditLog(database: database).entries(for: .level(2))   // [that entry]
/// ```
public struct AdminAuditLog: Sendable {
    public let database: any Database

    public init(database: any Database) {
        self.database = database
    }

    /// Records `entry` inside the caller's transaction `db`.
    public static func record(_ entry: AuditEntry, in db: any SQLConnection) throws {
        _ = try db.execute(
            """
            INSERT INTO admin_audit (id, seq, at, actor_id, actor_name, subject_kind, subject_id, action, detail)
            VALUES ($1, (SELECT COALESCE(MAX(seq), 0) + 1 FROM admin_audit), $2, $3, $4, $5, $6, $7, $8)
            """,
            [
                .text(UUID().uuidString.lowercased()), SQLValue(entry.at), entry.actor.id.map { .text($0.rawValue) } ?? .null,
                .text(entry.actor.name), .text(entry.subject.kind), .text(entry.subject.id), .text(entry.action),
                .text(entry.detail),
            ])
    }

    /// Records `entry` in a transaction of its own (for changes that are themselves one statement elsewhere).
    public func record(_ entry: AuditEntry) throws {
        try database.write { db in try AdminAuditLog.record(entry, in: db) }
    }

    /// `subject`'s history, newest first — changes made at the same instant in the order they were made, last first (at
    /// most `limit` entries).
    public func entries(for subject: AuditSubject, limit: Int = 50) throws -> [AuditEntry] {
        try database.read { db in
            try db.query(
                """
                SELECT * FROM admin_audit WHERE subject_kind = $1 AND subject_id = $2
                ORDER BY at DESC, seq DESC LIMIT $3
                """, [.text(subject.kind), .text(subject.id), .integer(Int64(max(1, min(limit, 1_000))))]
            ).map(Self.entry(from:))
        }
    }

    /// Every subject's history, newest first (the admin's overview).
    public func recent(limit: Int = 50) throws -> [AuditEntry] {
        try database.read { db in
            try db.query("SELECT * FROM admin_audit ORDER BY at DESC, seq DESC LIMIT $1", [.integer(Int64(max(1, min(limit, 1_000))))])
                .map(Self.entry(from:))
        }
    }

    private static func entry(from row: Row) throws -> AuditEntry {
        AuditEntry(
            at: try row.date("at"),
            actor: AuditActor(id: try row.optionalString("actor_id").map { ID($0) }, name: try row.string("actor_name")),
            subject: AuditSubject(kind: try row.string("subject_kind"), id: try row.string("subject_id")),
            action: try row.string("action"), detail: try row.string("detail"))
    }
}
