import Accounts
import Database
import Foundation
import Identifiers
import QuranFlowCore

/// One stored coach reassignment: the audit record (who decided, when, what) and, once applied, what moved.
public struct CoachReassignmentRecord: Hashable, Sendable {
    /// The record's id.
    public let id: String
    /// The student.
    public let studentID: ID<Student>
    /// The coach until the change, and the coach after it.
    public let fromCoach: ID<Coach>
    public let toCoach: ID<Coach>
    /// The week the new coach takes over.
    public let fromWeek: Int
    /// When it takes (or took) effect.
    public let effectiveAt: Date
    /// The admin who decided it, and when.
    public let decidedBy: ID<Account>
    public let decidedAt: Date
    /// When it was applied; nil while it waits for its Monday.
    public let appliedAt: Date?
    /// The plan's summary once applied ("1 waiting submission moves …"), or why it was not applied.
    public let outcome: String
}

/// Coach reassignment (issue 20): the admin's decision, applied at once for the current week or by the
/// `enrolment.reassign` job at the chosen week's Monday 00:00 in the student's zone. Applying is one transaction: the
/// student's coach changes, the waiting submissions' unsent draft reviews pass to the new coach (the queue follows the
/// student's coach, and `submitted_at` is never touched, so waiting time is kept), and the record says what moved.
extension ProgrammeStore {
    /// The job kind that applies a reassignment whose week has not begun.
    public static let reassignmentJobKind = "enrolment.reassign"

    /// The job handler that applies a reassignment at its week's Monday.
    public static var reassignmentHandlers: [String: JobHandler] {
        [
            reassignmentJobKind: { job, env in
                try ProgrammeStore(database: env.database).applyReassignment(job.payload, now: max(env.now, job.runAt))
            }
        ]
    }

    /// Decides a reassignment of `student` to `coach` from `fromWeek` of the student's current term; returns the plan and
    /// the record. Throws ``CoachReassignmentError`` (refused) or ``AccountError`` (no such student or coach).
    ///
    /// ```swift
    /// let (plan, record) = try store.reassignCoach(of: sarah, to: radwa, fromWeek: 8, by: admin, now: now)
    /// ```
    @discardableResult
    public func reassignCoach(
        of student: ID<Student>, to coach: ID<Coach>, fromWeek: Int, by admin: ID<Account>, now: Date
    ) throws -> (plan: CoachReassignmentPlan, record: CoachReassignmentRecord) {
        try database.write { db in
            try Self.bumpRevision(db)
            guard try db.queryOne("SELECT 1 AS x FROM coaches WHERE account_id = $1", [.text(coach.rawValue)]) != nil else {
                throw AccountError(.invalid, "That account is not a coach.", field: "coach")
            }
            guard let (current, term, _) = try Self.student(id: student, at: now, in: db) else {
                throw AccountError(
                    .invalid, "The student has no coach or no current term: set the coach in the settings above.", field: "coach")
            }
            let plan = try Self.plan(current, term: term, to: coach, fromWeek: fromWeek, now: now, in: db)
            let id = RandomIdentifier.make()
            try db.execute(
                """
                INSERT INTO coach_reassignments (id, student_id, term_id, from_coach_id, to_coach_id, from_week, effective_at,
                                                 decided_by, decided_at)
                VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
                """,
                [
                    .text(id), .text(student.rawValue), .text(term.id.rawValue), .text(plan.oldCoach.rawValue),
                    .text(coach.rawValue), SQLValue(fromWeek), SQLValue(plan.effectiveAt), .text(admin.rawValue), SQLValue(now),
                ])
            if plan.takesEffectNow {
                try Self.apply(plan, record: id, now: now, in: db)
            } else {
                try db.execute(
                    """
                    INSERT INTO jobs (id, kind, payload, run_at, attempts, state, created_at) VALUES ($1, $2, $3, $4, 0, 'pending', $5)
                    """, [.text("reassign:\(id)"), .text(Self.reassignmentJobKind), .text(id), SQLValue(plan.effectiveAt), SQLValue(now)])
            }
            let to =
                try db.queryOne("SELECT display_name FROM coaches WHERE account_id = $1", [.text(coach.rawValue)])
                .map { try $0.string("display_name") } ?? coach.rawValue
            try Self.audit(
                student, action: "student.coach-reassigned", detail: "Coach reassigned to \(to) from Week \(fromWeek): \(plan.summary)",
                by: admin, at: now, in: db)
            guard let record = try Self.reassignments(ofStudent: student, in: db).first(where: { $0.id == id }) else {
                throw DatabaseError(.notFound, "reassignment \(id)")
            }
            return (plan, record)
        }
    }

    /// Applies a reassignment that waited for its week (the job's work). Nothing happens if it was applied already; if
    /// the student's coach changed meanwhile or the term ended, it is closed with that reason instead.
    public func applyReassignment(_ id: String, now: Date) throws {
        try database.write { db in
            guard let row = try db.queryOne("SELECT * FROM coach_reassignments WHERE id = $1", [.text(id)]),
                try row.optionalDate("applied_at") == nil
            else { return }
            let at = max(now, try row.date("effective_at"))
            let close: (String) throws -> Void = { reason in
                _ = try db.execute(
                    "UPDATE coach_reassignments SET applied_at = $2, outcome = $3 WHERE id = $1", [.text(id), SQLValue(at), .text(reason)])
            }
            guard let (student, term, _) = try Self.student(id: ID(try row.string("student_id")), at: at, in: db),
                student.coachID.rawValue == (try row.string("from_coach_id"))
            else { return try close("Not applied: the student's coach or term changed before the week began.") }
            do {
                try Self.bumpRevision(db)
                let plan = try Self.plan(
                    student, term: term, to: ID(try row.string("to_coach_id")), fromWeek: try row.int("from_week"), now: at, in: db)
                try Self.apply(plan, record: id, now: at, in: db)
            } catch let error as CoachReassignmentError {
                try close("Not applied: \(error.message)")
            }
        }
    }

    /// The student's reassignments, newest decision first (shown on the admin's student page).
    public func reassignments(ofStudent student: ID<Student>) throws -> [CoachReassignmentRecord] {
        try database.read { db in try Self.reassignments(ofStudent: student, in: db) }
    }

    static func reassignments(ofStudent student: ID<Student>, in db: any SQLConnection) throws -> [CoachReassignmentRecord] {
        try db.query(
            "SELECT * FROM coach_reassignments WHERE student_id = $1 ORDER BY decided_at DESC, id", [.text(student.rawValue)]
        ).map { row in
            CoachReassignmentRecord(
                id: try row.string("id"), studentID: ID(try row.string("student_id")), fromCoach: ID(try row.string("from_coach_id")),
                toCoach: ID(try row.string("to_coach_id")), fromWeek: try row.int("from_week"), effectiveAt: try row.date("effective_at"),
                decidedBy: ID(try row.string("decided_by")), decidedAt: try row.date("decided_at"),
                appliedAt: try row.optionalDate("applied_at"), outcome: try row.string("outcome"))
        }
    }

    private static func plan(
        _ student: Student, term: Term, to coach: ID<Coach>, fromWeek: Int, now: Date, in db: any SQLConnection
    ) throws -> CoachReassignmentPlan {
        let submissions = try Self.submissions(ofStudent: student.id, term: term.id, in: db)
        let series = try BookingStore.ledger(student: student.id, term: term.id, in: db).series
        return try CoachReassignmentPlan(
            student: student, term: term, to: coach, fromWeek: fromWeek, submissions: submissions, series: series, now: now)
    }

    private static func apply(_ plan: CoachReassignmentPlan, record: String, now: Date, in db: any SQLConnection) throws {
        try db.execute(
            "UPDATE students SET coach_id = $1 WHERE account_id = $2", [.text(plan.newCoach.rawValue), .text(plan.studentID.rawValue)])
        for submission in plan.moving {
            // An unsent draft passes with its submission; sent reviews (history) are never touched. submitted_at stays.
            try db.execute(
                "UPDATE reviews SET coach_id = $1 WHERE submission_id = $2 AND sent_at IS NULL",
                [.text(plan.newCoach.rawValue), .text(submission.id.rawValue)])
        }
        try db.execute(
            "UPDATE coach_reassignments SET applied_at = $2, outcome = $3 WHERE id = $1",
            [.text(record), SQLValue(now), .text(plan.summary)])
    }
}
