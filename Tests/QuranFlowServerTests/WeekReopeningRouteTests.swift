import Calendar
import Database
import Foundation
import HTTPServer
import Testing

@testable import QuranFlowDemo
@testable import QuranFlowJobs
@testable import QuranFlowPersistence
@testable import QuranFlowServer

/// A coach reopening a closed week for one student (issue #4), through the whole pipeline on SQLite or PostgreSQL:
/// the control on the Student record, the stored reopening, and the loop honouring it to the second.
@Suite(.serialized) struct WeekReopeningRouteTests {
    /// Sarah's account id.
    static func sarahID(_ app: TestApp) throws -> String {
        try #require(
            try app.env.database.read { db in
                try db.queryOne("SELECT id FROM accounts WHERE email = $1", [.text("sarah@quranflow.test")])?.string("id")
            })
    }

    static func reopenings(_ app: TestApp) throws -> Int {
        try app.env.database.read { db in try db.queryOne("SELECT COUNT(*) AS n FROM week_reopenings", [])?.int("n") ?? 0 }
    }

    @Test func aReopenedWeekTakesASubmissionUntilItsLastSecondAndNotAtItsEnd() throws {
        // Monday 2 November, 00:00 in Toronto: Sarah's Week 8 has just closed.
        let midnight = try #require(ISO8601.parse("2026-11-02T00:00:00-05:00"))
        let fixture = try SubmissionUploadTests.Fixture(now: midnight)
        fixture.app.env.clock.set(to: midnight)
        try SubmissionUploadTests.forgetSarahsWeek(8, in: fixture.app)
        let take = try SubmissionUploadTests.webm(seconds: 2)
        #expect(fixture.upload(take, type: "audio/webm").status == .conflict)

        let amina = fixture.app.client()
        amina.signIn("amina@quranflow.test")
        let page = "/coach/students/\(try Self.sarahID(fixture.app))"
        let control = try #require(amina.get("/api/screens" + page).json?["reopen"] as? [String: Any])
        #expect(control["title"] as? String == "Reopen a closed week")
        #expect(((control["weeks"] as? [[String: Any]])?.first)?["label"] as? String == "Week 8")
        #expect(amina.get(page).text.contains(#"<input id="reopen-until" name="until" type="datetime-local""#))
        // Until Tuesday 3 November, 12:00 PM in Sarah's zone (Toronto, EST).
        let reopened = amina.post(page + "/reopen", form: [("week", "8"), ("until", "2026-11-03T12:00")], csrfFrom: page)
        #expect(reopened.status == .seeOther)
        #expect(amina.get(page).text.contains("Week 8 reopened until Tuesday · 3 November · 12:00 PM"))
        let end = try #require(ISO8601.parse("2026-11-03T12:00:00-05:00"))

        // Sarah sees it on the Lesson, and may submit one second before its end.
        #expect(fixture.sarah.get("/api/screens/learn/week/8").text.contains("Reopened until Tuesday · 3 November · 12:00 PM"))
        fixture.app.env.clock.set(to: end.addingTimeInterval(-1))
        #expect(fixture.upload(take, type: "audio/webm").status == .created)

        // At its end the week is closed again (the first submission forgotten, so only the deadline stands in the way).
        try SubmissionUploadTests.forgetSarahsWeek(8, in: fixture.app)
        fixture.app.env.clock.set(to: end)
        let late = fixture.upload(take, type: "audio/webm")
        #expect(late.status == .conflict)
        #expect(late.text.contains("Week 8 is closed"))
        #expect(!fixture.sarah.get("/api/screens/learn/week/8").text.contains("Reopened until"))
    }

    @Test func onlyTheStudentsOwnCoachReopensAndOnlyAClosedWeekUntilALaterTime() throws {
        let app = try TestApp()  // Tuesday 27 October: Week 8 is open, Week 7 closed.
        let page = "/coach/students/\(try Self.sarahID(app))"
        // Rania has a shared note about Sarah, so she may read the record — but it has no control for her and she cannot reopen.
        let rania = app.client()
        rania.signIn("rania@quranflow.test")
        #expect(rania.get("/api/screens" + page).status == .ok)
        #expect(rania.get("/api/screens" + page).json?["reopen"] == nil)
        let notHers = rania.post(page + "/reopen", form: [("week", "7"), ("until", "2026-10-30T12:00")], csrfFrom: page)
        #expect(notHers.status == .notFound)
        let radwa = app.client()
        radwa.signIn("radwa@quranflow.test")
        #expect(
            radwa.post(page + "/reopen", form: [("week", "7"), ("until", "2026-10-30T12:00")], csrfFrom: "/coach/you").status == .notFound)

        let amina = app.client()
        amina.signIn("amina@quranflow.test")
        let cases: [(week: String, until: String, status: HTTPStatus, words: String)] = [
            ("8", "2026-11-05T12:00", .conflict, "Week 8 is still open — there is nothing to reopen."),
            ("7", "2026-10-27T13:00", .badRequest, "Choose a time in the future"),  // 13:00 EDT is before 13:48
            ("7", "tomorrow", .badRequest, "Give the date and time"),
            ("x", "2026-10-30T12:00", .badRequest, "Choose the week"),
            ("40", "2026-10-30T12:00", .notFound, "40"),
        ]
        for item in cases {
            let response = amina.post(page + "/reopen", form: [("week", item.week), ("until", item.until)], csrfFrom: page)
            #expect(response.status == item.status, "\(item.week) \(item.until): \(response.status)")
            #expect(response.text.contains(item.words), "\(item.week) \(item.until): \(response.text.prefix(300))")
        }
        #expect(try Self.reopenings(app) == 0)
        let json = amina.post(
            "/api/coach/students/\(try Self.sarahID(app))/reopenings",
            form: [("week", "7"), ("until", "2026-10-27T13:49")], csrfFrom: page)
        #expect(json.status == .created, "\(json.text)")
        #expect(json.json?["week"] as? Int == 7)
        #expect(try Self.reopenings(app) == 1)
    }
}
