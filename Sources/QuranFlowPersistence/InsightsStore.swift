import Calendar
import Database
import Foundation
import Identifiers
import QuranFlowCore

/// The data behind the programme admin's insight reports (SLA, attendance, coach hours), read as domain values; the
/// reports themselves are computed in QuranFlowCore (``SLAReport``, ``AttendanceReport``, ``CoachHoursReport``).
///
/// ```swift
/// let items = try InsightsStore(database: db).slaItems(queuedIn: range, term: fallLevel2.id)
/// ```
public struct InsightsStore: Sendable {
    public let database: any Database

    public init(database: any Database) {
        self.database = database
    }

    /// The largest number of submissions a report reads.
    static let rowLimit = 20_000

    /// Every standing submission whose revoke window closed in `period`, with the coach who reviewed it (or whose queue
    /// it waits in) and when its review was sent.
    /// With `term`, only that term's submissions (a term is one level's: Level I's report never counts Level II's).
    public func slaItems(queuedIn period: DateInterval, term: ID<Term>? = nil) throws -> [SLAReport.Item] {
        try database.read { db in
            try db.query(
                """
                SELECT s.id, s.week, s.attempt, s.revoke_window_closes_at, r.sent_at, sa.name AS student_name,
                       COALESCE(r.coach_id, st.coach_id) AS coach, ca.name AS coach_name
                FROM submissions s JOIN students st ON st.account_id = s.student_id JOIN accounts sa ON sa.id = s.student_id
                LEFT JOIN reviews r ON r.submission_id = s.id
                LEFT JOIN accounts ca ON ca.id = COALESCE(r.coach_id, st.coach_id)
                WHERE s.revoke_window_closes_at >= $1 AND s.revoke_window_closes_at < $2 AND ($4 = '' OR s.term_id = $4)
                ORDER BY s.revoke_window_closes_at LIMIT $3
                """, [SQLValue(period.start), SQLValue(period.end), .integer(Int64(Self.rowLimit)), .text(term?.rawValue ?? "")]
            ).compactMap { row -> SLAReport.Item? in
                guard let coach = try row.optionalString("coach") else { return nil }
                return SLAReport.Item(
                    submissionID: ID(try row.string("id")), studentName: try row.string("student_name"), coachID: ID(coach),
                    coachName: try row.optionalString("coach_name") ?? coach, week: try row.int("week"), attempt: try row.int("attempt"),
                    queuedAt: try row.date("revoke_window_closes_at"), reviewedAt: try row.optionalDate("sent_at"))
            }
        }
    }

    /// A term's students (by account name) and their presence at its group meetings.
    public func attendanceInputs(term: ID<Term>) throws -> (
        students: [AttendanceReport.Person], presence: [ID<Student>: [PresenceSpan]]
    ) {
        try database.read { db in
            let students = try db.query(
                """
                SELECT DISTINCT a.id, a.name FROM enrolments e JOIN cohorts c ON c.id = e.cohort_id JOIN accounts a ON a.id = e.student_id
                WHERE c.term_id = $1 ORDER BY a.name
                """, [.text(term.rawValue)]
            ).map { AttendanceReport.Person(id: ID(try $0.string("id")), name: try $0.string("name")) }
            var presence: [ID<Student>: [PresenceSpan]] = [:]
            for row in try db.query(
                """
                SELECT la.account_id, la.session_id, la.owner_date, la.first_seen_at, la.last_seen_at FROM live_attendance la
                JOIN live_sessions s ON s.id = la.session_id WHERE s.term_id = $1 AND s.student_id IS NULL
                """, [.text(term.rawValue)])
            {
                guard let date = LocalDate(iso: try row.string("owner_date")) else { continue }
                presence[ID(try row.string("account_id")), default: []].append(
                    PresenceSpan(
                        room: .group, meetingID: try row.string("session_id"), ownerDate: date, firstSeen: try row.date("first_seen_at"),
                        lastSeen: try row.date("last_seen_at")))
            }
            return (students, presence)
        }
    }
}
