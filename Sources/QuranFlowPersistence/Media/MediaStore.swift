import Database
import Foundation
import Identifiers
import QuranFlowCore

/// Stores and finds media files' records (the `media` table, migration 102). The files themselves live under
/// `<data directory>/media/<record.path>`. Every call is one read or one write transaction.
///
/// ```swift
/// let store = MediaStore(database: env.database)
/// let note = try store.medium(.coachNote, owner: .submission(submission.id))
/// ```
public struct MediaStore: Sendable {
    public let database: any Database

    public init(database: any Database) { self.database = database }

    /// Saves `record`, replacing any earlier record of the same kind, owner and position.
    public func save(_ record: MediaRecord) throws {
        try database.write { db in try Self.save(record, in: db) }
    }

    /// Saves a recitation and sets its submission's `duration_seconds` to the measured duration (rounded), together.
    public func saveRecitation(_ record: MediaRecord, of submission: ID<Submission>) throws {
        try database.write { db in
            try Self.save(record, in: db)
            try db.execute(
                "UPDATE submissions SET duration_seconds = $1 WHERE id = $2",
                [.integer(Int64(record.duration.rounded())), .text(submission.rawValue)])
        }
    }

    /// The record of `kind` for `owner` at `position`, if any.
    public func medium(_ kind: MediaKind, owner: MediaOwner, position: Int = 1) throws -> MediaRecord? {
        try database.read { db in
            try db.queryOne(
                "SELECT * FROM media WHERE kind = $1 AND owner = $2 AND position = $3",
                [.text(kind.rawValue), .text(owner.key), .integer(Int64(position))]
            ).map(Self.record(from:))
        }
    }

    /// Everything stored for `owner` (a lesson's videos, a submission's recitation and note), by kind then position.
    /// The record with `id`, if there is one.
    public func record(id: String) throws -> MediaRecord? {
        try database.read { db in try db.queryOne("SELECT * FROM media WHERE id = $1", [.text(id)]).map(Self.record(from:)) }
    }

    /// The student who sent submission `id` and her coach now (nil: no such submission): the people who may hear its
    /// recitation and its coach's note.
    public func people(ofSubmission id: String) throws -> (student: String, coach: String?)? {
        try database.read { db in
            guard
                let row = try db.queryOne(
                    """
                    SELECT s.student_id, st.coach_id FROM submissions s JOIN students st ON st.account_id = s.student_id WHERE s.id = $1
                    """, [.text(id)])
            else { return nil }
            return (try row.string("student_id"), try row.optionalString("coach_id"))
        }
    }

    public func media(owner: MediaOwner) throws -> [MediaRecord] {
        try database.read { db in
            try db.query("SELECT * FROM media WHERE owner = $1 ORDER BY kind, position", [.text(owner.key)]).map(Self.record(from:))
        }
    }

    /// Every record of `kind` (all kinds when nil), oldest first.
    public func all(_ kind: MediaKind? = nil) throws -> [MediaRecord] {
        try database.read { db in
            if let kind {
                return try db.query("SELECT * FROM media WHERE kind = $1 ORDER BY created_at, owner, position", [.text(kind.rawValue)])
                    .map(Self.record(from:))
            }
            return try db.query("SELECT * FROM media ORDER BY created_at, owner, position", []).map(Self.record(from:))
        }
    }

    static func save(_ record: MediaRecord, in db: any SQLConnection) throws {
        try db.execute(
            "DELETE FROM media WHERE kind = $1 AND owner = $2 AND position = $3",
            [.text(record.kind.rawValue), .text(record.owner.key), .integer(Int64(record.position))])
        try db.execute("DELETE FROM media WHERE path = $1", [.text(record.path)])
        try db.execute(
            """
            INSERT INTO media (id, kind, owner, position, title, path, content_type, bytes, duration_ms, peaks, created_at, transcript)
            VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
            """,
            [
                .text(record.id), .text(record.kind.rawValue), .text(record.owner.key), .integer(Int64(record.position)),
                .text(record.title), .text(record.path), .text(record.contentType), .integer(Int64(record.bytes)),
                .integer(Int64(record.durationMilliseconds)), record.peaks.map { .text(Self.json($0)) } ?? .null,
                SQLValue(record.createdAt), record.transcript.map { .text($0) } ?? .null,
            ])
    }

    /// Peaks as a compact JSON array, three decimals each: "[0.012,0.5,1]".
    static func json(_ peaks: [Float]) -> String {
        "["
            + peaks.map { value -> String in
                let clamped = min(max(Double(value), 0), 1)
                let text = String(format: "%.3f", clamped)
                var trimmed = text
                while trimmed.hasSuffix("0") { trimmed.removeLast() }
                if trimmed.hasSuffix(".") { trimmed.removeLast() }
                return trimmed
            }.joined(separator: ",") + "]"
    }

    static func record(from row: Row) throws -> MediaRecord {
        guard let kind = MediaKind(rawValue: try row.string("kind")) else {
            throw DatabaseError(.typeMismatch, "media.kind is not a known kind")
        }
        let peaks = try row.optionalString("peaks").map { text -> [Float] in
            guard let values = try? JSONDecoder().decode([Float].self, from: Data(text.utf8)) else {
                throw DatabaseError(.typeMismatch, "media.peaks is not a JSON array of numbers")
            }
            return values
        }
        return MediaRecord(
            id: try row.string("id"), kind: kind, owner: MediaOwner(key: try row.string("owner")),
            position: try row.int("position"), title: try row.string("title"), path: try row.string("path"),
            contentType: try row.string("content_type"), bytes: try row.int("bytes"),
            durationMilliseconds: try row.int("duration_ms"), peaks: peaks, createdAt: try row.date("created_at"),
            transcript: try row.optionalString("transcript"))
    }
}
