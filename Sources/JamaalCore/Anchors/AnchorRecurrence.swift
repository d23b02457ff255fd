import Calendar

/// How a scheduled Anchor repeats (AN-05).
///
/// Stored with Codable's enum form; a case from a newer version fails to decode, and the whole rule is kept
/// byte for byte as one that needs attention (AN-07).
///
/// ```swift
/// AnchorRecurrence.weekly(days: [.monday, .friday]).occurs(on: LocalDate(iso: "2026-11-02")!, startsOn: start)   // true
/// ```
public enum AnchorRecurrence: Hashable, Codable, Sendable {
    /// On the chosen weekdays, every week.
    case weekly(days: Set<Weekday>)
    /// Every `n` days from the rule's start date.
    case everyDays(Int)
    /// On the chosen weekdays of every `n`th week, counted from the week (Monday–Sunday) of the start date.
    case everyWeeks(Int, days: Set<Weekday>)
    /// A window opening `min` days after the last Attended and closing `max` days after it (plants).
    case daysAfterLastDone(min: Int, max: Int)

    /// Allowed `n` for every N days / weeks.
    public static let everyRange = 1...365
    /// Allowed day counts for N–M days after last done.
    public static let daysAfterRange = 1...365

    /// Throws the error naming the field that is out of range.
    func check() throws(AnchorError) {
        switch self {
        case .weekly(let days):
            guard !days.isEmpty else { throw .needsDays }
        case .everyDays(let n):
            guard Self.everyRange.contains(n) else { throw .everyOutOfRange(field: "recurrence.everyDays", range: Self.everyRange) }
        case .everyWeeks(let n, let days):
            guard Self.everyRange.contains(n) else { throw .everyOutOfRange(field: "recurrence.everyWeeks", range: Self.everyRange) }
            guard !days.isEmpty else { throw .needsDays }
        case .daysAfterLastDone(let min, let max):
            guard Self.daysAfterRange.contains(min) else {
                throw .everyOutOfRange(field: "recurrence.minDays", range: Self.daysAfterRange)
            }
            guard max >= min else { throw .daysAfterOrder(min: min, max: max) }
            guard Self.daysAfterRange.contains(max) else {
                throw .everyOutOfRange(field: "recurrence.maxDays", range: Self.daysAfterRange)
            }
        }
    }

    /// Whether a calendar-driven recurrence has an occurrence on `day` (never before `startsOn`).
    /// Always false for ``daysAfterLastDone(min:max:)``, which depends on outcomes (see ``ScheduledAnchor``).
    public func occurs(on day: LocalDate, startsOn: LocalDate) -> Bool {
        guard day >= startsOn else { return false }
        switch self {
        case .weekly(let days):
            return days.contains(day.weekday)
        case .everyDays(let n):
            return startsOn.days(until: day) % n == 0
        case .everyWeeks(let n, let days):
            let firstMonday = startsOn.adding(days: 1 - startsOn.weekday.rawValue)
            let weeks = firstMonday.days(until: day) / 7
            return weeks % n == 0 && days.contains(day.weekday)
        case .daysAfterLastDone:
            return false
        }
    }

    /// What AN-02 shows: "Weekly · Mon, Fri", "Every 3 days", "Every 2 weeks · Thu", "3–5 days after last done".
    public var summary: String {
        func names(_ days: Set<Weekday>) -> String { days.sorted { $0.rawValue < $1.rawValue }.map(\.shortName).joined(separator: ", ") }
        switch self {
        case .weekly(let days): return "Weekly · " + names(days)
        case .everyDays(let n): return n == 1 ? "Every day" : "Every \(n) days"
        case .everyWeeks(let n, let days): return (n == 1 ? "Every week" : "Every \(n) weeks") + " · " + names(days)
        case .daysAfterLastDone(let min, let max): return min == max ? "\(min) days after last done" : "\(min)–\(max) days after last done"
        }
    }
}
