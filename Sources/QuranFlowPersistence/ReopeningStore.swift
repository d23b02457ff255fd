import Database
import Foundation
import Identifiers
import QuranFlowCore

/// The coaches' reopenings of closed weeks (``WeekReopening``), stored one row each; the loop reads them wherever it
/// decides whether a week takes a submission (``SubmissionStore``, the student's world).
///
/// ```swift
/// let store = ReopeningStore(database: env.database)
/// try store.reopen(week: 8, of: sarah.id, by: amina.id, until: wednesdayNoon, at: now)   // 409 if week 8 is still open
/// let active = try store.reopenings(ofStudent: sarah.id, term: fall.id)
/// ```
public struct ReopeningStore {
    let database: any Database

    /// The coach `coachID` reopens `week` of `student`'s current term until `until`, at `now`: the rule
    /// (``WeekReopening/reopen(week:term:student:by:until:at:)``) decides; its refusals are 403 (not their student),
    /// 404 (no such week) or 409 (still open, or an end not in the future).
    @discardableResult
    public func reopen(week: Int, of studentID: ID<Student>, by coachID: ID<Coach>, until: Date, at now: Date) throws -> WeekReopening {
        try database.write { db in
            guard let (student, term, _) = try ProgrammeStore.student(id: studentID, at: now, in: db) else {
                throw StoreError.noSuchStudent
            }
            let reopening = try WeekReopening.reopen(week: week, term: term, student: student, by: coachID, until: until, at: now)
            try db.execute(
                """
                INSERT INTO week_reopenings (id, student_id, term_id, week, coach_id, reopened_at, until_at)
                VALUES ($1, $2, $3, $4, $5, $6, $7)
                """,
                [
                    .text(UUID().uuidString.lowercased()), .text(student.id.rawValue), .text(term.id.rawValue),
                    .integer(Int64(week)), .text(coachID.rawValue), SQLValue(reopening.reopenedAt), SQLValue(reopening.until),
                ])
            return reopening
        }
    }

    /// Every reopening of `student`'s weeks in `term`, earliest first.
    public func reopenings(ofStudent student: ID<Student>, term: ID<Term>) throws -> [WeekReopening] {
        try database.read { db in try Self.reopenings(ofStudent: student, term: term, in: db) }
    }

    static func reopenings(ofStudent student: ID<Student>, term: ID<Term>, in db: any SQLConnection) throws -> [WeekReopening] {
        try db.query(
            """
            SELECT * FROM week_reopenings WHERE student_id = $1 AND term_id = $2 ORDER BY reopened_at, id
            """, [.text(student.rawValue), .text(term.rawValue)]
        ).map { row in
            WeekReopening(
                studentID: ID(try row.string("student_id")), termID: ID(try row.string("term_id")), week: try row.int("week"),
                coachID: ID(try row.string("coach_id")), reopenedAt: try row.date("reopened_at"), until: try row.date("until_at"))
        }
    }

    public init(database: any Database) {
        self.database = database
    }
}
