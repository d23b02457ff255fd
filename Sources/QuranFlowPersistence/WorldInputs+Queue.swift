import Accounts
import Database
import Foundation
import Identifiers
import QuranFlowCore

extension WorldInputs {
    /// What the queue needs, in one read: the coach, the students with a submission in review whose window has closed,
    /// and those students' submissions in their current terms (for "Fewest submissions").
    public func queue(for account: Account) throws -> Coaching {
        try store.database.read { db in
            guard
                let row = try db.queryOne(
                    """
                    SELECT c.*, a.name, a.zone FROM coaches c JOIN accounts a ON a.id = c.account_id WHERE c.account_id = $1
                    """, [.text(account.id.rawValue)])
            else {
                throw StoreError.coachNotSetUp
            }
            let coach = try ProgrammeStore.coach(from: row)
            let ids = try db.query(
                """
                SELECT DISTINCT s.student_id FROM submissions s JOIN students st ON st.account_id = s.student_id
                WHERE st.coach_id = $1 AND s.status = $2 AND s.revoke_window_closes_at <= $3
                """, [.text(coach.id.rawValue), .text(SubmissionStatus.inReview.rawValue), SQLValue(now)]
            ).map { try $0.string("student_id") }
            var students: [QuranFlowCore.Student] = []
            var submissions: [Submission] = []
            for id in ids.sorted() {
                guard let (student, term, _) = try ProgrammeStore.student(id: ID(id), at: now, in: db) else { continue }
                students.append(student)
                submissions += try ProgrammeStore.submissions(ofStudent: student.id, term: term.id, in: db)
            }
            return Coaching(coach: coach, students: students, submissions: submissions)
        }
    }
}
