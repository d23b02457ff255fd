import Database
import Foundation
import QuranFlowCore

/// The live class's shared part across server processes (migration 113): one row per open live-class screen with the
/// process holding its event stream and that process's heartbeat, raised hands per room and person, and a version per
/// room bumped in the same transaction as every change a viewer sees (joins, leaves, hands, sweeps, and the coach's
/// Start/End/verse/turn in ``LiveClassStore``). Which rows count is ``LivePresence`` (QuranFlowCore).
///
/// ```swift
/// let presence = LivePresenceStore(database: db)
/// try presence.join(room: room, connectionID: "p1-1", processID: "p1", participant: sarah, at: now)
/// let people = try presence.snapshot(room: room).participants(at: now)
/// ```
public struct LivePresenceStore: Sendable {
    public let database: any Database

    public init(database: any Database) {
        self.database = database
    }

    /// What one read of a room gives: its version, its stored screens and raised hands.
    public struct Snapshot: Sendable, Equatable {
        /// 0 before the room's first change.
        public let version: Int64
        public let screens: [LivePresence.Screen]
        public let hands: [String: Date]

        /// Who counts at `now` (``LivePresence/participants(screens:hands:at:)``).
        public func participants(at now: Date) -> [LiveRoom.Participant] {
            LivePresence.participants(screens: screens, hands: hands, at: now)
        }
    }

    /// Moves `room`'s version on, inside the caller's transaction.
    static func bump(room: String, in db: any SQLConnection) throws {
        _ = try db.execute(
            """
            INSERT INTO live_room_versions (room, version) VALUES ($1, 1)
            ON CONFLICT (room) DO UPDATE SET version = live_room_versions.version + 1
            """, [.text(room)])
    }

    /// Records an open screen (its heartbeat starts at `now`).
    public func join(room: String, connectionID: String, processID: String, participant: LiveRoom.Participant, at now: Date) throws {
        try database.write { db in
            _ = try db.execute(
                """
                INSERT INTO live_presence (connection_id, process_id, room, account_id, name, is_coach, joined_at, heartbeat_at)
                VALUES ($1, $2, $3, $4, $5, $6, $7, $7)
                """,
                [
                    .text(connectionID), .text(processID), .text(room), .text(participant.id), .text(participant.name),
                    SQLValue(participant.isCoach), SQLValue(now),
                ])
            try Self.bump(room: room, in: db)
        }
    }

    /// A screen closed: deletes its row. Returns whether it was there.
    @discardableResult
    public func leave(connectionID: String) throws -> Bool {
        try database.write { db in
            guard let row = try db.queryOne("SELECT room FROM live_presence WHERE connection_id = $1", [.text(connectionID)]) else {
                return false
            }
            _ = try db.execute("DELETE FROM live_presence WHERE connection_id = $1", [.text(connectionID)])
            try Self.bump(room: try row.string("room"), in: db)
            return true
        }
    }

    /// Someone left on purpose: every screen they have open in `room`, on any process, stops counting now (the
    /// processes holding them close those streams at their next heartbeat). Returns how many rows went.
    @discardableResult
    public func leave(room: String, account: String) throws -> Int {
        try database.write { db in
            let gone = try db.execute("DELETE FROM live_presence WHERE room = $1 AND account_id = $2", [.text(room), .text(account)])
            if gone > 0 { try Self.bump(room: room, in: db) }
            return gone
        }
    }

    /// Raises (`at` an instant) or lowers (`nil`) someone's hand.
    public func setHand(room: String, account: String, at instant: Date?) throws {
        try database.write { db in
            if let instant {
                _ = try db.execute(
                    """
                    INSERT INTO live_hands (room, account_id, raised_at) VALUES ($1, $2, $3)
                    ON CONFLICT (room, account_id) DO UPDATE SET raised_at = excluded.raised_at
                    """, [.text(room), .text(account), SQLValue(instant)])
            } else {
                _ = try db.execute("DELETE FROM live_hands WHERE room = $1 AND account_id = $2", [.text(room), .text(account)])
            }
            try Self.bump(room: room, in: db)
        }
    }

    /// The room's version, screens and hands, read together (version first, so a change after it shows as a newer
    /// version on the next poll).
    public func snapshot(room: String) throws -> Snapshot {
        try database.read { db in
            let version = try db.queryOne("SELECT version FROM live_room_versions WHERE room = $1", [.text(room)])?.int64("version") ?? 0
            let screens = try db.query(
                """
                SELECT connection_id, account_id, name, is_coach, joined_at, heartbeat_at FROM live_presence WHERE room = $1
                """, [.text(room)]
            ).map(Self.screen)
            var hands: [String: Date] = [:]
            for row in try db.query("SELECT account_id, raised_at FROM live_hands WHERE room = $1", [.text(room)]) {
                hands[try row.string("account_id")] = try row.date("raised_at")
            }
            return Snapshot(version: version, screens: screens, hands: hands)
        }
    }

    /// The versions of `rooms` (a room never changed is absent): the one query each process polls.
    public func versions(rooms: [String]) throws -> [String: Int64] {
        guard !rooms.isEmpty else { return [:] }
        let list = rooms.indices.map { "$\($0 + 1)" }.joined(separator: ", ")
        return try database.read { db in
            var versions: [String: Int64] = [:]
            for row in try db.query("SELECT room, version FROM live_room_versions WHERE room IN (\(list))", rooms.map { .text($0) }) {
                versions[try row.string("room")] = try row.int64("version")
            }
            return versions
        }
    }

    /// One process's heartbeat: every screen it holds is refreshed to `now` in one statement, and rows no longer
    /// counting anywhere (processes killed, in rooms nobody watches now) are deleted, their rooms' versions bumped.
    /// Returns the connection ids among `holding` whose rows are gone (left on purpose elsewhere, or swept while this
    /// process stalled), so the process closes those streams and the browsers reconnect afresh.
    public func heartbeat(process: String, holding: Set<String>, at now: Date) throws -> Set<String> {
        try database.write { db in
            let refreshed = try db.execute(
                "UPDATE live_presence SET heartbeat_at = $1 WHERE process_id = $2",
                [SQLValue(now), .text(process)])
            // Whole milliseconds at or before the cutoff (rounded down, so nothing still counting goes).
            let cutoff = SQLValue.integer(Int64((LivePresence.cutoff(at: now).timeIntervalSince1970 * 1000).rounded(.down)))
            let staleRooms = try db.query("SELECT DISTINCT room FROM live_presence WHERE heartbeat_at <= $1", [cutoff])
                .map { try $0.string("room") }
            if !staleRooms.isEmpty {
                _ = try db.execute("DELETE FROM live_presence WHERE heartbeat_at <= $1", [cutoff])
                for room in staleRooms { try Self.bump(room: room, in: db) }
            }
            guard refreshed < holding.count else { return [] }
            let stored = Set(
                try db.query("SELECT connection_id FROM live_presence WHERE process_id = $1", [.text(process)])
                    .map { try $0.string("connection_id") })
            return holding.subtracting(stored)
        }
    }

    /// Deletes `room`'s screens that no longer count at `now` (a killed process's), bumping the version if any went.
    /// Returns whether any did.
    @discardableResult
    public func sweep(room: String, at now: Date) throws -> Bool {
        try database.write { db in
            let screens = try db.query(
                """
                SELECT connection_id, account_id, name, is_coach, joined_at, heartbeat_at FROM live_presence WHERE room = $1
                """, [.text(room)]
            ).map(Self.screen)
            var gone = 0
            for screen in LivePresence.stale(screens, at: now) {
                // Only the heartbeat read here: a row its process refreshed meanwhile stays.
                gone += try db.execute(
                    "DELETE FROM live_presence WHERE connection_id = $1 AND heartbeat_at = $2",
                    [.text(screen.connectionID), SQLValue(screen.heartbeatAt)])
            }
            if gone > 0 { try Self.bump(room: room, in: db) }
            return gone > 0
        }
    }

    private static func screen(_ row: Row) throws -> LivePresence.Screen {
        LivePresence.Screen(
            connectionID: try row.string("connection_id"), accountID: try row.string("account_id"),
            name: try row.string("name"), isCoach: try row.bool("is_coach"),
            joinedAt: try row.date("joined_at"), heartbeatAt: try row.date("heartbeat_at"))
    }

}
