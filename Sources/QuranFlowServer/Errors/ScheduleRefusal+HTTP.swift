import Calendar
import HTTPServer

/// What the calendar, session and live-class routes refuse about a meeting or a week: one not met, not live, not
/// started, not in the term — each said once with its status (docs/conventions.md, Status codes).
///
/// ```swift
/// guard started else { throw ScheduleRefusal.notStarted }   // 409 "Start the session before ending it."
/// ```
enum ScheduleRefusal: HTTPResponseError, Equatable {
    /// A week in the path that is not one of the term's.
    case weekOutsideTerm(week: Int, termName: String)
    /// A `week` query or field that is not one of the term's.
    case requestedWeekOutsideTerm(week: Int, termName: String)
    /// A calendar feed address whose secret names no student (reset, or never made).
    case noSuchFeed
    /// A session asked for on a date it does not meet.
    case doesNotMeet(title: String, on: LocalDate)
    /// A session that is not on the coach's own schedule (or not met that day).
    case notOnSchedule
    /// A group session id the programme does not have.
    case noSuchGroupSession
    /// Ending a live session that never started.
    case notStarted
    /// Passing the floor to someone not in the live circle.
    case speakerNotPresent
    /// Joining a meeting outside its join window.
    case notLive(title: String)

    var httpError: HTTPError {
        switch self {
        case .weekOutsideTerm(let week, let termName): HTTPError(.notFound, "Week \(week) is outside \(termName).")
        case .requestedWeekOutsideTerm(let week, let termName):
            HTTPError(.badRequest, "Week \(week) is outside \(termName).", field: "week")
        case .noSuchFeed:
            HTTPError(.notFound, "There is no calendar at this address. If you reset your link, subscribe to the new one.")
        case .doesNotMeet(let title, let date): HTTPError(.notFound, "\(title) does not meet on \(date).")
        case .notOnSchedule: HTTPError(.notFound, "That session is not on your schedule.")
        case .noSuchGroupSession: HTTPError(.notFound, "There is no group session with that id.")
        case .notStarted: HTTPError(.conflict, "Start the session before ending it.")
        case .speakerNotPresent: HTTPError(.conflict, "That person is not in the circle now.", field: "speaker")
        case .notLive(let title): HTTPError(.conflict, "\(title) is not live now. Join opens 15 minutes before it starts.")
        }
    }

    /// One value of every case, for the test that walks them.
    static let examples: [ScheduleRefusal] = [
        .weekOutsideTerm(week: 16, termName: "Fall 2026"), .requestedWeekOutsideTerm(week: 16, termName: "Fall 2026"), .noSuchFeed,
        .doesNotMeet(title: "Level Class", on: LocalDate(year: 2026, month: 11, day: 3)), .notOnSchedule, .noSuchGroupSession,
        .notStarted, .speakerNotPresent, .notLive(title: "Level Class"),
    ]
}
