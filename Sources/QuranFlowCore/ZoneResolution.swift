import Calendar
import Foundation

extension ZonedCalendar {
    /// The calendar for an IANA identifier, or UTC when the system does not know it.
    ///
    /// Zone identifiers reach the domain already validated (an account's zone is checked when it is
    /// chosen), so the fallback only keeps a damaged record from trapping; it never guesses a city.
    static func resolving(_ zoneIdentifier: String) -> ZonedCalendar {
        ZonedCalendar(identifier: zoneIdentifier) ?? ZonedCalendar(zone: TimeZone(secondsFromGMT: 0)!)
    }
}
