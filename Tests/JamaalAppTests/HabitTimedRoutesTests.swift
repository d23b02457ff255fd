import Calendar
import Database
import Foundation
import HTTPServer
import JamaalApp
import Testing

/// Timed habits through the whole pipeline: Begin starts a focus session through the engine, the session shows on
/// /focus, on its Today row and on the chip, Log it records its whole minutes, and a met weekly target leaves today's
/// planned effort. The helpers are ``HabitRoutesTests``'.
@Suite("Jamaal timed habits over HTTP")
struct HabitTimedRoutesTests {
    @Test("Begin on a timed habit starts a focus session through the engine; a second Begin saves nothing; other kinds refused")
    func beginTimed() throws {
        let app = try JamaalTestApp()
        let client = app.client()
        #expect(client.post("/habits/h-quran/begin", [("slot", "0")]).location == "/focus")
        let live = try #require(try app.env.store.read { try $0.liveSession() })
        #expect(live.title == "Quran reading" && live.estimateMinutes == 20)
        #expect(client.post("/habits/h-walk/begin", [("slot", "0")]).location == "/focus")
        #expect(try app.env.store.read { try $0.liveSession() }?.id == live.id)
        let binary = client.post("/habits/h-adhkar/begin", [("slot", "0")])
        #expect(binary.status == .unprocessableEntity && binary.text.contains("Only a timed habit can be begun."))
    }

    @Test("A timed habit's session shows on /focus and Log it records its whole minutes; Stop for now logs nothing")
    func timedHabitSessionLogsItsMinutes() throws {
        let app = try JamaalTestApp()
        let client = app.client()
        let before = try HabitRoutesTests.entryCount(app, "h-quran")
        #expect(client.post("/habits/h-quran/begin", [("slot", "0")]).location == "/focus")
        let focus = client.get("/focus")
        #expect(focus.status == .ok && focus.text.contains("Quran reading"))
        app.advance(25 * 60 + 30)
        #expect(client.get("/focus/finish").text.contains("Log it"))
        #expect(client.post("/focus/finish", [("choice", "logIt")], csrfFrom: "/focus").location == "/today")
        #expect(try app.env.store.read { try $0.liveSession() } == nil)
        #expect(try HabitRoutesTests.entryCount(app, "h-quran") == before + 1)
        let logged = try app.env.database.read { db in
            let order = db.dialect == .sqlite ? "rowid" : "seq"  // the order entries were written in
            return try db.queryOne("SELECT body FROM habit_entries WHERE habit_id = 'h-quran' ORDER BY \(order) DESC LIMIT 1", [])?
                .string("body")
        }
        #expect(logged?.contains("25") == true)

        #expect(client.post("/habits/h-quran/begin", [("slot", "0")]).location == "/focus")
        app.advance(10 * 60)
        #expect(client.post("/focus/finish", [("choice", "stopForNow")], csrfFrom: "/focus").location == "/today")
        #expect(try HabitRoutesTests.entryCount(app, "h-quran") == before + 1)
    }

    @Test("A running timed-habit session shows on its Today row (Running, elapsed time, Finish; no Begin) and on the chip")
    func runningHabitOnToday() throws {
        let app = try JamaalTestApp()
        let client = app.client()
        #expect(try HabitRoutesTests.row(client, "h-quran")?["running"] == nil)
        #expect(client.post("/habits/h-quran/begin", [("slot", "0")]).location == "/focus")
        app.advance(12 * 60 + 4)
        let row = try #require(try HabitRoutesTests.row(client, "h-quran"))
        let running = try #require(row["running"] as? [String: Any])
        #expect(running["label"] as? String == "Running" && running["elapsedText"] as? String == "12:04")
        #expect(running["finishPath"] as? String == "/focus/finish")
        #expect(row["beginPath"] == nil)
        #expect(try HabitRoutesTests.row(client, "h-walk")?["running"] == nil, "only the session's own habit shows it")
        let page = client.get("/today").text
        #expect(page.contains("Running <span class=\"jm-running-time\" data-timer=\"\">12:04</span>"))
        #expect(page.contains("aria-label=\"Finish “Quran reading”\""))
        #expect(page.contains("jm-chip"), "the focus chip shows while the habit's session runs")
        client.post("/focus/pause", csrfFrom: "/focus")
        app.advance(60)
        let paused = try #require(try HabitRoutesTests.row(client, "h-quran")?["running"] as? [String: Any])
        #expect(paused["label"] as? String == "Paused" && paused["elapsedText"] as? String == "12:04")
        #expect(client.post("/focus/finish", [("choice", "stopForNow")], csrfFrom: "/focus").location == "/today")
        #expect(try HabitRoutesTests.row(client, "h-quran")?["running"] == nil)
        #expect(try HabitRoutesTests.row(client, "h-quran")?["beginPath"] as? String == "/habits/h-quran/begin")
    }

    @Test("A timed habit whose weekly target is met adds no minutes to today's planned effort; on Monday it counts again")
    func weeklyTargetMetLeavesTheMeter() throws {
        // Sunday: the demo's walk (30 min, three times a week) reached this week's three already.
        let sunday = try JamaalTestApp()
        let client = sunday.client()
        #expect((try HabitRoutesTests.row(client, "h-walk")?["weekText"] as? String)?.hasPrefix("Week reached") == true)
        let before = try HabitRoutesTests.planned(client)
        #expect(client.post("/habits/h-walk/pause", [("reason", "travel")]).location == "/habits/h-walk")
        #expect(try HabitRoutesTests.planned(client) == before, "a met week already added nothing")
        // Monday: a new week, nothing done yet → its 30 minutes count until the walk is paused.
        let monday = try JamaalTestApp(now: ISO8601.parse("2026-11-30T09:00:00Z")!)
        let next = monday.client()
        #expect(try HabitRoutesTests.row(next, "h-walk")?["weekText"] as? String == "0 of 3 this week")
        let planned = try HabitRoutesTests.planned(next)
        next.post("/habits/h-walk/pause", [("reason", "travel")])
        #expect(try HabitRoutesTests.planned(next) == planned - 30)
    }
}
