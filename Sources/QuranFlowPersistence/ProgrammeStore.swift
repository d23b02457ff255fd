import Accounts
import Calendar
import Database
import Foundation
import Identifiers
import QuranFlowCore
import QuranText

/// Reads QuranFlow's programme data (levels, terms, cohorts, people, lessons, sessions, submissions) as domain values.
/// Writes live in `ProgrammeStore+Writes.swift`. Every call is one read or one write transaction.
///
///     let store = ProgrammeStore(database: env.database)
///     let sarah = try store.student(id: ID("…"))
public struct ProgrammeStore: Sendable {
    public let database: any Database

    public init(database: any Database) { self.database = database }

    // MARK: Programme, levels, terms

    /// The programme's settings (name, zone, revoke window), or the defaults when none are stored.
    public func programme() throws -> (programme: Programme, revokeWindowMinutes: Int) {
        try database.read { db in
            guard let row = try db.queryOne("SELECT * FROM programme_settings WHERE id = 'programme'", []) else {
                return (Programme(name: "QuranFlow", zoneIdentifier: "America/Toronto"), 10)
            }
            return (Programme(name: try row.string("name"), zoneIdentifier: try row.string("zone")), try row.int("revoke_window_minutes"))
        }
    }

    /// The revoke window of `term`: its own (set on the admin's term form) or else the programme's.
    public func revokeWindowMinutes(ofTerm term: ID<Term>) throws -> Int {
        let programme = try programme().revokeWindowMinutes
        return try database.read { db in
            try db.queryOne("SELECT revoke_window_minutes FROM terms WHERE id = $1", [.text(term.rawValue)])?.optionalInt(
                "revoke_window_minutes")
        } ?? programme
    }

    public func levels() throws -> [Level] {
        try database.read { db in
            try db.query("SELECT number, name FROM levels ORDER BY number", []).map {
                try Level(number: try $0.int("number"), name: try $0.string("name"))
            }
        }
    }

    public func terms() throws -> [Term] {
        try database.read { db in try Self.terms(in: db) }
    }

    static func terms(in db: any SQLConnection) throws -> [Term] {
        try db.query(
            """
            SELECT t.*, l.name AS level_name FROM terms t JOIN levels l ON l.number = t.level_number ORDER BY t.first_monday, t.level_number
            """, []
        ).map(Self.term(from:))
    }

    public func term(id: ID<Term>) throws -> Term? {
        try database.read { db in
            try db.queryOne(
                "SELECT t.*, l.name AS level_name FROM terms t JOIN levels l ON l.number = t.level_number WHERE t.id = $1",
                [.text(id.rawValue)]
            ).map(Self.term(from:))
        }
    }

    /// The closing "By <end>, you'll …" outcome sentence of a term.
    public func outcome(ofTerm id: ID<Term>) throws -> String {
        try database.read { db in try db.queryOne("SELECT outcome FROM terms WHERE id = $1", [.text(id.rawValue)])?.string("outcome") ?? ""
        }
    }

    public func cohorts() throws -> [Cohort] {
        try database.read { db in
            try db.query(
                """
                SELECT c.id, c.name, c.term_id, t.level_number, l.name AS level_name
                FROM cohorts c JOIN terms t ON t.id = c.term_id JOIN levels l ON l.number = t.level_number ORDER BY t.first_monday, c.name
                """, []
            ).map { row in
                Cohort(
                    id: ID(try row.string("id")), name: try row.string("name"), termID: ID(try row.string("term_id")),
                    level: try Level(number: try row.int("level_number"), name: try row.string("level_name")))
            }
        }
    }

    // MARK: People

    public func coach(id: ID<Coach>) throws -> Coach? {
        try database.read { db in
            try db.queryOne(
                """
                SELECT c.*, a.name, a.zone FROM coaches c JOIN accounts a ON a.id = c.account_id WHERE c.account_id = $1
                """, [.text(id.rawValue)]
            ).map(Self.coach(from:))
        }
    }

    public func coaches() throws -> [Coach] {
        try database.read { db in
            try db.query(
                "SELECT c.*, a.name, a.zone FROM coaches c JOIN accounts a ON a.id = c.account_id ORDER BY a.name",
                []
            ).map(Self.coach(from:))
        }
    }

    /// The coach's credential line ("Certified · Level I–II").
    public func credential(ofCoach id: ID<Coach>) throws -> String {
        try database.read { db in
            try db.queryOne("SELECT credential FROM coaches WHERE account_id = $1", [.text(id.rawValue)])?.string("credential") ?? ""
        }
    }

    /// The students enrolled in any cohort of `term`.
    public func students(inTerm term: ID<Term>) throws -> [ID<Student>] {
        try database.read { db in
            try db.query(
                "SELECT DISTINCT e.student_id FROM enrolments e JOIN cohorts c ON c.id = e.cohort_id WHERE c.term_id = $1 ORDER BY e.student_id",
                [.text(term.rawValue)]
            ).map { ID(try $0.string("student_id")) }
        }
    }

    /// A student's profile and enrolment as of `now`: their current term (TermSelection) and its cohort.
    /// Nil when the account has no student profile, no coach or no enrolment yet.
    public func student(id: ID<Student>, at now: Date) throws -> (student: Student, term: Term, cityName: String)? {
        try database.read { db in try Self.student(id: id, at: now, in: db) }
    }

    /// `student(id:at:)` on a connection the caller already holds (several reads, one checkout).
    static func student(id: ID<Student>, at now: Date, in db: any SQLConnection) throws -> (student: Student, term: Term, cityName: String)?
    {
        guard
            let row = try db.queryOne(
                """
                SELECT s.account_id, s.short_name, s.level_number, s.coach_id, l.name AS level_name, a.name, a.student_year, a.zone, a.city_name
                FROM students s JOIN accounts a ON a.id = s.account_id JOIN levels l ON l.number = s.level_number
                WHERE s.account_id = $1
                """, [.text(id.rawValue)]), let coachID = try row.optionalString("coach_id")
        else { return nil }
        let zone = try row.string("zone")
        let enrolments = try db.query(
            """
            SELECT c.id AS cohort_id, t.*, l.name AS level_name FROM enrolments e JOIN cohorts c ON c.id = e.cohort_id
            JOIN terms t ON t.id = c.term_id JOIN levels l ON l.number = t.level_number WHERE e.student_id = $1
            """, [.text(id.rawValue)])
        var cohortByTerm: [ID<Term>: ID<Cohort>] = [:]
        var terms: [Term] = []
        for enrolment in enrolments {
            let term = try Self.term(from: enrolment)
            terms.append(term)
            cohortByTerm[term.id] = ID(try enrolment.string("cohort_id"))
        }
        guard let term = TermSelection.current(among: terms, zoneIdentifier: zone, at: now), let cohort = cohortByTerm[term.id],
            let year = StudentYear(rawValue: try row.optionalInt("student_year") ?? 0)
        else { return nil }
        let student = Student(
            id: id, displayName: try row.string("name"), shortName: try row.string("short_name"), year: year,
            level: try Level(number: try row.int("level_number"), name: try row.string("level_name")),
            coachID: ID(coachID), zoneIdentifier: zone, cohortID: cohort,
            keptDeadlines: try PersonalDetailsStore.keptDeadlines(of: id, in: db))
        return (student, term, try row.string("city_name"))
    }

    /// The students a coach is responsible for, as of `now`.
    public func students(ofCoach coach: ID<Coach>, at now: Date) throws -> [Student] {
        let ids = try database.read { db in
            try db.query("SELECT account_id FROM students WHERE coach_id = $1", [.text(coach.rawValue)]).map { try $0.string("account_id") }
        }
        return try ids.compactMap { try student(id: ID($0), at: now)?.student }.sorted { $0.displayName < $1.displayName }
    }

    // MARK: Lessons and sessions

    public func lessons(ofTerm term: ID<Term>) throws -> [Lesson] {
        try database.read { db in try Self.lessons(ofTerm: term, in: db) }
    }

    static func lessons(ofTerm term: ID<Term>, in db: any SQLConnection) throws -> [Lesson] {
        try db.query("SELECT * FROM lessons WHERE term_id = $1 ORDER BY week", [.text(term.rawValue)]).map { row in
            Lesson(
                week: try row.int("week"), title: try row.string("title"), partNumber: try row.int("part_number"),
                videoCount: try row.int("video_count"), recordingCount: try row.int("recording_count"), minutes: try row.int("minutes"),
                assignment: try PassageReference.parse(try row.string("assignment")),
                focalAyah: try PassageReference.parse(try row.string("focal_ayah")), summary: try row.optionalString("summary"),
                levelClassTitle: try row.optionalString("level_class_title"),
                levelClassCovered: try row.optionalString("level_class_covered"))
        }
    }

    public func lessonParts(ofTerm term: ID<Term>) throws -> [(number: Int, title: String)] {
        try database.read { db in
            try db.query("SELECT number, title FROM lesson_parts WHERE term_id = $1 ORDER BY number", [.text(term.rawValue)]).map {
                (try $0.int("number"), try $0.string("title"))
            }
        }
    }

    /// The term's group sessions, plus the one-to-ones of `student` if given.
    public func liveSessions(ofTerm term: ID<Term>, student: ID<Student>? = nil) throws -> [LiveSession] {
        try database.read { db in
            let moves = try Self.sessionMoves(ofTerm: term, in: db)
            let changes = try Self.sessionChanges(ofTerm: term, in: db)
            return try db.query(
                """
                SELECT * FROM live_sessions WHERE term_id = $1 AND (student_id IS NULL OR student_id = $2) ORDER BY weekday, start_time
                """, [.text(term.rawValue), student.map { .text($0.rawValue) } ?? .null]
            ).map { try Self.liveSession(from: $0).moving(moves[try $0.string("id")] ?? []).applying(changes[try $0.string("id")]) }
        }
    }

    /// Every session of a term with the student a one-to-one belongs to (nil for group sessions).
    public func allLiveSessions(ofTerm term: ID<Term>) throws -> [(LiveSession, ID<Student>?)] {
        try database.read { db in try Self.allLiveSessions(ofTerm: term, in: db) }
    }

    static func allLiveSessions(ofTerm term: ID<Term>, in db: any SQLConnection) throws -> [(LiveSession, ID<Student>?)] {
        let moves = try sessionMoves(ofTerm: term, in: db)
        let changes = try sessionChanges(ofTerm: term, in: db)
        return try db.query("SELECT * FROM live_sessions WHERE term_id = $1 ORDER BY weekday, start_time", [.text(term.rawValue)]).map {
            (
                try Self.liveSession(from: $0).moving(moves[try $0.string("id")] ?? []).applying(changes[try $0.string("id")]),
                try $0.optionalString("student_id").map { ID($0) }
            )
        }
    }

    /// Coaches by id, in one query.
    public func coaches(ids: Set<ID<Coach>>) throws -> [ID<Coach>: Coach] {
        try database.read { db in try Self.coaches(ids: ids, in: db) }
    }

    static func coaches(ids: Set<ID<Coach>>, in db: any SQLConnection) throws -> [ID<Coach>: Coach] {
        guard !ids.isEmpty else { return [:] }
        let list = ids.map(\.rawValue).sorted()
        let placeholders = (1...list.count).map { "$\($0)" }.joined(separator: ", ")
        // Placeholders only: the ids travel as parameters.
        let rows = try db.query(
            """
            SELECT c.*, a.name, a.zone FROM coaches c JOIN accounts a ON a.id = c.account_id
            WHERE c.account_id IN (\(placeholders))
            """, list.map { .text($0) })
        return Dictionary(
            uniqueKeysWithValues: try rows.map {
                let coach = try Self.coach(from: $0); return (coach.id, coach)
            })
    }

    // MARK: Submissions

    public func submissions(ofStudent student: ID<Student>, term: ID<Term>) throws -> [Submission] {
        try database.read { db in try Self.submissions(ofStudent: student, term: term, in: db) }
    }

    static func submissions(ofStudent student: ID<Student>, term: ID<Term>, in db: any SQLConnection) throws -> [Submission] {
        try db.query(
            submissionsWithOutcome + " WHERE s.student_id = $1 AND s.term_id = $2 ORDER BY s.week, s.attempt",
            [.text(student.rawValue), .text(term.rawValue)]
        ).map(Self.submission(from:))
    }

    /// Every submission of these students in their terms (for a coach's queue and student list).
    public func submissions(ofStudents students: [Student], terms: Set<ID<Term>>) throws -> [Submission] {
        guard !students.isEmpty, !terms.isEmpty else { return [] }
        let studentList = students.map(\.id.rawValue)
        let termList = terms.map(\.rawValue)
        return try database.read { db in
            let studentParams = (0..<studentList.count).map { "$\($0 + 1)" }.joined(separator: ", ")
            let termParams = (0..<termList.count).map { "$\($0 + 1 + studentList.count)" }.joined(separator: ", ")
            // Placeholders only: the values travel as parameters.
            return try db.query(
                Self.submissionsWithOutcome + " WHERE s.student_id IN (\(studentParams)) AND s.term_id IN (\(termParams))",
                (studentList + termList).map { .text($0) }
            ).map(Self.submission(from:))
        }
    }
}
