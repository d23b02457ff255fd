import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// IMF-fixdate formatting and parsing ("Sun, 06 Nov 1994 08:49:37 GMT") without shared formatters.
enum HTTPDate {
    private static let days = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
    private static let months = [
        "Jan", "Feb", "Mar", "Apr", "May", "Jun",
        "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
    ]

    /// Formats a date as an HTTP date in GMT.
    static func format(_ date: Date) -> String {
        var seconds = time_t(date.timeIntervalSince1970.rounded(.down))
        var parts = tm()
        gmtime_r(&seconds, &parts)
        func two(_ value: Int32) -> String { value < 10 ? "0\(value)" : "\(value)" }
        return "\(days[Int(parts.tm_wday)]), \(two(parts.tm_mday)) \(months[Int(parts.tm_mon)]) "
            + "\(parts.tm_year + 1900) \(two(parts.tm_hour)):\(two(parts.tm_min)):\(two(parts.tm_sec)) GMT"
    }

    /// Parses an IMF-fixdate; returns nil for anything else (a year outside 1…9999 or a field out of range included, so
    /// no header can overflow `tm`).
    static func parse(_ text: String) -> Date? {
        let pieces = text.split(separator: " ")
        guard pieces.count == 6, pieces[5] == "GMT",
            let day = Int32(pieces[1]), let month = months.firstIndex(of: String(pieces[2])),
            let year = Int32(pieces[3]), (1...9999).contains(year), (1...31).contains(day)
        else { return nil }
        let clock = pieces[4].split(separator: ":").compactMap { Int32($0) }
        guard clock.count == 3, (0...23).contains(clock[0]), (0...59).contains(clock[1]), (0...60).contains(clock[2]) else { return nil }
        var parts = tm()
        parts.tm_year = year - 1900
        parts.tm_mon = Int32(month)
        parts.tm_mday = day
        parts.tm_hour = clock[0]
        parts.tm_min = clock[1]
        parts.tm_sec = clock[2]
        return Date(timeIntervalSince1970: TimeInterval(timegm(&parts)))
    }
}
