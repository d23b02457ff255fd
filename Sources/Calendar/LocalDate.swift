/// A calendar date with no zone attached: what a wall calendar shows ("2026-10-27").
///
/// Turn it into instants with ``ZonedCalendar``. Codable as its ISO string.
///
/// ```swift
/// let date = LocalDate(iso: "2026-10-27")!   // Tuesday
/// ```
public struct LocalDate: Hashable, Comparable, Codable, Sendable, CustomStringConvertible {
    /// The proleptic Gregorian year, e.g. 2026.
    public let year: Int
    /// The month, 1 (January) through 12 (December).
    public let month: Int
    /// The day of the month, 1 through 31.
    public let day: Int

    /// A date from its parts. Traps (precondition) if the date does not exist — use
    /// ``init(checkingYear:month:day:)`` or ``init(iso:)`` for untrusted input.
    ///
    /// ```swift
    /// let date = LocalDate(year: 2026, month: 10, day: 27)
    /// ```
    public init(year: Int, month: Int, day: Int) {
        precondition(
            LocalDate.isValid(year: year, month: month, day: day),
            "\(year)-\(month)-\(day) is not a date")
        self.year = year
        self.month = month
        self.day = day
    }

    /// A date from its parts, or `nil` if that date does not exist (e.g. 2026-02-29).
    ///
    /// ```swift
    /// LocalDate(checkingYear: 2028, month: 2, day: 29)   // a leap day
    /// ```
    public init?(checkingYear year: Int, month: Int, day: Int) {
        guard LocalDate.isValid(year: year, month: month, day: day) else { return nil }
        self.init(year: year, month: month, day: day)
    }

    /// Parses an ISO calendar date `YYYY-MM-DD` (four-digit year); `nil` if malformed or nonexistent.
    ///
    /// ```swift
    /// LocalDate(iso: "2026-10-27")
    /// ```
    public init?(iso: String) {
        let parts = iso.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
            parts.allSatisfy({ $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }),
            let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2])
        else { return nil }
        self.init(checkingYear: year, month: month, day: day)
    }

    /// The dates a person can name through the products, 2000-01-01 through 2100-12-31: every date a request carries is
    /// checked against it at the edge, so the calendar arithmetic after it (weeks, strips, a day's end in any zone)
    /// stays far inside the years this type can hold.
    ///
    /// ```swift
    /// LocalDate.supportedRange.contains(LocalDate(iso: "9999-12-31")!)   // false
    /// ```
    public static let supportedRange = LocalDate(year: 2000, month: 1, day: 1)...LocalDate(year: 2100, month: 12, day: 31)

    init(dayNumber: Int) {
        let civil = CivilDays.civil(fromDayNumber: dayNumber)
        self.init(year: civil.year, month: civil.month, day: civil.day)
    }

    private static func isValid(year: Int, month: Int, day: Int) -> Bool {
        (1...9999).contains(year) && (1...12).contains(month)
            && day >= 1 && day <= CivilDays.daysInMonth(month, year: year)
    }

    /// Days since 1970-01-01.
    var dayNumber: Int {
        CivilDays.dayNumber(year: year, month: month, day: day)
    }

    /// The date `days` days later (or earlier, if negative), across month and year ends.
    /// Traps if the result leaves years 1…9999.
    ///
    /// ```swift
    /// LocalDate(iso: "2026-12-31")!.adding(days: 1)   // 2027-01-01
    /// ```
    public func adding(days: Int) -> LocalDate {
        LocalDate(dayNumber: dayNumber + days)
    }

    /// The number of days from this date to `other` (negative if `other` is earlier).
    ///
    /// ```swift
    /// LocalDate(iso: "2026-10-26")!.days(until: LocalDate(iso: "2026-11-02")!)   // 7
    /// ```
    public func days(until other: LocalDate) -> Int {
        other.dayNumber - dayNumber
    }

    /// The ISO day of the week.
    public var weekday: Weekday {
        Weekday(rawValue: CivilDays.isoWeekday(ofDayNumber: dayNumber))!
    }

    /// The ISO form, "2026-10-27".
    public var description: String {
        "\(LocalDate.pad(year, 4))-\(LocalDate.pad(month, 2))-\(LocalDate.pad(day, 2))"
    }

    /// Whether `lhs` comes before `rhs` on the calendar.
    public static func < (lhs: LocalDate, rhs: LocalDate) -> Bool {
        (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
    }

    /// Decodes the ISO string form ("2026-10-27").
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let date = LocalDate(iso: text) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "“\(text)” is not a YYYY-MM-DD date")
        }
        self = date
    }

    /// Encodes as the ISO string form ("2026-10-27").
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }

    static func pad(_ value: Int, _ width: Int) -> String {
        let digits = String(value)
        return digits.count >= width ? digits : String(repeating: "0", count: width - digits.count) + digits
    }
}
