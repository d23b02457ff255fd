import Database
import Foundation
import Identifiers
import QuranFlowCore
import QuranFlowRoutes
import Routing

/// Messages between a student and the coaches they work with (migration 117): one thread per pair, the student's
/// weekly cap (``MessageCap``) held by the database's unique slot key, unread state per side, and the notification a
/// coach's message puts in the student's sheet (pushed under Feedback alerts, "When your coach replies").
///
/// ```swift
/// let store = MessageStore(database: env.database)
/// try store.send(try MessageText("Can I move to Thursday?"), student: sarah, coach: amina, fromStudent: true,
///                cap: MessageCap(zoneIdentifier: "America/Toronto"), senderName: "Sarah M.",
///                studentLink: QuranFlowRoute.messageThread.path(amina.id), at: now)
/// ```
public struct MessageStore: Sendable {
    public let database: any Database

    public init(database: any Database) { self.database = database }

    /// One thread as the coach's Messages list shows it.
    public struct ThreadSummary: Sendable, Hashable {
        public let thread: MessageThread
        public let last: Message?
        /// The first of the student's messages since the coach last wrote (nil when the coach has answered).
        public let waitingSince: Date?
        public let unread: Int
    }

    // MARK: Who writes to whom

    /// The coaches `student` may write to: their own coach and every coach they have a one-to-one booked with.
    public func coaches(ofStudent student: String) throws -> [String] {
        try database.read { db in try Self.coaches(ofStudent: student, in: db) }
    }

    static func coaches(ofStudent student: String, in db: any SQLConnection) throws -> [String] {
        try db.query(
            """
            SELECT coach_id FROM students WHERE account_id = $1 AND coach_id IS NOT NULL
            UNION SELECT coach_id FROM one_to_one_bookings WHERE student_id = $1
            """, [.text(student)]
        ).map { try $0.string("coach_id") }.sorted()
    }

    /// The students `coach` may write to: theirs, those with a one-to-one booked with them, and any with a thread.
    public func students(ofCoach coach: String) throws -> [String] {
        try database.read { db in
            try db.query(
                """
                SELECT account_id AS id FROM students WHERE coach_id = $1
                UNION SELECT student_id AS id FROM one_to_one_bookings WHERE coach_id = $1
                UNION SELECT student_id AS id FROM message_threads WHERE coach_id = $1
                """, [.text(coach)]
            ).map { try $0.string("id") }.sorted()
        }
    }

    // MARK: Threads and messages

    /// The pair's thread, if they have written.
    public func thread(student: String, coach: String) throws -> MessageThread? {
        try database.read { db in try Self.thread(student: student, coach: coach, in: db) }
    }

    static func thread(student: String, coach: String, in db: any SQLConnection) throws -> MessageThread? {
        try db.queryOne(
            "SELECT id FROM message_threads WHERE student_id = $1 AND coach_id = $2", [.text(student), .text(coach)]
        ).map { MessageThread(id: try $0.string("id"), studentID: student, coachID: coach) }
    }

    /// One page of a thread: the messages oldest first, the position of the first (where "Show earlier" continues)
    /// and whether earlier ones exist.
    public struct Page: Sendable {
        public let messages: [Message]
        public let firstSeq: Int64?
        public let hasEarlier: Bool

        public static let empty = Page(messages: [], firstSeq: nil, hasEarlier: false)
    }

    /// The latest `limit` messages of `thread` before position `beforeSeq` (the latest, when nil), oldest first. Paging
    /// by position, not by time, so messages sent in the same millisecond are neither skipped nor repeated.
    public func messages(in thread: String, beforeSeq: Int64? = nil, limit: Int = 50) throws -> Page {
        try database.read { db in
            let rows = try db.query(
                """
                SELECT * FROM messages WHERE thread_id = $1 AND seq < $2 ORDER BY seq DESC LIMIT $3
                """, [.text(thread), .integer(beforeSeq ?? Int64.max), SQLValue(limit + 1)])
            let page = rows.prefix(limit)
            return Page(
                messages: try page.map(Self.message).reversed(), firstSeq: try page.last?.int64("seq"), hasEarlier: rows.count > limit)
        }
    }

    /// A thread's key for the open-thread streams: "<student>|<coach>" (it exists before the thread's first message).
    public static func pairKey(student: String, coach: String) -> String { student + "|" + coach }

    /// The messages of the pair `key` after position `seq` (what its page shows), oldest first, each with its position,
    /// and the thread's id.
    public func messages(pair key: String, afterSeq seq: Int64) throws -> (thread: String?, messages: [(seq: Int64, message: Message)]) {
        try database.read { db in
            guard
                let thread = try db.queryOne(
                    "SELECT id FROM message_threads WHERE student_id || '|' || coach_id = $1", [.text(key)])?.string("id")
            else { return (nil, []) }
            let rows = try db.query(
                "SELECT * FROM messages WHERE thread_id = $1 AND seq > $2 ORDER BY seq", [.text(thread), .integer(seq)])
            return (thread, try rows.map { (try $0.int64("seq"), try Self.message($0)) })
        }
    }

    /// The last position of each pair (``pairKey(student:coach:)``) whose thread has messages — one query, what the open
    /// threads' streams poll.
    public func latestSeqs(pairs: [String]) throws -> [String: Int64] {
        guard !pairs.isEmpty else { return [:] }
        let placeholders = pairs.indices.map { "$\($0 + 1)" }.joined(separator: ", ")
        return try database.read { db in
            var seqs: [String: Int64] = [:]
            for row in try db.query(
                """
                SELECT t.student_id || '|' || t.coach_id AS pair, MAX(m.seq) AS seq FROM message_threads t
                JOIN messages m ON m.thread_id = t.id WHERE t.student_id || '|' || t.coach_id IN (\(placeholders))
                GROUP BY t.student_id, t.coach_id
                """, pairs.map { .text($0) })
            {
                seqs[try row.string("pair")] = try row.int64("seq")
            }
            return seqs
        }
    }

    /// The last position of the pair's thread (0 before its first message).
    public func latestSeq(student: String, coach: String) throws -> Int64 {
        try latestSeqs(pairs: [Self.pairKey(student: student, coach: coach)]).values.first ?? 0
    }

    /// Every message of `thread`, oldest first (reply times).
    public func allMessages(in thread: String) throws -> [Message] {
        try database.read { db in
            try db.query("SELECT * FROM messages WHERE thread_id = $1 ORDER BY seq", [.text(thread)]).map(Self.message)
        }
    }

    /// When `student` sent each message since `since` (the cap counts them).
    public func studentSends(_ student: String, since: Date) throws -> [Date] {
        try database.read { db in
            try db.query(
                "SELECT sent_at FROM messages WHERE sender_id = $1 AND from_student = 1 AND sent_at >= $2",
                [.text(student), SQLValue(since)]
            ).map { try $0.date("sent_at") }
        }
    }

    /// What a message carries: text, or a stored voice note (its file under `<data>/media/`, measured) optionally about
    /// one week's feedback.
    public enum Content: Sendable {
        case text(MessageText)
        case voice(VoiceClip, path: String, about: String?)
    }

    /// Sends `content` in the thread of `student` and `coach` (made on the first message), from the student when
    /// `fromStudent` (checked against `cap`, which a coach's message never counts against; text and voice count
    /// alike). The pair must work together (``MessageError/noSuchThread`` otherwise); a voice message `about` a
    /// submission must name one of the student's whose review this coach sent (``MessageError/unknownSubject``). A
    /// coach's message notifies the student, linking to `studentLink` (the thread as the student's route prints it).
    /// Two sends at once cannot take one slot: the loser is read again and refused at the cap.
    @discardableResult
    public func send(
        _ content: Content, student: String, coach: String, fromStudent: Bool, cap: MessageCap, senderName: String,
        studentLink: String, at now: Date
    ) throws -> Message {
        do {
            return try sendOnce(
                content, student: student, coach: coach, fromStudent: fromStudent, cap: cap, senderName: senderName,
                studentLink: studentLink, at: now)
        } catch let error as DatabaseError where error.kind == .uniqueViolation {
            return try sendOnce(
                content, student: student, coach: coach, fromStudent: fromStudent, cap: cap, senderName: senderName,
                studentLink: studentLink, at: now)
        }
    }

    /// Sends a text message (``send(_:student:coach:fromStudent:cap:senderName:studentLink:at:)`` with `.text`).
    @discardableResult
    public func send(
        _ text: MessageText, student: String, coach: String, fromStudent: Bool, cap: MessageCap, senderName: String,
        studentLink: String, at now: Date
    ) throws -> Message {
        try send(
            .text(text), student: student, coach: coach, fromStudent: fromStudent, cap: cap, senderName: senderName,
            studentLink: studentLink, at: now)
    }

    private func sendOnce(
        _ content: Content, student: String, coach: String, fromStudent: Bool, cap: MessageCap, senderName: String,
        studentLink target: String, at now: Date
    ) throws -> Message {
        try database.write { db in
            let allowed = try Self.coaches(ofStudent: student, in: db).contains(coach)
            let existing = try Self.thread(student: student, coach: coach, in: db)
            guard allowed || existing != nil else { throw MessageError.noSuchThread }
            var subject: MessageSubject?
            if case .voice(_, _, let about?) = content {
                guard let found = try Self.subject(about, student: student, coach: coach, in: db) else {
                    throw MessageError.unknownSubject
                }
                subject = found
            }
            let thread: MessageThread
            if let existing {
                thread = existing
            } else {
                thread = MessageThread(id: RandomIdentifier.make(), studentID: student, coachID: coach)
                try db.execute(
                    "INSERT INTO message_threads (id, student_id, coach_id, created_at) VALUES ($1, $2, $3, $4)",
                    [.text(thread.id), .text(student), .text(coach), SQLValue(now)])
            }
            var week: SQLValue = .null
            var slot: SQLValue = .null
            if fromStudent {
                let range = cap.week(containing: now)
                let sent = try db.query(
                    "SELECT sent_at FROM messages WHERE sender_id = $1 AND from_student = 1 AND sent_at >= $2 AND sent_at < $3",
                    [.text(student), SQLValue(range.lowerBound), SQLValue(range.upperBound)]
                ).map { try $0.date("sent_at") }
                try cap.check(sent: sent, at: now)
                week = SQLValue(range.lowerBound)
                slot = SQLValue(sent.count + 1)
            }
            var body = ""
            var voice: VoiceClip?
            var path: SQLValue = .null
            switch content {
            case .text(let text): body = text.value
            case .voice(let clip, let stored, _):
                voice = clip
                path = .text(stored)
            }
            let message = Message(
                id: RandomIdentifier.make(), threadID: thread.id, senderID: fromStudent ? student : coach, fromStudent: fromStudent,
                body: body, sentAt: now, voice: voice, about: subject)
            let seq =
                try db.queryOne("SELECT COALESCE(MAX(seq), 0) AS n FROM messages WHERE thread_id = $1", [.text(thread.id)])?
                .int64("n") ?? 0
            try db.execute(
                """
                INSERT INTO messages (id, thread_id, sender_id, from_student, body, sent_at, cap_week, cap_slot, seq, voice_path,
                    voice_duration_ms, voice_peaks, about_submission_id, about_week)
                VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)
                """,
                [
                    .text(message.id), .text(thread.id), .text(message.senderID), .integer(fromStudent ? 1 : 0), .text(message.body),
                    SQLValue(now), week, slot, .integer(seq + 1), path, voice.map { SQLValue($0.durationMilliseconds) } ?? .null,
                    voice.map { .text(MediaStore.json($0.peaks)) } ?? .null, subject.map { .text($0.submissionID) } ?? .null,
                    subject.map { SQLValue($0.week) } ?? .null,
                ])
            // The sender has read their own thread up to now.
            try Self.markRead(thread: thread.id, account: message.senderID, at: now, in: db)
            if !fromStudent {
                let title = "\(senderName) replied"
                let detail = message.preview
                try db.execute(
                    """
                    INSERT INTO notifications (id, account_id, kind, title, detail, target, created_at)
                    VALUES ($1, $2, 'message', $3, $4, $5, $6)
                    """, [.text(RandomIdentifier.make()), .text(student), .text(title), .text(detail), .text(target), SQLValue(now)])
                _ = try NotificationPreferencesStore.enqueuePush(
                    .feedbackAlerts, to: ID(student), title: title, body: detail, link: target,
                    thread: .messages(with: message.senderID), now: now, in: db)
            } else {
                // The coach's "Messages" push (their notification settings), into the thread with this student.
                _ = try NotificationPreferencesStore.enqueuePush(
                    .studentMessages, to: ID(coach), title: "\(senderName) wrote", body: message.preview,
                    link: QuranFlowRoute.coachMessageThread.path(ID(student)), thread: .messages(with: student), now: now, in: db)
            }
            return message
        }
    }

    // MARK: Unread

    /// Marks `thread` read by `account` up to `now` — a write only when the other person has written since their last
    /// read, so opening a thread with nothing new stays a read (and pages kept by the database's change counter stay
    /// kept).
    public func markRead(thread: String, account: String, at now: Date) throws {
        let unread = try database.read { db in
            let read =
                try db.queryOne(
                    "SELECT read_at FROM message_reads WHERE thread_id = $1 AND account_id = $2", [.text(thread), .text(account)]
                )?.date("read_at") ?? .distantPast
            return try db.queryOne(
                "SELECT id FROM messages WHERE thread_id = $1 AND sent_at > $2 AND sender_id <> $3 LIMIT 1",
                [.text(thread), SQLValue(read), .text(account)]) != nil
        }
        guard unread else { return }
        try database.write { db in try Self.markRead(thread: thread, account: account, at: now, in: db) }
    }

    static func markRead(thread: String, account: String, at now: Date, in db: any SQLConnection) throws {
        try db.execute(
            """
            INSERT INTO message_reads (thread_id, account_id, read_at) VALUES ($1, $2, $3)
            ON CONFLICT (thread_id, account_id) DO UPDATE SET read_at = excluded.read_at
            """, [.text(thread), .text(account), SQLValue(now)])
    }

    /// Messages to `account` (as the student or the coach of their threads) they have not read.
    public func unreadCount(for account: String) throws -> Int {
        try database.read { db in
            try db.queryOne(
                """
                SELECT COUNT(*) AS n FROM messages m JOIN message_threads t ON t.id = m.thread_id
                LEFT JOIN message_reads r ON r.thread_id = t.id AND r.account_id = $1
                WHERE (t.student_id = $1 OR t.coach_id = $1) AND m.sender_id <> $1 AND (r.read_at IS NULL OR m.sent_at > r.read_at)
                """, [.text(account)])?.int("n") ?? 0
        }
    }

    /// The coach's threads with their last message, how long the student has waited and the unread count.
    public func summaries(ofCoach coach: String) throws -> [ThreadSummary] {
        let threads = try database.read { db in
            try db.query("SELECT id, student_id FROM message_threads WHERE coach_id = $1", [.text(coach)]).map {
                MessageThread(id: try $0.string("id"), studentID: try $0.string("student_id"), coachID: coach)
            }
        }
        return try threads.map { thread in
            let messages = try allMessages(in: thread.id)
            let read = try database.read { db in
                try db.queryOne(
                    "SELECT read_at FROM message_reads WHERE thread_id = $1 AND account_id = $2", [.text(thread.id), .text(coach)]
                )?.date("read_at")
            }
            let lastCoach = messages.last { !$0.fromStudent }?.sentAt ?? .distantPast
            let waiting = messages.first { $0.fromStudent && $0.sentAt > lastCoach }?.sentAt
            let unread = messages.filter { $0.fromStudent && $0.sentAt > (read ?? .distantPast) }.count
            return ThreadSummary(thread: thread, last: messages.last, waitingSince: waiting, unread: unread)
        }
    }

    static func message(_ row: Row) throws -> Message {
        var voice: VoiceClip?
        if let milliseconds = try row.optionalInt("voice_duration_ms") {
            let peaks = try row.optionalString("voice_peaks").flatMap { try? JSONDecoder().decode([Float].self, from: Data($0.utf8)) }
            voice = VoiceClip(durationMilliseconds: milliseconds, peaks: peaks ?? [])
        }
        var about: MessageSubject?
        if let week = try row.optionalInt("about_week") {
            about = MessageSubject(submissionID: try row.optionalString("about_submission_id") ?? "", week: week)
        }
        return Message(
            id: try row.string("id"), threadID: try row.string("thread_id"), senderID: try row.string("sender_id"),
            fromStudent: try row.int("from_student") == 1, body: try row.string("body"), sentAt: try row.date("sent_at"),
            voice: voice, about: about)
    }
}
