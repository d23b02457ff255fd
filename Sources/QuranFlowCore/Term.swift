import Calendar
import Identifiers

/// One semester of one level: fifteen weeks from a first Monday.
///
/// A term knows only dates; which instants they are depends on whose zone reads them
/// (see ``WeekArc``).
///
/// ```swift
/// let fall = try Term(id: ID("fall-2026"), name: "Fall 2026", firstMonday: LocalDate(year: 2026, month: 9, day: 7), level: levelII)
/// fall.weekLabel(8)   // "Week 8 of 15"
/// ```
public struct Term: Hashable, Codable, Sendable, Identifiable {
    /// The term's identifier.
    public let id: Identifiers.ID<Term>
    /// The term's name, e.g. "Fall 2026".
    public let name: String
    /// The Monday Week 1 begins.
    public let firstMonday: LocalDate
    /// How many weeks the term runs (15).
    public let weekCount: Int
    /// The level taught.
    public let level: Level

    /// The standard term length.
    public static let standardWeekCount = 15

    /// The week counts a term may have (the programme's terms are all ``standardWeekCount``).
    public static let weekCountRange = 1...52

    /// A term; refused unless `firstMonday` is a Monday within ``LocalDate/supportedRange`` and `weekCount` lies in
    /// ``weekCountRange``.
    public init(
        id: Identifiers.ID<Term>, name: String, firstMonday: LocalDate, weekCount: Int = Term.standardWeekCount,
        level: Level
    ) throws(TermError) {
        guard LocalDate.supportedRange.contains(firstMonday) else { throw .firstDayOutOfRange(firstMonday) }
        guard firstMonday.weekday == .monday else { throw .firstDayNotMonday(firstMonday) }
        guard Term.weekCountRange.contains(weekCount) else { throw .weekCountOutOfRange(weekCount) }
        self.id = id
        self.name = name
        self.firstMonday = firstMonday
        self.weekCount = weekCount
        self.level = level
    }

    /// The week numbers, 1…15.
    public var weeks: ClosedRange<Int> {
        1...weekCount
    }

    /// The Monday week `week` begins (week 1 is ``firstMonday``).
    ///
    /// ```swift
    /// fall.monday(ofWeek: 8)   // 2026-10-26
    /// ```
    public func monday(ofWeek week: Int) -> LocalDate {
        firstMonday.adding(days: 7 * (week - 1))
    }

    /// The term week that `date` falls in, on whichever calendar the date was read; nil outside the term.
    ///
    /// ```swift
    /// fall.week(containing: LocalDate(year: 2026, month: 10, day: 27))   // 8
    /// ```
    public func week(containing date: LocalDate) -> Int? {
        let days = firstMonday.days(until: date)
        guard days >= 0 else { return nil }
        let week = days / 7 + 1
        return weeks.contains(week) ? week : nil
    }

    /// The Sunday the term's last week ends.
    public var lastDay: LocalDate {
        monday(ofWeek: weekCount).adding(days: 6)
    }

    /// "Week 8 of 15".
    public func weekLabel(_ week: Int) -> String {
        "Week \(week) of \(weekCount)"
    }

    /// "Fall 2026 · Level II" (countdown and syllabus eyebrows).
    public var eyebrow: String {
        "\(name) · \(level.title)"
    }
}
