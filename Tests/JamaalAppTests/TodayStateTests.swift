import Calendar
import Database
import Foundation
import HTTPServer
import JamaalApp
import JamaalCore
import Testing

/// TD-01's states, the meter, the filter, newer-version data and ST-02's rules.
@Suite("Jamaal Today states over HTTP")
struct TodayStateTests {
    static func today(_ client: JamaalTestClient) -> [String: Any] { client.get("/api/screens/today").json ?? [:] }

    @Test("The first evening after planning began no longer says \"Tonight, we'll plan tomorrow\" (#40 item 12)")
    func firstEveningAfterPlanning() throws {
        let app = try JamaalTestApp(demo: false, onboarded: true)
        let client = app.client()
        #expect(client.get("/today").text.contains("Tonight, we&#39;ll plan tomorrow."))
        #expect(client.get("/plan").status == .ok)
        let after = client.get("/today").text
        #expect(!after.contains("Tonight, we&#39;ll plan tomorrow.") && !after.contains("Tonight, we'll plan tomorrow."))
        #expect(Self.today(client)["emptyLine"] as? String == "Nothing planned for today.")
    }

    @Test("TD-05: one banner at Today's top — notifications off on day 9, the trial's on day 12, read-only on day 15 (#40 item 9)")
    func oneBanner() throws {
        let app = try JamaalTestApp()
        let client = app.client()
        func banners(_ html: String) -> Int {
            ["data-notify-banner=", "class=\"jm-trial-banner "].map { html.components(separatedBy: $0).count - 1 }.reduce(0, +)
        }
        #expect(Self.today(client)["banner"] as? String == "notificationsOff")
        #expect(banners(client.get("/today").text) == 1)
        app.advance(3 * 86_400)
        #expect(Self.today(client)["banner"] as? String == "trialStatus")
        let twelve = client.get("/today").text
        #expect(banners(twelve) == 1)
        #expect(twelve.contains("3 days left in your trial") && !twelve.contains("data-notify-banner"))
        #expect((Self.today(client)["reminders"] as? [String: Any])?["banner"] == nil)
        app.advance(3 * 86_400)
        #expect(Self.today(client)["banner"] as? String == "readOnly")
        #expect(banners(client.get("/today?paywall=seen").text) <= 1)
    }

    @Test("First launch: a fresh person sees the first-launch line; after a task, the default state")
    func firstLaunch() throws {
        let app = try JamaalTestApp(demo: false, onboarded: true)
        let client = app.client()
        #expect(Self.today(client)["state"] as? String == "firstLaunch")
        // F01's promise, now that Night Planning exists to keep it.
        #expect(client.get("/today").text.contains("Tonight, we&#39;ll plan tomorrow."))
        #expect(client.get("/today").text.contains("href=\"/plan\""))
        client.post("/today/tasks", TaskFlowTests.form("Buy stamps"))
        #expect(Self.today(client)["state"] as? String == "planned")
        #expect((Self.today(client)["guidance"] as? [String: Any])?["heading"] as? String == "Start here")
    }

    @Test("Nothing planned, then all done; Good now after the first task is done")
    func nothingPlannedAndAllDone() throws {
        let app = try JamaalTestApp(demo: false, onboarded: true)
        let client = app.client()
        #expect(Self.today(client)["state"] as? String == "firstLaunch")
        app.advance(2 * 86_400)  // no longer the first day
        #expect(Self.today(client)["emptyLine"] as? String == "Nothing planned for today.")
        client.post("/today/tasks", TaskFlowTests.form("One", [("effort", "15")]))
        client.post("/today/tasks", TaskFlowTests.form("Two", [("effort", "15")]))
        let one = try #require(TaskFlowTests.taskID(client, titled: "One"))
        client.post("/today/tasks/\(one)/done")
        #expect((Self.today(client)["guidance"] as? [String: Any])?["heading"] as? String == "Good now")
        let two = try #require(TaskFlowTests.taskID(client, titled: "Two"))
        client.post("/today/tasks/\(two)/done")
        #expect(Self.today(client)["state"] as? String == "allDone")
        #expect(Self.today(client)["emptyLine"] as? String == "All done for today.")
    }

    @Test("Overloaded: terracotta, the overflow named and one move offered; the move works; never blocks")
    func overloaded() throws {
        let app = try JamaalTestApp()
        let client = app.client()
        client.post("/today/level", [("level", "stretch")])  // room for the demo's day, so one task can take the overflow away
        client.post("/today/tasks", TaskFlowTests.form("Big one", [("effort", "other"), ("other_minutes", "480")]))
        let meter = Self.today(client)["meter"] as? [String: Any] ?? [:]
        #expect(meter["isTerracotta"] as? Bool == true)
        // Over by planned − budget, whatever the demo's day holds (its tasks, timed habits and Anchors).
        let over = try #require(meter["plannedMinutes"] as? Int) - (try #require(meter["budgetMinutes"] as? Int))
        #expect(over > 0)
        #expect(meter["overflowText"] as? String == "\(over / 60) h \(over % 60) min over")
        let move = try #require(meter["move"] as? [String: Any])
        #expect((move["label"] as? String)?.hasPrefix("Move “") == true)
        #expect(client.post(move["path"] as? String ?? "").status == .seeOther)
        let after = Self.today(client)["meter"] as? [String: Any] ?? [:]
        #expect(after["plannedMinutes"] as? Int ?? 0 < meter["plannedMinutes"] as? Int ?? 0)
        #expect(after["isTerracotta"] as? Bool == false, "\(after)")  // the one move fixes the overflow
    }

    @Test("The one-tap move takes the overflow away; when no single task frees enough, the meter says so and offers none")
    func moveFixesTheOverflow() throws {
        let app = try JamaalTestApp(demo: false, onboarded: true)  // Sunday 10:05: nothing else on the day
        let client = app.client()
        for (title, minutes) in [("Write the report", "130"), ("Plan the trip", "120"), ("Sort the garage", "110"), ("Reply", "15")] {
            client.post("/today/tasks", TaskFlowTests.form(title, [("effort", "other"), ("other_minutes", minutes)]))
        }
        // Light (3 h 36 min): 2 h 39 min over, and no task is that long — no move, said plainly.
        client.post("/today/level", [("level", "light")])
        let light = Self.today(client)["meter"] as? [String: Any] ?? [:]
        #expect(light["overflowText"] as? String == "2 h 39 min over")
        #expect(light["move"] == nil)
        #expect((light["moveNote"] as? String)?.hasPrefix("No single task frees 2 h 39 min") == true)
        #expect(client.get("/today").text.contains("No single task frees 2 h 39 min, so nothing is moved"))
        // Full (6 h): 15 min over — the 15-minute task is moved, and the day is within its budget after the one tap.
        client.post("/today/level", [("level", "full")])
        let full = Self.today(client)["meter"] as? [String: Any] ?? [:]
        #expect(full["overflowText"] as? String == "15 min over")
        let move = try #require(full["move"] as? [String: Any])
        #expect(move["label"] as? String == "Move “Reply” to tomorrow")
        #expect(client.post(move["path"] as? String ?? "").status == .seeOther)
        let after = Self.today(client)["meter"] as? [String: Any] ?? [:]
        #expect(after["isTerracotta"] as? Bool == false)
        #expect(after["overflowText"] == nil)
    }

    @Test("Past the day's end: the state, the named hours left, and Move what's left to tomorrow")
    func pastTheDaysEnd() throws {
        let app = try JamaalTestApp(now: ISO8601.parse("2026-11-29T18:00:00Z")!)
        let client = app.client()
        let meter = Self.today(client)["meter"] as? [String: Any] ?? [:]
        #expect(meter["isPastDayEnd"] as? Bool == true)
        #expect(meter["overflowText"] as? String == "3 h 15 min left past the day's end")
        #expect(client.post("/today/rest-to-tomorrow").status == .seeOther)
        #expect(Self.today(client)["tasks"] as? [Any] == nil || (Self.today(client)["tasks"] as? [Any])?.isEmpty == true)
        // The task deferred twice before got the reason this move stands for.
        let gym = try #require(try app.env.store.read { try $0.task(.init("t-gym")) })
        #expect(gym.deferrals.last?.reason == .tooMuchToday)
    }

    @Test("The slider sets today's level and the budget follows the formula")
    func slider() throws {
        let client = try JamaalTestApp().client()
        client.post("/today/level", [("level", "steady")])
        let meter = Self.today(client)["meter"] as? [String: Any] ?? [:]
        #expect(meter["budgetMinutes"] as? Int == 288)
        #expect(meter["levelLabel"] as? String == "Steady · 4 h 48 min")
        #expect(meter["formula"] as? String == "Budget = normal day 6 h × Steady 80 %")
        #expect(client.post("/today/level", [("level", "maximum")]).status == .unprocessableEntity)
    }

    @Test("The category filter narrows Tasks only; the meter stays whole-day; an empty result reads Nothing in … today.")
    func filter() throws {
        let app = try JamaalTestApp()
        let client = app.client()
        let whole = (Self.today(client)["meter"] as? [String: Any])?["plannedMinutes"] as? Int
        client.post("/today/filter", [("category", "cat-family")])
        let filtered = Self.today(client)
        let titles = (filtered["tasks"] as? [[String: Any]] ?? []).compactMap { $0["title"] as? String }
        #expect(titles == ["Pick up Yusuf's prescription", "Book the swimming lessons"])
        #expect((filtered["meter"] as? [String: Any])?["plannedMinutes"] as? Int == whole)
        // A new task inherits the filter's category.
        #expect(client.get("/today/add").text.contains(#"<option value="cat-family" selected>"#))
        client.post("/today/tasks/t-pharmacy/done")
        client.post("/today/tasks/t-gym/done")
        #expect((Self.today(client)["filter"] as? [String: Any])?["emptyLine"] as? String == "Nothing in Family today.")
        client.post("/today/filter", [("category", "")])
        #expect((Self.today(client)["tasks"] as? [Any])?.count == 3)
        // It clears at rollover.
        client.post("/today/filter", [("category", "cat-work")])
        app.advance(86_400)
        #expect((Self.today(client)["filter"] as? [String: Any])?["active"] == nil)
    }

    @Test("Data from a newer version is kept as it is and shown as Update Jamaal to see this")
    func newerVersionData() throws {
        let app = try JamaalTestApp()
        let client = app.client()
        // A task with a status this version does not know, and a known task with a field it does not know.
        try app.env.database.write { db in
            try db.execute(
                "INSERT INTO tasks (person_id, id, status, day, closed_day, created_at, body) VALUES ('me', 't-future', 'open', '2026-11-29', NULL, 0, $1)",
                [.text(#"{"id":"t-future","title":"From the future","status":{"snoozed":{"until":0}}}"#)])
            let row = try db.queryOne("SELECT body FROM tasks WHERE id = 't-report'", [])!
            var body = try JSONSerialization.jsonObject(with: Data(try row.string("body").utf8)) as! [String: Any]
            body["energy"] = "high"
            let text = String(decoding: try JSONSerialization.data(withJSONObject: body), as: UTF8.self)
            try db.execute("UPDATE tasks SET body = $1 WHERE id = 't-report'", [.text(text)])
        }
        let today = Self.today(client)
        #expect(today["newerVersionLines"] as? [String] == ["Update Jamaal to see this"])
        #expect(client.get("/today").text.contains("Update Jamaal to see this"))
        #expect(client.get("/today/tasks/t-future").status == .conflict)
        // Editing the known task keeps the unknown field.
        client.post("/today/tasks/t-report", TaskFlowTests.form("Draft the Q4 report", [("importance", "high")]))
        let body = try app.env.database.read { try $0.queryOne("SELECT body FROM tasks WHERE id = 't-report'", [])!.string("body") }
        #expect(body.contains(#""energy":"high""#))
        #expect(body.contains("Draft the Q4 report"))
        let future = try app.env.database.read { try $0.queryOne("SELECT body FROM tasks WHERE id = 't-future'", [])!.string("body") }
        #expect(future.contains("snoozed"))
    }

    @Test("ST-02: the rollover changes only after both times have passed today; bad settings are refused and nothing is saved")
    func capacitySettings() throws {
        // 02:30 in London: midnight has passed, 04:00 has not.
        let app = try JamaalTestApp(now: ISO8601.parse("2026-11-29T02:30:00Z")!)
        let client = app.client()
        func form(_ extra: [(String, String)]) -> [(String, String)] {
            var fields: [(String, String)] = [
                ("normal_day_minutes", "420"), ("working_day_start", "09:00"), ("working_day_end", "17:30"), ("rollover", "00:00"),
            ]
            for day in 1...7 { fields.append(("level_\(day)", "full")) }
            for (name, value) in extra {
                fields.removeAll { $0.0 == name }
                fields.append((name, value))
            }
            return fields
        }
        let early = client.post("/settings/capacity", form([("rollover", "04:00")]), csrfFrom: "/settings/capacity")
        #expect(early.status == .unprocessableEntity)
        #expect(early.text.contains("after 04:00 today"))
        #expect(
            client.post("/settings/capacity", form([("normal_day_minutes", "20")]), csrfFrom: "/settings/capacity").status
                == .unprocessableEntity)
        #expect(
            client.post("/settings/capacity", form([("working_day_end", "08:00")]), csrfFrom: "/settings/capacity").status
                == .unprocessableEntity)
        #expect(try TodayLoader.person(app.env.store, now: app.env.now).settings.normalDayMinutes == 360)
        app.advance(2 * 3600)
        #expect(client.post("/settings/capacity", form([("rollover", "04:00")]), csrfFrom: "/settings/capacity").status == .seeOther)
        let settings = try TodayLoader.person(app.env.store, now: app.env.now).settings
        #expect(settings.rollover == LocalTime(iso: "04:00"))
        #expect(settings.normalDayMinutes == 420)
    }
}

@Suite("Jamaal ST-02 normal-day suggestion over HTTP")
struct NormalDaySuggestionRouteTests {
    static func suggestion(_ client: JamaalTestClient) throws -> String? {
        try #require(client.get("/api/screens/settings/capacity").json)["suggestion"] as? String
    }

    @Test("Seven days of four hours' work done against a six-hour normal day: the quiet line on ST-02; not before")
    func showsAfterSevenWorkedDays() throws {
        let app = try JamaalTestApp(demo: false, onboarded: true)
        let client = app.client()
        for day in 1...7 {
            #expect(client.post("/today/tasks", TaskFlowTests.form("Deep work \(day)", [("effort", "240")])).location == "/today")
            let tasks = try #require(TodayStateTests.today(client)["tasks"] as? [[String: Any]])
            let id = try #require(tasks.first?["id"] as? String)
            #expect(client.post("/today/tasks/\(id)/done").status == .seeOther)
            #expect(try Self.suggestion(client) == nil, "today never counts; day \(day)")
            app.advance(86_400)
        }
        let line = "Your recent days have held about 4 h of work. A normal day of 4 h may fit better."
        #expect(try Self.suggestion(client) == line)
        #expect(client.get("/settings/capacity").text.contains(line))
        // Set to four hours: nothing left to suggest.
        let saved = client.post(
            "/settings/capacity",
            [("normal_day_minutes", "240"), ("working_day_start", "09:00"), ("working_day_end", "17:00"), ("rollover", "00:00")],
            csrfFrom: "/settings/capacity")
        #expect(saved.location == "/settings/capacity?saved=1", "\(saved.text)")
        #expect(try Self.suggestion(client) == nil)
    }

    /// The defect: in the right-to-left layout a Latin title's full stop moved to its start (".lately").
    @Test("Right to left, a Latin title and the copy are isolated runs")
    func rightToLeftIsolatesLatinRuns() throws {
        let app = try JamaalTestApp(demo: false, onboarded: true)
        let client = app.client()
        client.post("/today/tasks", TaskFlowTests.form("Call mum lately."))
        #expect(!client.get("/today").text.contains("<bdi>Call mum lately.</bdi>"))
        client.post("/settings/direction", [("dir", "rtl")], csrfFrom: "/settings")
        let page = client.get("/today").text
        #expect(page.contains("dir=\"rtl\""))
        #expect(page.contains("<bdi>Call mum lately.</bdi>"))
    }
}
