import Calendar

/// How a task repeats (TK-05): daily, weekly on chosen days, or monthly. A repeating task needs a date.
///
/// Stored as a short string (``rawValue``): "daily", "weekly:1,3,5" (ISO weekdays), "monthly:31".
/// A string this version does not know (from a newer Jamaal) is kept as ``unknown(_:)`` so it is
/// saved back unchanged and the screen can say "Update Jamaal to see this".
///
/// ```swift
/// RepeatRule.monthly(day: 31).nextDate(after: LocalDate(iso: "2027-01-31")!)   // 2027-02-28
/// ```
public enum RepeatRule: Hashable, Codable, Sendable, RawRepresentable {
    /// Every day.
    case daily
    /// On the chosen weekdays.
    case weekly(Set<Weekday>)
    /// On this day of every month (1–31). Months without that day use their last day
    /// (the 31st → 30 April, 28 or 29 February), and the next month returns to the chosen day.
    case monthly(day: Int)
    /// A rule from a newer version, kept as its raw string.
    case unknown(String)

    /// Parses the stored form; anything unrecognised becomes ``unknown(_:)`` (never dropped).
    public init(rawValue: String) {
        let parts = rawValue.split(separator: ":", maxSplits: 1).map(String.init)
        switch (parts.first, parts.count) {
        case ("daily", 1):
            self = .daily
        case ("weekly", 2):
            let numbers = parts[1].split(separator: ",").map { Int($0) }
            let days = numbers.compactMap { $0.flatMap(Weekday.init(rawValue:)) }
            self = days.count == numbers.count && !days.isEmpty ? .weekly(Set(days)) : .unknown(rawValue)
        case ("monthly", 2):
            if let day = Int(parts[1]), (1...31).contains(day) { self = .monthly(day: day) } else { self = .unknown(rawValue) }
        default:
            self = .unknown(rawValue)
        }
    }

    /// The stored form.
    public var rawValue: String {
        switch self {
        case .daily: "daily"
        case .weekly(let days): "weekly:" + days.map(\.rawValue).sorted().map(String.init).joined(separator: ",")
        case .monthly(let day): "monthly:\(day)"
        case .unknown(let raw): raw
        }
    }

    /// Whether this version understands the rule.
    public var isKnown: Bool {
        if case .unknown = self { return false }
        return true
    }

    /// What the repeat picker shows: "Daily", "Weekly · Mon, Wed", "Monthly · day 31", or "Update Jamaal to see this".
    public var label: String {
        switch self {
        case .daily: "Daily"
        case .weekly(let days): "Weekly · " + days.sorted { $0.rawValue < $1.rawValue }.map(\.shortName).joined(separator: ", ")
        case .monthly(let day): "Monthly · day \(day)"
        case .unknown: "Update Jamaal to see this"
        }
    }

    /// The first date strictly after `date` on which the task falls; `nil` for an unknown rule or
    /// a weekly rule with no days.
    ///
    /// ```swift
    /// RepeatRule.weekly([.monday, .thursday]).nextDate(after: LocalDate(iso: "2026-11-05")!)   // 2026-11-09
    /// ```
    public func nextDate(after date: LocalDate) -> LocalDate? {
        switch self {
        case .daily:
            return date.adding(days: 1)
        case .weekly(let days):
            guard !days.isEmpty else { return nil }
            return (1...7).lazy.map { date.adding(days: $0) }.first { days.contains($0.weekday) }
        case .monthly(let day):
            let thisMonth = Self.clamped(year: date.year, month: date.month, day: day)
            if thisMonth > date { return thisMonth }
            let (year, month) = date.month == 12 ? (date.year + 1, 1) : (date.year, date.month + 1)
            return Self.clamped(year: year, month: month, day: day)
        case .unknown:
            return nil
        }
    }

    /// `day` in the given month, or the month's last day if it is shorter.
    static func clamped(year: Int, month: Int, day: Int) -> LocalDate {
        var candidate = Swift.min(day, 31)
        while candidate > 28, LocalDate(checkingYear: year, month: month, day: candidate) == nil { candidate -= 1 }
        return LocalDate(year: year, month: month, day: candidate)
    }

    public init(from decoder: any Decoder) throws {
        self.init(rawValue: try decoder.singleValueContainer().decode(String.self))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}
