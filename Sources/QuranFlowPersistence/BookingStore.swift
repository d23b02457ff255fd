import Accounts
import Calendar
import Database
import Foundation
import Identifiers
import QuranFlowCore
import QuranFlowRoutes
import Routing

/// One-to-one bookings (series and singles, stored whole as JSON with indexed columns), the slot occurrences they
/// hold under a primary key — so two students can never hold one occurrence, whatever the interleaving — and the
/// coaches' weekly availability (migration 107).
///
/// ```swift
/// let store = BookingStore(database: db)
/// let change = try store.decide(student: sarah.id, coach: rania.id, term: fall.id, now: now, describe: moment) { ledger throws(BookingError) in
///     try BookingRules.bookWeek(student: sarah, slot: slot, week: 9, term: fall, availability: rania, ledger: ledger, now: now, id: .random())
/// }
/// ```
public struct BookingStore: Sendable {
    public let database: any Database

    public init(database: any Database) { self.database = database }

    static let encoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        encoder.dateEncodingStrategy = .millisecondsSince1970
        return encoder
    }()
    static let decoder: JSONDecoder = {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .millisecondsSince1970
        return decoder
    }()

    /// The coach's bookings in a term.
    public func ledger(coach: ID<Coach>, term: ID<Term>) throws -> OneToOneLedger {
        try database.read { db in try Self.ledger(coach: coach, term: term, in: db) }
    }

    /// The term's ledger a booking decision reads: `coach`'s bookings (whose slots are taken) merged with all of
    /// `student`'s own, with any coach (what the per-student rules count).
    public func ledger(coach: ID<Coach>, student: ID<Student>, term: ID<Term>) throws -> OneToOneLedger {
        try database.read { db in try Self.ledger(coach: coach, student: student, term: term, in: db) }
    }

    /// `student`'s bookings in a term, with every coach.
    static func ledger(student: ID<Student>, term: ID<Term>, in db: any SQLConnection) throws -> OneToOneLedger {
        try ledger(
            rows: try db.query(
                "SELECT kind, body FROM one_to_one_bookings WHERE student_id = $1 AND term_id = $2 ORDER BY id",
                [.text(student.rawValue), .text(term.rawValue)]))
    }

    static func ledger(coach: ID<Coach>, student: ID<Student>, term: ID<Term>, in db: any SQLConnection) throws -> OneToOneLedger {
        try ledger(
            rows: try db.query(
                """
                SELECT kind, body FROM one_to_one_bookings WHERE term_id = $1 AND (coach_id = $2 OR student_id = $3) ORDER BY id
                """, [.text(term.rawValue), .text(coach.rawValue), .text(student.rawValue)]))
    }

    /// Decides and writes a booking change in one transaction, so one student's requests decide one after the other:
    /// the student is locked (PostgreSQL: their row `FOR UPDATE`; SQLite's write transaction is already exclusive), the
    /// term's ledger of `coach` merged with the student's own is read, `decision` runs on it, and its change is written.
    /// Two students racing for one slot still meet the slot key: the loser gets ``BookingError/taken(_:)`` naming it
    /// (`describe`), and nothing of their change is kept. It is the one way a change is written: a change decided
    /// elsewhere (the demo world's series) is a decision that ignores the ledger.
    @discardableResult
    public func decide(
        student: ID<Student>, coach: ID<Coach>, term: ID<Term>, now: Date, describe: (SlotKey) -> String,
        _ decision: (OneToOneLedger) throws(BookingError) -> BookingChange
    ) throws -> BookingChange {
        var claimed: [SlotKey] = []
        do {
            return try database.write { db in
                if database.dialect == .postgres {
                    _ = try db.queryOne("SELECT account_id FROM students WHERE account_id = $1 FOR UPDATE", [.text(student.rawValue)])
                }
                let change = try decision(try Self.ledger(coach: coach, student: student, term: term, in: db))
                claimed = change.claimed
                try Self.write(change, term: term, now: now, in: db)
                // The coach's "Schedule changes" push: a one-to-one with them was booked, moved or cancelled.
                if !change.claimed.isEmpty || !change.freed.isEmpty {
                    let name =
                        try db.queryOne("SELECT short_name FROM students WHERE account_id = $1", [.text(student.rawValue)])?
                        .string("short_name") ?? "A student"
                    let (title, body) =
                        change.claimed.isEmpty
                        ? ("One-to-one cancelled · \(name)", "\(change.freed.count) meeting\(change.freed.count == 1 ? "" : "s") freed")
                        : ("One-to-one booked · \(name)", "\(change.claimed.count) meeting\(change.claimed.count == 1 ? "" : "s") with you")
                    _ = try NotificationPreferencesStore.enqueuePush(
                        .scheduleChanges, to: ID(coach.rawValue), title: title, body: body, link: QuranFlowRoute.coachSchedule.path(),
                        thread: .schedule, now: now, in: db)
                }
                return change
            }
        } catch let error as DatabaseError where error.kind == .uniqueViolation {
            throw BookingError.taken((try heldKeys(claimed).first ?? claimed.first).map(describe) ?? "That time")
        }
    }

    /// The term a booking (a series' or single's own id) belongs to, or `nil` when no booking has that id.
    public func term(ofBooking id: String) throws -> ID<Term>? {
        try database.read { db in
            try db.queryOne(
                "SELECT term_id FROM one_to_one_bookings WHERE id = $1 OR id = $2", [.text("series:\(id)"), .text("single:\(id)")]
            )
            .map { ID(try $0.string("term_id")) }
        }
    }

    /// Every coach's bookings in a term (a substitute's schedule reads a colleague's bookings).
    public func ledger(term: ID<Term>) throws -> OneToOneLedger {
        try database.read { db in try Self.ledger(coach: nil, term: term, in: db) }
    }

    /// The bookings of a term (of one coach, or all when `coach` is nil), read on an open connection.
    static func ledger(coach: ID<Coach>?, term: ID<Term>, in db: any SQLConnection) throws -> OneToOneLedger {
        let rows =
            if let coach {
                try db.query(
                    "SELECT kind, body FROM one_to_one_bookings WHERE coach_id = $1 AND term_id = $2 ORDER BY id",
                    [.text(coach.rawValue), .text(term.rawValue)])
            } else {
                try db.query("SELECT kind, body FROM one_to_one_bookings WHERE term_id = $1 ORDER BY id", [.text(term.rawValue)])
            }
        return try ledger(rows: rows)
    }

    private static func ledger(rows: [Row]) throws -> OneToOneLedger {
        var series: [OneToOneSeries] = []
        var singles: [OneToOneSingle] = []
        for row in rows {
            let body = Data(try row.string("body").utf8)
            if try row.string("kind") == "series" {
                series.append(try decoder.decode(OneToOneSeries.self, from: body))
            } else {
                singles.append(try decoder.decode(OneToOneSingle.self, from: body))
            }
        }
        return OneToOneLedger(series: series, singles: singles)
    }

    /// Writes a change in its transaction: rows upserted (each under its own slot's coach), freed keys released,
    /// claimed keys inserted under the primary key (a key someone else holds fails the whole transaction).
    private static func write(_ change: BookingChange, term: ID<Term>, now: Date, in db: any SQLConnection) throws {
        let owner = change.singles.first.map { "single:\($0.id.rawValue)" } ?? change.series.first.map { "series:\($0.id.rawValue)" } ?? ""
        let student = change.singles.first?.studentID.rawValue ?? change.series.first?.studentID.rawValue ?? ""
        for series in change.series {
            try upsert(
                id: "series:\(series.id.rawValue)", kind: "series", student: series.studentID.rawValue, term: term,
                coach: series.slot.coachID, body: String(decoding: try encoder.encode(series), as: UTF8.self), now: now, in: db)
        }
        for single in change.singles {
            try upsert(
                id: "single:\(single.id.rawValue)", kind: "single", student: single.studentID.rawValue, term: term,
                coach: single.occurrence.slot.coachID, body: String(decoding: try encoder.encode(single), as: UTF8.self), now: now, in: db)
        }
        for key in change.freed {
            _ = try db.execute("DELETE FROM held_slots WHERE slot_key = $1", [.text(key.rawValue)])
        }
        for key in change.claimed {
            _ = try db.execute(
                "INSERT INTO held_slots (slot_key, booking_id, student_id) VALUES ($1, $2, $3)",
                [.text(key.rawValue), .text(owner), .text(student)])
        }
    }

    /// Which of `keys` are held now.
    func heldKeys(_ keys: [SlotKey]) throws -> [SlotKey] {
        try database.read { db in
            try keys.filter { key in try db.queryOne("SELECT 1 AS one FROM held_slots WHERE slot_key = $1", [.text(key.rawValue)]) != nil }
        }
    }

    private static func upsert(
        id: String, kind: String, student: String, term: ID<Term>, coach: ID<Coach>, body: String, now: Date,
        in db: any SQLConnection
    ) throws {
        _ = try db.execute(
            """
            INSERT INTO one_to_one_bookings (id, kind, student_id, term_id, coach_id, body, updated_at) VALUES ($1, $2, $3, $4, $5, $6, $7)
            ON CONFLICT (id) DO UPDATE SET body = excluded.body, updated_at = excluded.updated_at
            """, [.text(id), .text(kind), .text(student), .text(term.rawValue), .text(coach.rawValue), .text(body), SQLValue(now)])
    }

    /// How many slot occurrences are held (tests, admin).
    public func heldCount() throws -> Int {
        try database.read { db in try db.queryOne("SELECT COUNT(*) AS n FROM held_slots", [])?.int("n") ?? 0 }
    }

    // MARK: Availability

    /// The coach's weekly windows on the coach's wall clock.
    public func windows(coach: ID<Coach>) throws -> [AvailabilityWindow] {
        try database.read { db in
            try db.query(
                "SELECT weekday, start_minute, end_minute FROM coach_availability WHERE coach_id = $1 ORDER BY weekday, start_minute",
                [.text(coach.rawValue)]
            ).compactMap { row in
                guard let weekday = Weekday(rawValue: try row.int("weekday")) else { return nil }
                return AvailabilityWindow(weekday: weekday, startMinute: try row.int("start_minute"), endMinute: try row.int("end_minute"))
            }
        }
    }

    /// Every coach's weekly windows, by coach (coaches with none are absent).
    public func windowsByCoach() throws -> [ID<Coach>: [AvailabilityWindow]] {
        try database.read { db in
            var windows: [ID<Coach>: [AvailabilityWindow]] = [:]
            for row in try db.query(
                "SELECT coach_id, weekday, start_minute, end_minute FROM coach_availability ORDER BY coach_id, weekday, start_minute", [])
            {
                guard let weekday = Weekday(rawValue: try row.int("weekday")) else { continue }
                windows[ID(try row.string("coach_id")), default: []].append(
                    AvailabilityWindow(weekday: weekday, startMinute: try row.int("start_minute"), endMinute: try row.int("end_minute")))
            }
            return windows
        }
    }

    /// Replaces the coach's windows.
    public func setWindows(_ windows: [AvailabilityWindow], coach: ID<Coach>, audit: AuditEntry? = nil) throws {
        try database.write { db in
            if let audit { try AdminAuditLog.record(audit, in: db) }
            _ = try db.execute("DELETE FROM coach_availability WHERE coach_id = $1", [.text(coach.rawValue)])
            for window in windows {
                _ = try db.execute(
                    """
                    INSERT INTO coach_availability (coach_id, weekday, start_minute, end_minute) VALUES ($1, $2, $3, $4)
                    ON CONFLICT (coach_id, weekday, start_minute) DO UPDATE SET end_minute = excluded.end_minute
                    """,
                    [
                        .text(coach.rawValue), .integer(Int64(window.weekday.rawValue)), .integer(Int64(window.startMinute)),
                        .integer(Int64(window.endMinute)),
                    ])
            }
        }
    }

    // MARK: Students' availability answers

    /// The student's saved grid (cell ids like "tue-evening"), if any.
    public func availabilityCells(student: ID<Student>) throws -> [String] {
        try database.read { db in
            guard let row = try db.queryOne("SELECT cells FROM student_availability WHERE student_id = $1", [.text(student.rawValue)])
            else { return [] }
            return try row.string("cells").split(separator: ",").map(String.init)
        }
    }

    /// Saves the student's grid (replacing the last answers).
    public func saveAvailability(_ answers: StudentAvailability, cellIDs: [String]) throws {
        try database.write { db in
            _ = try db.execute(
                """
                INSERT INTO student_availability (student_id, zone, cells, recorded_at) VALUES ($1, $2, $3, $4)
                ON CONFLICT (student_id) DO UPDATE SET zone = excluded.zone, cells = excluded.cells, recorded_at = excluded.recorded_at
                """,
                [
                    .text(answers.studentID.rawValue), .text(answers.zoneIdentifier), .text(cellIDs.sorted().joined(separator: ",")),
                    SQLValue(answers.recordedAt),
                ])
        }
    }
}
