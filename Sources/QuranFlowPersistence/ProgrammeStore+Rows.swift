import Calendar
import Database
import Foundation
import Identifiers
import QuranFlowCore

/// Turning rows into domain values.
extension ProgrammeStore {
    static func term(from row: Row) throws -> Term {
        guard let monday = LocalDate(iso: try row.string("first_monday")) else {
            throw DatabaseError(.typeMismatch, "terms.first_monday is not a date")
        }
        return try Term(
            id: ID(try row.string("id")), name: try row.string("name"), firstMonday: monday, weekCount: try row.int("week_count"),
            level: Level(number: try row.int("level_number"), name: try row.string("level_name")))
    }

    static func coach(from row: Row) throws -> Coach {
        let link = try row.string("meeting_link")
        return Coach(
            id: ID(try row.string("account_id")), name: try row.string("name"), displayName: try row.string("display_name"),
            zoneIdentifier: try row.string("zone"), meetingLink: link.isEmpty ? nil : link,
            honorific: CoachHonorific(rawValue: try row.string("honorific")), ijazah: try row.string("ijazah"),
            levels: CoachLevels(stored: try row.string("certified_levels")))
    }

    static func liveSession(from row: Row) throws -> LiveSession {
        guard let kind = SessionKind(rawValue: try row.string("kind")), let weekday = Weekday(rawValue: try row.int("weekday")),
            let start = LocalTime(iso: try row.string("start_time"))
        else { throw DatabaseError(.typeMismatch, "live_sessions row \(try row.string("id")) is malformed") }
        var session = LiveSession(
            id: ID(try row.string("id")), kind: kind, title: try row.string("title"), teacherID: ID(try row.string("teacher_id")),
            weekday: weekday, startTime: start, zoneIdentifier: try row.string("zone"),
            durationMinutes: try row.int("duration_minutes"), meetingLink: try row.string("meeting_link"),
            covered: try row.string("covered"))
        session.changes.endedAt = try row.optionalDate("ended_at")
        return session
    }

    public static func submission(from row: Row) throws -> Submission {
        guard let status = SubmissionStatus(rawValue: try row.string("status")) else {
            throw DatabaseError(.typeMismatch, "submissions.status is not a known status")
        }
        return Submission(
            id: ID(try row.string("id")), studentID: ID(try row.string("student_id")), termID: ID(try row.string("term_id")),
            week: try row.int("week"), attempt: try row.int("attempt"), submittedAt: try row.date("submitted_at"),
            revokeWindowClosesAt: try row.date("revoke_window_closes_at"), status: status,
            durationSeconds: try row.int("duration_seconds"),
            outcome: row.has("outcome") ? try row.optionalString("outcome").flatMap(ReviewOutcome.init(rawValue:)) : nil)
    }

    /// Submissions with the outcome of their sent review (``submissionsWithOutcome``'s rows read by ``submission(from:)``).
    static let submissionsWithOutcome = """
        SELECT s.*, r.outcome FROM submissions s LEFT JOIN reviews r ON r.submission_id = s.id AND r.sent_at IS NOT NULL
        """
}
