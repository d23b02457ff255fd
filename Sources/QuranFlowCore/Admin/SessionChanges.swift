import Calendar
import Foundation

/// An admin's changes to a weekly session's single meetings and to the rule's life, applied by
/// ``LiveSession/occurrences(from:to:)``: a cancelled meeting is not held (no screen, reminder or report counts it), an
/// extra meeting is held once more, and an ended rule holds no meeting that starts at or after `endedAt` (meetings
/// already held stay, with their attendance and recordings).
///
/// ```swift
/// var changes = SessionChanges()
/// changes.cancelledDates.insert(LocalDate(iso: "2026-10-27")!)
/// qrc.changes = changes   // the 27 October meeting is gone from every screen
/// ```
public struct SessionChanges: Hashable, Sendable {
    /// The owner's dates of cancelled weekly meetings.
    public var cancelledDates: Set<LocalDate>
    /// Single extra meetings, on the owner's calendar.
    public var extraMeetings: [ExtraMeeting]
    /// When the rule was ended (removed); nil while it runs.
    public var endedAt: Date?

    /// No changes.
    public init(cancelledDates: Set<LocalDate> = [], extraMeetings: [ExtraMeeting] = [], endedAt: Date? = nil) {
        self.cancelledDates = cancelledDates
        self.extraMeetings = extraMeetings
        self.endedAt = endedAt
    }
}

/// One extra meeting of a weekly session on `date` at `time` on the owner's wall clock (same teacher, title, link and
/// length as the rule).
///
/// ```swift
/// ExtraMeeting(date: LocalDate(iso: "2026-10-29")!, time: LocalTime(hour: 18, minute: 0))
/// ```
public struct ExtraMeeting: Hashable, Sendable, Codable {
    /// The date, on the owner's calendar.
    public let date: LocalDate
    /// The start, on the owner's wall clock.
    public let time: LocalTime

    /// An extra meeting.
    public init(date: LocalDate, time: LocalTime) {
        self.date = date
        self.time = time
    }
}
