import Database
import Foundation
import HTTPServer
import HTTPTestSupport
import JamaalApp
import JamaalPersistence
import Testing

/// F11 Wellbeing through the whole pipeline on real SQLite: the demo person's strained week with "Lighten Saturday",
/// applying it (and a stale one refused), Not now until Monday, WB-04, TD-02 on Today, the first day, the records kept
/// once, bad input, CSRF and the loopback guard.
@Suite("Jamaal wellbeing over HTTP")
struct WellbeingRoutesTests {
    static func screen(_ client: JamaalTestClient) throws -> [String: Any] {
        try #require(client.get("/api/screens/wellbeing").json)
    }

    static func action(_ client: JamaalTestClient) throws -> [String: Any]? {
        try screen(client)["action"] as? [String: Any]
    }

    /// The action's hidden fields, as the form would post them.
    static func fields(_ action: [String: Any]) -> [(String, String)] {
        (action["fields"] as? [[String: Any]] ?? []).compactMap { field in
            guard let name = field["name"] as? String, let value = field["value"] as? String else { return nil }
            return (name, value)
        }
    }

    static func level(_ app: JamaalTestApp, on day: String) throws -> String? {
        try app.env.database.read { try $0.queryOne("SELECT level FROM day_levels WHERE day = $1", [.text(day)])?.string("level") }
    }

    static func recordDays(_ app: JamaalTestApp) throws -> [String] {
        try app.env.database.read { try $0.query("SELECT day FROM day_records ORDER BY day", []).map { try $0.string("day") } }
    }

    @Test("The demo's last week reads strained, with the trend, completion, heavy days and Lighten Saturday; never a streak")
    func demoStrained() throws {
        let app = try JamaalTestApp()
        let client = app.client()
        let screen = try Self.screen(client)
        #expect(screen["state"] as? String == "strained")
        #expect(screen["trend"] as? String == "Heavier than last week")
        #expect((screen["heavyDays"] as? String)?.hasPrefix("4 heavy days") == true)
        #expect((screen["read"] as? String)?.contains("4 of the last 7 days went over budget") == true)
        #expect(screen["completion"] is String)
        let action = try #require(try Self.action(client))
        #expect(action["label"] as? String == "Lighten Saturday")
        #expect(action["detail"] as? String == "Saturday goes from Steady to Light — just that day; your usual Saturday stays Steady.")
        let html = client.get("/wellbeing").text
        #expect(html.contains("Lighten Saturday") && html.contains("Not now") && html.contains("What makes this score"))
        #expect(html.contains("aria-current") || html.contains("Wellbeing"))
        for word in ["streak", "Streak", "mood:"] { #expect(!html.contains(word)) }
        // The 14 closed days were recorded (the first day is 8 November; the window starts 15 November); today is not.
        let days = try Self.recordDays(app)
        #expect(days.first == "2026-11-15" && days.last == "2026-11-28" && days.count == 14)
    }

    @Test("In read-only the strained demo week suggests nothing: the suggestion would be refused (#40 item 11)")
    func readOnlySuggestsNothing() throws {
        let app = try JamaalTestApp()
        // The trial began 15 logical days ago: day 16, read-only.
        try app.env.store.write { try $0.setTrialStart(JamaalTestApp.demoNow.addingTimeInterval(-15 * 86_400)) }
        let client = app.client()
        let screen = try Self.screen(client)
        #expect(screen["state"] as? String == "strained")
        #expect(screen["action"] == nil)
        #expect(!client.get("/wellbeing").text.contains("Lighten Saturday"))
        // The route refuses it anyway, changing nothing.
        let posted = client.post(
            "/wellbeing/action", [("action", "lighten"), ("day", "2026-12-05"), ("from", "steady"), ("level", "light")],
            csrfFrom: "/wellbeing")
        #expect(posted.status == .forbidden)
        #expect(try Self.level(app, on: "2026-12-05") == nil)
    }

    @Test("Time away is not strain (#40 item 11): days Jamaal was not opened and nothing was marked are recorded quiet")
    func timeAway() throws {
        func monday(_ app: JamaalTestApp) throws -> String? {
            try app.env.database.read {
                try $0.queryOne("SELECT body FROM day_records WHERE day = '2026-11-30'", [])?.string("body")
            }
        }
        func planned(_ body: String?) -> Int? {
            body.flatMap { try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] }?["plannedItems"] as? Int
        }
        // Away from Monday morning until Wednesday: Monday (planned for in the demo) is a quiet day.
        let away = try JamaalTestApp()
        away.advance(3 * 86_400)
        let client = away.client()
        #expect(client.get("/today").status == .ok)
        #expect(planned(try monday(away)) == 0)
        let strip = try #require(try Self.screen(client)["strip"] as? [String: Any])
        let bar = try #require((strip["bars"] as? [[String: Any]])?.first { $0["day"] as? String == "2026-11-30" })
        #expect(bar["isHeavy"] as? Bool == false && bar["score"] as? Int == 100)
        // Opened on Monday, the same plan counts.
        let there = try JamaalTestApp()
        there.advance(86_400)
        #expect(there.client().get("/today").status == .ok)
        there.advance(2 * 86_400)
        #expect(there.client().get("/today").status == .ok)
        #expect((planned(try monday(there)) ?? 0) > 0)
    }

    @Test("Lighten Saturday sets that coming Saturday's one-day level; the weekday default stays; a second apply is stale (409)")
    func applyLighten() throws {
        let app = try JamaalTestApp()
        let client = app.client()
        let action = try #require(try Self.action(client))
        let applied = client.post("/wellbeing/action", Self.fields(action), csrfFrom: "/wellbeing")
        #expect(applied.status == .seeOther && applied.location == "/wellbeing")
        #expect(try Self.level(app, on: "2026-12-05") == "light")
        let settings = try #require(client.get("/api/screens/settings/capacity").json)
        let saturday = (settings["weekdays"] as? [[String: Any]])?.first { $0["name"] as? String == "Saturday" }
        #expect(saturday?["level"] as? String == "steady")
        // The same form again: the plan changed (Saturday is Light now), so nothing is applied and the page says why.
        let again = client.post("/wellbeing/action", Self.fields(action), csrfFrom: "/wellbeing")
        #expect(again.status == .conflict)
        #expect(again.text.contains("Your plan has changed since this was suggested"))
        #expect(try Self.level(app, on: "2026-12-05") == "light")
    }

    @Test("With Saturday already Light the action moves one named task, through the deferral rule")
    func applyMove() throws {
        let app = try JamaalTestApp()
        let client = app.client()
        _ = client.get("/wellbeing")
        try app.env.database.write { db in
            try db.execute("INSERT INTO day_levels (person_id, day, level) VALUES ('me', '2026-12-05', 'light')", [])
        }
        let action = try #require(try Self.action(client))
        #expect(action["kind"] as? String == "move")
        #expect((action["label"] as? String)?.hasPrefix("Move “") == true)
        let fields = Dictionary(Self.fields(action), uniquingKeysWith: { a, _ in a })
        let id = try #require(fields["task"]), to = try #require(fields["to"])
        let applied = client.post("/wellbeing/action", Self.fields(action), csrfFrom: "/wellbeing")
        #expect(applied.status == .seeOther)
        let day = try app.env.database.read { try $0.queryOne("SELECT day FROM tasks WHERE id = $1", [.text(id)])?.optionalString("day") }
        #expect(day == to)
        // Applied once: the same form again is stale.
        #expect(client.post("/wellbeing/action", Self.fields(action), csrfFrom: "/wellbeing").status == .conflict)
    }

    @Test("A stale or altered action is refused with 409 and nothing changes")
    func staleAction() throws {
        let app = try JamaalTestApp()
        let client = app.client()
        let altered = client.post(
            "/wellbeing/action", [("action", "lighten"), ("day", "2026-12-05"), ("from", "full"), ("level", "steady")],
            csrfFrom: "/wellbeing")
        #expect(altered.status == .conflict)
        #expect(altered.text.contains("nothing was changed") && altered.text.contains("Lighten Saturday"))
        let otherDay = client.post(
            "/wellbeing/action", [("action", "lighten"), ("day", "2026-12-12"), ("from", "steady"), ("level", "light")],
            csrfFrom: "/wellbeing")
        #expect(otherDay.status == .conflict)
        let wrongTask = client.post(
            "/wellbeing/action", [("action", "move"), ("task", "t-report"), ("from", "2026-11-30"), ("to", "2026-12-01")],
            csrfFrom: "/wellbeing")
        #expect(wrongTask.status == .conflict)
        #expect(try Self.level(app, on: "2026-12-05") == nil && Self.level(app, on: "2026-12-12") == nil)
    }

    static let badForms: [([(String, String)], String)] = [
        ([("day", "2026-12-05"), ("from", "steady"), ("level", "light")], "lighten or move"),
        ([("action", "shrink")], "lighten or move"),
        ([("action", "lighten"), ("day", "5 Dec"), ("from", "steady"), ("level", "light")], "day"),
        ([("action", "lighten"), ("day", "2026-02-30"), ("from", "steady"), ("level", "light")], "day"),
        ([("action", "lighten"), ("day", "2026-12-05"), ("from", "steady"), ("level", "featherweight")], "levels"),
        ([("action", "lighten"), ("day", "2026-12-05"), ("from", ""), ("level", "light")], "levels"),
        ([("action", "move"), ("task", ""), ("from", "2026-11-30"), ("to", "2026-12-01")], "task"),
        ([("action", "move"), ("task", "t-visit"), ("from", "2026-11-30"), ("to", "tomorrow")], "to"),
        ([("action", "lighten"), ("day", "2026-12-05"), ("from", "steady"), ("level", "light"), ("reason", "because")], "reasons"),
    ]

    @Test("Bad input is a 422 naming what does not read, and changes nothing", arguments: badForms)
    func badInput(form: [(String, String)], names: String) throws {
        let app = try JamaalTestApp()
        let client = app.client()
        let refused = client.post("/wellbeing/action", form, csrfFrom: "/wellbeing")
        #expect(refused.status == .unprocessableEntity, "\(form)")
        #expect(refused.text.contains(names), "\(refused.text)")
        #expect(try Self.level(app, on: "2026-12-05") == nil)
    }

    @Test("Not now hides the action until the next Monday, local; then it returns")
    func notNow() throws {
        let app = try JamaalTestApp()
        let client = app.client()
        let response = client.post("/wellbeing/not-now", csrfFrom: "/wellbeing")
        #expect(response.status == .seeOther && response.location == "/wellbeing")
        let hidden = try Self.screen(client)
        #expect(hidden["action"] == nil || hidden["action"] is NSNull)
        #expect(hidden["restingLine"] as? String == "Suggestions rest until Monday 30 November.")
        #expect(hidden["state"] as? String == "strained")
        // Monday 30 November, 10:05: shown again.
        app.advance(86_400)
        #expect(try Self.action(client)?["label"] as? String == "Lighten Saturday")
    }

    @Test("WB-04: each factor's share and the days that moved it this week, in words, and the formula")
    func derivation() throws {
        let client = try JamaalTestApp().client()
        let screen = try #require(client.get("/api/screens/wellbeing/score").json)
        let rows = try #require(screen["rows"] as? [[String: Any]])
        #expect(rows.count == 8)
        let overBudget = try #require(rows.first { $0["title"] as? String == "Days over budget" })
        #expect((overBudget["words"] as? String)?.hasPrefix("Over budget on Monday (") == true)
        let points = rows.compactMap { $0["share"] as? Int }
        #expect(points == points.sorted(by: >))  // the largest first
        let shares = rows.compactMap { $0["share"] as? Int }
        #expect((98...102).contains(shares.reduce(0, +)))
        #expect((screen["weights"] as? [[String: Any]])?.compactMap { $0["weight"] as? Int }.reduce(0, +) == 100)
        let html = client.get("/wellbeing/score").text
        #expect(html.contains("What makes this score") && html.contains("The formula") && html.contains("points off"))
    }

    @Test("TD-02 on Today: the sparkline strip leads to the Wellbeing tab; the tab is built")
    func todayStrip() throws {
        let client = try JamaalTestApp().client()
        let today = try #require(client.get("/api/screens/today").json)
        let strip = try #require(today["wellbeing"] as? [String: Any])
        #expect((strip["line"] as? String)?.hasPrefix("Strained · ") == true)
        #expect((strip["bars"] as? [Any])?.count == 14)
        #expect(strip["path"] as? String == "/wellbeing")
        let html = client.get("/today").text
        #expect(html.contains("class=\"jm-wellbeing-strip\"") && html.contains("href=\"/wellbeing\""))
        #expect(html.contains("<svg class=\"jm-sparkline\""))
    }

    @Test("A first day has no score: gathering data, 0 of 7, nothing recorded")
    func firstDay() throws {
        let app = try JamaalTestApp(demo: false)
        let client = app.client()
        let today = try #require(client.get("/api/screens/today").json)
        let strip = try #require(today["wellbeing"] as? [String: Any])
        #expect(strip["line"] as? String == "Gathering data · 0 of 7 days")
        let screen = try Self.screen(client)
        #expect(screen["state"] as? String == "gathering")
        #expect(screen["score"] == nil || screen["score"] is NSNull)
        #expect((screen["gathering"] as? [String: Any])?["progress"] as? String == "0 of 7 days")
        #expect(client.get("/wellbeing").text.contains("Gathering data"))
        #expect(try Self.recordDays(app).isEmpty)
        let derivation = try #require(client.get("/api/screens/wellbeing/score").json)
        #expect((derivation["rows"] as? [Any])?.isEmpty == true)
    }

    @Test("A closed day is recorded once: later changes to its raw data do not rewrite it")
    func recordedOnce() throws {
        let app = try JamaalTestApp()
        let client = app.client()
        _ = client.get("/today")
        let before = try app.env.database.read {
            try $0.queryOne("SELECT body FROM day_records WHERE day = '2026-11-28'", [])?.string("body")
        }
        try app.env.database.write { db in
            try db.execute("DELETE FROM tasks WHERE closed_day = '2026-11-28'", [])
        }
        _ = client.get("/wellbeing")
        let after = try app.env.database.read {
            try $0.queryOne("SELECT body FROM day_records WHERE day = '2026-11-28'", [])?.string("body")
        }
        #expect(before != nil && before == after)
        #expect(try Self.recordDays(app).contains("2026-11-29") == false)
        // The next day, yesterday's record is added (today's never is).
        app.advance(86_400)
        _ = client.get("/today")
        #expect(try Self.recordDays(app).last == "2026-11-29")
    }

    @Test("Posts without a CSRF token are refused and change nothing; a browser not signed in is refused everything")
    func guards() throws {
        let app = try JamaalTestApp()
        let client = app.client()
        _ = client.get("/wellbeing")
        let fields = [("action", "lighten"), ("day", "2026-12-05"), ("from", "steady"), ("level", "light")]
        #expect(client.post("/wellbeing/action", fields, csrfFrom: nil).status == .forbidden)
        #expect(client.post("/wellbeing/action", fields + [("_csrf", "AAAA")], csrfFrom: nil).status == .forbidden)
        #expect(client.post("/wellbeing/not-now", csrfFrom: nil).status == .forbidden)
        #expect(try Self.level(app, on: "2026-12-05") == nil)
        #expect(try Self.action(client) != nil)
        let remote = app.anonymousClient()
        remote.remoteAddress = "10.0.0.7"
        for target in ["/wellbeing", "/wellbeing/score"] {
            #expect(remote.get(target).location?.hasPrefix("/sign-in") == true, "\(target)")
        }
        for target in ["/api/screens/wellbeing", "/api/screens/wellbeing/score"] {
            #expect(remote.get(target).status == .unauthorized, "\(target)")
        }
        #expect(remote.post("/wellbeing/not-now", csrfFrom: nil).status == .unauthorized)
        #expect(try Self.action(client) != nil)
    }

    @Test("The wellbeing screens match their snapshots and validate against their schemas")
    func snapshotsAndSchemas() throws {
        let client = try JamaalTestApp().client()
        let validator = try JamaalOpenAPITests.validator(client)
        for screen in ["wellbeing", "wellbeing/score"] {
            let response = client.get("/api/screens/" + screen)
            #expect(response.status == .ok)
            let problem = Snapshot.check(response.text, named: "demo-" + screen.replacingOccurrences(of: "/", with: "-"), in: #filePath)
            #expect(problem == nil, "\(problem ?? "")")
            try JamaalOpenAPITests.expectValid(client, validator, "/api/screens/" + screen)
        }
    }
}
