import Database
import Identifiers
import QuranFlowCore

/// What is stored about one student, counted from the tables that hold it (the Privacy page). Every count is one
/// query over the student's own rows.
///
/// ```swift
/// try PrivacyStore(database: db).inventory(of: sarah.id)   // [("Recitations submitted", 7), …]
/// ```
public struct PrivacyStore: Sendable {
    public let database: any Database

    public init(database: any Database) {
        self.database = database
    }

    /// One kind of thing stored, and how many.
    public struct Item: Hashable, Sendable {
        /// "Recitations submitted".
        public let label: String
        /// How many are stored.
        public let count: Int
    }

    /// The counts, in the order the page lists them.
    public func inventory(of student: ID<Student>) throws -> [Item] {
        let queries: [(String, String)] = [
            ("Recitations submitted (with their audio)", "SELECT COUNT(*) AS n FROM submissions WHERE student_id = $1"),
            (
                "Practice recordings",
                "SELECT COUNT(*) AS n FROM practice_takes p JOIN submissions s ON s.id = p.submission_id WHERE s.student_id = $1"
            ),
            (
                "Messages in your threads with coaches",
                "SELECT COUNT(*) AS n FROM messages m JOIN message_threads t ON t.id = m.thread_id WHERE t.student_id = $1"
            ),
            (
                "Coach notes on your recitations",
                """
                SELECT COUNT(*) AS n FROM review_notes r JOIN submissions s ON s.id = r.submission_id
                WHERE s.student_id = $1 AND r.audience = 'student'
                """
            ),
            (
                "Private working notes your coach keeps while reviewing",
                """
                SELECT COUNT(*) AS n FROM review_notes r JOIN submissions s ON s.id = r.submission_id
                WHERE s.student_id = $1 AND r.audience = 'privateToCoach'
                """
            ),
            ("Notes about you shared between coaches", "SELECT COUNT(*) AS n FROM student_notes WHERE student_id = $1"),
            ("Live sessions you were present at", "SELECT COUNT(*) AS n FROM live_attendance WHERE account_id = $1"),
            ("One-to-one bookings", "SELECT COUNT(*) AS n FROM one_to_one_bookings WHERE student_id = $1"),
            ("Payments in your ledger", "SELECT COUNT(*) AS n FROM payments WHERE student_id = $1"),
            (
                "Devices: browsers receiving notifications, widget tokens and recognised sign-in devices",
                """
                SELECT (SELECT COUNT(*) FROM push_subscriptions WHERE account_id = $1)
                     + (SELECT COUNT(*) FROM widget_tokens WHERE account_id = $1)
                     + (SELECT COUNT(*) FROM known_devices WHERE account_id = $1) AS n
                """
            ),
            ("Issues you reported", "SELECT COUNT(*) AS n FROM issue_reports WHERE reporter_id = $1"),
        ]
        return try database.read { db in
            try queries.map { label, sql in
                Item(label: label, count: try db.queryOne(sql, [.text(student.rawValue)])?.int("n") ?? 0)
            }
        }
    }
}
