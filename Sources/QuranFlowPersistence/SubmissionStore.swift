import Database
import Foundation
import Identifiers
import Media
import QuranFlowCore
import QuranFlowRoutes
import Routing

/// Submitting and revoking recitations: the loop's rules (``SubmitDecision``, ``RevokeDecision``) applied to the
/// stored state inside one write transaction, with the recording's file kept in step.
///
/// Submitting: the upload is written to a temporary file beside its final place and validated by decoding
/// (``RecordingUpload``) before any row is touched; then one transaction re-reads the student's week (locking the
/// student's row on PostgreSQL; SQLite's writer is already exclusive), decides, inserts the submission, its media row
/// and the job that closes its revoke window, and — last, still inside the transaction — renames the file into
/// place. A refusal or a crash before the commit leaves no row (the temporary or renamed file is removed, or at
/// worst is an orphan file no row points to); the unique (student, term, week, attempt) index refuses a second tab
/// that slipped past the decision.
///
/// ```swift
/// let store = SubmissionStore(environment: env)
/// let sent = try store.submit(student: sarah.id, week: 8, upload: .bytes(take), declaredType: "audio/webm", at: now)
/// try store.revoke(sent.id, student: sarah.id, at: now + 60)
/// ```
public struct SubmissionStore {
    let environment: StoreEnvironment

    public init(environment: StoreEnvironment) {
        self.environment = environment
    }

    var database: any Database { environment.database }

    /// The job kind that closes a submission's revoke window (payload: the submission id).
    static let closeWindowJob = "loop.close-revoke-window"

    /// Where recordings go, under the media root.
    var mediaRoot: String {
        (environment.dataDirectory as NSString).appendingPathComponent("media")
    }

    /// Validates the uploaded recording (in memory or in the server's temporary file) and stores it as `student`'s
    /// submission for `week` at `now`.
    public func submit(
        student studentID: ID<Student>, week: Int, upload bytes: UploadSource, declaredType: String, at now: Date
    ) throws -> Submission {
        guard !environment.dataDirectory.isEmpty else {
            throw StoreError.noRecordingsPlace
        }
        let (student, term) = try Self.requireStudent(studentID, at: now, database: database)
        // Cheap refusal first: a student with no attempt left never uploads into the decoder.
        let stored = try ProgrammeStore(database: database).submissions(ofStudent: student.id, term: term.id)
        let reopenings = try ReopeningStore(database: database).reopenings(ofStudent: student.id, term: term.id)
        let early = WeekRecordingState(student: student, term: term, week: week, submissions: stored, reopenings: reopenings, at: now)
        if let blocker = early.blocker { throw blocker }
        try RecordingUpload.checkDeclared(declaredType)
        if bytes.count > RecordingUpload.maxBytes {
            throw MediaError(.tooLarge, "The recording is larger than 20 MB.")
        }

        let directory = (mediaRoot as NSString).appendingPathComponent("recitations")
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        ScratchFile.sweep(directory)
        let scratch = try ScratchFile(in: directory, copying: bytes)
        defer { scratch.remove() }
        let temporary = scratch.path
        let tools = try environment.mediaTools()
        let analysis = try RecordingUpload.validate(fileAt: temporary, declaredType: declaredType, toolbox: tools)
        // Safari's recording (fragmented MP4 whose header was written before the take ended: durations 0, an edit list
        // shorter than the audio, a last fragment cut short) is stored re-encoded as a clean M4A, so the coach's player
        // reads the length the server measured; WebM is stored as sent.
        let clean = try ScratchFile(in: directory, suffix: ".m4a")
        defer { clean.remove() }
        var kept = (path: temporary, bytes: bytes.count)
        if analysis.kind == .mp4AAC {
            try AudioInspector(toolbox: tools, policy: RecordingUpload.policy).normalize(fileAt: temporary, to: clean.path)
            let size = (try? FileManager.default.attributesOfItem(atPath: clean.path))?[.size] as? NSNumber
            kept = (clean.path, size?.intValue ?? bytes.count)
        }

        let window = try RevokeWindow(minutes: ProgrammeStore(database: database).revokeWindowMinutes(ofTerm: term.id))
        let id: ID<Submission> = environment.ids.next()
        let relative = "recitations/\(id.rawValue).\(analysis.kind.fileExtension)"
        // Into the media store before the row that points at it commits (outside the write transaction: an object
        // store's upload must not hold the database's write lock); taken out again if the row is refused.
        try environment.mediaFiles.publish(fileAt: kept.path, as: relative, contentType: analysis.kind.mimeType)
        do {
            return try database.write { db in
                if database.dialect == .postgres {
                    _ = try db.queryOne("SELECT account_id FROM students WHERE account_id = $1 FOR UPDATE", [.text(student.id.rawValue)])
                }
                let current = try ProgrammeStore.submissions(ofStudent: student.id, term: term.id, in: db)
                let reopened = try ReopeningStore.reopenings(ofStudent: student.id, term: term.id, in: db)
                let decision = try SubmitDecision(
                    student: student, term: term, week: week, stored: current, reopenings: reopened,
                    window: window, at: now)
                let submission = decision.submission(id: id, durationSeconds: max(1, Int(analysis.duration.rounded())))
                try db.execute(
                    """
                    INSERT INTO submissions (id, student_id, term_id, week, attempt, submitted_at, revoke_window_closes_at, status, duration_seconds)
                    VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
                    """,
                    [
                        .text(submission.id.rawValue), .text(student.id.rawValue), .text(term.id.rawValue),
                        .integer(Int64(submission.week)), .integer(Int64(submission.attempt)), SQLValue(submission.submittedAt),
                        SQLValue(submission.revokeWindowClosesAt), .text(submission.status.rawValue),
                        .integer(Int64(submission.durationSeconds)),
                    ])
                try MediaStore.save(
                    MediaRecord(
                        kind: .recitation, owner: .submission(id), title: "Week \(week) recitation", path: relative,
                        contentType: analysis.kind.mimeType, bytes: kept.bytes,
                        durationMilliseconds: max(1, Int((analysis.duration * 1000).rounded())), peaks: analysis.peaks, createdAt: now),
                    in: db)
                try db.execute(
                    """
                    INSERT INTO jobs (id, kind, payload, run_at, attempts, state, created_at) VALUES ($1, $2, $3, $4, 0, 'pending', $5)
                    """,
                    [
                        .text("revoke-window-\(id.rawValue)"), .text(Self.closeWindowJob), .text(id.rawValue),
                        SQLValue(submission.revokeWindowClosesAt), SQLValue(now),
                    ])
                return submission
            }
        } catch let error as DatabaseError where error.kind == .uniqueViolation {
            try? environment.mediaFiles.delete(relative)
            throw LoopError.alreadyInFlight(week: week)
        } catch {
            try? environment.mediaFiles.delete(relative)
            throw error
        }
    }

    /// Takes `submission` back for `student` at `now` (``RevokeDecision``): the attempt is given back, the row and
    /// its recording go, and a record of the revocation stays. Returns the week.
    @discardableResult
    public func revoke(_ submissionID: ID<Submission>, student studentID: ID<Student>, at now: Date) throws -> Int {
        let (student, term) = try Self.requireStudent(studentID, at: now, database: database)
        let (week, path): (Int, String?) = try database.write { db in
            guard let row = try db.queryOne("SELECT * FROM submissions WHERE id = $1", [.text(submissionID.rawValue)]),
                try row.string("student_id") == student.id.rawValue
            else {
                if try db.queryOne(
                    "SELECT submission_id FROM submission_revocations WHERE submission_id = $1 AND student_id = $2",
                    [.text(submissionID.rawValue), .text(student.id.rawValue)]) != nil
                {
                    throw LoopError.alreadyRevoked
                }
                throw LoopError.wrongSubmission
            }
            let submission = try ProgrammeStore.submission(from: row)
            let reopenings = try ReopeningStore.reopenings(ofStudent: student.id, term: term.id, in: db)
            let decision = try RevokeDecision(submission: submission, student: student, term: term, reopenings: reopenings, at: now)
            let media = try db.query("SELECT path FROM media WHERE owner = $1", [.text(MediaOwner.submission(submissionID).key)])
            try db.execute("DELETE FROM media WHERE owner = $1", [.text(MediaOwner.submission(submissionID).key)])
            try db.execute("DELETE FROM jobs WHERE id = $1 AND state = 'pending'", [.text("revoke-window-\(submissionID.rawValue)")])
            try db.execute("DELETE FROM submissions WHERE id = $1", [.text(submissionID.rawValue)])
            try db.execute(
                """
                INSERT INTO submission_revocations (submission_id, student_id, term_id, week, attempt, submitted_at, revoked_at)
                VALUES ($1, $2, $3, $4, $5, $6, $7)
                """,
                [
                    .text(submissionID.rawValue), .text(student.id.rawValue), .text(term.id.rawValue),
                    .integer(Int64(submission.week)), .integer(Int64(submission.attempt)), SQLValue(submission.submittedAt),
                    SQLValue(decision.revoked.revokedAt ?? now),
                ])
            return (submission.week, try media.first?.string("path"))
        }
        if let path { AudioUpload.remove(path, in: environment) }
        return week
    }

    /// Closes `submission`'s revoke window (the job's work): records the closing once, if it still stands in review.
    /// Returns whether anything was closed.
    @discardableResult
    static func closeWindow(of submissionID: ID<Submission>, database: any Database, at now: Date) throws -> Bool {
        try database.write { db in
            guard let row = try db.queryOne("SELECT * FROM submissions WHERE id = $1", [.text(submissionID.rawValue)]) else { return false }
            let submission = try ProgrammeStore.submission(from: row)
            let plan = RevokeWindowSchedule(submissions: [submission], alreadyQueued: try closed([submissionID], in: db), at: now)
            guard plan.dueNow.contains(submissionID) else { return false }
            try db.execute(
                "INSERT INTO revoke_window_closures (submission_id, closed_at) VALUES ($1, $2)",
                [.text(submissionID.rawValue), SQLValue(now)])
            // The coach's "New submissions" push, and the 36-hour check (their "Waiting 36 hours" push).
            try notifyCoach(of: submission, .newSubmissions, now: now, in: db)
            _ = try db.execute(
                """
                INSERT INTO jobs (id, kind, payload, run_at, attempts, state, created_at) VALUES ($1, $2, $3, $4, 0, 'pending', $5)
                ON CONFLICT (id) DO NOTHING
                """,
                [
                    .text("overdue-\(submissionID.rawValue)"), .text(overdueJob), .text(submissionID.rawValue),
                    SQLValue(submission.submittedAt.addingTimeInterval(overdueAfter)), SQLValue(now),
                ])
            return true
        }
    }

    /// The job kind that warns the coach of a submission still unreviewed 36 hours after it arrived.
    static let overdueJob = "loop.overdue-36h"
    /// 36 hours: 12 hours before the 48-hour promise.
    static let overdueAfter: TimeInterval = 36 * 3600

    /// Queues `type`'s push for the coach of `submission`'s student (if their settings allow it), in the queue's thread.
    static func notifyCoach(of submission: Submission, _ type: PushType, now: Date, in db: any SQLConnection) throws {
        guard
            let row = try db.queryOne(
                "SELECT s.coach_id, s.short_name FROM students s WHERE s.account_id = $1", [.text(submission.studentID.rawValue)]),
            let coach = try row.optionalString("coach_id")
        else { return }
        let name = try row.string("short_name")
        let (title, body) =
            type == .overdueSubmissions
            ? ("Waiting 36 hours · \(name)", "Week \(submission.week) · 12 hours left of the 48-hour promise")
            : ("New recitation · \(name)", "Week \(submission.week) is in your queue")
        _ = try NotificationPreferencesStore.enqueuePush(
            type, to: ID(coach), title: title, body: body, link: QuranFlowRoute.review.path(submission.id), thread: .queue, now: now,
            in: db)
    }

    /// The 36-hour check: warns the coach when the submission is still in review (and still stands).
    static func warnIfOverdue(_ submissionID: ID<Submission>, database: any Database, at now: Date) throws -> Bool {
        try database.write { db in
            guard let row = try db.queryOne("SELECT * FROM submissions WHERE id = $1", [.text(submissionID.rawValue)]) else { return false }
            let submission = try ProgrammeStore.submission(from: row)
            guard submission.status == .inReview else { return false }
            try notifyCoach(of: submission, .overdueSubmissions, now: now, in: db)
            return true
        }
    }

    private static func closed(_ ids: [ID<Submission>], in db: any SQLConnection) throws -> Set<ID<Submission>> {
        var found = Set<ID<Submission>>()
        for id in ids
        where try db.queryOne(
            "SELECT submission_id FROM revoke_window_closures WHERE submission_id = $1",
            [.text(id.rawValue)]) != nil
        {
            found.insert(id)
        }
        return found
    }

    /// The job handler: closes the window named by the payload, and logs it.
    public static var handlers: [String: JobHandler] {
        [
            closeWindowJob: { job, env in
                if try closeWindow(of: ID(job.payload), database: env.database, at: job.runAt) {
                    env.log("revoke window closed: submission \(job.payload) is in its coach's queue")
                }
            },
            overdueJob: { job, env in
                if try warnIfOverdue(ID(job.payload), database: env.database, at: env.now) {
                    env.log("submission \(job.payload) has waited 36 hours; its coach was told")
                }
            },
        ]
    }

    static func requireStudent(_ id: ID<Student>, at now: Date, database: any Database) throws -> (Student, Term) {
        guard let found = try ProgrammeStore(database: database).student(id: id, at: now) else { throw WorldInputs.notSetUp }
        return (found.student, found.term)
    }

}
