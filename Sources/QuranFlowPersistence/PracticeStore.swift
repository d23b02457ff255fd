import Database
import Foundation
import Identifiers
import QuranFlowCore

/// A student's practice take for one correction mark: a recording under `<data>/media/<path>`, measured by decoding.
public struct PracticeTake: Sendable, Hashable {
    public let id: String
    public let submissionID: ID<Submission>
    /// The correction's mark number (1-based, reading order).
    public let markNumber: Int
    public let path: String
    public let contentType: String
    public let bytes: Int
    public let durationMilliseconds: Int
    public let peaks: [Float]?
    public let createdAt: Date

    public var duration: TimeInterval { Double(durationMilliseconds) / 1000 }

    public init(
        id: String, submissionID: ID<Submission>, markNumber: Int, path: String, contentType: String, bytes: Int, durationMilliseconds: Int,
        peaks: [Float]?, createdAt: Date
    ) {
        self.id = id
        self.submissionID = submissionID
        self.markNumber = markNumber
        self.path = path
        self.contentType = contentType
        self.bytes = bytes
        self.durationMilliseconds = durationMilliseconds
        self.peaks = peaks
        self.createdAt = createdAt
    }
}

/// The `practice_takes` table (migration 105): one take per correction mark, replaced by a newer one. Attaching the last
/// missing take moves the submission to "practiced" in the same transaction (decided by ``StatusEvent/practiced(takes:)``).
///
/// ```swift
/// let takes = try PracticeStore(database: env.database).takes(of: submission.id)
/// ```
public struct PracticeStore: Sendable {
    public let database: any Database

    public init(database: any Database) { self.database = database }

    /// Attaches `take` (its file already in place), replacing an earlier take for the same mark, and moves the submission
    /// to `moveTo` when given (from `from`, if it still is).
    public func attach(_ take: PracticeTake, moving: (from: SubmissionStatus, to: SubmissionStatus)?) throws {
        try database.write { db in
            try db.execute(
                "DELETE FROM practice_takes WHERE submission_id = $1 AND mark_number = $2",
                [.text(take.submissionID.rawValue), SQLValue(take.markNumber)])
            try db.execute(
                """
                INSERT INTO practice_takes (id, submission_id, mark_number, path, content_type, bytes, duration_ms, peaks, created_at)
                VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
                """,
                [
                    .text(take.id), .text(take.submissionID.rawValue), SQLValue(take.markNumber), .text(take.path), .text(take.contentType),
                    SQLValue(take.bytes), SQLValue(take.durationMilliseconds), SQLValue(take.peaks.map(MediaStore.json)),
                    SQLValue(take.createdAt),
                ])
            if let moving {
                try db.execute(
                    "UPDATE submissions SET status = $1 WHERE id = $2 AND status = $3",
                    [.text(moving.to.rawValue), .text(take.submissionID.rawValue), .text(moving.from.rawValue)])
            }
        }
    }

    /// The takes of a submission, by mark number.
    public func takes(of submission: ID<Submission>) throws -> [PracticeTake] {
        try database.read { db in
            try db.query("SELECT * FROM practice_takes WHERE submission_id = $1 ORDER BY mark_number", [.text(submission.rawValue)])
                .map(Self.take(from:))
        }
    }

    /// One take by id.
    public func take(id: String) throws -> PracticeTake? {
        try database.read { db in try db.queryOne("SELECT * FROM practice_takes WHERE id = $1", [.text(id)]).map(Self.take(from:)) }
    }

    static func take(from row: Row) throws -> PracticeTake {
        let peaks = try row.optionalString("peaks").flatMap { try? JSONDecoder().decode([Float].self, from: Data($0.utf8)) }
        return PracticeTake(
            id: try row.string("id"), submissionID: ID(try row.string("submission_id")), markNumber: try row.int("mark_number"),
            path: try row.string("path"), contentType: try row.string("content_type"), bytes: try row.int("bytes"),
            durationMilliseconds: try row.int("duration_ms"), peaks: peaks, createdAt: try row.date("created_at"))
    }
}
