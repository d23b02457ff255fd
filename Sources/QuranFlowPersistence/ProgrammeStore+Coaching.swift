import Database
import Foundation
import Identifiers
import QuranFlowCore

extension ProgrammeStore {
    /// Whether `coach` has reviewed or taught `student` (a review, a one-to-one, a substitution, a note): such a coach
    /// may open the student's record.
    public func hasWorked(with student: ID<Student>, coach: ID<Coach>) throws -> Bool {
        try database.read { db in
            let params: [SQLValue] = [.text(student.rawValue), .text(coach.rawValue)]
            return try db.queryOne(
                """
                SELECT 1 AS x FROM reviews r JOIN submissions s ON s.id = r.submission_id WHERE s.student_id = $1 AND r.coach_id = $2
                UNION SELECT 1 AS x FROM live_sessions l WHERE l.student_id = $1 AND l.teacher_id = $2
                UNION SELECT 1 AS x FROM session_substitutions u JOIN live_sessions l ON l.id = u.session_id
                      WHERE l.student_id = $1 AND u.teacher_id = $2
                UNION SELECT 1 AS x FROM student_notes n WHERE n.student_id = $1 AND n.author_id = $2
                """, params) != nil
        }
    }

    /// A submission with what a script about it needs: its student's and coach's names, its lesson's assignment and title.
    public struct SubmissionContext: Sendable {
        public let submission: Submission
        public let studentName: String
        public let coachName: String?
        public let assignment: String?
        public let lessonTitle: String?
    }

    /// Every submission made by `asOf`, oldest first, with its context.
    public func submissionContexts(asOf: Date) throws -> [SubmissionContext] {
        try database.read { db in
            try db.query(
                """
                SELECT s.*, a.name AS student_name, c.display_name AS coach_name, l.assignment, l.title AS lesson_title
                FROM submissions s JOIN students st ON st.account_id = s.student_id JOIN accounts a ON a.id = s.student_id
                LEFT JOIN coaches c ON c.account_id = st.coach_id
                LEFT JOIN lessons l ON l.term_id = s.term_id AND l.week = s.week
                WHERE s.submitted_at <= $1 ORDER BY s.submitted_at, s.id
                """, [SQLValue(asOf)]
            ).map { row in
                SubmissionContext(
                    submission: try Self.submission(from: row), studentName: try row.string("student_name"),
                    coachName: try row.optionalString("coach_name"), assignment: try row.optionalString("assignment"),
                    lessonTitle: try row.optionalString("lesson_title"))
            }
        }
    }

    /// Which semester `term` is for `student`: how many of their enrolments' terms began on or before it (1 at least).
    public func semesterCount(of student: ID<Student>, through term: Term) throws -> Int {
        try database.read { db in
            try db.queryOne(
                """
                SELECT COUNT(*) AS n FROM enrolments e JOIN cohorts c ON c.id = e.cohort_id JOIN terms t ON t.id = c.term_id
                WHERE e.student_id = $1 AND t.first_monday <= $2
                """, [.text(student.rawValue), .text(term.firstMonday.description)])?.int("n") ?? 1
        }
    }
}
