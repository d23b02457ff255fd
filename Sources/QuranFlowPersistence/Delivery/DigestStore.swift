import Accounts
import Database
import Foundation
import Identifiers

/// The Weekly digest's records (migration 121): who asked for it, and which weeks each student has been sent. The
/// primary key (student, week) makes "exactly once per student per week" hold whatever the number of server processes:
/// ``record(student:weekStart:to:subject:text:html:now:)`` stores the send and queues its mail in one transaction, and a
/// second process trying the same week stores nothing.
///
/// ```swift
/// let store = DigestStore(database: env.database)
/// for candidate in try store.candidates() where try !store.wasSent(to: candidate.account, weekStart: monday) { … }
/// ```
public struct DigestStore: Sendable {
    public let database: any Database

    public init(database: any Database) { self.database = database }

    /// A student who turned the Weekly digest on.
    public struct Candidate: Hashable, Sendable {
        public let account: ID<Account>
        public let email: String
        public let zone: String
    }

    /// Every student with the Weekly digest on.
    public func candidates() throws -> [Candidate] {
        try database.read { db in
            try db.query(
                """
                SELECT a.id, a.email, a.zone FROM notification_preferences p JOIN accounts a ON a.id = p.account_id
                WHERE p.weekly_digest = 1 AND a.role = 'student' ORDER BY a.id
                """, []
            ).map { Candidate(account: ID(try $0.string("id")), email: try $0.string("email"), zone: try $0.string("zone")) }
        }
    }

    /// Whether `student`'s digest of the week starting `weekStart` (ISO date) went out.
    public func wasSent(to student: ID<Account>, weekStart: String) throws -> Bool {
        try database.read { db in
            try db.queryOne(
                "SELECT 1 AS x FROM digest_sends WHERE student_id = $1 AND week_start = $2", [.text(student.rawValue), .text(weekStart)])
                != nil
        }
    }

    /// Records the week's digest for `student` and queues its mail, once: returns the mail, or nil when that week's
    /// digest was already recorded (by this process or another).
    @discardableResult
    public func record(
        student: ID<Account>, weekStart: String, to email: String, subject: String, text: String, html: String, now: Date
    ) throws -> OutgoingMail? {
        try database.write { db in
            let inserted = try db.execute(
                """
                INSERT INTO digest_sends (student_id, week_start, created_at) VALUES ($1, $2, $3)
                ON CONFLICT (student_id, week_start) DO NOTHING
                """, [.text(student.rawValue), .text(weekStart), SQLValue(now)])
            guard inserted > 0 else { return nil }
            let mail = try Outbox.insert(to: email, subject: subject, body: text, html: html, kind: "digest", now: now, in: db)
            try db.execute(
                "UPDATE digest_sends SET mail_id = $3 WHERE student_id = $1 AND week_start = $2",
                [.text(student.rawValue), .text(weekStart), .text(mail.id)])
            return mail
        }
    }

    /// Records that `student` has no digest for the week (nothing to say), so the week is settled for them.
    public func recordSkipped(student: ID<Account>, weekStart: String, now: Date) throws {
        try database.write { db in
            _ = try db.execute(
                """
                INSERT INTO digest_sends (student_id, week_start, created_at) VALUES ($1, $2, $3)
                ON CONFLICT (student_id, week_start) DO NOTHING
                """, [.text(student.rawValue), .text(weekStart), SQLValue(now)])
        }
    }
}
