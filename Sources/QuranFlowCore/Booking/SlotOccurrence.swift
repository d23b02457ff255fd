import Calendar
import Foundation

/// One concrete meeting of a ``WeeklySlot``: its term week, the coach's date, and its instants.
///
/// ```swift
/// let occurrence = slot.occurrence(inWeek: 9, of: spring)
/// occurrence.localTime(in: "America/Toronto")   // 10:20
/// occurrence.zoneLabel(in: "America/Toronto")   // "Toronto (EDT)"
/// ```
public struct SlotOccurrence: Hashable, Codable, Sendable {
    /// The recurring slot.
    public let slot: WeeklySlot
    /// The term week (1…15).
    public let week: Int
    /// The date on the coach's wall clock.
    public let ownerDate: LocalDate
    /// When it starts.
    public let start: Date

    /// An occurrence.
    public init(slot: WeeklySlot, week: Int, ownerDate: LocalDate, start: Date) {
        self.slot = slot
        self.week = week
        self.ownerDate = ownerDate
        self.start = start
    }

    /// When it ends (start + 20 minutes, exclusive).
    public var end: Date {
        start.addingTimeInterval(TimeInterval(WeeklySlot.lengthMinutes * 60))
    }

    /// The database key that at most one student may hold.
    public var key: SlotKey {
        SlotKey(coachID: slot.coachID, start: start)
    }

    /// The start on the viewer's wall clock.
    public func localTime(in zoneIdentifier: String) -> LocalTime {
        ZonedCalendar.resolving(zoneIdentifier).localTime(of: start)
    }

    /// The start's date on the viewer's wall calendar.
    public func localDate(in zoneIdentifier: String) -> LocalDate {
        ZonedCalendar.resolving(zoneIdentifier).localDate(of: start)
    }

    /// "9:20 AM" on the viewer's wall clock.
    public func timeLabel(in zoneIdentifier: String) -> String {
        BookingCopy.clock(localTime(in: zoneIdentifier))
    }

    /// The viewer's zone with the abbreviation true on that day: "Toronto (EDT)".
    public func zoneLabel(in zoneIdentifier: String) -> String {
        ZoneLabel.label(zoneIdentifier: zoneIdentifier, at: start)
    }

    /// The phase at `now` — Join from 15 minutes before until the end (``SessionPhase``).
    public func phase(at now: Date) -> SessionPhase {
        SessionPhase(start: start, end: end, at: now)
    }

    /// How long before the start a reminder fires (15 minutes).
    public static let reminderLead: TimeInterval = 15 * 60

    /// When its reminder fires: 15 minutes before the start.
    public var reminderAt: Date {
        start.addingTimeInterval(-Self.reminderLead)
    }
}
