import Foundation

/// A calendar date (proleptic Gregorian) without a time or a zone: the "local date" prayer times are asked for.
///
///     let day = try CivilDate(parsing: "2026-03-29")   // day.adding(days: 1).description == "2026-03-30"
public struct CivilDate: Sendable, Hashable, Comparable, CustomStringConvertible {
    public let year: Int
    public let month: Int
    public let day: Int

    /// A date from its parts; returns nil when the parts do not name a real day (2026-02-30).
    public init?(year: Int, month: Int, day: Int) {
        guard (1...12).contains(month), day >= 1, day <= CivilDate.daysIn(month: month, year: year) else { return nil }
        self.year = year
        self.month = month
        self.day = day
    }

    /// The date `days` days after 1970-01-01 (negative before it).
    public init(daysSinceEpoch days: Int) {
        // Civil-from-days over 400-year eras (H. Hinnant's public-domain algorithm).
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let doe = z - era * 146_097
        let yoe = (doe - doe / 1460 + doe / 36524 - doe / 146_096) / 365
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
        let mp = (5 * doy + 2) / 153
        let d = doy - (153 * mp + 2) / 5 + 1
        let m = mp < 10 ? mp + 3 : mp - 9
        year = yoe + era * 400 + (m <= 2 ? 1 : 0)
        month = m
        day = d
    }

    /// Parses `YYYY-MM-DD` strictly. Throws a message naming the text when it is not a real date.
    public init(parsing text: String) throws {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
            let y = Int(parts[0]), let m = Int(parts[1]), let d = Int(parts[2]),
            let date = CivilDate(year: y, month: m, day: d)
        else {
            throw PrayerInputError.invalidDate(text)
        }
        self = date
    }

    /// Days from 1970-01-01 to this date.
    public var daysSinceEpoch: Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yoe = y - era * 400
        let mp = month > 2 ? month - 3 : month + 9
        let doy = (153 * mp + 2) / 5 + day - 1
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        return era * 146_097 + doe - 719_468
    }

    /// The date `days` later (earlier when negative).
    public func adding(days: Int) -> CivilDate { CivilDate(daysSinceEpoch: daysSinceEpoch + days) }

    /// 1 for 1 January.
    public var dayOfYear: Int { daysSinceEpoch - CivilDate(year: year, month: 1, day: 1)!.daysSinceEpoch + 1 }

    /// Seconds since 1970-01-01T00:00:00Z at this date's midnight in UTC.
    var utcMidnight: Double { Double(daysSinceEpoch) * 86_400 }

    public var description: String {
        let y = String(year), m = month < 10 ? "0\(month)" : "\(month)", d = day < 10 ? "0\(day)" : "\(day)"
        return "\(String(repeating: "0", count: max(0, 4 - y.count)))\(y)-\(m)-\(d)"
    }

    public static func < (lhs: CivilDate, rhs: CivilDate) -> Bool { lhs.daysSinceEpoch < rhs.daysSinceEpoch }

    static func isLeap(_ year: Int) -> Bool { year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) }

    static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: return isLeap(year) ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }
}
