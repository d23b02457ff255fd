import Database
import Foundation
import QuranFlowCore

extension MessageStore {
    /// The coach's first replies answered within ``ReplyTime/window`` of `now` over all their threads (``ReplyTime``),
    /// reading only what they need: each thread from its last coach message before the window (the wait a reply in
    /// the window answers starts after it).
    public func firstReplyWaits(ofCoach coach: String, now: Date) throws -> [TimeInterval] {
        let rows = try database.read { db in
            try db.query(
                """
                WITH cut AS (
                    SELECT t.id AS thread_id, COALESCE((
                        SELECT MAX(p.seq) FROM messages p WHERE p.thread_id = t.id AND p.from_student = 0 AND p.sent_at < $2
                    ), 0) AS seq
                    FROM message_threads t WHERE t.coach_id = $1
                )
                SELECT m.thread_id, m.from_student, m.sent_at FROM messages m JOIN cut ON cut.thread_id = m.thread_id AND m.seq > cut.seq
                ORDER BY m.thread_id, m.seq
                """, [.text(coach), SQLValue(now.addingTimeInterval(-ReplyTime.window))])
        }
        var threads: [String: [Message]] = [:]
        for row in rows {
            let thread = try row.string("thread_id")
            let fromStudent = try row.int("from_student") == 1
            threads[thread, default: []].append(
                Message(
                    id: "", threadID: thread, senderID: "", fromStudent: fromStudent, body: "", sentAt: try row.date("sent_at")))
        }
        return threads.values.flatMap { ReplyTime.firstReplies($0, now: now) }
    }
}
