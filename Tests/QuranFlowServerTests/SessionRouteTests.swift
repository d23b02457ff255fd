import Calendar
import Foundation
import HTTPServer
import Identifiers
import QuranFlowDemo
import QuranFlowJobs
import QuranFlowPersistence
import QuranFlowServer
import Testing

/// The Sessions tab, the session-detail deep links and reminders, through the whole pipeline on the demo world.
@Suite struct SessionRouteTests {
    static func rows(_ json: [String: Any]?) -> [[String: Any]] {
        (json?["rows"] as? [[String: Any]]) ?? []
    }

    static func session(_ row: [String: Any]) -> [String: Any] {
        (row["session"] as? [String: Any]) ?? [:]
    }

    @Test func sarahsTuesdayShowsTheOneToOneTheCircleWithJoinAndTheNowThread() throws {
        let client = try TestApp().client()
        client.signIn("sarah@quranflow.test")
        let json = try #require(client.get("/api/screens/sessions").json)
        #expect(json["screenID"] as? String == "SakSchedule")
        #expect(json["eyebrow"] as? String == "Tue · 27 Oct")
        #expect(json["zoneBanner"] as? String == "All times shown in Toronto (EDT)")
        let rows = Self.rows(json)
        #expect(rows.map { Self.session($0)["time"] as? String } == ["9:20 AM", "2:00 PM", "7:00 PM"])
        #expect(rows.map { Self.session($0)["kindChip"] as? String } == ["1:1", "QRC", "Level Class"])
        #expect(rows.map { Self.session($0)["phase"] as? String } == ["ended", "soon", "upcoming"])
        #expect(Self.session(rows[1])["countdown"] as? String == "in 12 min")
        #expect((Self.session(rows[1])["join"] as? [String: Any])?["label"] as? String == "Join")
        #expect(json["nowIndex"] as? Int == 1)
        let days = try #require(json["days"] as? [[String: Any]])
        #expect(days.map { $0["weekday"] as? String } == ["Sat", "Sun", "Mon", "Tue", "Wed", "Thu", "Fri"])
        #expect(days[3]["isSelected"] as? Bool == true && days[3]["isToday"] as? Bool == true)
        let page = client.get("/sessions")
        #expect(page.status == .ok)
        #expect(page.text.contains("All times shown in Toronto (EDT)"))
        #expect(page.text.contains("class=\"now-thread\""))
        #expect(page.text.contains("One-to-one — recitation"))
        #expect(page.text.contains("<a href=\"/sessions\" class=\"tab is-current\" aria-current=\"page\">"))
    }

    /// The defect: an ended row showed "▶ Ended" and led nowhere. A recorded meeting's ended row plays its recording; one
    /// without a recording says "Ended" with no play glyph.
    @Test func anEndedRowPlaysItsRecordingOrSaysEnded() throws {
        let app = try TestApp()
        let client = app.client()
        client.signIn("sarah@quranflow.test")
        let monday = LocalDate(year: 2026, month: 10, day: 26)
        let classRow = try #require(
            Self.rows(client.get("/api/screens/sessions?day=\(monday)").json).map(Self.session).first {
                $0["kindChip"] as? String == "Class"
            })
        #expect(classRow["phase"] as? String == "ended")
        #expect(classRow["recording"] == nil)
        #expect(client.get("/sessions?day=\(monday)").text.contains("<span class=\"session-ended\">Ended</span>"))
        let sessionID = try #require((classRow["id"] as? String)?.split(separator: "-").first.map(String.init))
        try MediaStore(database: app.env.database).save(
            MediaRecord(
                id: "rec-monday", kind: .sessionRecording, owner: .session(ID(sessionID), on: monday), path: "sessions/x.m4a",
                contentType: "audio/mp4", bytes: 10, durationMilliseconds: 60_000, peaks: [], createdAt: app.env.now))
        let recorded = try #require(
            Self.rows(client.get("/api/screens/sessions?day=\(monday)").json).map(Self.session).first {
                $0["kindChip"] as? String == "Class"
            })
        let recording = try #require(recorded["recording"] as? [String: Any])
        #expect(recording["href"] as? String == "/sessions/recordings/rec-monday")
        let page = client.get("/sessions?day=\(monday)").text
        #expect(page.contains("href=\"/sessions/recordings/rec-monday\""))
        #expect(client.get("/sessions/recordings/rec-monday").status == .ok)
        // Sarah's ended one-to-one this morning was not recorded: "Ended", no link.
        let oneToOne = try #require(Self.rows(client.get("/api/screens/sessions").json).map(Self.session).first)
        #expect(oneToOne["phase"] as? String == "ended" && oneToOne["recording"] == nil)
    }

    @Test func theBannerTurnsToESTAfterTheChangeAndSundayCarriesTheDeadline() throws {
        let client = try TestApp().client()
        client.signIn("sarah@quranflow.test")
        let sunday = try #require(client.get("/api/screens/sessions?day=2026-11-01").json)
        #expect(sunday["zoneBanner"] as? String == "All times shown in Toronto (EST)")
        let rows = Self.rows(sunday)
        #expect(rows.count == 1)
        let deadline = try #require(rows.first?["deadline"] as? [String: Any])
        #expect(deadline["time"] as? String == "11:59 PM")
        #expect(deadline["title"] as? String == "Submission deadline")
        #expect(sunday["nowIndex"] == nil || sunday["nowIndex"] is NSNull)
        let saturday = try #require(client.get("/api/screens/sessions?day=2026-10-31").json)
        #expect(saturday["zoneBanner"] as? String == "All times shown in Toronto (EDT)")
        #expect(saturday["emptyLine"] as? String == "No live sessions this day.")
        // The next Tuesday: Cairo and Toronto are both on standard time; Amina's 4:20 PM is still 9:20 AM Toronto.
        let next = try #require(client.get("/api/screens/sessions?day=2026-11-03").json)
        #expect(Self.rows(next).first.map { Self.session($0)["time"] as? String } == "9:20 AM")
        let bad = client.get("/api/screens/sessions?day=2026-13-01")
        #expect(bad.status == .badRequest)
        #expect((bad.json?["error"] as? [String: Any])?["field"] as? String == "day")
    }

    @Test func yearOneSeesNoOneToOneAnywhere() throws {
        let app = try TestApp()
        let noor = app.client()
        noor.signIn("noor@quranflow.test")
        let text = noor.get("/api/screens/sessions").text
        #expect(noor.get("/api/screens/sessions").status == .ok)
        #expect(!text.contains("1:1") && !text.contains("One-to-one"))
        #expect(!noor.get("/sessions").text.contains("One-to-one"))
        // Sarah's one-to-one is a booking: its detail is hers; Noor (Year 1) is refused, and its id is no session of hers.
        let sarah = app.client()
        sarah.signIn("sarah@quranflow.test")
        let shelf = try #require(
            Self.session(Self.rows(sarah.get("/api/screens/sessions?day=2026-11-03").json)[0])["shelf"] as? [String: Any])
        let details = try #require((shelf["details"] as? [String: Any])?["href"] as? String)
        #expect(sarah.get("/api/screens" + details).status == .ok)
        #expect(noor.get("/api/screens" + details).status == .forbidden)
        let bookingID = details.split(separator: "/")[2]
        #expect(noor.get("/api/screens/sessions/\(bookingID)/on/2026-10-27").status == .notFound)
    }

    @Test func theDeepLinkShowsTheCircleVariantAndRefusesADayItDoesNotMeet() throws {
        let client = try TestApp().client()
        client.signIn("sarah@quranflow.test")
        let qrcID = try Self.sessionID(client, row: 1)
        let detail = try #require(client.get("/api/screens/sessions/\(qrcID)/on/2026-10-27").json)
        #expect(detail["screenID"] as? String == "SakSessionDetailQRC")
        #expect(detail["meta"] as? String == "Today · 2:00 PM · in 12 min")
        #expect((detail["primary"] as? [String: Any])?["label"] as? String == "Join Zoom")
        #expect((detail["remind"] as? [String: Any])?["label"] as? String == "Remind me")
        let page = client.get("/sessions/\(qrcID)/on/2026-10-27").text
        #expect(page.contains("How the circle runs"))
        #expect(page.contains("This week&#39;s reading"))
        #expect(client.get("/api/screens/sessions/\(qrcID)/on/2026-10-28").status == .notFound)
        #expect(client.get("/api/screens/sessions/\(qrcID)/on/2027-03-02").status == .notFound)  // after the term
        #expect(client.get("/api/screens/sessions/\(qrcID)/on/yesterday").status == .badRequest)
        #expect(client.get("/api/screens/sessions/nope/on/2026-10-27").status == .notFound)
        let levelID = try Self.sessionID(client, row: 2)
        let level = try #require(client.get("/api/screens/sessions/\(levelID)/on/2026-10-27").json)
        #expect(level["screenID"] as? String == "SakSessionDetail")
        #expect((level["primary"] as? [String: Any])?["label"] as? String == "Open Zoom")
    }

    /// The defect: the detail had no cohort and one-line sections. The Level Class lists what it covers that week as
    /// numbered rows and what to bring; the cohort stack counts the registered students with the reminder on, and
    /// Sarah turning hers on moves it by one.
    @Test func theDetailListsWhatWeCoverWhatToBringAndWhoIsComing() throws {
        let client = try TestApp().client()
        client.signIn("sarah@quranflow.test")
        let levelID = try Self.sessionID(client, row: 2)
        let url = "/api/screens/sessions/\(levelID)/on/2026-10-27"
        let level = try #require(client.get(url).json)
        let sections = try #require(level["sections"] as? [[String: Any]])
        #expect(sections.map { $0["title"] as? String } == ["What we'll cover", "Bring with you"])
        #expect(
            sections[0]["rows"] as? [String]
                == ["Idghām with ghunnah, reviewed", "Paired reading of Al-Mulk 67:1–3", "Live correction"])
        #expect((sections[1]["rows"] as? [String])?.first == "This week's passage, AL-MULK · 67:1–3")
        let cohort = try #require(level["cohort"] as? [String: Any])
        #expect(cohort["title"] as? String == "Cohort")
        let line = try #require(cohort["line"] as? String)
        let registered = try #require(line.split(separator: " ").dropFirst(2).first.flatMap { Int($0) })
        #expect(registered >= 2)
        let confirmed = Int(line.split(separator: " ")[0]) ?? -1
        client.post("/sessions/\(levelID)/reminder", form: [("on", "1")], csrfFrom: "/sessions/\(levelID)/reminder")
        let after = try #require((client.get(url).json?["cohort"] as? [String: Any])?["line"] as? String)
        #expect(after == "\(confirmed + 1) of \(registered) confirmed")
        let page = client.get("/sessions/\(levelID)/on/2026-10-27").text
        #expect(page.contains("class=\"card cohort-stack\""))
        #expect(page.contains("<ol class=\"card numbered\"><li>Idghām with ghunnah, reviewed</li>"))
    }

    static func sessionID(_ client: TestClient, row: Int, day: String = "2026-10-27") throws -> String {
        let rows = Self.rows(client.get("/api/screens/sessions?day=\(day)").json)
        let id = try #require(Self.session(rows[row])["id"] as? String)
        return id.split(separator: "-").dropLast().joined(separator: "-")
    }

    @Test func aReminderFiresFifteenMinutesBeforeAsANotificationAndAPushRowThenNextWeek() throws {
        let app = try TestApp(testClock: true)
        let client = app.client()
        client.signIn("sarah@quranflow.test")
        let levelID = try Self.sessionID(client, row: 2)
        // The form needs its CSRF token.
        #expect(client.post("/sessions/\(levelID)/reminder", form: [("on", "1")]).status == .forbidden)
        let done = client.post(
            "/sessions/\(levelID)/reminder", form: [("on", "1"), ("back", "/sessions?day=2026-10-27")],
            csrfFrom: "/sessions/\(levelID)/reminder")
        #expect(done.status == .seeOther)
        #expect(done.headers["Location"] == "/sessions?day=2026-10-27")
        let row = Self.session(Self.rows(client.get("/api/screens/sessions").json)[2])
        #expect(((row["shelf"] as? [String: Any])?["remind"] as? [String: Any])?["label"] as? String == "Reminder on")
        // Nothing before 6:45 PM; at 6:45 PM the job delivers once.
        let runner = app.app.jobs
        let before = TestApp.demoNow
        #expect(try runner.runDue(now: before) >= 0)
        #expect(client.get("/api/notifications/reminders").text.contains("\"notifications\":[]"))
        let fire = try #require(ISO8601.parse("2026-10-27T18:45:00-04:00"))
        app.env.clock.set(to: fire)
        try runner.runDue(now: fire)
        let list = try #require(client.get("/api/notifications/reminders").json?["notifications"] as? [[String: Any]])
        #expect(list.count == 1)
        #expect(list.first?["title"] as? String == "Idghām review & practice at 7:00 PM")
        #expect(list.first?["link"] as? String == "/sessions/\(levelID)/on/2026-10-27")
        // The deep link opens.
        #expect(client.get(list.first?["link"] as? String ?? "").status == .ok)
        // The reminder is in the notifications sheet too, opening the session detail.
        let sheet = client.get("/notifications").text
        #expect(sheet.contains("Idghām review &amp; practice at 7:00 PM") || sheet.contains("Idghām review & practice at 7:00 PM"))
        // The next job waits for next Tuesday 6:45 PM EST; running again now adds nothing.
        try runner.runDue(now: fire)
        #expect((client.get("/api/notifications/reminders").json?["notifications"] as? [[String: Any]])?.count == 1)
        let nextWeek = try #require(ISO8601.parse("2026-11-03T18:45:00-05:00"))
        app.env.clock.set(to: nextWeek)
        try runner.runDue(now: nextWeek)
        #expect((client.get("/api/notifications/reminders").json?["notifications"] as? [[String: Any]])?.count == 2)
        // Turned off: the chain ends, nothing more arrives.
        #expect(client.postJSON("/api/sessions/\(levelID)/reminder", "{\"on\": false}").status == .forbidden)  // cookie without CSRF
        client.post("/sessions/\(levelID)/reminder", form: [("on", "0")], csrfFrom: "/sessions/\(levelID)/reminder")
        let later = try #require(ISO8601.parse("2026-11-10T18:45:00-05:00"))
        app.env.clock.set(to: later)
        try runner.runDue(now: later)
        client.signIn("sarah@quranflow.test")  // a fortnight on, the web session has lapsed
        #expect((client.get("/api/notifications/reminders").json?["notifications"] as? [[String: Any]])?.count == 2)
        #expect(
            client.post("/sessions/\(levelID)/reminder", form: [("on", "maybe")], csrfFrom: "/sessions/\(levelID)/reminder").status
                == .badRequest)
    }

    @Test func theJSONReminderToggleWorksWithABearerToken() throws {
        let app = try TestApp()
        let client = app.client()
        let token = try #require(
            client.postJSON("/api/session", "{\"email\":\"sarah@quranflow.test\",\"password\":\"quranflow-demo\"}").json?["token"]
                as? String)
        client.signIn("sarah@quranflow.test")
        let qrcID = try Self.sessionID(client, row: 1)
        let api = app.client()
        let on = api.postJSON("/api/sessions/\(qrcID)/reminder", "{\"on\": true}", bearer: token)
        #expect(on.status == .ok)
        // 1:48 PM: this week's 1:45 PM reminder has passed, so the next is next Tuesday 1:45 PM EST.
        #expect(on.json?["nextAt"] as? String == "2026-11-03T18:45:00Z")
        #expect(api.postJSON("/api/sessions/\(qrcID)/reminder", "{\"on\": 3}", bearer: token).status == .badRequest)
    }
}
