import Accounts
import Database
import Foundation
import Identifiers
import QuranFlowCore

/// One row of the admin's Students list.
public struct AdminStudentRow: Sendable {
    public let id: ID<Student>
    public let name: String
    public let email: String
    /// The coach's display name, if the student has one.
    public let coach: String?
    /// The names of the cohorts the student is enrolled in.
    public let cohorts: [String]
}

/// The admin's enrolment use cases (issue 20), each one transaction: enrol in a term's cohort, move to another cohort
/// of the same term, end an enrolment. Each is recorded in the admin audit log in the same transaction.
extension ProgrammeStore {
    /// Enrols `student` in `cohort`; refused (409, field "cohort") when the student already has a cohort of that term.
    public func enrolStudent(_ student: ID<Student>, in cohort: ID<Cohort>, by admin: ID<Account>, at now: Date) throws {
        try database.write { db in
            guard let term = try Self.termID(ofCohort: cohort, in: db) else {
                throw AccountError(.invalid, "There is no such cohort.", field: "cohort")
            }
            guard try db.queryOne("SELECT 1 AS x FROM students WHERE account_id = $1", [.text(student.rawValue)]) != nil else {
                throw AccountError(.notFound, "That account is not a student.")
            }
            if try Self.cohort(of: student, term: term, in: db) != nil {
                throw AccountError(
                    .conflict, "The student is already enrolled in this term: move her to another cohort instead.", field: "cohort")
            }
            try Self.bumpRevision(db)
            try db.execute(
                "INSERT INTO enrolments (student_id, cohort_id) VALUES ($1, $2)", [.text(student.rawValue), .text(cohort.rawValue)])
            try Self.audit(
                student, action: "student.enrolled", detail: "Enrolled in \(try Self.cohortName(cohort, in: db))", by: admin, at: now,
                in: db)
        }
    }

    /// Moves `student` to `cohort` from the cohort they have in the same term; refused when they have none there.
    public func moveStudent(_ student: ID<Student>, to cohort: ID<Cohort>, by admin: ID<Account>, at now: Date) throws {
        try database.write { db in
            guard let term = try Self.termID(ofCohort: cohort, in: db) else {
                throw AccountError(.invalid, "There is no such cohort.", field: "cohort")
            }
            guard let current = try Self.cohort(of: student, term: term, in: db) else {
                throw AccountError(.invalid, "The student is not enrolled in that cohort's term: enrol her instead.", field: "cohort")
            }
            guard current != cohort else { throw AccountError(.invalid, "The student is already in that cohort.", field: "cohort") }
            try Self.bumpRevision(db)
            try db.execute(
                "UPDATE enrolments SET cohort_id = $3 WHERE student_id = $1 AND cohort_id = $2",
                [.text(student.rawValue), .text(current.rawValue), .text(cohort.rawValue)])
            try Self.audit(
                student, action: "student.cohort-moved",
                detail: "Moved from \(try Self.cohortName(current, in: db)) to \(try Self.cohortName(cohort, in: db))", by: admin,
                at: now, in: db)
        }
    }

    /// Ends `student`'s enrolment in `cohort` (their submissions and history stay).
    public func endEnrolment(_ student: ID<Student>, in cohort: ID<Cohort>, by admin: ID<Account>, at now: Date) throws {
        try database.write { db in
            try Self.bumpRevision(db)
            let name = try Self.cohortName(cohort, in: db)
            let ended = try db.execute(
                "DELETE FROM enrolments WHERE student_id = $1 AND cohort_id = $2", [.text(student.rawValue), .text(cohort.rawValue)])
            guard ended > 0 else { throw AccountError(.invalid, "The student is not enrolled in that cohort.", field: "cohort") }
            try Self.audit(student, action: "student.enrolment-ended", detail: "Ended the enrolment in \(name)", by: admin, at: now, in: db)
        }
    }

    /// Every student with their coach and cohorts, filtered by term and coach (the admin's Students list).
    public func studentRows(term: ID<Term>?, coach: ID<Coach>?) throws -> [AdminStudentRow] {
        try database.read { db in
            let rows = try db.query(
                """
                SELECT s.account_id, a.name, a.email, c.display_name AS coach_name, s.coach_id FROM students s
                JOIN accounts a ON a.id = s.account_id LEFT JOIN coaches c ON c.account_id = s.coach_id ORDER BY a.name, s.account_id
                """, [])
            let enrolments = try db.query(
                "SELECT e.student_id, c.name, c.term_id FROM enrolments e JOIN cohorts c ON c.id = e.cohort_id ORDER BY c.name", [])
            var cohorts: [String: [(name: String, term: String)]] = [:]
            for row in enrolments {
                cohorts[try row.string("student_id"), default: []].append((try row.string("name"), try row.string("term_id")))
            }
            return try rows.compactMap { row -> AdminStudentRow? in
                let id = try row.string("account_id")
                let mine = cohorts[id] ?? []
                if let coach, try row.optionalString("coach_id") != coach.rawValue { return nil }
                if let term, !mine.contains(where: { $0.term == term.rawValue }) { return nil }
                return AdminStudentRow(
                    id: ID(id), name: try row.string("name"), email: try row.string("email"), coach: try row.optionalString("coach_name"),
                    cohorts: mine.map(\.name))
            }
        }
    }

    private static func termID(ofCohort cohort: ID<Cohort>, in db: any SQLConnection) throws -> String? {
        guard let row = try db.queryOne("SELECT term_id FROM cohorts WHERE id = $1", [.text(cohort.rawValue)]) else { return nil }
        return try row.string("term_id")
    }

    private static func cohort(of student: ID<Student>, term: String, in db: any SQLConnection) throws -> ID<Cohort>? {
        guard
            let row = try db.queryOne(
                "SELECT e.cohort_id FROM enrolments e JOIN cohorts c ON c.id = e.cohort_id WHERE e.student_id = $1 AND c.term_id = $2",
                [.text(student.rawValue), .text(term)])
        else { return nil }
        return ID(try row.string("cohort_id"))
    }
}

extension ProgrammeStore {
    /// Records an enrolment change about `student` in the admin audit log, inside the change's transaction.
    static func audit(
        _ student: ID<Student>, action: String, detail: String, by admin: ID<Account>, at now: Date, in db: any SQLConnection
    ) throws {
        try AdminAuditLog.record(
            AuditEntry(
                at: now, actor: try AuditActor.account(admin, in: db), subject: .student(student), action: action, detail: detail),
            in: db)
    }

    /// A cohort's name for the audit's words ("Fall 2026 · Level II"); its id when it has gone.
    static func cohortName(_ cohort: ID<Cohort>, in db: any SQLConnection) throws -> String {
        try db.queryOne("SELECT name FROM cohorts WHERE id = $1", [.text(cohort.rawValue)]).map { try $0.string("name") }
            ?? cohort.rawValue
    }
}
