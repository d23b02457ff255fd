import Calendar
import Foundation

/// Where `now` falls in a term, read in one person's zone.
///
/// ```swift
/// switch arc.position(at: now) {
/// case .before(let start, let days): …   // countdown
/// case .during(let week, let weekday): … // "Week 8 of 15"
/// case .after(let end): …
/// }
/// ```
public enum TermPosition: Hashable, Sendable {
    /// Before Week 1's Monday: the date it starts and how many local calendar days away it is (≥ 1).
    case before(startsOn: LocalDate, daysUntil: Int)
    /// Inside week `week` (1…weekCount), on local weekday `weekday`.
    case during(week: Int, weekday: Weekday)
    /// After the last week's Sunday, which was `endedOn`.
    case after(endedOn: LocalDate)

    /// Where `now` falls in `term` for someone whose wall clock is `calendar` — the same answer as
    /// ``WeekArc/position(at:)``, which holds the rule.
    ///
    /// ```swift
    /// TermPosition(term: fall, calendar: toronto, at: now)   // .during(week: 8, weekday: .tuesday)
    /// ```
    public init(term: Term, calendar: ZonedCalendar, at now: Date) {
        self = WeekArc(term: term, calendar: calendar).position(at: now)
    }

    /// The current week number while the term runs, otherwise `nil`.
    public var week: Int? {
        if case .during(let week, _) = self { return week }
        return nil
    }
}
