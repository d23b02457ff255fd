import Database
import Foundation
import Identifiers
import QuranFlowCore

/// Where each account is in each lesson video (the `playback_positions` table, migration 104): the last position
/// (to resume at), the furthest reached, and when it first counted as watched (``VideoProgress``, ≥ 90 %).
///
/// ```swift
/// let store = PlaybackStore(database: env.database)
/// try store.record(account: "a1", media: "m1", position: 216, duration: 240, at: now)   // watched
/// store.position(account: "a1", media: "m1")?.furthest                                  // 216
/// ```
public struct PlaybackStore {
    let database: any Database

    /// One stored position.
    public struct Position: Sendable, Equatable {
        public let position: TimeInterval
        public let furthest: TimeInterval
        public let watchedAt: Date?
    }

    /// Stores `position` (clamped to `duration`) for `account` in `media`; the furthest point only moves forward.
    @discardableResult
    public func record(account: String, media: String, position: TimeInterval, duration: TimeInterval, at now: Date) throws -> Position {
        let clamped = min(max(0, position), duration)
        return try database.write { db in
            let old = try Self.position(account: account, media: media, in: db)
            let furthest = max(old?.furthest ?? 0, clamped)
            let watchedAt = old?.watchedAt ?? (VideoProgress(furthest: furthest, duration: duration).isWatched ? now : nil)
            try db.execute("DELETE FROM playback_positions WHERE account_id = $1 AND media_id = $2", [.text(account), .text(media)])
            try db.execute(
                """
                INSERT INTO playback_positions (account_id, media_id, position_ms, furthest_ms, watched_at, updated_at)
                VALUES ($1, $2, $3, $4, $5, $6)
                """,
                [
                    .text(account), .text(media), .integer(Int64((clamped * 1000).rounded())), .integer(Int64((furthest * 1000).rounded())),
                    watchedAt.map { SQLValue($0) } ?? .null, SQLValue(now),
                ])
            return Position(position: clamped, furthest: furthest, watchedAt: watchedAt)
        }
    }

    /// The stored positions of `account` for these media, by media id.
    public func positions(account: String, media: [String]) throws -> [String: Position] {
        try database.read { db in
            var found: [String: Position] = [:]
            for id in media {
                if let position = try Self.position(account: account, media: id, in: db) { found[id] = position }
            }
            return found
        }
    }

    static func position(account: String, media: String, in db: any SQLConnection) throws -> Position? {
        try db.queryOne("SELECT * FROM playback_positions WHERE account_id = $1 AND media_id = $2", [.text(account), .text(media)]).map {
            Position(
                position: Double(try $0.int64("position_ms")) / 1000, furthest: Double(try $0.int64("furthest_ms")) / 1000,
                watchedAt: try $0.optionalDate("watched_at"))
        }
    }

    public init(database: any Database) {
        self.database = database
    }
}
