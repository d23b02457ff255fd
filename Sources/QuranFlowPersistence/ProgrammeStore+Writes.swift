import Accounts
import Calendar
import Database
import Foundation
import Identifiers
import QuranFlowCore

/// What an admin (or the demo world) changes. Each call is one write transaction; bad references name the field.
extension ProgrammeStore {
    public func setProgramme(_ programme: Programme, revokeWindowMinutes: Int) throws {
        guard (5...10).contains(revokeWindowMinutes) else {
            throw AccountError(.invalid, "The revoke window is 5 to 10 minutes.", field: "revokeWindow")
        }
        try database.write { db in
            try Self.bumpRevision(db)
            try db.execute("DELETE FROM programme_settings", [])
            try db.execute(
                "INSERT INTO programme_settings (id, name, zone, revoke_window_minutes) VALUES ('programme', $1, $2, $3)",
                [.text(programme.name), .text(programme.zoneIdentifier), .integer(Int64(revokeWindowMinutes))])
        }
    }

    public func addLevel(_ level: Level) throws {
        try database.write { db in
            try Self.bumpRevision(db)
            try db.execute("INSERT INTO levels (number, name) VALUES ($1, $2)", [.integer(Int64(level.number)), .text(level.name)])
        }
    }

    public func addTerm(_ term: Term, outcome: String) throws {
        try database.write { db in
            try Self.bumpRevision(db)
            try db.execute(
                "INSERT INTO terms (id, name, first_monday, week_count, level_number, outcome) VALUES ($1, $2, $3, $4, $5, $6)",
                [
                    .text(term.id.rawValue), .text(term.name), .text(term.firstMonday.description),
                    .integer(Int64(term.weekCount)), .integer(Int64(term.level.number)), .text(outcome),
                ])
        }
    }

    public func addCohort(id: ID<Cohort>, name: String, term: ID<Term>) throws {
        try database.write { db in
            try Self.bumpRevision(db)
            try db.execute(
                "INSERT INTO cohorts (id, name, term_id) VALUES ($1, $2, $3)", [.text(id.rawValue), .text(name), .text(term.rawValue)])
        }
    }

    public func addLessonPart(term: ID<Term>, number: Int, title: String) throws {
        try database.write { db in
            try Self.bumpRevision(db)
            try db.execute(
                "INSERT INTO lesson_parts (term_id, number, title) VALUES ($1, $2, $3)",
                [.text(term.rawValue), .integer(Int64(number)), .text(title)])
        }
    }

    public func addLesson(_ lesson: Lesson, term: ID<Term>) throws {
        try database.write { db in
            try Self.bumpRevision(db)
            try db.execute(
                """
                INSERT INTO lessons (term_id, week, title, part_number, video_count, recording_count, minutes, assignment, focal_ayah,
                                     summary, level_class_title, level_class_covered)
                VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
                """,
                [
                    .text(term.rawValue), .integer(Int64(lesson.week)), .text(lesson.title), .integer(Int64(lesson.partNumber)),
                    .integer(Int64(lesson.videoCount)), .integer(Int64(lesson.recordingCount)), .integer(Int64(lesson.minutes)),
                    .text(lesson.assignment.description), .text(lesson.focalAyah.description), SQLValue(lesson.summary),
                    SQLValue(lesson.levelClassTitle), SQLValue(lesson.levelClassCovered),
                ])
        }
    }

    public func addLiveSession(_ session: LiveSession, term: ID<Term>, student: ID<Student>? = nil) throws {
        try database.write { db in
            try Self.bumpRevision(db)
            try db.execute(
                """
                INSERT INTO live_sessions (id, term_id, kind, title, teacher_id, weekday, start_time, zone, duration_minutes, meeting_link, covered, student_id)
                VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
                """,
                [
                    .text(session.id.rawValue), .text(term.rawValue), .text(session.kind.rawValue), .text(session.title),
                    .text(session.teacherID.rawValue), .integer(Int64(session.weekday.rawValue)), .text(session.startTime.description),
                    .text(session.zoneIdentifier), .integer(Int64(session.durationMinutes)), .text(session.meetingLink),
                    .text(session.covered), student.map { .text($0.rawValue) } ?? .null,
                ])
        }
    }

    /// Makes an account a coach.
    public func makeCoach(_ account: ID<Account>, displayName: String, credential: String) throws {
        try database.write { db in
            try Self.bumpRevision(db)
            try db.execute(
                "INSERT INTO coaches (account_id, display_name, credential) VALUES ($1, $2, $3)",
                [.text(account.rawValue), .text(displayName), .text(credential)])
        }
    }

    /// Sets the coach's own meeting link (Zoom), which their booked one-to-ones' Join opens.
    public func setMeetingLink(_ link: String, coach: ID<Coach>) throws {
        try database.write { db in
            try Self.bumpRevision(db)
            try db.execute("UPDATE coaches SET meeting_link = $1 WHERE account_id = $2", [.text(link), .text(coach.rawValue)])
        }
    }

    /// Gives a student account its programme profile (level, coach).
    public func makeStudent(_ account: ID<Account>, shortName: String, level: Int, coach: ID<Coach>?) throws {
        try database.write { db in
            try Self.bumpRevision(db)
            try Self.requireLevel(level, in: db)
            if let coach { try Self.requireCoach(coach, in: db) }
            try db.execute(
                "INSERT INTO students (account_id, short_name, level_number, coach_id) VALUES ($1, $2, $3, $4)",
                [.text(account.rawValue), .text(shortName), .integer(Int64(level)), coach.map { .text($0.rawValue) } ?? .null])
        }
    }

    public func enrol(_ student: ID<Student>, in cohort: ID<Cohort>) throws {
        try database.write { db in
            try Self.bumpRevision(db)
            guard try db.queryOne("SELECT 1 AS x FROM cohorts WHERE id = $1", [.text(cohort.rawValue)]) != nil else {
                throw AccountError(.invalid, "There is no such cohort.", field: "cohort")
            }
            try db.execute(
                "INSERT INTO enrolments (student_id, cohort_id) VALUES ($1, $2)", [.text(student.rawValue), .text(cohort.rawValue)])
        }
    }

    /// Admin: set a student's coach, level, year, cohort (replacing the enrolment in the same term) — any subset.
    public func updateStudent(_ id: ID<Student>, coach: ID<Coach>? = nil, level: Int? = nil, year: Int? = nil, cohort: ID<Cohort>? = nil)
        throws
    {
        try database.write { db in
            try Self.bumpRevision(db)
            guard try db.queryOne("SELECT 1 AS x FROM students WHERE account_id = $1", [.text(id.rawValue)]) != nil else {
                throw AccountError(.notFound, "That account is not a student.")
            }
            if let coach {
                try Self.requireCoach(coach, in: db)
                try db.execute("UPDATE students SET coach_id = $1 WHERE account_id = $2", [.text(coach.rawValue), .text(id.rawValue)])
            }
            if let level {
                try Self.requireLevel(level, in: db)
                try db.execute("UPDATE students SET level_number = $1 WHERE account_id = $2", [.integer(Int64(level)), .text(id.rawValue)])
            }
            if let year {
                guard [1, 2].contains(year) else { throw AccountError(.invalid, "A student is in Year 1 or Year 2.", field: "year") }
                try db.execute("UPDATE accounts SET student_year = $1 WHERE id = $2", [.integer(Int64(year)), .text(id.rawValue)])
            }
            if let cohort {
                guard
                    let row = try db.queryOne(
                        """
                        SELECT t.first_monday, t.week_count FROM cohorts c JOIN terms t ON t.id = c.term_id WHERE c.id = $1
                        """, [.text(cohort.rawValue)]), let newTerm = try Self.dateRange(row)
                else {
                    throw AccountError(.invalid, "There is no such cohort.", field: "cohort")
                }
                // One cohort at a time: replace any enrolment whose term overlaps the new one (terms are per level).
                let current = try db.query(
                    """
                    SELECT e.cohort_id, t.first_monday, t.week_count FROM enrolments e JOIN cohorts c ON c.id = e.cohort_id
                    JOIN terms t ON t.id = c.term_id WHERE e.student_id = $1
                    """, [.text(id.rawValue)])
                for enrolment in current {
                    guard let range = try Self.dateRange(enrolment), range.overlaps(newTerm) else { continue }
                    try db.execute(
                        "DELETE FROM enrolments WHERE student_id = $1 AND cohort_id = $2",
                        [.text(id.rawValue), .text(try enrolment.string("cohort_id"))])
                }
                try db.execute(
                    "INSERT INTO enrolments (student_id, cohort_id) VALUES ($1, $2)", [.text(id.rawValue), .text(cohort.rawValue)])
            }
        }
    }

    /// A term's local dates, from its first Monday to its last Sunday.
    private static func dateRange(_ row: Row) throws -> ClosedRange<LocalDate>? {
        guard let monday = LocalDate(iso: try row.string("first_monday")) else { return nil }
        return monday...monday.adding(days: try row.int("week_count") * 7 - 1)
    }

    public func insert(_ submission: Submission) throws {
        try database.write { db in
            try db.execute(
                """
                INSERT INTO submissions (id, student_id, term_id, week, attempt, submitted_at, revoke_window_closes_at, status, duration_seconds)
                VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
                """,
                [
                    .text(submission.id.rawValue), .text(submission.studentID.rawValue), .text(submission.termID.rawValue),
                    .integer(Int64(submission.week)), .integer(Int64(submission.attempt)), SQLValue(submission.submittedAt),
                    SQLValue(submission.revokeWindowClosesAt), .text(submission.status.rawValue),
                    .integer(Int64(submission.durationSeconds)),
                ])
        }
    }

    /// Every change to programme data moves the revision on, so every process's cache reloads.
    static func bumpRevision(_ db: any SQLConnection) throws {
        try db.execute("UPDATE programme_revision SET revision = revision + 1 WHERE id = 'programme'", [])
    }

    private static func requireCoach(_ coach: ID<Coach>, in db: any SQLConnection) throws {
        guard try db.queryOne("SELECT 1 AS x FROM coaches WHERE account_id = $1", [.text(coach.rawValue)]) != nil else {
            throw AccountError(.invalid, "That account is not a coach.", field: "coach")
        }
    }

    private static func requireLevel(_ level: Int, in db: any SQLConnection) throws {
        guard try db.queryOne("SELECT 1 AS x FROM levels WHERE number = $1", [.integer(Int64(level))]) != nil else {
            throw AccountError(.invalid, "There is no Level \(level).", field: "level")
        }
    }
}
