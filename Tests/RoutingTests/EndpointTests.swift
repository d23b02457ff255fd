import Calendar
import Identifiers
import Routing
import Testing

enum Who: RouteAccess {
    case anyone, students
    var summary: String { "\(self)" }
    var isPublic: Bool { self == .anyone }
    var refusesRoles: Bool { self == .students }
    var isTestClock: Bool { false }
}

/// A product whose routes declare features (as QuranFlow's and Jamaal's do).
enum Staff: RouteAccess {
    case everyone
    enum Feature: Hashable, Sendable { case learning }
    var summary: String { "staff" }
    var isPublic: Bool { false }
    var refusesRoles: Bool { false }
    var isTestClock: Bool { false }
}

enum Sort: String, CaseIterable, PathParameter, Codable {
    case oldest, level
}

struct DayQuery: RouteQuery {
    var day: LocalDate?
    var sort: Sort?
    var week: Int?
}

struct NeedsWeek: RouteQuery {
    var week: Int
}

enum Submission {}

/// A typed route prints the path it parses, with its parameters and query, and reads every value through its type.
@Suite struct EndpointTests {
    static let video = Endpoint(.get, "/learn/week/:week/video/:position", Int.self, Int.self, access: Who.students)
    static let submission = Endpoint(
        .get, "/submissions/:id", ID<Submission>.self, access: Who.students,
        kind: .screen(summary: "One submission"))
    static let weekFile = Endpoint(.get, "/calendar/week/:week.ics", Int.self, access: Who.students, kind: .file)
    static let sessions = Endpoint(.get, "/sessions", query: DayQuery.self, access: Who.students)
    static let files = Endpoint(.get, "/static/*path", String.self, access: Who.anyone, kind: .file)
    static let queue = Endpoint(
        .get, "/coach", query: NoQuery.self, access: Who.students,
        kind: .screen(summary: "Queue", twinPattern: "/api/screens/coach/queue"))

    @Test func printsAndParsesTheSameValues() throws {
        #expect(Self.video.path(8, 2) == "/learn/week/8/video/2")
        let (week, position) = try Self.video.parse(["8", "2"])
        #expect(week == 8 && position == 2)
        #expect(Self.submission.path(ID("t-000001")) == "/submissions/t-000001")
        #expect(try Self.submission.parse(["abc"]) == ID("abc"))
        #expect(Self.weekFile.path(8) == "/calendar/week/8.ics")
        #expect(try Self.weekFile.parse(["8.ics"]) == 8)
        #expect(Self.weekFile.template.routerPattern == "/calendar/week/:week")
        #expect(Self.weekFile.template.openAPIPath == "/calendar/week/{week}.ics")
        #expect(Self.files.path("js/app.js") == "/static/js/app.js")
    }

    @Test func aSegmentThatDoesNotParseNamesItsParameter() {
        #expect(throws: RouteParameterError(name: "week", location: .path, problem: .malformed(expected: "a whole number"))) {
            try Self.video.parse(["eight", "2"])
        }
        #expect(throws: RouteParameterError.self) { try Self.video.parse(["99999999999999999999", "2"]) }
        #expect(throws: RouteParameterError.self) { try Self.weekFile.parse(["8"]) }  // no .ics
        #expect(throws: RouteParameterError.self) { try Self.weekFile.parse([".ics"]) }  // nothing before it
        #expect(throws: RouteParameterError.self) { try Self.submission.parse(["a/b"]) }
        #expect(throws: RouteParameterError.self) { try Self.submission.parse([String(repeating: "a", count: 65)]) }
    }

    @Test func printedSegmentsArePercentEncoded() {
        #expect(Self.submission.path(ID("a b")) == "/submissions/a%20b")
        #expect(PercentEncoding.segment("ä/?&=:@") == "%C3%A4%2F%3F%26%3D:@")
        #expect(PercentEncoding.queryComponent("ä/?&=+:@ ") == "%C3%A4%2F%3F%26%3D%2B:@%20")
    }

    @Test func aQueryPrintsItsPresentValuesInOrderAndReadsThemBack() throws {
        let date = LocalDate(year: 2026, month: 10, day: 27)
        #expect(Self.sessions.path(query: DayQuery(day: date)) == "/sessions?day=2026-10-27")
        #expect(Self.sessions.path(query: DayQuery(day: date, sort: .level, week: 8)) == "/sessions?day=2026-10-27&sort=level&week=8")
        #expect(Self.sessions.path(query: DayQuery()) == "/sessions")
        let read = try QueryItems([("week", "8"), ("day", "2026-10-27"), ("other", "x")]).decode(DayQuery.self, location: .query)
        #expect(read == DayQuery(day: date, week: 8))
        #expect(try QueryItems([("day", "")]).decode(DayQuery.self, location: .query) == DayQuery())
    }

    @Test func aQueryValueThatDoesNotParseIsAnErrorNamingIt() {
        #expect(
            throws: RouteParameterError(
                name: "day", location: .query, problem: .outOfRange(expected: "a date from 2000-01-01 to 2100-12-31"))
        ) {
            try QueryItems([("day", "9999-12-31")]).decode(DayQuery.self, location: .query)
        }
        #expect(throws: RouteParameterError(name: "day", location: .query, problem: .malformed(expected: "a date like 2026-10-27"))) {
            try QueryItems([("day", "tomorrow")]).decode(DayQuery.self, location: .query)
        }
        #expect(throws: RouteParameterError(name: "sort", location: .query, problem: .malformed(expected: "one of oldest, level"))) {
            try QueryItems([("sort", "newest")]).decode(DayQuery.self, location: .query)
        }
        #expect(throws: RouteParameterError(name: "week", location: .query, problem: .missing)) {
            try QueryItems([]).decode(NeedsWeek.self, location: .query)
        }
    }

    @Test func aScreenHasAJSONTwinAtItsDeclaredPath() {
        #expect(Self.submission.jsonTwin?.pattern == "/api/screens/submissions/:id")
        #expect(Self.queue.jsonTwin?.pattern == "/api/screens/coach/queue")
        #expect(Self.video.jsonTwin == nil)
        #expect(Self.submission.description.label == "GET /submissions/:id")
        #expect(Self.submission.description.parameters.map(\.name) == ["id"])
    }

    @Test func aRouteCarriesTheFeatureItDeclaresAndItsTwinNone() {
        let lesson = Endpoint(
            .get, "/learn/week/:week", Int.self, access: Staff.everyone, feature: .learning, kind: .screen(summary: "A lesson"))
        #expect(lesson.feature == .learning)
        #expect(lesson.jsonTwin?.feature == nil)
        #expect(Endpoint(.get, "/learn", access: Staff.everyone).feature == nil)
        #expect(Self.video.feature == nil)
    }

    @Test func parametersReadOnlyWhatTheirTypeAllows() {
        #expect(Int(parameter: "-9223372036854775808") == nil)
        #expect(Int(parameter: "999999999999999999") == 999_999_999_999_999_999)
        #expect(Int(parameter: " 8") == nil)
        #expect(Double(parameter: "1e309") == nil)
        #expect(Double(parameter: "NaN") == nil)
        #expect(LocalDate(parameter: "2026-02-29") == nil)
        #expect(LocalDate(parameter: "2100-12-31") != nil)
        #expect(LocalDate(parameter: "0001-01-01") == nil)
        #expect(String(parameter: "a\u{0}b") == nil)
        #expect(Bool(parameter: "on") == true)
        #expect(Sort(parameter: "level") == .level)
        for text in hostileParameterTexts {
            // Whatever the text, parsing answers (a trap would end the test process).
            _ = Int.parse(parameter: text)
            _ = LocalDate.parse(parameter: text)
            _ = Double.parse(parameter: text)
            _ = ID<Submission>.parse(parameter: text)
        }
    }
}
