import Calendar
import Foundation

/// An instant from an ISO 8601 UTC string such as "2026-03-08T06:59:59Z".
func utc(_ text: String) -> Date {
    let formatter = ISO8601DateFormatter()
    formatter.formatOptions = [.withInternetDateTime]
    guard let date = formatter.date(from: text) else { fatalError("bad test instant \(text)") }
    return date
}

/// A local date from its ISO form; traps on a typo in the test itself.
func date(_ iso: String) -> LocalDate {
    guard let value = LocalDate(iso: iso) else { fatalError("bad test date \(iso)") }
    return value
}

/// A local time from "HH:MM[:SS]"; traps on a typo in the test itself.
func time(_ iso: String) -> LocalTime {
    guard let value = LocalTime(iso: iso) else { fatalError("bad test time \(iso)") }
    return value
}

let toronto = ZonedCalendar(identifier: "America/Toronto")!
let cairo = ZonedCalendar(identifier: "Africa/Cairo")!
let london = ZonedCalendar(identifier: "Europe/London")!
