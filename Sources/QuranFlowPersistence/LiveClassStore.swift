import Accounts
import Calendar
import Database
import Foundation
import Identifiers
import QuranFlowCore
import QuranText

/// One meeting's stored live state and attendance (every change to the state bumps the room's version in the same
/// transaction, so other server processes re-send it; presence itself is ``LivePresenceStore``): a group session's (migration 107) or a booked one-to-one's
/// (migration 111, keyed by the booking's id in place of the session's).
///
/// ```swift
/// let store = LiveClassStore(database: db)
/// try store.start(session: qrc.id, on: date, by: radwa.id, at: now)
/// LiveClassStore(database: db, rooms: .oneToOne).state(session: ID(series.id.rawValue), on: date)
/// ```
public struct LiveClassStore: Sendable {
    /// Which meetings the store reads and writes.
    public enum Rooms: Sendable {
        /// Group sessions (`live_rooms`, `live_attendance`).
        case group
        /// Booked one-to-ones (`one_to_one_rooms`, `one_to_one_attendance`).
        case oneToOne

        var rooms: String { self == .group ? "live_rooms" : "one_to_one_rooms" }
        var attendance: String { self == .group ? "live_attendance" : "one_to_one_attendance" }
        var key: String { self == .group ? "session_id" : "booking_id" }

        /// The room's shared name (``LiveClassStore/room(session:on:)``).
        public func room(session: ID<LiveSession>, on date: LocalDate) -> String {
            "\(self == .group ? "group" : "one-to-one"):\(session.rawValue)/\(date)"
        }
    }

    public let database: any Database
    public let kind: Rooms

    public init(database: any Database, rooms: Rooms = .group) {
        self.database = database
        self.kind = rooms
    }

    /// The room's name shared by every server process (presence rows, hands and the version in migration 113):
    /// "group:<session>/<date>" or "one-to-one:<booking>/<date>".
    ///
    /// ```swift
    /// store.room(session: qrc.id, on: date)   // "group:qrc-1/2026-10-27"
    /// ```
    public func room(session: ID<LiveSession>, on date: LocalDate) -> String {
        kind.room(session: session, on: date)
    }

    /// The stored part of a room.
    public struct State: Sendable, Equatable {
        public var startedAt: Date?
        public var endedAt: Date?
        public var speakingID: String?
        public var verse: PassageReference?
    }

    public func state(session: ID<LiveSession>, on date: LocalDate) throws -> State {
        try database.read { db in
            guard
                let row = try db.queryOne(
                    """
                    SELECT started_at, ended_at, speaking_id, verse FROM \(kind.rooms) WHERE \(kind.key) = $1 AND owner_date = $2
                    """, [.text(session.rawValue), .text(date.description)])
            else { return State() }
            return State(
                startedAt: try row.optionalDate("started_at"), endedAt: try row.optionalDate("ended_at"),
                speakingID: try row.optionalString("speaking_id"),
                verse: try row.optionalString("verse").flatMap { try? PassageReference.parse($0) })
        }
    }

    private func upsert(_ session: ID<LiveSession>, _ date: LocalDate, set column: String, _ value: SQLValue) throws {
        try database.write { db in
            _ = try db.execute(
                """
                INSERT INTO \(kind.rooms) (\(kind.key), owner_date, \(column)) VALUES ($1, $2, $3)
                ON CONFLICT (\(kind.key), owner_date) DO UPDATE SET \(column) = excluded.\(column)
                """, [.text(session.rawValue), .text(date.description), value])
            try LivePresenceStore.bump(room: room(session: session, on: date), in: db)
        }
    }

    /// Start: records the instant once (a second Start keeps the first) and clears an End.
    public func start(session: ID<LiveSession>, on date: LocalDate, by coach: ID<Account>, at now: Date) throws {
        try database.write { db in
            _ = try db.execute(
                """
                INSERT INTO \(kind.rooms) (\(kind.key), owner_date, started_at, started_by) VALUES ($1, $2, $3, $4)
                ON CONFLICT (\(kind.key), owner_date) DO UPDATE SET started_at = COALESCE(\(kind.rooms).started_at, excluded.started_at),
                    started_by = COALESCE(\(kind.rooms).started_by, excluded.started_by), ended_at = NULL
                """, [.text(session.rawValue), .text(date.description), SQLValue(now), .text(coach.rawValue)])
            try LivePresenceStore.bump(room: room(session: session, on: date), in: db)
        }
    }

    public func end(session: ID<LiveSession>, on date: LocalDate, at now: Date) throws {
        try upsert(session, date, set: "ended_at", SQLValue(now))
    }

    public func setSpeaker(_ account: String?, session: ID<LiveSession>, on date: LocalDate) throws {
        try upsert(session, date, set: "speaking_id", account.map { .text($0) } ?? .null)
    }

    public func setVerse(_ verse: PassageReference, session: ID<LiveSession>, on date: LocalDate) throws {
        try upsert(session, date, set: "verse", .text(verse.description))
    }

    /// Logs presence: the first and the latest moment the person had the screen open.
    public func markPresent(_ account: ID<Account>, session: ID<LiveSession>, on date: LocalDate, at now: Date) throws {
        try database.write { db in
            _ = try db.execute(
                """
                INSERT INTO \(kind.attendance) (\(kind.key), owner_date, account_id, first_seen_at, last_seen_at) VALUES ($1, $2, $3, $4, $4)
                ON CONFLICT (\(kind.key), owner_date, account_id) DO UPDATE SET last_seen_at = excluded.last_seen_at
                """, [.text(session.rawValue), .text(date.description), .text(account.rawValue), SQLValue(now)])
        }
    }

    /// Who attended (account ids), in order of arrival.
    public func attendance(session: ID<LiveSession>, on date: LocalDate) throws -> [String] {
        try database.read { db in
            try db.query(
                """
                SELECT account_id FROM \(kind.attendance) WHERE \(kind.key) = $1 AND owner_date = $2 ORDER BY first_seen_at, account_id
                """, [.text(session.rawValue), .text(date.description)]
            ).map { try $0.string("account_id") }
        }
    }

    /// The coach's logged minutes for meetings they started in `from..<to`, group sessions and one-to-ones alike:
    /// Start to End each (``LiveRoom/coachMinutes``).
    public func loggedMinutes(by coach: ID<Account>, from: Date, to: Date) throws -> Int {
        try database.read { db in
            try db.query(
                """
                SELECT started_at, ended_at FROM live_rooms
                WHERE started_by = $1 AND started_at >= $2 AND started_at < $3 AND ended_at IS NOT NULL
                UNION ALL
                SELECT started_at, ended_at FROM one_to_one_rooms
                WHERE started_by = $1 AND started_at >= $2 AND started_at < $3 AND ended_at IS NOT NULL
                """, [.text(coach.rawValue), SQLValue(from), SQLValue(to)]
            ).map { row in
                LiveRoom(
                    startedAt: try row.optionalDate("started_at"), endedAt: try row.optionalDate("ended_at"), speakingID: nil,
                    verse: nil, participants: []
                ).coachMinutes ?? 0
            }.reduce(0, +)
        }
    }

    /// Students registered for a session: enrolled in a cohort of its term (``registered(session:)``); a one-to-one's
    /// student: 1.
    public func registeredCount(session: ID<LiveSession>) throws -> Int {
        if kind == .oneToOne { return 1 }
        let isOneToOne = try database.read { db in
            try db.queryOne("SELECT student_id FROM live_sessions WHERE id = $1", [.text(session.rawValue)])?.optionalString("student_id")
                != nil
        }
        return isOneToOne ? 1 : try registered(session: session).count
    }

    /// The students registered for a group session (enrolled in a cohort of its term), by name, each with whether
    /// they have its reminder on — the session detail's "6 of 8 confirmed". A one-to-one has no cohort: empty.
    public func registered(session: ID<LiveSession>) throws -> [LiveCohortMember] {
        guard kind == .group else { return [] }
        return try database.read { db in
            try db.query(
                """
                SELECT DISTINCT st.account_id, st.short_name,
                    CASE WHEN r.account_id IS NULL THEN 0 ELSE 1 END AS reminded
                FROM live_sessions s JOIN cohorts c ON c.term_id = s.term_id JOIN enrolments e ON e.cohort_id = c.id
                JOIN students st ON st.account_id = e.student_id
                LEFT JOIN session_reminders r ON r.account_id = st.account_id AND r.item = $2
                WHERE s.id = $1 AND s.student_id IS NULL ORDER BY st.short_name, st.account_id
                """, [.text(session.rawValue), .text(ReminderItem.session(session).rawValue)]
            ).map { row in
                LiveCohortMember(
                    id: try row.string("account_id"), name: try row.string("short_name"), confirmed: try row.int("reminded") == 1)
            }
        }
    }

    public init(database: any Database, kind: Rooms) {
        self.database = database
        self.kind = kind
    }
}
