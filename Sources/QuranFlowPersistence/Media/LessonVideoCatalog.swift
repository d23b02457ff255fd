import Database
import Foundation

/// A lesson's ordered videos as an admin edits them: move one up or down, remove one (the rest close ranks), set its
/// WebVTT transcript. Each change is one transaction; positions stay 1…n.
///
/// ```swift
/// try LessonVideoCatalog(environment: env).move(videoID, by: -1)
/// ```
public struct LessonVideoCatalog: Sendable {
    public let environment: StoreEnvironment

    public init(environment: StoreEnvironment) { self.environment = environment }

    /// The lesson video `id`, if it is one.
    public func video(id: String) throws -> MediaRecord? {
        try environment.database.read { db in
            try db.queryOne("SELECT * FROM media WHERE id = $1 AND kind = 'lessonVideo'", [.text(id)]).map(MediaStore.record(from:))
        }
    }

    /// Moves video `id` `offset` places (−1: up); a move past either end changes nothing. Returns whether it moved.
    @discardableResult
    public func move(_ id: String, by offset: Int, by actor: AuditActor, at now: Date) throws -> Bool {
        try environment.database.write { db in
            guard
                let record = try db.queryOne("SELECT * FROM media WHERE id = $1 AND kind = 'lessonVideo'", [.text(id)])
                    .map(MediaStore.record(from:))
            else { throw StoreError.noSuchMedia }
            var order = try Self.videos(of: record.owner, in: db).map(\.id)
            guard let from = order.firstIndex(of: id), offset != 0 else { return false }
            let to = from + offset
            guard order.indices.contains(to) else { return false }
            order.swapAt(from, to)
            try Self.renumber(order, owner: record.owner, in: db)
            try AdminAuditLog.record(
                AuditEntry(
                    at: now, actor: actor, subject: AuditSubject(owner: record.owner), action: "lesson.video-moved",
                    detail: "Moved the video “\(record.title)” to position \(to + 1)"), in: db)
            return true
        }
    }

    /// Removes video `id` (its row in the transaction, its file and poster after); the others close ranks.
    public func remove(_ id: String, by actor: AuditActor, at now: Date) throws {
        let record: MediaRecord = try environment.database.write { db in
            guard
                let record = try db.queryOne("SELECT * FROM media WHERE id = $1 AND kind = 'lessonVideo'", [.text(id)])
                    .map(MediaStore.record(from:))
            else { throw StoreError.noSuchMedia }
            try db.execute("DELETE FROM playback_positions WHERE media_id = $1", [.text(id)])
            try db.execute("DELETE FROM media WHERE id = $1", [.text(id)])
            try Self.renumber(try Self.videos(of: record.owner, in: db).map(\.id), owner: record.owner, in: db)
            try Self.syncVideoCount(of: record.owner, in: db)
            try AdminAuditLog.record(
                AuditEntry(
                    at: now, actor: actor, subject: AuditSubject(owner: record.owner), action: "lesson.video-removed",
                    detail: "Removed the video “\(record.title)”"), in: db)
            return record
        }
        AudioUpload.remove(record.path, in: environment)
        AudioUpload.remove(MediaRecord.posterPath(of: record.id), in: environment)
    }

    /// Stores `transcript` (already validated WebVTT; nil removes it) as video `id`'s.
    public func setTranscript(_ transcript: String?, of id: String, by actor: AuditActor, at now: Date) throws {
        try environment.database.write { db in
            let changed = try db.execute(
                "UPDATE media SET transcript = $2 WHERE id = $1 AND kind = 'lessonVideo'",
                [.text(id), transcript.map { .text($0) } ?? .null])
            guard changed == 1,
                let record = try db.queryOne("SELECT * FROM media WHERE id = $1", [.text(id)]).map(MediaStore.record(from:))
            else { throw StoreError.noSuchMedia }
            try AdminAuditLog.record(
                AuditEntry(
                    at: now, actor: actor, subject: AuditSubject(owner: record.owner), action: "lesson.transcript-edited",
                    detail: transcript == nil
                        ? "Removed the transcript of “\(record.title)”" : "Saved the transcript of “\(record.title)”"), in: db)
        }
    }

    /// The owner's lesson videos by position.
    static func videos(of owner: MediaOwner, in db: any SQLConnection) throws -> [MediaRecord] {
        try db.query(
            "SELECT * FROM media WHERE kind = 'lessonVideo' AND owner = $1 ORDER BY position", [.text(owner.key)]
        ).map(MediaStore.record(from:))
    }

    /// Keeps a lesson's stored video count (Today's "1 video · 1 recording · about 12 min") equal to its lesson videos,
    /// once an upload is processed or a video removed; any other owner is left alone.
    static func syncVideoCount(of owner: MediaOwner, in db: any SQLConnection) throws {
        let parts = owner.key.split(separator: "/")
        guard parts.count == 2, parts[0].hasPrefix("term:"), parts[1].hasPrefix("week:"), let week = Int(parts[1].dropFirst(5)) else {
            return
        }
        let count = try videos(of: owner, in: db).count
        try ProgrammeStore.bumpRevision(db)
        try db.execute(
            "UPDATE lessons SET video_count = $3 WHERE term_id = $1 AND week = $2",
            [.text(String(parts[0].dropFirst(5))), .integer(Int64(week)), .integer(Int64(count))])
    }

    /// Gives `ids` positions 1…n in order (through negative positions first, so the unique (kind, owner, position) key
    /// never sees two rows at one place mid-update).
    static func renumber(_ ids: [String], owner: MediaOwner, in db: any SQLConnection) throws {
        for (index, id) in ids.enumerated() {
            try db.execute("UPDATE media SET position = $2 WHERE id = $1", [.text(id), .integer(Int64(-(index + 1)))])
        }
        for id in ids {
            try db.execute("UPDATE media SET position = -position WHERE id = $1", [.text(id)])
        }
    }
}
