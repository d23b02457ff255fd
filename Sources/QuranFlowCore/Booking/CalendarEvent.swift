import Calendar
import Foundation

/// The data an iCalendar writer needs for one event (or one weekly series): not the file text.
///
/// UIDs are derived from stored ids, so the same booking exports with the same UID every time and a
/// calendar app updates rather than duplicates it.
///
/// ```swift
/// let event = CalendarExport.event(for: series, term: fall, title: "Recitation with Ust. Amina")
/// event.uid   // "one-to-one-series-s1@quranflow"
/// ```
public struct CalendarEvent: Hashable, Sendable {
    /// The stable UID.
    public let uid: String
    /// The summary, e.g. "Recitation with Ust. Amina".
    public let title: String
    /// The (first) start.
    public let start: Date
    /// The (first) end.
    public let end: Date
    /// The owner's IANA zone (TZID of DTSTART/DTEND and the VTIMEZONE to include).
    public let zoneIdentifier: String
    /// The weekly rule, for a series.
    public let recurrence: RecurrenceRule?
    /// Start instants of weeks that do not happen (cancelled or swapped), for EXDATE.
    public let exceptionDates: [Date]
    /// Minutes before the start for a VALARM, or `nil` when the reminder is off.
    public let alarmMinutesBefore: Int?

    /// An event.
    public init(
        uid: String, title: String, start: Date, end: Date, zoneIdentifier: String,
        recurrence: RecurrenceRule? = nil, exceptionDates: [Date] = [], alarmMinutesBefore: Int? = nil
    ) {
        self.uid = uid
        self.title = title
        self.start = start
        self.end = end
        self.zoneIdentifier = zoneIdentifier
        self.recurrence = recurrence
        self.exceptionDates = exceptionDates
        self.alarmMinutesBefore = alarmMinutesBefore
    }

    /// The owner's wall-clock start (DTSTART;TZID=… value).
    public var localStart: (date: LocalDate, time: LocalTime) {
        let calendar = ZonedCalendar.resolving(zoneIdentifier)
        return (calendar.localDate(of: start), calendar.localTime(of: start))
    }
}
