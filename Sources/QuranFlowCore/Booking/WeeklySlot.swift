import Calendar
import Foundation
import Identifiers

/// A coach's 20-minute slot that recurs weekly on the coach's wall clock ("Tuesdays 4:20 PM Cairo").
///
/// A weekly booking holds one of these, so its instant (and a student's local time) follows the
/// coach's clock, not the student's.
///
/// ```swift
/// let slot = WeeklySlot(coach: amina, weekday: .tuesday, start: LocalTime(hour: 16, minute: 20))
/// slot.occurrence(inWeek: 9, of: spring).start   // 2026-03-10 14:20 UTC
/// ```
public struct WeeklySlot: Hashable, Codable, Sendable {
    /// The slot length, 20 minutes.
    public static let lengthMinutes = 20

    /// The coach whose slot it is.
    public let coachID: Identifiers.ID<Coach>
    /// The coach's IANA zone, which anchors the recurrence.
    public let zoneIdentifier: String
    /// The weekday in the coach's zone.
    public let weekday: Weekday
    /// The start on the coach's wall clock.
    public let start: LocalTime

    /// A slot from its parts.
    public init(coachID: Identifiers.ID<Coach>, zoneIdentifier: String, weekday: Weekday, start: LocalTime) {
        self.coachID = coachID
        self.zoneIdentifier = zoneIdentifier
        self.weekday = weekday
        self.start = start
    }

    /// A slot of `coach`, in the coach's zone.
    public init(coach: Coach, weekday: Weekday, start: LocalTime) {
        self.init(coachID: coach.id, zoneIdentifier: coach.zoneIdentifier, weekday: weekday, start: start)
    }

    /// The coach's date of this slot in term week `week` (weeks are read on the coach's calendar).
    public func ownerDate(inWeek week: Int, of term: Term) -> LocalDate {
        term.monday(ofWeek: week).adding(days: weekday.rawValue - 1)
    }

    /// The occurrence in term week `week`: its instant computed from the coach's wall clock that day.
    ///
    /// ```swift
    /// slot.occurrence(inWeek: 8, of: fall).key
    /// ```
    public func occurrence(inWeek week: Int, of term: Term) -> SlotOccurrence {
        let date = ownerDate(inWeek: week, of: term)
        let start = ZonedCalendar.resolving(zoneIdentifier).instant(on: date, at: self.start)
        return SlotOccurrence(slot: self, week: week, ownerDate: date, start: start)
    }

    /// The occurrences in every week of `term`, Week 1 first.
    public func occurrences(in term: Term) -> [SlotOccurrence] {
        term.weeks.map { occurrence(inWeek: $0, of: term) }
    }
}
