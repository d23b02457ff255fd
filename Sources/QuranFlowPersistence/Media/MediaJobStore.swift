import Database
import Foundation
import Identifiers

/// The `media_jobs` table (migration 155): an upload's way from raw file to `media` row. Creating a job also queues the
/// generic job that runs it (kind ``MediaJob/queueKind``), in the same transaction; a worker claims the job with a
/// lease it renews while it works, so a job left `running` by a dead process is claimed again once the lease passes.
///
/// ```swift
/// let job = try MediaJobStore(database: db).create(kind: .lessonVideo, owner: .lesson(term: t, week: 3), …, now: now)
/// ```
public struct MediaJobStore: Sendable {
    public let database: any Database

    public init(database: any Database) { self.database = database }

    /// Records a queued job for the raw file at `sourcePath` (relative to `<data>/media/`) and queues its run.
    public func create(
        id: String = RandomName.make(), kind: MediaKind, owner: MediaOwner, position: Int, title: String, sourcePath: String,
        createdBy: String, now: Date
    ) throws -> MediaJob {
        try database.write { db in
            try db.execute(
                """
                INSERT INTO media_jobs (id, kind, owner, position, title, source_path, state, progress, attempts, created_by,
                    created_at, updated_at)
                VALUES ($1, $2, $3, $4, $5, $6, 'queued', 0, 0, $7, $8, $8)
                """,
                [
                    .text(id), .text(kind.rawValue), .text(owner.key), .integer(Int64(position)), .text(title),
                    .text(sourcePath), .text(createdBy), SQLValue(now),
                ])
            try db.execute(
                """
                INSERT INTO jobs (id, kind, payload, run_at, attempts, state, created_at)
                VALUES ($1, $2, $3, $4, 0, 'pending', $4)
                """, [.text("media-\(id)"), .text(MediaJob.queueKind), .text(id), SQLValue(now)])
            try AdminAuditLog.record(
                AuditEntry(
                    at: now, actor: try AuditActor.account(ID(createdBy), in: db), subject: AuditSubject(owner: owner),
                    action: kind == .lessonVideo ? "lesson.video-uploaded" : "session.recording-uploaded",
                    detail:
                        "Uploaded “\(title)” (\(kind == .lessonVideo ? "lesson video" : "recording")); it is processed before students see it"
                ),
                in: db)
        }
        guard let job = try job(id: id) else { throw DatabaseError(.notFound, "media job \(id) vanished") }
        return job
    }

    /// The job `id`, if any.
    public func job(id: String) throws -> MediaJob? {
        try database.read { db in
            try db.queryOne("SELECT * FROM media_jobs WHERE id = $1", [.text(id)]).map(Self.job(from:))
        }
    }

    /// The owner's jobs that are not done (queued, running, failed), oldest first.
    public func unfinished(owner: MediaOwner) throws -> [MediaJob] {
        try database.read { db in
            try db.query(
                "SELECT * FROM media_jobs WHERE owner = $1 AND state <> 'done' ORDER BY created_at, id", [.text(owner.key)]
            ).map(Self.job(from:))
        }
    }

    /// Claims job `id` for `worker` until `now + lease`: a queued job, or a running one whose lease has passed (its
    /// process died). False when it is done, failed, unknown or held by a live lease.
    public func claim(_ id: String, worker: String, now: Date, lease: TimeInterval) throws -> Bool {
        try database.write { db in
            try db.execute(
                """
                UPDATE media_jobs SET state = 'running', lease_owner = $2, lease_until = $3, attempts = attempts + 1,
                    progress = 0, updated_at = $4
                WHERE id = $1 AND (state = 'queued' OR (state = 'running' AND lease_until <= $4))
                """, [.text(id), .text(worker), SQLValue(now.addingTimeInterval(lease)), SQLValue(now)]) == 1
        }
    }

    /// Records progress (0…1) and renews `worker`'s lease; false when the lease was lost.
    @discardableResult
    public func report(_ id: String, worker: String, progress: Double, now: Date, lease: TimeInterval) throws -> Bool {
        let thousandths = Int64((min(1, max(0, progress)) * 1000).rounded(.down))
        return try database.write { db in
            try db.execute(
                """
                UPDATE media_jobs SET progress = $3, lease_until = $4, updated_at = $5
                WHERE id = $1 AND state = 'running' AND lease_owner = $2
                """, [.text(id), .text(worker), .integer(thousandths), SQLValue(now.addingTimeInterval(lease)), SQLValue(now)]) == 1
        }
    }

    /// Marks the job failed with `reason` (nothing else is written: no media row exists for it).
    public func fail(_ id: String, worker: String, reason: String, now: Date) throws {
        try database.write { db in
            _ = try db.execute(
                """
                UPDATE media_jobs SET state = 'failed', failure = $3, lease_owner = NULL, lease_until = NULL, updated_at = $4
                WHERE id = $1 AND state = 'running' AND lease_owner = $2
                """, [.text(id), .text(worker), .text(String(reason.prefix(500))), SQLValue(now)])
        }
    }

    /// In one transaction: checks `worker` still holds the job, saves `record` (a lesson video goes in at the job's
    /// position, the others moving down; a recording replaces the meeting's earlier one) and marks the job done. Returns
    /// the replaced record's file when a recording was replaced (for the caller to delete), or throws `.conflict` when
    /// the lease was lost.
    public func finish(_ job: MediaJob, worker: String, record: MediaRecord, now: Date) throws -> MediaRecord? {
        try database.write { db in
            let held = try db.queryOne(
                "SELECT id FROM media_jobs WHERE id = $1 AND state = 'running' AND lease_owner = $2", [.text(job.id), .text(worker)])
            guard held != nil else { throw DatabaseError(.conflict, "media job \(job.id) is no longer held by \(worker)") }
            var replaced: MediaRecord?
            if record.kind == .lessonVideo {
                let existing = try LessonVideoCatalog.videos(of: record.owner, in: db)
                let at = job.position >= 1 && job.position <= existing.count ? job.position : existing.count + 1
                var order = existing.map(\.id)
                try MediaStore.save(
                    MediaRecord(
                        id: record.id, kind: record.kind, owner: record.owner, position: 10_000 + existing.count + 1,
                        title: record.title, path: record.path, contentType: record.contentType, bytes: record.bytes,
                        durationMilliseconds: record.durationMilliseconds, peaks: record.peaks, createdAt: record.createdAt,
                        transcript: record.transcript), in: db)
                order.insert(record.id, at: at - 1)
                try LessonVideoCatalog.renumber(order, owner: record.owner, in: db)
                try LessonVideoCatalog.syncVideoCount(of: record.owner, in: db)
            } else {
                replaced = try db.queryOne(
                    "SELECT * FROM media WHERE kind = $1 AND owner = $2 AND position = $3",
                    [.text(record.kind.rawValue), .text(record.owner.key), .integer(Int64(record.position))]
                ).map(MediaStore.record(from:))
                try MediaStore.save(record, in: db)
            }
            try db.execute(
                """
                UPDATE media_jobs SET state = 'done', progress = 1000, media_id = $2, lease_owner = NULL, lease_until = NULL,
                    updated_at = $3
                WHERE id = $1
                """, [.text(job.id), .text(record.id), SQLValue(now)])
            return replaced
        }
    }

    static func job(from row: Row) throws -> MediaJob {
        guard let kind = MediaKind(rawValue: try row.string("kind")), let state = MediaJob.State(rawValue: try row.string("state"))
        else { throw DatabaseError(.typeMismatch, "media_jobs row has an unknown kind or state") }
        return MediaJob(
            id: try row.string("id"), kind: kind, owner: MediaOwner(key: try row.string("owner")), position: try row.int("position"),
            title: try row.string("title"), sourcePath: try row.string("source_path"), state: state,
            progress: Double(try row.int("progress")) / 1000, failure: try row.optionalString("failure"),
            mediaID: try row.optionalString("media_id"), attempts: try row.int("attempts"), createdBy: try row.string("created_by"),
            createdAt: try row.date("created_at"), updatedAt: try row.date("updated_at"))
    }
}
