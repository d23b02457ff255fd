import Database
import Foundation
import QuranFlowCore

extension MessageStore {
    /// The feedback a voice reply may be about: `submission`, if it is `student`'s and `coach` sent its review.
    public func subject(_ submission: String, student: String, coach: String) throws -> MessageSubject? {
        try database.read { db in try Self.subject(submission, student: student, coach: coach, in: db) }
    }

    static func subject(_ submission: String, student: String, coach: String, in db: any SQLConnection) throws -> MessageSubject? {
        try db.queryOne(
            """
            SELECT s.week FROM submissions s JOIN reviews r ON r.submission_id = s.id
            WHERE s.id = $1 AND s.student_id = $2 AND r.coach_id = $3 AND r.sent_at IS NOT NULL
            """, [.text(submission), .text(student), .text(coach)]
        ).map { MessageSubject(submissionID: submission, week: try $0.int("week")) }
    }

    /// The stored file of voice message `id` and the thread's two people, for serving it only to them.
    public func voice(_ id: String) throws -> (path: String, studentID: String, coachID: String)? {
        try database.read { db in
            try db.queryOne(
                """
                SELECT m.voice_path, t.student_id, t.coach_id FROM messages m JOIN message_threads t ON t.id = m.thread_id
                WHERE m.id = $1 AND m.voice_path IS NOT NULL
                """, [.text(id)]
            ).map { (try $0.string("voice_path"), try $0.string("student_id"), try $0.string("coach_id")) }
        }
    }
}
