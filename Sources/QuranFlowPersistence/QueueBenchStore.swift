import Database
import Foundation
import Identifiers
import QuranFlowCore

/// The writes and counts of the queue benchmark's world (`quranflow admin seed-queue-bench`): many students and
/// submissions made at once, outside the use cases a person goes through.
///
/// ```swift
/// let counts = try QueueBenchStore(database: db).counts(coach: amina)
/// ```
public struct QueueBenchStore: Sendable {
    public let database: any Database

    public init(database: any Database) {
        self.database = database
    }

    /// One submission of the bench's history.
    public struct Row: Sendable {
        public let student: ID<Student>
        public let coach: ID<Coach>
        public let term: ID<Term>
        public let week: Int
        public let attempt: Int
        public let submittedAt: Date
        public let status: SubmissionStatus
        public let durationSeconds: Int

        public init(
            student: ID<Student>, coach: ID<Coach>, term: ID<Term>, week: Int, attempt: Int, submittedAt: Date, status: SubmissionStatus,
            durationSeconds: Int
        ) {
            (self.student, self.coach, self.term, self.week, self.attempt) = (student, coach, term, week, attempt)
            (self.submittedAt, self.status, self.durationSeconds) = (submittedAt, status, durationSeconds)
        }
    }

    /// How many students and submissions exist, and how many students `coach` has.
    public func counts(coach: ID<Coach>) throws -> (students: Int, submissions: Int, mine: Int) {
        try database.read { db in
            (
                students: try db.queryOne("SELECT COUNT(*) AS n FROM students", [])?.int("n") ?? 0,
                submissions: try db.queryOne("SELECT COUNT(*) AS n FROM submissions", [])?.int("n") ?? 0,
                mine: try db.query("SELECT account_id FROM students WHERE coach_id = $1", [.text(coach.rawValue)]).count
            )
        }
    }

    /// Inserts `rows` in one transaction, each closing its revoke window ten minutes after it was sent; a row past review
    /// is made in review, gets its sent review (accepted, a day after its window closed) and then moves on.
    public func insert(_ rows: [Row]) throws {
        try database.write { db in
            for row in rows {
                let id = RandomIdentifier.make()
                let closes = row.submittedAt.addingTimeInterval(600)
                try db.execute(
                    """
                    INSERT INTO submissions (id, student_id, term_id, week, attempt, submitted_at, revoke_window_closes_at, status, duration_seconds)
                    VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
                    """,
                    [
                        .text(id), .text(row.student.rawValue), .text(row.term.rawValue), SQLValue(row.week), SQLValue(row.attempt),
                        SQLValue(row.submittedAt), SQLValue(closes), .text(SubmissionStatus.inReview.rawValue),
                        SQLValue(row.durationSeconds),
                    ])
                guard row.status != .inReview else { continue }
                try db.execute(
                    "INSERT INTO reviews (submission_id, coach_id, outcome, started_at, sent_at) VALUES ($1, $2, 'accepted', $3, $4)",
                    [.text(id), .text(row.coach.rawValue), SQLValue(closes), SQLValue(closes.addingTimeInterval(86_400))])
                try db.execute("UPDATE submissions SET status = $1 WHERE id = $2", [.text(row.status.rawValue), .text(id)])
            }
        }
    }
}
