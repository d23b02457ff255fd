import Foundation
import HTTPServer
import HTTPTestSupport
import JamaalApp
import Testing

/// NP-03 Build tomorrow builds in place, over HTTP on real SQLite: Add task, the backlog picker, a row's importance and
/// date — each back on the ritual's step (never Today) with the gaps and won't-fit flags worked out again — and bad
/// input refused with the field named and nothing changed. The demo person on Sunday 29 November 2026 at 21:30.
@Suite("Jamaal Night Planning · NP-03 in place over HTTP")
struct NightPlanningBuildRoutesTests {
    typealias Plan = NightPlanningRoutesTests

    /// The app at Build tomorrow (review and carry forward passed).
    static func atBuild() throws -> (JamaalTestApp, JamaalTestClient) {
        let app = try JamaalTestApp(now: Plan.evening)
        let client = app.client()
        try Plan.post(client, "/plan/next")
        try Plan.post(client, "/plan/next")
        #expect(try Plan.step(client) == "buildTomorrow")
        return (app, client)
    }

    static func build(_ client: JamaalTestClient) throws -> [String: Any] {
        try #require(try Plan.screen(client)["build"] as? [String: Any])
    }

    static func rows(_ build: [String: Any], _ key: String) -> [[String: Any]] { build[key] as? [[String: Any]] ?? [] }

    /// Posts a refused NP-03 form: 422, the step again (never Today), and the reason's words, which name the field.
    static func refused(_ client: JamaalTestClient, _ path: String, _ fields: [(String, String)], saying words: String) throws {
        let response = try Plan.post(client, path, fields)
        #expect(response.status == .unprocessableEntity, "\(path) \(response.status)")
        #expect(response.text.contains("data-step=\"buildTomorrow\""), "\(path): a refusal leaves the ritual")
        #expect(response.text.contains(words), "\(path): \(response.text.prefix(300))")
    }

    @Test("Add task on NP-03 is dated tomorrow and lands back on the step; no row leads out of the ritual")
    func addTask() throws {
        let (app, client) = try Self.atBuild()
        let page = client.get("/plan").text
        #expect(page.contains("action=\"/plan/tasks\"") && page.contains("Add to tomorrow"))
        #expect(!page.contains("href=\"/today/tasks/"), "a task row links out of the ritual")
        let added = try Plan.post(client, "/plan/tasks", [("title", "Buy stamps"), ("effort", "15"), ("importance", "medium")])
        #expect(added.location == "/plan")
        let row = try #require(Self.rows(try Self.build(client), "tasks").first { $0["title"] as? String == "Buy stamps" })
        #expect(row["dateLabel"] as? String == "Tomorrow" && row["importanceValue"] as? String == "medium")
        #expect(try Plan.date(app, try #require(row["id"] as? String)) == "2026-11-30")
        #expect(try Plan.step(client) == "buildTomorrow")
    }

    @Test("The backlog picker moves a Someday task to tomorrow; the won't-fit flags follow the day's gaps")
    func picker() throws {
        let (app, client) = try Self.atBuild()
        let before = try Self.build(client)
        let tiles = try #require(Self.rows(before, "picker").first { $0["id"] as? String == "t-tiles" })
        #expect(tiles["whereLabel"] as? String == "Someday" && tiles["flag"] == nil)
        #expect(!Self.rows(before, "picker").contains { $0["id"] as? String == "t-visit" })  // already tomorrow's
        // A one-off Anchor over the whole working day: no gap is left, so every task is flagged.
        let anchor = client.post(
            "/today/add/anchor",
            [
                ("title", "Hospital shift"), ("date", "2026-11-30"), ("opens", "07:00"), ("closes", "23:00"), ("closesDaysLater", "0"),
                ("duration", ""), ("from", "planning"), ("flow", "evening"),
            ], csrfFrom: "/plan")
        #expect(anchor.location == "/plan")
        let busy = try Self.build(client)
        #expect(Self.rows(busy, "gaps").isEmpty)
        #expect(Self.rows(busy, "picker").first { $0["id"] as? String == "t-tiles" }?["flag"] as? String == "Fits no single free gap")
        let picked = try Plan.post(client, "/plan/pick/t-tiles")
        #expect(picked.location == "/plan")
        #expect(try Plan.date(app, "t-tiles") == "2026-11-30")
        #expect((try Plan.task(app, "t-tiles")["deferrals"] as? [Any] ?? []).isEmpty)
        let after = try Self.build(client)
        #expect(!Self.rows(after, "picker").contains { $0["id"] as? String == "t-tiles" })
        let row = try #require(Self.rows(after, "tasks").first { $0["id"] as? String == "t-tiles" })
        #expect(row["flag"] as? String == "Fits no single free gap")
        // Picking it again (now tomorrow's) is refused: 409, nothing changes.
        #expect(try Plan.post(client, "/plan/pick/t-tiles").status == .conflict)
    }

    @Test("A row's importance and date change in place and return to the step")
    func changeInPlace() throws {
        let (app, client) = try Self.atBuild()
        let changed = try Plan.post(client, "/plan/tasks/t-visit", [("importance", "high"), ("date", "2026-12-02")])
        #expect(changed.location == "/plan")
        #expect(try Plan.task(app, "t-visit")["importance"] as? String == "high")
        #expect(try Plan.date(app, "t-visit") == "2026-12-02")
        #expect(!Self.rows(try Self.build(client), "tasks").contains { $0["id"] as? String == "t-visit" })
        #expect(try Plan.step(client) == "buildTomorrow")
    }

    @Test("Bad input is a 4xx naming its field, and changes nothing")
    func badInput() throws {
        let (app, client) = try Self.atBuild()
        let count = { try app.env.database.read { try $0.queryOne("SELECT COUNT(*) AS n FROM tasks", [])?.int("n") } }
        let tasks = try count()
        // The step again, with the reason in words naming the field; nothing stored.
        try Self.refused(
            client, "/plan/tasks", [("title", String(repeating: "x", count: 201)), ("effort", "30")],
            saying: "Keep the title under 200 characters.")
        try Self.refused(client, "/plan/tasks", [("title", "Stamps"), ("effort", "99999999999999999999")], saying: "Choose an effort")
        try Self.refused(client, "/plan/tasks", [("title", "Stamps"), ("importance", "urgent")], saying: "high importance.")
        #expect(try count() == tasks)
        #expect(try Plan.post(client, "/plan/pick/t-nope").status == .notFound)
        #expect(try Plan.post(client, "/plan/tasks/t-nope", [("importance", "low"), ("date", "2026-11-30")]).status == .notFound)
        let task = "/plan/tasks/t-visit"
        try Self.refused(
            client, task, [("importance", "low"), ("date", "2031-01-01")], saying: "Choose a date from today to 366 days ahead.")
        try Self.refused(client, task, [("importance", "low"), ("date", "2026-11-01")], saying: "Choose a date from today")
        try Self.refused(client, task, [("importance", "low"), ("date", "9999999999-1-1")], saying: "There is no 1 January 9999999999.")
        try Self.refused(client, task, [("importance", "urgent"), ("date", "2026-11-30")], saying: "high importance.")
        let far = try Plan.post(client, "/plan/tasks/t-visit", [("importance", "high"), ("date", "2031-01-01")])
        #expect(far.status == .unprocessableEntity && far.text.contains("Choose a date from today to 366 days ahead."))
        #expect(try Plan.date(app, "t-visit") == "2026-11-30")
        #expect(try Plan.task(app, "t-visit")["importance"] as? String != "urgent")
        // Without CSRF: refused before anything is read.
        #expect(client.post("/plan/pick/t-tiles", [("flow", "evening")], csrfFrom: nil).status == .forbidden)
        #expect(try Plan.task(app, "t-tiles")["schedule"] != nil)
        #expect(try Plan.date(app, "t-tiles") == nil)
    }

    @Test("From another step the in-place actions are 409 and change nothing")
    func wrongStep() throws {
        let app = try JamaalTestApp(now: Plan.evening)
        let client = app.client()
        #expect(try Plan.step(client) == "review")
        #expect(try Plan.post(client, "/plan/pick/t-tiles").status == .conflict)
        #expect(try Plan.date(app, "t-tiles") == nil)
    }
}
