import Foundation
import Identifiers

/// A "Same time weekly" booking: one coach slot held every week from `firstWeek` to the term's end,
/// with per-week exceptions (cancelled or swapped weeks).
///
/// ```swift
/// let series = OneToOneSeries(id: ID("s1"), studentID: sarah.id, termID: fall.id, slot: slot,
///                             firstWeek: 1, bookedAt: now)
/// series.activeOccurrences(in: fall).map(\.week)
/// ```
public struct OneToOneSeries: Hashable, Codable, Sendable, Identifiable {
    /// The series' identifier.
    public let id: Identifiers.ID<OneToOneSeries>
    /// The student who holds it.
    public let studentID: Identifiers.ID<Student>
    /// The term it runs in.
    public let termID: Identifiers.ID<Term>
    /// The coach's weekly slot.
    public let slot: WeeklySlot
    /// The first term week it holds.
    public let firstWeek: Int
    /// When it was booked.
    public let bookedAt: Date
    /// Weeks that do not happen at the series' time, by term week.
    public let exceptions: [Int: SeriesException]

    /// A series.
    public init(
        id: Identifiers.ID<OneToOneSeries>, studentID: Identifiers.ID<Student>, termID: Identifiers.ID<Term>,
        slot: WeeklySlot, firstWeek: Int, bookedAt: Date, exceptions: [Int: SeriesException] = [:]
    ) {
        self.id = id
        self.studentID = studentID
        self.termID = termID
        self.slot = slot
        self.firstWeek = firstWeek
        self.bookedAt = bookedAt
        self.exceptions = exceptions
    }

    /// The weeks it covers, `firstWeek` through the term's last week.
    public func weeks(in term: Term) -> ClosedRange<Int> {
        min(firstWeek, term.weekCount)...term.weekCount
    }

    /// Whether week `week` happens at the series' time (covered and not excepted).
    public func isActive(week: Int, in term: Term) -> Bool {
        weeks(in: term).contains(week) && exceptions[week] == nil
    }

    /// The occurrences that happen, in week order.
    public func activeOccurrences(in term: Term) -> [SlotOccurrence] {
        weeks(in: term).filter { exceptions[$0] == nil }.map { slot.occurrence(inWeek: $0, of: term) }
    }

    /// A copy with `exception` recorded for `week`.
    public func excepting(week: Int, _ exception: SeriesException) -> OneToOneSeries {
        var updated = exceptions
        updated[week] = exception
        return OneToOneSeries(
            id: id, studentID: studentID, termID: termID, slot: slot, firstWeek: firstWeek,
            bookedAt: bookedAt, exceptions: updated)
    }
}
