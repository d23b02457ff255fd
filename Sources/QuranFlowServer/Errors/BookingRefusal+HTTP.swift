import HTTPServer

/// What the one-to-one booking routes refuse that no ``BookingError`` rule covers: a coach, a time or a mode the request
/// names that cannot be booked, each said once with its status (docs/conventions.md, Status codes).
///
/// ```swift
/// guard mode == "week" || mode == "weekly" else { throw BookingRefusal.unknownMode }   // 400 naming "mode"
/// ```
enum BookingRefusal: HTTPResponseError, Equatable {
    /// A coach id (form, query or JSON body) that is none of the programme's coaches; the id as sent, cut to 64.
    case notACoach(String)
    /// A slot's start that is not an ISO 8601 instant; `example` shows the shape.
    case startNotAnInstant(example: String)
    /// A booking mode other than "week" and "weekly".
    case unknownMode
    /// A `week` query that is a week number but not one of the term's.
    case weekNotInTerm(termName: String)
    /// A swap's new time that is not a meeting of the series in the week asked for.
    case timeNotInWeek(Int)

    var httpError: HTTPError {
        switch self {
        case .notACoach(let id): HTTPError(.badRequest, "“\(id)” is not a coach of the programme.", field: "coach")
        case .startNotAnInstant(let example):
            HTTPError(.badRequest, "start must be an ISO 8601 instant like \(example).", field: "start")
        case .unknownMode: HTTPError(.badRequest, "mode must be week or weekly.", field: "mode")
        case .weekNotInTerm(let termName): HTTPError(.badRequest, "week must be a week of \(termName).", field: "week")
        case .timeNotInWeek(let week): HTTPError(.unprocessableEntity, "That time is not in Week \(week).", field: "start")
        }
    }

    /// One value of every case, for the test that walks them.
    static let examples: [BookingRefusal] = [
        .notACoach("coach-9"), .startNotAnInstant(example: "2026-11-03T14:20:00Z"), .unknownMode,
        .weekNotInTerm(termName: "Fall 2026"), .timeNotInWeek(9),
    ]
}
