import Calendar
import Database
import Foundation
import Identifiers
import QuranFlowCore

/// Who made an admin change, as the history shows it.
public struct SessionChangeActor: Hashable, Sendable {
    /// The admin's account id (nil for the command line or the demo).
    public let id: String?
    /// Their name at the time.
    public let name: String

    public init(id: String?, name: String) {
        self.id = id
        self.name = name
    }
}

/// One recorded change to a live session (who, when, what).
public struct SessionChangeRecord: Hashable, Sendable {
    public let at: Date
    public let actorName: String
    /// "session.created", "session.edited", "meeting.cancelled", "meeting.added", "session.ended".
    public let action: String
    /// The change in words.
    public let detail: String
}

/// The programme admin's live-session use cases (migration 170): create and edit a weekly rule, add one extra meeting,
/// cancel one meeting, end (remove) a rule. Each is one transaction that bumps the programme revision (every screen —
/// the students' Sessions and Today, the coaches' schedules, reminders, the calendar feed — reads the change) and records
/// the change (who, when, what) beside it.
///
/// Removing a rule **ends** it at `now` rather than deleting it: meetings already held stay, with their attendance,
/// recordings and the reports that count them; no meeting starts after the end.
///
/// ```swift
/// try store.createSessionRule(qrc, term: fall.id, by: actor, at: now)
/// try store.cancelMeeting(of: qrc.id, on: date, by: actor, at: now)
/// ```
extension ProgrammeStore {
    /// Adds weekly group session `session` to `term`.
    public func createSessionRule(_ session: LiveSession, term: ID<Term>, by actor: SessionChangeActor, at now: Date) throws {
        try database.write { db in
            try Self.bumpRevision(db)
            try db.execute(
                """
                INSERT INTO live_sessions (id, term_id, kind, title, teacher_id, weekday, start_time, zone, duration_minutes, meeting_link, covered)
                VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
                """,
                [
                    .text(session.id.rawValue), .text(term.rawValue), .text(session.kind.rawValue), .text(session.title),
                    .text(session.teacherID.rawValue), .integer(Int64(session.weekday.rawValue)), .text(session.startTime.description),
                    .text(session.zoneIdentifier), .integer(Int64(session.durationMinutes)), .text(session.meetingLink),
                    .text(session.covered),
                ])
            // An untitled Class takes each week's lesson title: its record names no title.
            let title = session.title.isEmpty ? "" : " “\(session.title)”"
            try Self.recordChange(
                session.id, "session.created", "Created \(session.kind.chipLabel)\(title), \(Self.summary(session))", by: actor, at: now,
                in: db)
        }
    }

    /// Saves `session`'s weekly rule (kind, title, teacher, weekday, time, duration, link, covered). The change applies
    /// to the rule's meetings from now on and to the times shown for it; held meetings keep their attendance (it is keyed
    /// by the meeting's date).
    public func updateSessionRule(_ session: LiveSession, by actor: SessionChangeActor, at now: Date) throws {
        try database.write { db in
            guard
                let old = try db.queryOne("SELECT * FROM live_sessions WHERE id = $1 AND student_id IS NULL", [.text(session.id.rawValue)])
                    .map(Self.liveSession(from:))
            else { throw SessionRuleError(field: "session", "There is no such group session.") }
            guard old.changes.endedAt == nil else { throw SessionRuleError(field: "session", "This session has been removed.") }
            try Self.bumpRevision(db)
            try db.execute(
                """
                UPDATE live_sessions SET kind = $2, title = $3, teacher_id = $4, weekday = $5, start_time = $6, duration_minutes = $7,
                meeting_link = $8, covered = $9 WHERE id = $1
                """,
                [
                    .text(session.id.rawValue), .text(session.kind.rawValue), .text(session.title), .text(session.teacherID.rawValue),
                    .integer(Int64(session.weekday.rawValue)), .text(session.startTime.description),
                    .integer(Int64(session.durationMinutes)), .text(session.meetingLink), .text(session.covered),
                ])
            try Self.recordChange(session.id, "session.edited", Self.difference(old, session), by: actor, at: now, in: db)
        }
    }

    /// Adds one extra meeting of `session` (checked by ``LiveSession/checkedExtraMeeting(date:time:term:now:)``).
    public func addExtraMeeting(_ extra: ExtraMeeting, to session: ID<LiveSession>, by actor: SessionChangeActor, at now: Date) throws {
        try database.write { db in
            try Self.bumpRevision(db)
            try db.execute(
                "INSERT INTO session_extras (session_id, owner_date, start_time, added_at) VALUES ($1, $2, $3, $4)",
                [.text(session.rawValue), .text(extra.date.description), .text(extra.time.description), SQLValue(now)])
            try Self.recordChange(
                session, "meeting.added", "Added an extra meeting on \(extra.date) at \(extra.time.description.prefix(5))", by: actor,
                at: now, in: db)
        }
    }

    /// Cancels the weekly meeting of `session` on the owner's `date` (checked by
    /// ``LiveSession/checkedCancellation(date:term:now:)``).
    public func cancelMeeting(of session: ID<LiveSession>, on date: LocalDate, by actor: SessionChangeActor, at now: Date) throws {
        try database.write { db in
            try Self.bumpRevision(db)
            try db.execute(
                "INSERT INTO session_cancellations (session_id, owner_date, cancelled_at) VALUES ($1, $2, $3)",
                [.text(session.rawValue), .text(date.description), SQLValue(now)])
            try Self.recordChange(session, "meeting.cancelled", "Cancelled the meeting of \(date)", by: actor, at: now, in: db)
        }
    }

    /// Ends (removes) `session` at `now`: held meetings stay; none starts after.
    public func endSessionRule(_ session: ID<LiveSession>, by actor: SessionChangeActor, at now: Date) throws {
        try database.write { db in
            guard
                let row = try db.queryOne(
                    "SELECT ended_at FROM live_sessions WHERE id = $1 AND student_id IS NULL", [.text(session.rawValue)])
            else { throw SessionRuleError(field: "session", "There is no such group session.") }
            guard try row.optionalDate("ended_at") == nil else {
                throw SessionRuleError(field: "session", "This session has already been removed.")
            }
            try Self.bumpRevision(db)
            try db.execute("UPDATE live_sessions SET ended_at = $2 WHERE id = $1", [.text(session.rawValue), SQLValue(now)])
            try Self.recordChange(
                session, "session.ended", "Removed: no meeting from now on; meetings already held stay in the record", by: actor, at: now,
                in: db)
        }
    }

    /// A group session with its term, moves and changes applied; nil for an unknown id or a one-to-one.
    public func groupSession(id: ID<LiveSession>) throws -> (session: LiveSession, term: ID<Term>)? {
        try database.read { db in
            guard
                let row = try db.queryOne("SELECT * FROM live_sessions WHERE id = $1 AND student_id IS NULL", [.text(id.rawValue)])
            else { return nil }
            let term = ID<Term>(try row.string("term_id"))
            let moves = try Self.sessionMoves(ofTerm: term, in: db)
            let changes = try Self.sessionChanges(ofTerm: term, in: db)
            return (try Self.liveSession(from: row).moving(moves[id.rawValue] ?? []).applying(changes[id.rawValue]), term)
        }
    }

    /// The recorded changes of `session`, newest first.
    public func changeHistory(of session: ID<LiveSession>) throws -> [SessionChangeRecord] {
        try database.read { db in
            try db.query(
                "SELECT * FROM session_changes WHERE session_id = $1 ORDER BY at DESC, id DESC LIMIT 100", [.text(session.rawValue)]
            ).map {
                SessionChangeRecord(
                    at: try $0.date("at"), actorName: try $0.string("actor_name"), action: try $0.string("action"),
                    detail: try $0.string("detail"))
            }
        }
    }

    /// The cancelled and extra meetings of a term's sessions, by session id.
    static func sessionChanges(ofTerm term: ID<Term>, in db: any SQLConnection) throws -> [String: SessionChanges] {
        var changes: [String: SessionChanges] = [:]
        for row in try db.query(
            """
            SELECT c.session_id, c.owner_date FROM session_cancellations c JOIN live_sessions s ON s.id = c.session_id
            WHERE s.term_id = $1
            """, [.text(term.rawValue)])
        {
            guard let date = LocalDate(iso: try row.string("owner_date")) else { continue }
            changes[try row.string("session_id"), default: SessionChanges()].cancelledDates.insert(date)
        }
        for row in try db.query(
            """
            SELECT x.session_id, x.owner_date, x.start_time FROM session_extras x JOIN live_sessions s ON s.id = x.session_id
            WHERE s.term_id = $1 ORDER BY x.owner_date
            """, [.text(term.rawValue)])
        {
            guard let date = LocalDate(iso: try row.string("owner_date")), let time = LocalTime(iso: try row.string("start_time")) else {
                continue
            }
            changes[try row.string("session_id"), default: SessionChanges()].extraMeetings.append(ExtraMeeting(date: date, time: time))
        }
        return changes
    }

    /// Records a session change in the session's own history and in the admin audit log, in the change's transaction.
    static func recordChange(
        _ session: ID<LiveSession>, _ action: String, _ detail: String, by actor: SessionChangeActor, at now: Date, in db: any SQLConnection
    ) throws {
        try db.execute(
            """
            INSERT INTO session_changes (id, session_id, at, actor_id, actor_name, action, detail) VALUES ($1, $2, $3, $4, $5, $6, $7)
            """,
            [
                .text(RandomIdentifier.make()), .text(session.rawValue), SQLValue(now), actor.id.map { .text($0) } ?? .null,
                .text(actor.name), .text(action), .text(String(detail.prefix(2_000))),
            ])
        try AdminAuditLog.record(
            AuditEntry(
                at: now, actor: AuditActor(id: actor.id.map { ID($0) }, name: actor.name), subject: .session(session),
                action: "session.\(action)", detail: detail), in: db)
    }

    /// "Tuesday 14:00 America/Toronto, 60 min, teacher radwa".
    static func summary(_ session: LiveSession) -> String {
        "\(session.weekday.name) \(session.startTime.description.prefix(5)) \(session.zoneIdentifier), \(session.durationMinutes) min, "
            + "teacher \(session.teacherID.rawValue), link \(session.meetingLink)"
    }

    /// What changed between two versions of a rule, in words.
    static func difference(_ old: LiveSession, _ new: LiveSession) -> String {
        var parts: [String] = []
        if old.kind != new.kind { parts.append("kind \(old.kind.chipLabel) → \(new.kind.chipLabel)") }
        if old.title != new.title { parts.append("title “\(old.title)” → “\(new.title)”") }
        if old.teacherID != new.teacherID { parts.append("teacher \(old.teacherID.rawValue) → \(new.teacherID.rawValue)") }
        if old.weekday != new.weekday { parts.append("weekday \(old.weekday.name) → \(new.weekday.name)") }
        if old.startTime != new.startTime {
            parts.append("time \(old.startTime.description.prefix(5)) → \(new.startTime.description.prefix(5))")
        }
        if old.durationMinutes != new.durationMinutes { parts.append("duration \(old.durationMinutes) → \(new.durationMinutes) min") }
        if old.meetingLink != new.meetingLink { parts.append("link \(old.meetingLink) → \(new.meetingLink)") }
        if old.covered != new.covered { parts.append("what's covered “\(new.covered)”") }
        return parts.isEmpty ? "Saved with no change" : "Changed " + parts.joined(separator: "; ")
    }
}

extension LiveSession {
    /// This session with an admin's cancelled and extra meetings applied (its end, read from its row, is kept).
    func applying(_ stored: SessionChanges?) -> LiveSession {
        guard let stored else { return self }
        var session = self
        session.changes.cancelledDates = stored.cancelledDates
        session.changes.extraMeetings = stored.extraMeetings
        return session
    }
}
