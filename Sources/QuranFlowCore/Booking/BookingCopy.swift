import Calendar
import Foundation

/// The one-to-one's locked copy and the formats its messages use, in one place.
///
/// ```swift
/// BookingCopy.recurring(week: 8)   // "Recurring · Week 8"
/// ```
public enum BookingCopy {
    /// The coach's schedule label for a one-off or make-up (locked, REVIEW.md D1).
    public static let thisWeekOnly = "This week only"

    /// The coach's schedule label for a series occurrence in term week `week` (locked, REVIEW.md D1).
    ///
    /// ```swift
    /// BookingCopy.recurring(week: 8)   // "Recurring · Week 8"
    /// ```
    public static func recurring(week: Int) -> String {
        "Recurring · Week \(week)"
    }

    private static let monthNames = [
        "January", "February", "March", "April", "May", "June",
        "July", "August", "September", "October", "November", "December",
    ]

    /// 12-hour clock: "9:20 AM", "12:00 PM".
    public static func clock(_ time: LocalTime) -> String {
        let hour12 = time.hour % 12 == 0 ? 12 : time.hour % 12
        let minute = time.minute < 10 ? "0\(time.minute)" : "\(time.minute)"
        return "\(hour12):\(minute) \(time.hour < 12 ? "AM" : "PM")"
    }

    /// "Tuesday 10 November".
    public static func dayDate(_ date: LocalDate) -> String {
        "\(date.weekday.name) \(date.day) \(monthNames[date.month - 1])"
    }

    /// "9:20 AM on Tuesday 10 November" for `instant` on the wall clock of `zoneIdentifier`.
    public static func moment(_ instant: Date, in zoneIdentifier: String) -> String {
        let calendar = ZonedCalendar.resolving(zoneIdentifier)
        return "\(clock(calendar.localTime(of: instant))) on \(dayDate(calendar.localDate(of: instant)))"
    }

    /// "Week 9", "Weeks 9–15", "Weeks 3, 5 and 9–11": ascending, runs of three or more joined by a dash.
    ///
    /// ```swift
    /// BookingCopy.weeks([9, 10, 11, 12])   // "Weeks 9–12"
    /// ```
    public static func weeks(_ weeks: [Int]) -> String {
        let sorted = Array(Set(weeks)).sorted()
        guard sorted.count > 1 else { return sorted.first.map { "Week \($0)" } ?? "No weeks" }
        var runs: [[Int]] = []
        for week in sorted {
            if let last = runs.last?.last, last + 1 == week { runs[runs.count - 1].append(week) } else { runs.append([week]) }
        }
        let parts = runs.flatMap { run -> [String] in
            run.count >= 3 ? ["\(run[0])–\(run[run.count - 1])"] : run.map(String.init)
        }
        let list = parts.count == 1 ? parts[0] : parts.dropLast().joined(separator: ", ") + " and " + parts[parts.count - 1]
        return "Weeks \(list)"
    }

    /// UTC stamp: "2026-10-27T13:20:00Z" (`separators`) or the iCalendar form "20261027T132000Z".
    public static func utcStamp(_ instant: Date, separators: Bool) -> String {
        let utc = ZonedCalendar(zone: TimeZone(secondsFromGMT: 0)!)
        let date = utc.localDate(of: instant)
        let time = utc.localTime(of: instant)
        func pad(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
        let year = String(date.year)
        return separators
            ? "\(year)-\(pad(date.month))-\(pad(date.day))T\(pad(time.hour)):\(pad(time.minute)):\(pad(time.second))Z"
            : "\(year)\(pad(date.month))\(pad(date.day))T\(pad(time.hour))\(pad(time.minute))\(pad(time.second))Z"
    }
}
