import Calendar
import Database
import Foundation
import Identifiers
import QuranFlowCore

/// A coach's note on a student. Shared notes are visible to every coach who has reviewed or taught the student.
public struct StudentNote: Sendable, Equatable {
    public let id: String
    public let studentID: ID<Student>
    public let authorID: ID<Coach>
    public let body: String
    public let isShared: Bool
    public let createdAt: Date

    public init(id: String, studentID: ID<Student>, authorID: ID<Coach>, body: String, isShared: Bool, createdAt: Date) {
        self.id = id
        self.studentID = studentID
        self.authorID = authorID
        self.body = body
        self.isShared = isShared
        self.createdAt = createdAt
    }
}

/// Substitute teachers for single occurrences, and coaches' notes on students.
extension ProgrammeStore {
    /// Records that `teacher` took the occurrence of `session` on `ownerDate` (the date on the session owner's calendar).
    public func addSubstitution(session: ID<LiveSession>, ownerDate: LocalDate, teacher: ID<Coach>) throws {
        try database.write { db in
            try db.execute(
                "INSERT INTO session_substitutions (session_id, owner_date, teacher_id) VALUES ($1, $2, $3)",
                [.text(session.rawValue), .text(ownerDate.description), .text(teacher.rawValue)])
        }
    }

    /// The substitute teachers of a session, by the owner's date of the occurrence.
    public func substitutions(ofSession session: ID<LiveSession>) throws -> [LocalDate: ID<Coach>] {
        try database.read { db in
            var result: [LocalDate: ID<Coach>] = [:]
            for row in try db.query(
                "SELECT owner_date, teacher_id FROM session_substitutions WHERE session_id = $1", [.text(session.rawValue)])
            {
                if let date = LocalDate(iso: try row.string("owner_date")) { result[date] = ID(try row.string("teacher_id")) }
            }
            return result
        }
    }

    public func addNote(about student: ID<Student>, by author: ID<Coach>, body: String, shared: Bool, at instant: Date) throws {
        try database.write { db in
            try db.execute(
                """
                INSERT INTO student_notes (id, student_id, author_id, body, shared, created_at) VALUES ($1, $2, $3, $4, $5, $6)
                """,
                [
                    .text(RandomIdentifier.make()), .text(student.rawValue), .text(author.rawValue), .text(body),
                    .integer(shared ? 1 : 0), SQLValue(instant),
                ])
        }
    }

    /// A student's notes, oldest first.
    public func notes(about student: ID<Student>) throws -> [StudentNote] {
        try database.read { db in
            try db.query("SELECT * FROM student_notes WHERE student_id = $1 ORDER BY created_at, id", [.text(student.rawValue)]).map {
                row in
                StudentNote(
                    id: try row.string("id"), studentID: ID(try row.string("student_id")), authorID: ID(try row.string("author_id")),
                    body: try row.string("body"), isShared: try row.int("shared") == 1, createdAt: try row.date("created_at"))
            }
        }
    }
}
