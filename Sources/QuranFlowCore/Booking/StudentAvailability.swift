import Foundation
import Identifiers

/// A Year-2 student's answers to the Availability grid ("When could you join a live circle?"),
/// cells on the student's own wall clock, stored for the programme.
///
/// ```swift
/// let answers = try StudentAvailability.record(student: sarah, cells: picked, now: now)
/// answers.footer   // "6 windows picked · your local time"
/// ```
public struct StudentAvailability: Hashable, Codable, Sendable {
    /// The student.
    public let studentID: Identifiers.ID<Student>
    /// The student's zone when answering (the cells are read in it).
    public let zoneIdentifier: String
    /// The picked cells.
    public let cells: Set<AvailabilityCell>
    /// When the answers were saved.
    public let recordedAt: Date

    /// Answers.
    public init(studentID: Identifiers.ID<Student>, zoneIdentifier: String, cells: Set<AvailabilityCell>, recordedAt: Date) {
        self.studentID = studentID
        self.zoneIdentifier = zoneIdentifier
        self.cells = cells
        self.recordedAt = recordedAt
    }

    /// The grid's footer, "6 windows picked · your local time".
    public var footer: String {
        AvailabilityCell.footer(picked: cells.count)
    }

    /// The decision to save `cells` for `student` at `now`; Year-1 students are refused.
    public static func record(student: Student, cells: Set<AvailabilityCell>, now: Date) throws(BookingError) -> StudentAvailability {
        try OneToOneAccess.check(student, .availability)
        return StudentAvailability(studentID: student.id, zoneIdentifier: student.zoneIdentifier, cells: cells, recordedAt: now)
    }
}
