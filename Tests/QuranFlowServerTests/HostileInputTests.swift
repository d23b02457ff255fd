import Calendar
import Foundation
import HTTPServer
import QuranFlowDemo
import QuranFlowJobs
import QuranFlowPersistence
import QuranFlowServer
import Testing

/// No value from a request reaches a trap: dates at and past the edges of 2000–2100, instants years away, huge and
/// negative numbers, a hostile header. Each is a 4xx naming the field, and the server answers the next request (a trap
/// here would end the whole test process, as it would end the server for every user).
@Suite struct HostileInputTests {
    static func field(_ response: Response) -> String? {
        (response.json?["error"] as? [String: Any])?["field"] as? String
    }

    /// The pipeline still answers after a hostile request.
    static func stillAnswers(_ app: TestApp) {
        #expect(app.client().get("/health").status == .ok)
    }

    @Test func sessionsDayIsRefusedOutside2000To2100AndServedAtItsEdges() throws {
        let app = try TestApp()
        let sarah = app.client()
        sarah.signIn("sarah@quranflow.test")
        for day in ["9999-12-31", "0001-01-01", "1999-12-31", "2101-01-01"] {
            let json = sarah.get("/api/screens/sessions?day=\(day)")
            #expect(json.status == .unprocessableEntity, "\(day)")
            #expect(Self.field(json) == "day")
            #expect(sarah.get("/sessions?day=\(day)").status == .unprocessableEntity)
        }
        for day in ["2000-01-01", "2100-12-31"] {
            #expect(sarah.get("/api/screens/sessions?day=\(day)").status == .ok, "\(day)")
            #expect(sarah.get("/sessions?day=\(day)").status == .ok, "\(day)")
        }
        // The crawler's find: the pages at the ends linked a week beyond them (a 422). The step stops at the end.
        let first = try #require(sarah.get("/api/screens/sessions?day=2000-01-01").json)
        #expect(first["weekEarlier"] == nil && first["weekLater"] as? String == "/sessions?day=2000-01-08")
        let nearFirst = try #require(sarah.get("/api/screens/sessions?day=2000-01-03").json)
        #expect(nearFirst["weekEarlier"] as? String == "/sessions?day=2000-01-01")
        let last = try #require(sarah.get("/api/screens/sessions?day=2100-12-31").json)
        #expect(last["weekLater"] == nil && last["weekEarlier"] as? String == "/sessions?day=2100-12-24")
        #expect(sarah.get("/api/screens/sessions?day=99999-01-01").status == .badRequest)
        #expect(sarah.get("/api/screens/sessions?day=2026-13-01").status == .badRequest)
        let qrc = try SessionRouteTests.sessionID(sarah, row: 1)
        for day in ["9999-12-31", "0001-01-01"] {
            let detail = sarah.get("/api/screens/sessions/\(qrc)/on/\(day)")
            #expect(detail.status == .unprocessableEntity)
            #expect(Self.field(detail) == "date")
            #expect(sarah.get("/sessions/\(qrc)/on/\(day)").status == .unprocessableEntity)
        }
        Self.stillAnswers(app)
    }

    @Test func theCoachScheduleDayIsBoundedToo() throws {
        let app = try TestApp()
        let amina = app.client()
        amina.signIn("amina@quranflow.test")
        for day in ["9999-12-31", "0001-01-01"] {
            let json = amina.get("/api/screens/coach/schedule?day=\(day)")
            #expect(json.status == .unprocessableEntity)
            #expect(Self.field(json) == "day")
            #expect(amina.get("/coach/schedule?day=\(day)").status == .unprocessableEntity)
        }
        #expect(amina.get("/coach/schedule?day=2100-12-31").status == .ok)
        #expect(amina.get("/api/screens/coach/schedule?day=2100-12-31").json?["nextDay"] == nil)
        #expect(amina.get("/api/screens/coach/schedule?day=2000-01-01").json?["previousDay"] == nil)
        #expect(!amina.get("/coach/schedule?day=2000-01-01").text.contains("Previous day"))
        Self.stillAnswers(app)
    }

    @Test func aBookingOrSwapStartYearsAwayIsRefusedNamingStart() throws {
        let app = try BookingRouteTests.app()
        let khadija = try BookingRouteTests.token(app, "khadija@quranflow.test")
        for start in [
            "9999-12-31T23:30:00Z", "0001-01-01T00:00:00Z", "2101-01-01T00:00:00Z", "2100-12-31T23:59:59-00:01",
        ] {
            let booked = BookingRouteTests.book(app, khadija, mode: "week", start: start)
            #expect(booked.status == .unprocessableEntity, "\(start)")
            #expect(Self.field(booked) == "start")
        }
        // Not RFC 3339 date-times at all (a year of five digits or a sign, a 30th of February): malformed, not far away.
        for start in [
            "not a time", "2026-11-03T14:20:00", String(repeating: "9", count: 5000), "10000-01-01T00:00:00Z", "-0001-01-01T00:00:00Z",
            "2027-02-30T10:00:00Z",
        ] {
            let booked = BookingRouteTests.book(app, khadija, mode: "weekly", start: start)
            #expect(booked.status == .badRequest, "\(start)")
            #expect(Self.field(booked) == "start")
        }
        // A real weekly series, then a swap aimed at year 9999.
        #expect(BookingRouteTests.book(app, khadija, mode: "weekly", start: BookingRouteTests.week9).status == .created)
        let series = try #require(
            (app.client().send(.get, "/api/bookings", headers: [("Authorization", "Bearer \(khadija)")])
                .json?["bookings"] as? [[String: Any]])?.first?["id"] as? String)
        let swap = app.client().postJSON("/api/bookings/\(series)/swap", #"{"week":10,"start":"9999-12-31T23:30:00Z"}"#, bearer: khadija)
        #expect(swap.status == .unprocessableEntity)
        #expect(Self.field(swap) == "start")
        let hugeWeek = app.client().postJSON(
            "/api/bookings/\(series)/swap", #"{"week":9223372036854775807,"start":"2026-11-10T15:20:00Z"}"#,
            bearer: khadija)
        #expect((400...499).contains(hugeWeek.status.code))
        // The booking form and Book your one-to-one's selected slot.
        let browser = app.client()
        browser.signIn("khadija@quranflow.test")
        let form = browser.post("/sessions/book", form: [("mode", "week"), ("start", "9999-12-31T23:30:00Z")], csrfFrom: "/profile")
        #expect(form.status == .unprocessableEntity)
        #expect(browser.get("/sessions/book?start=9999-12-31T23:30:00Z").status == .unprocessableEntity)
        #expect(browser.get("/sessions/book?week=9223372036854775807").status == .badRequest)
        Self.stillAnswers(app)
    }

    @Test func aPlayheadBeyondTheRecordingIsRefusedNamingPlayhead() throws {
        let app = try TestApp()
        let amina = app.client()
        amina.signIn("amina@quranflow.test")
        let waiting = try ReviewLoopTests().submission(app, email: "khadija@quranflow.test", status: .inReview)
        let base = "/coach/review/\(waiting)"
        #expect(amina.get(base).status == .ok)
        for playhead in ["1e20", "1e308", "-1", "99999"] {
            let note = amina.post(
                base + "/notes", form: [("audience", "student"), ("text", "Hello"), ("playhead", playhead)], csrfFrom: base)
            #expect((400...499).contains(note.status.code), "\(playhead)")
            let mark = amina.post(
                base + "/marks",
                form: [
                    ("word", "67:1:1"), ("kind", "correction"), ("title", "Madd"), ("detail", "Four"),
                    ("category", "madd"), ("playhead", playhead),
                ], csrfFrom: base)
            #expect((400...499).contains(mark.status.code), "\(playhead)")
        }
        for playhead in ["nan", "inf", "1e"] {
            let note = amina.post(
                base + "/notes", form: [("audience", "student"), ("text", "Hello"), ("playhead", playhead)], csrfFrom: base)
            #expect(note.status == .badRequest, "\(playhead)")
        }
        // Inside the recording, at its very end: accepted.
        let seconds = try #require(
            try app.env.database.read { db in
                try db.queryOne("SELECT duration_seconds FROM submissions WHERE id = $1", [.text(waiting)])?.int("duration_seconds")
            })
        let atEnd = amina.post(
            base + "/notes", form: [("audience", "student"), ("text", "At the end"), ("playhead", String(seconds))],
            csrfFrom: base)
        #expect(atEnd.status == .seeOther)
        Self.stillAnswers(app)
    }

    @Test func anAvailabilityWindowWithSecondsOrInsideOneMinuteIsRefused() throws {
        let app = try BookingRouteTests.app()
        let amina = try BookingRouteTests.token(app, "amina@quranflow.test")
        func put(_ body: String) -> Response {
            app.client().send(
                .put, "/api/coach/availability", body: Array(body.utf8),
                headers: [("Content-Type", "application/json"), ("Authorization", "Bearer \(amina)")])
        }
        let seconds = put(#"{"windows":[{"weekday":1,"start":"10:00:00","end":"10:00:30"}]}"#)
        #expect(seconds.status == .badRequest)
        #expect(Self.field(seconds) == "windows")
        #expect(put(#"{"windows":[{"weekday":9223372036854775807,"start":"10:00","end":"11:00"}]}"#).status == .badRequest)
        #expect(put(#"{"windows":[{"weekday":1,"start":"11:00","end":"10:00"}]}"#).status == .badRequest)
        // A window may close at midnight.
        #expect(put(#"{"windows":[{"weekday":1,"start":"22:00","end":"24:00"}]}"#).status == .ok)
        Self.stillAnswers(app)
    }

    @Test func aReopeningEndYearsAwayIsRefusedNamingUntil() throws {
        let app = try TestApp()
        let amina = app.client()
        amina.signIn("amina@quranflow.test")
        let page = "/coach/students/\(try WeekReopeningRouteTests.sarahID(app))"
        let far = amina.post(page + "/reopen", form: [("week", "7"), ("until", "9999-12-31T23:59")], csrfFrom: page)
        #expect(far.status == .unprocessableEntity)
        let huge = amina.post(page + "/reopen", form: [("week", "9223372036854775807"), ("until", "2026-10-30T12:00")], csrfFrom: page)
        #expect((400...499).contains(huge.status.code))
        #expect(try WeekReopeningRouteTests.reopenings(app) == 0)
        Self.stillAnswers(app)
    }

    @Test func aHostileIfModifiedSinceIsIgnored() throws {
        let app = try TestApp()
        for header in ["Sun, 06 Nov -2147483648 08:49:37 GMT", "Sun, 06 Nov 99999999999 08:49:37 GMT", "Sun, 99 Nov 2026 99:99:99 GMT"] {
            let response = app.client().send(.get, "/static/app.css", headers: [("If-Modified-Since", header)])
            #expect(response.status == .ok, "\(header)")
        }
        Self.stillAnswers(app)
    }

    @Test func theTestClockStaysWithinTheSupportedInstants() throws {
        let app = try TestApp(testClock: true)
        let client = app.client()
        let far = client.send(
            .post, "/_test/clock", body: Array("to=9999-12-31T23:00:00Z".utf8),
            headers: [("Content-Type", "application/x-www-form-urlencoded")])
        #expect(far.status == .unprocessableEntity)
        let huge = client.send(
            .post, "/_test/clock", body: Array("advance=1e300".utf8),
            headers: [("Content-Type", "application/x-www-form-urlencoded")])
        #expect(huge.status == .unprocessableEntity)
        #expect(app.env.clock.now() == TestApp.demoNow)
        Self.stillAnswers(app)
    }
}
