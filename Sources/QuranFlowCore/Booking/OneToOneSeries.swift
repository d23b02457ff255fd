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
    /// Weeks another coach takes (the coach was away), by term week; the slot and its time stay the coach's.
    public let substitutes: [Int: Identifiers.ID<Coach>]

    /// A series.
    public init(
        id: Identifiers.ID<OneToOneSeries>, studentID: Identifiers.ID<Student>, termID: Identifiers.ID<Term>,
        slot: WeeklySlot, firstWeek: Int, bookedAt: Date, exceptions: [Int: SeriesException] = [:],
        substitutes: [Int: Identifiers.ID<Coach>] = [:]
    ) {
        self.id = id
        self.studentID = studentID
        self.termID = termID
        self.slot = slot
        self.firstWeek = firstWeek
        self.bookedAt = bookedAt
        self.exceptions = exceptions
        self.substitutes = substitutes
    }

    private enum CodingKeys: String, CodingKey { case id, studentID, termID, slot, firstWeek, bookedAt, exceptions, substitutes }

    /// Decodes a stored series; one stored before substitutes existed has none.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            id: try container.decode(Identifiers.ID<OneToOneSeries>.self, forKey: .id),
            studentID: try container.decode(Identifiers.ID<Student>.self, forKey: .studentID),
            termID: try container.decode(Identifiers.ID<Term>.self, forKey: .termID),
            slot: try container.decode(WeeklySlot.self, forKey: .slot), firstWeek: try container.decode(Int.self, forKey: .firstWeek),
            bookedAt: try container.decode(Date.self, forKey: .bookedAt),
            exceptions: try container.decode([Int: SeriesException].self, forKey: .exceptions),
            substitutes: try container.decodeIfPresent([Int: Identifiers.ID<Coach>].self, forKey: .substitutes) ?? [:])
    }

    /// The coach who takes week `week`: the substitute that week, else the slot's coach.
    public func teacher(ofWeek week: Int) -> Identifiers.ID<Coach> {
        substitutes[week] ?? slot.coachID
    }

    /// A copy in which `teacher` takes week `week` in the coach's place.
    ///
    /// ```swift
    /// series.substituting(week: 6, teacher: rania.id).teacher(ofWeek: 6) == rania.id   // true
    /// ```
    public func substituting(week: Int, teacher: Identifiers.ID<Coach>) -> OneToOneSeries {
        var updated = substitutes
        updated[week] = teacher
        return OneToOneSeries(
            id: id, studentID: studentID, termID: termID, slot: slot, firstWeek: firstWeek,
            bookedAt: bookedAt, exceptions: exceptions, substitutes: updated)
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
            bookedAt: bookedAt, exceptions: updated, substitutes: substitutes)
    }
}
