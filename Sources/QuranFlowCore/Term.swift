import Calendar
import Identifiers

/// One semester of one level: fifteen weeks from a first Monday.
///
/// A term knows only dates; which instants they are depends on whose zone reads them
/// (see ``WeekArc``).
///
/// ```swift
/// let fall = Term(id: ID("fall-2026"), name: "Fall 2026", firstMonday: LocalDate(iso: "2026-09-07")!, level: levelII)
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

    /// A term; traps if `firstMonday` is not a Monday or `weekCount` is below 1.
    public init(id: Identifiers.ID<Term>, name: String, firstMonday: LocalDate, weekCount: Int = Term.standardWeekCount, level: Level) {
        precondition(firstMonday.weekday == .monday, "\(firstMonday) is not a Monday")
        precondition(weekCount >= 1, "a term has at least one week")
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
