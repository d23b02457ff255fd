import Calendar
import Foundation

/// What Today shows a student at `now`: one of four states, decided in one place.
///
/// - ``countdown(startsOn:daysUntil:)`` — before Week 1 (SakTodayCountdown);
/// - ``lesson(week:lesson:)`` — the week's recording step is still due (SakToday);
/// - ``rest(week:)`` — nothing due: this week's recording step is complete (SakTodayRest);
/// - ``termOver(endedOn:)`` — after the last week.
///
/// ```swift
/// let state = TodayState(arc: WeekArc(term: fall, student: sarah), lessons: syllabus,
///                        completedWeeks: [1, 2, 3, 4, 5, 6, 7], at: now)   // .lesson(week: 8, …)
/// ```
public enum TodayState: Hashable, Sendable {
    /// Before the term: Week 1's Monday and how many local days until it.
    case countdown(startsOn: LocalDate, daysUntil: Int)
    /// Something is due this week: its lesson (`nil` if the syllabus has none for that week).
    case lesson(week: Int, lesson: Lesson?)
    /// This week's recording step is complete; nothing is due today.
    case rest(week: Int)
    /// The term has ended; its last day was `endedOn`.
    case termOver(endedOn: LocalDate)

    /// Today's state for the student whose arc is `arc`, given the syllabus and the weeks whose
    /// recording step is complete.
    public init(arc: WeekArc, lessons: [Lesson], completedWeeks: Set<Int>, at now: Date) {
        switch arc.position(at: now) {
        case .before(let start, let days):
            self = .countdown(startsOn: start, daysUntil: days)
        case .during(let week, _):
            self =
                completedWeeks.contains(week)
                ? .rest(week: week)
                : .lesson(week: week, lesson: lessons.first { $0.week == week })
        case .after(let end):
            self = .termOver(endedOn: end)
        }
    }
}
