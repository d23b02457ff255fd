import Database
import Foundation
import Identifiers
import QuranFlowCore

extension ProgrammeStore {
    /// Whether `term` is the student's first: they are enrolled in no term that begins before it (a returning student's
    /// Week 1 is not a beginning, so their Profile stays as it is).
    public func isFirstTerm(_ term: Term, of student: ID<Student>) throws -> Bool {
        try database.read { db in
            let row = try db.queryOne(
                """
                SELECT COUNT(*) AS n FROM enrolments e JOIN cohorts c ON c.id = e.cohort_id JOIN terms t ON t.id = c.term_id
                WHERE e.student_id = $1 AND t.first_monday < $2
                """, [.text(student.rawValue), .text(term.firstMonday.description)])
            return try (row?.int("n") ?? 0) == 0
        }
    }
}
