import Foundation
import Identifiers

/// One one-to-one that will happen (or happened): who, which slot occurrence, and where it comes from.
///
/// What the timeline, appointment detail, reminders and the coach's schedule read.
///
/// ```swift
/// booked.scheduleLabel   // "Recurring · Week 8" or "This week only"
/// ```
public struct BookedOneToOne: Hashable, Sendable {
    /// Where the booking comes from.
    public enum Source: Hashable, Sendable {
        /// A week of a weekly series.
        case series(Identifiers.ID<OneToOneSeries>)
        /// A single booking (one-off, make-up or swap).
        case single(Identifiers.ID<OneToOneSingle>, OneToOneSingle.Kind)
    }

    /// The student.
    public let studentID: Identifiers.ID<Student>
    /// The slot occurrence, with its true instant for that week.
    public let occurrence: SlotOccurrence
    /// Series or single.
    public let source: Source
    /// Who takes it: the slot's coach, or a substitute that week.
    public let teacherID: Identifiers.ID<Coach>

    /// A booked occurrence; `teacher` is the slot's coach unless another coach takes that week.
    public init(studentID: Identifiers.ID<Student>, occurrence: SlotOccurrence, source: Source, teacher: Identifiers.ID<Coach>? = nil) {
        self.studentID = studentID
        self.occurrence = occurrence
        self.source = source
        self.teacherID = teacher ?? occurrence.slot.coachID
    }

    /// The coach's schedule label: `Recurring · Week N` for a series week, `This week only` otherwise.
    public var scheduleLabel: String {
        switch source {
        case .series: BookingCopy.recurring(week: occurrence.week)
        case .single: BookingCopy.thisWeekOnly
        }
    }

    /// Whether it is the week's regular booking (a series week, one-off or swap), not a make-up.
    public var isRegular: Bool {
        if case .single(_, .makeUp) = source { return false }
        return true
    }

    /// When its reminder fires (15 minutes before the start).
    public var reminderAt: Date {
        occurrence.reminderAt
    }

    /// The phase at `now`; Join shows from 15 minutes before until the end.
    public func phase(at now: Date) -> SessionPhase {
        occurrence.phase(at: now)
    }
}
