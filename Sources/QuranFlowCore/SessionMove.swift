import Calendar
import Foundation

/// One meeting of a weekly group session moved to another date and time (a "Schedule change"): the meeting that would
/// have been on `originalDate` (on the owner's calendar) meets on `date` at `time` instead, on the owner's wall clock.
/// ``LiveSession/occurrences(from:to:)`` applies it, so every screen, reminder and calendar feed reads the moved time.
///
/// ```swift
/// let move = SessionMove(originalDate: LocalDate(iso: "2026-10-27")!, date: LocalDate(iso: "2026-10-29")!,
///                        time: LocalTime(hour: 11, minute: 0))
/// levelClass.moving([move]).occurrences(from: weekStart, to: weekEnd).first?.start   // Thursday 11:00 AM Toronto
/// ```
public struct SessionMove: Hashable, Sendable, Codable {
    /// The date the meeting would have had, on the owner's calendar.
    public let originalDate: LocalDate
    /// The date it meets instead, on the owner's calendar.
    public let date: LocalDate
    /// The start time it meets at instead, on the owner's wall clock.
    public let time: LocalTime

    public init(originalDate: LocalDate, date: LocalDate, time: LocalTime) {
        self.originalDate = originalDate
        self.date = date
        self.time = time
    }

    /// How far a meeting may move: within a week either side of its own date.
    public static let maxDays = 6

    /// Whether the move stays within ``maxDays`` of the original date (a request's move is checked with it).
    public var isWithinRange: Bool {
        abs(originalDate.days(until: date)) <= Self.maxDays
    }
}
