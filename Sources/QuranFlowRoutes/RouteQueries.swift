import Calendar
import Foundation
import Identifiers
import QuranFlowCore
import Routing

/// `?day=YYYY-MM-DD`: the day Sessions or the coach's schedule shows (default today, on the viewer's clock).
public struct DayQuery: RouteQuery {
    public var day: LocalDate?
    public init(day: LocalDate? = nil) { self.day = day }

    /// The day `days` from `date` for a "previous"/"next" link, kept within ``LocalDate/supportedRange`` (what the
    /// route accepts); nil when `date` is already at that end, so no link leads to a 422.
    ///
    /// ```swift
    /// DayQuery.step(from: LocalDate(iso: "2000-01-03")!, by: -7)   // 2000-01-01
    /// DayQuery.step(from: LocalDate(iso: "2000-01-01")!, by: -1)   // nil
    /// ```
    public static func step(from date: LocalDate, by days: Int) -> LocalDate? {
        let range = LocalDate.supportedRange
        guard range.contains(date) else { return nil }
        let distance = days < 0 ? max(days, date.days(until: range.lowerBound)) : min(days, date.days(until: range.upperBound))
        return distance == 0 ? nil : date.adding(days: distance)
    }
}

/// `?sort=oldest|level|fewest`: the review queue's order (default oldest first).
public struct QueueQuery: RouteQuery {
    public var sort: QueueSortOrder?
    public init(sort: QueueSortOrder? = nil) { self.sort = sort }
}

/// `?week=N`: a term week to show (default the current week).
public struct WeekQuery: RouteQuery {
    public var week: Int?
    public init(week: Int? = nil) { self.week = week }
}

/// `?back=<path>`: where a page returns to (checked as a same-site path by the handler).
public struct BackQuery: RouteQuery {
    public var back: FreeText?
    public init(back: String? = nil) { self.back = back.map { FreeText($0) } }
}

/// Where a live class was opened from, so Leave goes back there (spec: "returns to the screen that launched it —
/// Today, Sessions, or Appointment detail"; for a coach, the schedule or a session's detail). A closed set read at the
/// edge — anything else is a 400 naming `from` — and never a URL, so Leave cannot send anyone off the app.
public enum LiveOrigin: String, CaseIterable, Codable, Sendable, PathParameter {
    /// The student's Today.
    case today
    /// The student's Sessions timeline.
    case sessions
    /// The student's Appointment detail of the one-to-one.
    case appointment
    /// The coach's My schedule.
    case schedule
    /// The coach's detail of the meeting.
    case session
}

/// `?from=` of the live class (``LiveOrigin``).
public struct LiveQuery: RouteQuery {
    public var from: LiveOrigin?
    public init(from: LiveOrigin? = nil) { self.from = from }
}

/// `?token=…` of an emailed link (unlock, password reset).
public struct TokenQuery: RouteQuery {
    public var token: FreeText?
    public init(token: String? = nil) { self.token = token.map { FreeText($0) } }
}

/// The sign-in page: where to go after (`next`, a same-site path), and the notice after a reset or an unlock.
public struct SignInQuery: RouteQuery {
    public var next: FreeText?
    public var reset: Bool?
    public var unlocked: Bool?
    public init(next: String? = nil, reset: Bool? = nil, unlocked: Bool? = nil) {
        self.next = next.map { FreeText($0) }
        self.reset = reset
        self.unlocked = unlocked
    }
}

/// The account page's notice after changing the password (`changed=true`).
public struct AccountQuery: RouteQuery {
    public var changed: Bool?
    public init(changed: Bool? = nil) { self.changed = changed }
}

/// The admin page's notice after creating an account (`created` = its email).
public struct AdminQuery: RouteQuery {
    public var created: FreeText?
    public init(created: String? = nil) { self.created = created.map { FreeText($0) } }
}

/// A student's admin page: its notice after creating the account or saving.
public struct AdminStudentQuery: RouteQuery {
    public var created: Bool?
    public var saved: Bool?
    public init(created: Bool? = nil, saved: Bool? = nil) {
        self.created = created
        self.saved = saved
    }
}

/// `?q=…&limit=N` of the city search.
public struct CitiesQuery: RouteQuery {
    public var q: FreeText?
    public var limit: Int?
    public init(q: String? = nil, limit: Int? = nil) {
        self.q = q.map { FreeText($0) }
        self.limit = limit
    }
}

/// How a Year-2 student books: a fresh time each week, or the same time every week.
public enum BookingMode: String, CaseIterable, Codable, PathParameter {
    case week, weekly
}

/// Book your one-to-one and its coach chooser: the mode, the week shown (pick each week), the coach booked (absent:
/// the student's default) and the slot chosen.
public struct BookQuery: RouteQuery {
    public var mode: BookingMode?
    public var week: Int?
    public var coach: ID<Coach>?
    public var start: Date?
    public init(mode: BookingMode? = nil, week: Int? = nil, coach: ID<Coach>? = nil, start: Date? = nil) {
        self.mode = mode
        self.week = week
        self.coach = coach
        self.start = start
    }
}

/// `?week=N&coach=<id>` of the slots API.
public struct SlotsQuery: RouteQuery {
    public var week: Int?
    public var coach: ID<Coach>?
    public init(week: Int? = nil, coach: ID<Coach>? = nil) {
        self.week = week
        self.coach = coach
    }
}

/// Which of a submission's recordings the review media route serves.
public enum ReviewMediaKind: String, CaseIterable, Codable, PathParameter {
    /// The student's recitation.
    case recitation
    /// The coach's spoken note.
    case note
}

extension QueueSortOrder: PathParameter {
    /// "oldest", "level" or "fewest".
    public static func parse(parameter text: String) -> Result<QueueSortOrder, ParameterProblem> {
        guard let order = allCases.first(where: { $0.queryValue == text }) else {
            return .failure(.malformed(expected: "oldest, level or fewest"))
        }
        return .success(order)
    }

    public var parameterText: String { queryValue }
    public static var parameterSchema: JSONSchema { .enumeration(allCases.map(\.queryValue)) }
    public static var edgeCases: [String] { allCases.map(\.queryValue) + ["oldestFirst", "", "newest"] }

    /// The order for a `?sort=` value; `nil` for anything else.
    ///
    /// ```swift
    /// QueueSortOrder(queryValue: "level")   // .byLevel
    /// ```
    public init?(queryValue: String) {
        guard let order = Self.allCases.first(where: { $0.queryValue == queryValue }) else { return nil }
        self = order
    }

    /// The `?sort=` value: "oldest", "level", "fewest".
    public var queryValue: String {
        switch self {
        case .oldestFirst: "oldest"
        case .byLevel: "level"
        case .fewestSubmissions: "fewest"
        }
    }
}

/// The admin's Students list: `?term=…&coach=…`.
public struct AdminStudentsQuery: RouteQuery {
    /// The names the filter's GET form prints.
    public enum CodingKeys: String, CodingKey { case term, coach }
    public var term: ID<Term>?
    public var coach: ID<Coach>?
    public init(term: ID<Term>? = nil, coach: ID<Coach>? = nil) {
        self.term = term
        self.coach = coach
    }
}
