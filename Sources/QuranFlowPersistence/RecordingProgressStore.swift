import Accounts
import Database
import Foundation
import Identifiers

/// The furthest position each person has reached in each session recording (migration 107).
///
/// ```swift
/// try RecordingProgressStore(database: db).record(positionMilliseconds: 90_000, of: media.id, by: sarah.id, now: now)
/// ```
public struct RecordingProgressStore: Sendable {
    public let database: any Database

    public init(database: any Database) { self.database = database }

    /// Positions by media id, in milliseconds.
    public func positions(of account: ID<Account>) throws -> [String: Int] {
        try database.read { db in
            var result: [String: Int] = [:]
            for row in try db.query("SELECT media_id, position_ms FROM recording_progress WHERE account_id = $1", [.text(account.rawValue)])
            {
                result[try row.string("media_id")] = Int(try row.int64("position_ms"))
            }
            return result
        }
    }

    /// Keeps the furthest of the stored and the new position; returns the position now stored.
    @discardableResult
    public func record(positionMilliseconds: Int, of mediaID: String, by account: ID<Account>, now: Date) throws -> Int {
        try database.write { db in
            let stored = try db.queryOne(
                "SELECT position_ms FROM recording_progress WHERE account_id = $1 AND media_id = $2",
                [.text(account.rawValue), .text(mediaID)]
            ).map { Int(try $0.int64("position_ms")) }
            let position = max(stored ?? 0, positionMilliseconds)
            _ = try db.execute(
                """
                INSERT INTO recording_progress (account_id, media_id, position_ms, updated_at) VALUES ($1, $2, $3, $4)
                ON CONFLICT (account_id, media_id) DO UPDATE SET position_ms = excluded.position_ms, updated_at = excluded.updated_at
                """, [.text(account.rawValue), .text(mediaID), .integer(Int64(position)), SQLValue(now)])
            return position
        }
    }
}
