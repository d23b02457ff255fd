import Database
import Foundation
import QuranFlowCore

/// What the authors' page needs to know: the levels a coach teaches (the audiences a coach may address) and the
/// students an author may preview the board of.
extension AnnouncementStore {
    /// One student as the "Preview as" list shows them.
    public struct StudentChoice: Sendable, Hashable {
        public let id: String
        public let name: String
        public let level: Int
        public let coachID: String?
    }

    /// The levels whose group sessions `coach` teaches (a one-to-one is not a level's).
    public func levelsTaught(by coach: String) throws -> Set<Int> {
        try database.read { db in
            Set(
                try db.query(
                    """
                    SELECT DISTINCT t.level_number FROM live_sessions s JOIN terms t ON t.id = s.term_id
                    WHERE s.teacher_id = $1 AND s.student_id IS NULL
                    """, [.text(coach)]
                ).map { try $0.int("level_number") })
        }
    }

    /// Every student, by name.
    public func students() throws -> [StudentChoice] {
        try database.read { db in
            try db.query(
                """
                SELECT s.account_id, a.name, s.level_number, s.coach_id FROM students s JOIN accounts a ON a.id = s.account_id
                ORDER BY a.name, s.account_id
                """, []
            ).map {
                StudentChoice(
                    id: try $0.string("account_id"), name: try $0.string("name"), level: try $0.int("level_number"),
                    coachID: try $0.optionalString("coach_id"))
            }
        }
    }
}
