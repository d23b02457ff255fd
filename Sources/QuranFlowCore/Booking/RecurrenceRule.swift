import Calendar
import Foundation

/// The data of a weekly RRULE (RFC 5545): every week on one weekday, until an instant.
///
/// ```swift
/// RecurrenceRule(weekday: .tuesday, until: untilInstant).value   // "FREQ=WEEKLY;BYDAY=TU;UNTIL=20261220T215959Z"
/// ```
public struct RecurrenceRule: Hashable, Sendable {
    /// The weekday (BYDAY) in the event's zone.
    public let weekday: Weekday
    /// The last instant an occurrence may start (UNTIL, written in UTC as RFC 5545 requires with a TZID start).
    public let until: Date

    /// A weekly rule.
    public init(weekday: Weekday, until: Date) {
        self.weekday = weekday
        self.until = until
    }

    /// The two-letter BYDAY code: "MO" … "SU".
    public var byDay: String {
        String(weekday.name.prefix(2)).uppercased()
    }

    /// The RRULE value: "FREQ=WEEKLY;BYDAY=TU;UNTIL=20261220T215959Z".
    public var value: String {
        "FREQ=WEEKLY;BYDAY=\(byDay);UNTIL=\(BookingCopy.utcStamp(until, separators: false))"
    }
}
