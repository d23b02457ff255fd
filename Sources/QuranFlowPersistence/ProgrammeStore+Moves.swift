import Accounts
import Calendar
import Database
import Foundation
import Identifiers
import QuranFlowCore
import QuranFlowRoutes
import Routing

/// Moved meetings (migration 118): one group-session meeting moved to another date and time (``SessionMove``). Loaded
/// with the sessions, so ``LiveSession/occurrences(from:to:)`` — Sessions, session detail, the calendar feed,
/// reminders, the live class — reads the moved time.
///
/// ```swift
/// try store.moveMeeting(of: levelClass.id, SessionMove(originalDate: tue, date: thu, time: LocalTime(hour: 11, minute: 0)), at: now)
/// ```
extension ProgrammeStore {
    /// Moves one meeting of group session `session` (replacing an earlier move of the same meeting). A one-to-one, an
    /// unknown session, or a move of more than ``SessionMove/maxDays`` is refused, naming the field. The session's teacher
    /// gets a "Schedule changes" push (their notification settings) unless they moved it themselves (`mover`).
    public func moveMeeting(of session: ID<LiveSession>, _ move: SessionMove, by mover: String? = nil, at now: Date) throws {
        guard move.isWithinRange else {
            throw AccountError(.invalid, "A meeting moves at most \(SessionMove.maxDays) days.", field: "date")
        }
        try database.write { db in
            guard
                let row = try db.queryOne(
                    "SELECT weekday, student_id, teacher_id, title FROM live_sessions WHERE id = $1", [.text(session.rawValue)]),
                try row.optionalString("student_id") == nil
            else { throw AccountError(.invalid, "There is no such group session.", field: "session") }
            guard try row.int("weekday") == move.originalDate.weekday.rawValue else {
                throw AccountError(.invalid, "The session does not meet on \(move.originalDate).", field: "original_date")
            }
            try Self.bumpRevision(db)
            try db.execute(
                """
                INSERT INTO session_moves (session_id, original_date, new_date, new_time, moved_at) VALUES ($1, $2, $3, $4, $5)
                ON CONFLICT (session_id, original_date) DO UPDATE
                SET new_date = excluded.new_date, new_time = excluded.new_time, moved_at = excluded.moved_at
                """,
                [
                    .text(session.rawValue), .text(move.originalDate.description), .text(move.date.description),
                    .text(move.time.description), SQLValue(now),
                ])
            let teacher = try row.string("teacher_id")
            if teacher != mover {
                _ = try NotificationPreferencesStore.enqueuePush(
                    .scheduleChanges, to: ID(teacher), title: "\(try row.string("title")) moved",
                    body: "The \(move.originalDate) meeting is now on \(move.date) at \(move.time)",
                    link: QuranFlowRoute.coachSchedule.path(), thread: .schedule, now: now, in: db)
            }
        }
    }

    /// The moves of a term's sessions, by session id.
    static func sessionMoves(ofTerm term: ID<Term>, in db: any SQLConnection) throws -> [String: [SessionMove]] {
        var moves: [String: [SessionMove]] = [:]
        for row in try db.query(
            """
            SELECT m.* FROM session_moves m JOIN live_sessions s ON s.id = m.session_id WHERE s.term_id = $1
            ORDER BY m.session_id, m.original_date
            """, [.text(term.rawValue)])
        {
            guard let original = LocalDate(iso: try row.string("original_date")), let date = LocalDate(iso: try row.string("new_date")),
                let time = LocalTime(iso: try row.string("new_time"))
            else { throw DatabaseError(.typeMismatch, "session_moves row is malformed") }
            moves[try row.string("session_id"), default: []].append(SessionMove(originalDate: original, date: date, time: time))
        }
        return moves
    }
}
