import Database
import Foundation
import Identifiers
import QuranFlowCore

/// Stores the coach's side of the weekly loop (migration 105): reviews, their marks and notes, active-review-time
/// events, and the status moves that follow Send. The coach's audio reply is the submission's `coachNote` medium
/// (see ``MediaStore``), so a demo note and a recorded reply are read the same way.
///
/// Every call is one read or one write transaction; Send re-checks the stored review inside its transaction, so
/// two presses (two tabs, two processes) send once.
///
/// ```swift
/// let store = ReviewStore(database: env.database)
/// try store.start(submission: s8.id, coach: amina.id, at: now)
/// try store.addMark(mark, to: s8.id, at: now)
/// let review = try store.review(of: s8.id)   // Review, private notes included — coach side only
/// ```
public struct ReviewStore: Sendable {
    public let database: any Database

    public init(database: any Database) { self.database = database }

    // MARK: Submissions

    /// One submission by id, with its outcome once feedback was sent.
    public func submission(id: ID<Submission>) throws -> Submission? {
        try database.read { db in try Self.submission(id: id, in: db) }
    }

    static func submission(id: ID<Submission>, in db: any SQLConnection) throws -> Submission? {
        try db.queryOne(ProgrammeStore.submissionsWithOutcome + " WHERE s.id = $1", [.text(id.rawValue)]).map(
            ProgrammeStore.submission(from:))
    }

    /// Stores `review` of `submission` as already sent and moves the submission on to `submission.status` (the demo's
    /// history, written after the fact), with its notification to the student linking to `target`, read at `readAt` when
    /// the student has heard it.
    public func recordSent(_ review: Review, of submission: Submission, notification: LoopNotification, target: String, readAt: Date?)
        throws
    {
        try database.write { db in
            try db.execute(
                "UPDATE reviews SET outcome = $1, sent_at = $2, send_key = $3 WHERE submission_id = $4",
                [
                    review.outcome.map { .text($0.rawValue) } ?? .null, review.sentAt.map(SQLValue.init) ?? .null,
                    .text(review.sendKey ?? ""), .text(submission.id.rawValue),
                ])
            try db.execute(
                "UPDATE submissions SET status = $1 WHERE id = $2", [.text(submission.status.rawValue), .text(submission.id.rawValue)])
            try NotificationStore.insert(notification, account: submission.studentID.rawValue, target: target, in: db)
            if let readAt {
                try db.execute(
                    "UPDATE notifications SET read_at = $1 WHERE account_id = $2 AND target = $3",
                    [SQLValue(readAt), .text(submission.studentID.rawValue), .text(target)])
            }
        }
    }

    /// Whether `student` took submission `id` back (its row is gone; the revocation's record stays).
    public func wasRevoked(_ id: ID<Submission>, by student: ID<Student>) throws -> Bool {
        try database.read { db in
            try db.queryOne(
                "SELECT submission_id FROM submission_revocations WHERE submission_id = $1 AND student_id = $2",
                [.text(id.rawValue), .text(student.rawValue)]) != nil
        }
    }

    // MARK: Reviews

    /// Opens a draft review of `submission` by `coach` (nothing happens if one exists).
    public func start(submission: ID<Submission>, coach: ID<Coach>, at now: Date) throws {
        try database.write { db in
            try db.execute(
                """
                INSERT INTO reviews (submission_id, coach_id, started_at) VALUES ($1, $2, $3) ON CONFLICT (submission_id) DO NOTHING
                """, [.text(submission.rawValue), .text(coach.rawValue), SQLValue(now)])
        }
    }

    /// The stored review of `submission` (draft or sent), with its marks, notes and audio reply; `nil` before one starts.
    /// It holds private notes: give students only its ``Review/studentView``.
    public func review(of submission: ID<Submission>) throws -> Review? {
        try database.read { db in try Self.review(of: submission, in: db) }
    }

    static func review(of submission: ID<Submission>, in db: any SQLConnection) throws -> Review? {
        let key = SQLValue.text(submission.rawValue)
        guard let row = try db.queryOne("SELECT * FROM reviews WHERE submission_id = $1", [key]) else { return nil }
        let marks = try db.query("SELECT * FROM review_marks WHERE submission_id = $1 ORDER BY created_at, id", [key]).map(Self.mark(from:))
        var studentNotes: [QuranFlowCore.StudentNote] = []
        var privateNotes: [PrivateNote] = []
        for note in try db.query("SELECT * FROM review_notes WHERE submission_id = $1 ORDER BY created_at, id", [key]) {
            let body = try note.string("body")
            if try note.string("audience") == NoteAudience.student.rawValue {
                studentNotes.append(
                    QuranFlowCore.StudentNote(text: body, playhead: try note.optionalInt64("playhead_ms").map { Double($0) / 1000 }))
            } else {
                privateNotes.append(PrivateNote(text: body))
            }
        }
        let audio = try db.queryOne(
            "SELECT id, duration_ms FROM media WHERE kind = 'coachNote' AND owner = $1 AND position = 1",
            [.text(MediaOwner.submission(submission).key)]
        )
        .map { AudioNote(mediaID: try $0.string("id"), durationSeconds: Double(try $0.int64("duration_ms")) / 1000) }
        return Review(
            submissionID: submission, coachID: ID(try row.string("coach_id")), marks: marks, studentNotes: studentNotes,
            privateNotes: privateNotes, audioNote: audio,
            outcome: try row.optionalString("outcome").flatMap(ReviewOutcome.init(rawValue:)),
            sentAt: try row.optionalDate("sent_at"), sendKey: try row.optionalString("send_key"))
    }

    /// Every sent review of `student`'s submissions, newest first.
    public func sentReviews(ofStudent student: ID<Student>) throws -> [Review] {
        try database.read { db in
            let ids = try db.query(
                """
                SELECT r.submission_id FROM reviews r JOIN submissions s ON s.id = r.submission_id
                WHERE s.student_id = $1 AND r.sent_at IS NOT NULL ORDER BY r.sent_at DESC
                """, [.text(student.rawValue)]
            ).map { ID<Submission>(try $0.string("submission_id")) }
            return try ids.compactMap { try Self.review(of: $0, in: db) }
        }
    }

    /// Adds `mark` to the draft review of `submission`; refused once the feedback was sent.
    public func addMark(_ mark: ReviewMark, to submission: ID<Submission>, week: Int, at now: Date) throws {
        try database.write { db in
            try Self.requireDraft(submission, week: week, in: db)
            try db.execute(
                """
                INSERT INTO review_marks (id, submission_id, kind, surah, ayah, word_index, title, detail, category, playhead_ms, created_at)
                VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
                """,
                [
                    .text(RandomIdentifier.make()), .text(submission.rawValue), .text(mark.kind.rawValue), SQLValue(mark.word.surah),
                    SQLValue(mark.word.ayah), SQLValue(mark.word.index), .text(mark.title), .text(mark.detail),
                    .text(mark.category.rawValue), SQLValue(Int64((mark.playhead * 1000).rounded())), SQLValue(now),
                ])
        }
    }

    /// Adds a note for `audience` to the draft review of `submission`; refused once the feedback was sent.
    public func addNote(
        _ text: String, for audience: NoteAudience, playhead: TimeInterval?, to submission: ID<Submission>, week: Int,
        at now: Date
    ) throws {
        try database.write { db in
            try Self.requireDraft(submission, week: week, in: db)
            try db.execute(
                """
                INSERT INTO review_notes (id, submission_id, audience, body, playhead_ms, created_at) VALUES ($1, $2, $3, $4, $5, $6)
                """,
                [
                    .text(RandomIdentifier.make()), .text(submission.rawValue), .text(audience.rawValue), .text(text),
                    SQLValue(playhead.map { Int64(($0 * 1000).rounded()) }), SQLValue(now),
                ])
        }
    }

    /// Stores the coach's recorded reply for a draft review (replacing an earlier one); the file is already in place.
    public func saveReply(_ record: MediaRecord, to submission: ID<Submission>, week: Int) throws {
        try database.write { db in
            try Self.requireDraft(submission, week: week, in: db)
            try MediaStore.save(record, in: db)
        }
    }

    private static func requireDraft(_ submission: ID<Submission>, week: Int, in db: any SQLConnection) throws {
        guard let row = try db.queryOne("SELECT sent_at FROM reviews WHERE submission_id = $1", [.text(submission.rawValue)]) else {
            throw LoopError.wrongSubmission
        }
        if try row.optionalDate("sent_at") != nil { throw LoopError.feedbackAlreadySent(week: week) }
    }

    /// Applies a Send decided by ``SendDecision``: the submission moves to Feedback ready, the review is stamped sent with
    /// its key and the student's notification is stored (with its push row when their settings allow) — together, and only if
    /// no other Send got there first.
    /// Returns `false` when another Send had already stored it (the caller decides again from the stored state).
    public func apply(
        send submission: Submission, review: Review, notification: LoopNotification, studentAccount: String,
        target: String
    ) throws -> Bool {
        try database.write { db in
            let updated = try db.execute(
                """
                UPDATE reviews SET outcome = $1, sent_at = $2, send_key = $3 WHERE submission_id = $4 AND sent_at IS NULL
                """, [SQLValue(review.outcome?.rawValue), SQLValue(review.sentAt), SQLValue(review.sendKey), .text(submission.id.rawValue)])
            guard updated == 1 else { return false }
            let moved = try db.execute(
                "UPDATE submissions SET status = $1 WHERE id = $2 AND status = $3",
                [
                    .text(submission.status.rawValue), .text(submission.id.rawValue),
                    .text(SubmissionStatus.inReview.rawValue),
                ])
            guard moved == 1 else { throw LoopError.feedbackAlreadySent(week: submission.week) }
            // The sheet row, and the push row if the student's settings allow it.
            try NotificationStore.deliver(notification, week: submission.week, account: studentAccount, target: target, in: db)
            return true
        }
    }

    /// Moves `submission` from `from` to `to` (the caller decided the move with ``StatusEvent``); `false` if it was no
    /// longer `from` (another tab moved it first).
    public func move(_ submission: ID<Submission>, from: SubmissionStatus, to: SubmissionStatus, at now: Date) throws -> Bool {
        try database.write { db in
            let moved = try db.execute(
                "UPDATE submissions SET status = $1 WHERE id = $2 AND status = $3",
                [.text(to.rawValue), .text(submission.rawValue), .text(from.rawValue)])
            if moved == 1, to == .heard {
                try db.execute("UPDATE reviews SET heard_at = $1 WHERE submission_id = $2", [SQLValue(now), .text(submission.rawValue)])
            }
            return moved == 1
        }
    }

    // MARK: Active review time

    /// Logs the Review screen's activity events for `submission`.
    public func log(_ events: [ActivityEvent], for submission: ID<Submission>) throws {
        guard !events.isEmpty else { return }
        try database.write { db in
            for event in events {
                try db.execute(
                    "INSERT INTO review_activity (submission_id, kind, at, lasting_ms) VALUES ($1, $2, $3, $4)",
                    [
                        .text(submission.rawValue), .text(event.kind.rawValue), SQLValue(event.at),
                        SQLValue(Int64((event.lasting * 1000).rounded())),
                    ])
            }
        }
    }

    /// Every logged event of `submission`'s review.
    public func activity(of submission: ID<Submission>) throws -> [ActivityEvent] {
        try database.read { db in
            try db.query("SELECT * FROM review_activity WHERE submission_id = $1 ORDER BY at", [.text(submission.rawValue)]).compactMap {
                row in
                guard let kind = ActivityEvent.Kind(rawValue: try row.string("kind")) else { return nil }
                return ActivityEvent(kind, at: try row.date("at"), lasting: Double(try row.int64("lasting_ms")) / 1000)
            }
        }
    }

    static func mark(from row: Row) throws -> ReviewMark {
        guard let kind = ReviewMark.Kind(rawValue: try row.string("kind")),
            let category = TajweedCategory(rawValue: try row.string("category"))
        else {
            throw DatabaseError(.typeMismatch, "review_marks row \(try row.string("id")) is malformed")
        }
        return ReviewMark(
            kind: kind, word: WordReference(surah: try row.int("surah"), ayah: try row.int("ayah"), index: try row.int("word_index")),
            title: try row.string("title"), detail: try row.string("detail"), category: category,
            playhead: Double(try row.int64("playhead_ms")) / 1000)
    }
}

extension ReviewStore {
    /// The sent outcomes of these submissions (the attempt rules need them: "Another attempt" opens the week's next
    /// attempt, "Accepted" ends the week's recording step). Submissions without sent feedback are absent.
    ///
    /// ```swift
    /// let outcomes = try ReviewStore(database: db).outcomes(of: submissions.map(\.id))
    /// ```
    public func outcomes(of submissions: [ID<Submission>]) throws -> [ID<Submission>: ReviewOutcome] {
        guard !submissions.isEmpty else { return [:] }
        return try database.read { db in
            let placeholders = (1...submissions.count).map { "$\($0)" }.joined(separator: ", ")
            // Placeholders only: the ids travel as parameters.
            let rows = try db.query(
                """
                SELECT submission_id, outcome FROM reviews WHERE sent_at IS NOT NULL AND submission_id IN (\(placeholders))
                """, submissions.map { .text($0.rawValue) })
            var result: [ID<Submission>: ReviewOutcome] = [:]
            for row in rows {
                if let outcome = try row.optionalString("outcome").flatMap(ReviewOutcome.init(rawValue:)) {
                    result[ID(try row.string("submission_id"))] = outcome
                }
            }
            return result
        }
    }
}
