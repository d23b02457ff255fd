import Calendar
import Database
import Foundation
import HTTPServer
import JamaalApp
import JamaalCore
import Synchronization
import Testing

/// Focus sessions through the pipeline: Begin, the chip on every tab, overrun shown neutrally, Pause only when asked,
/// Finish with actual vs estimate and Done with undo, one session at a time (the settle sheet), the rollover.
@Suite("Jamaal focus sessions over HTTP")
struct FocusFlowTests {
    static func focus(_ client: JamaalTestClient) -> [String: Any] { client.get("/api/screens/focus").json ?? [:] }

    @Test("Begin → chip on every tab; 75 of 60 is shown neutrally; pause and resume; finish shows actual vs estimate; Done with undo")
    func beginOverrunFinishUndo() throws {
        let app = try JamaalTestApp()
        let client = app.client()
        client.post("/today/tasks", TaskFlowTests.form("Write the newsletter", [("effort", "60")]))
        let id = try #require(TaskFlowTests.taskID(client, titled: "Write the newsletter"))
        #expect(client.post("/today/tasks/\(id)/begin").location == "/focus")
        #expect(client.get("/today").text.contains("jm-chip running"))
        #expect(client.get("/settings").text.contains("jm-chip running"))
        app.advance(75 * 60)
        let overrun = Self.focus(client)
        #expect(overrun["progressText"] as? String == "75 of 60")
        #expect(overrun["state"] as? String == "overrun")
        #expect(overrun["timerText"] as? String == "1:15:00")
        // Neutral: the page says the same words, with no alarm or warning class.
        let page = client.get("/focus").text
        #expect(page.contains("75 of 60"))
        #expect(!page.contains("late") && !page.contains("alert"))
        client.post("/focus/pause")
        #expect(Self.focus(client)["state"] as? String == "paused")
        app.advance(10 * 60)
        #expect(Self.focus(client)["progressText"] as? String == "75 of 60")
        client.post("/focus/resume")
        app.advance(5 * 60)
        let finish = client.get("/focus/finish").text
        #expect(finish.contains("1 h 20 min of 1 h"))
        let done = client.post("/focus/finish", [("choice", "done"), ("note", "Sent to the list")])
        #expect(done.location == "/today?undo=done&task=\(id)")
        #expect(!client.get("/today").text.contains("class=\"jm-chip "))
        #expect(client.get(done.location ?? "").text.contains("/today/tasks/\(id)/undo-done"))
        let task = try #require(try app.env.store.read { try $0.task(.init(id)) })
        #expect(task.notes.first?.text == "Sent to the list")
        app.advance(3)
        client.post("/today/tasks/\(id)/undo-done")
        #expect(try app.env.store.read { try $0.task(.init(id)) }?.isOpen == true)
        let sessions = try app.env.store.read { try $0.sessions(forSubject: id) }
        #expect(sessions.count == 1)
        #expect(sessions.first?.elapsedMinutes(now: app.env.now) == 80)
    }

    @Test("The chip counts the task's total focused time over its sessions, on every tab and on the focus screen (#40 item 10)")
    func chipCountsTheTasksTotal() throws {
        let app = try JamaalTestApp()
        let client = app.client()
        client.post("/today/tasks", TaskFlowTests.form("Write the newsletter", [("effort", "60")]))
        let id = try #require(TaskFlowTests.taskID(client, titled: "Write the newsletter"))
        #expect(client.post("/today/tasks/\(id)/begin").location == "/focus")
        app.advance(40 * 60)
        client.post("/focus/finish", [("choice", "stopForNow")])
        #expect(!client.get("/today").text.contains("class=\"jm-chip "))
        #expect(client.post("/today/tasks/\(id)/begin").location == "/focus")
        app.advance(5 * 60 + 4)
        for path in ["/today", "/habits", "/settings", "/wellbeing"] {
            let page = client.get(path).text
            #expect(page.contains("45:04") && page.contains("45 of 60") && page.contains("data-elapsed=\"2704\""), "\(path)")
        }
        let screen = Self.focus(client)
        #expect(screen["timerText"] as? String == "45:04" && screen["progressText"] as? String == "45 of 60")
        #expect(client.get("/focus/finish").text.contains("45 min of 1 h"))
    }

    @Test("FS-02's note checklist ticks items in the task's note; a missing item is refused (422)")
    func checklistDuringFocus() throws {
        let app = try JamaalTestApp()
        let client = app.client()
        client.post("/today/tasks/t-report/begin")
        let page = client.get("/focus").text
        #expect(page.contains("Checklist 1 of 3"))
        #expect(page.contains(#"aria-checked="false""#))
        #expect(client.post("/today/tasks/t-report/checklist", [("item", "1"), ("back", "focus")]).location == "/focus")
        #expect(client.get("/focus").text.contains("Checklist 2 of 3"))
        let note = try #require(try app.env.store.read { try $0.task(.init("t-report")) }).note
        #expect(note == "- [x] Gather numbers\n- [x] Write summary\n- [ ] Send to **Hana**")
        #expect(client.post("/today/tasks/t-report/checklist", [("item", "7")]).status == .unprocessableEntity)
    }

    @Test("Stop for now keeps the partial time and the task stays open")
    func abandonKeepsPartialTime() throws {
        let app = try JamaalTestApp()
        let client = app.client()
        client.post("/today/tasks/t-report/begin")
        app.advance(25 * 60)
        client.post("/focus/finish", [("choice", "stopForNow")])
        let session = try #require(try app.env.store.read { try $0.sessions(forSubject: "t-report") }.first)
        #expect(session.elapsedMinutes(now: app.env.now) == 25)
        #expect(!session.isLive)
        #expect(try app.env.store.read { try $0.task(.init("t-report")) }?.isOpen == true)
        #expect(client.get("/today/tasks/t-report").text.contains("Focused 25 min of 2 h"))
    }

    @Test("A second Begin while one runs opens the settle sheet; settling starts the new one; only one runs")
    func secondBeginSettles() throws {
        let app = try JamaalTestApp()
        let client = app.client()
        client.post("/today/tasks/t-report/begin")
        app.advance(10 * 60)
        let second = client.post("/today/tasks/t-pharmacy/begin")
        #expect(second.location == "/focus/settle?next=t-pharmacy")
        let sheet = client.get(second.location ?? "").text
        for label in ["Done", "Stop for now", "Defer to tomorrow", "Drop"] { #expect(sheet.contains(">\(label)<")) }
        // Nothing changed yet: still the first session.
        #expect(Self.focus(client)["title"] as? String == "Draft the quarterly report")
        client.post("/focus/settle", [("choice", "stopForNow"), ("next", "t-pharmacy")])
        #expect(Self.focus(client)["title"] as? String == "Pick up Yusuf's prescription")
        let live = try app.env.store.read { db in try db.sessions(on: .init(year: 2026, month: 11, day: 29)) }.filter(\.isLive)
        #expect(live.count == 1)
        // Settle by deferring: the running task moves to tomorrow, the next begins.
        client.post("/focus/settle", [("choice", "deferToTomorrow"), ("next", "t-report")])
        #expect(try app.env.store.read { try $0.task(.init("t-pharmacy")) }?.schedule == .date(.init(year: 2026, month: 11, day: 30)))
        #expect(Self.focus(client)["title"] as? String == "Draft the quarterly report")
    }

    @Test("At rollover a running session closes at the boundary; Today offers the carried-over row (TD-06)")
    func rolloverClosesRunningSession() throws {
        // Sunday 29 November 2026, 23:30 in London (UTC in winter).
        let app = try JamaalTestApp(now: ISO8601.parse("2026-11-29T23:30:00Z")!)
        let client = app.client()
        client.post("/today/tasks/t-report/begin")
        app.advance(40 * 60)  // 00:10 on Monday
        let today = client.get("/api/screens/today").json ?? [:]
        let carried = today["carriedOver"] as? [String: Any]
        #expect(carried?["text"] as? String == "Pick up “Draft the quarterly report” again · 30 min so far")
        #expect(!client.get("/today").text.contains("class=\"jm-chip "))
        let session = try #require(try app.env.store.read { try $0.sessions(forSubject: "t-report") }.first)
        #expect(session.state == .closedAtRollover(at: ISO8601.parse("2026-11-30T00:00:00Z")!))
        // Pick up: a new session; the row goes.
        #expect(client.post("/today/tasks/t-report/begin").location == "/focus")
        #expect(client.get("/api/screens/today").json?["carriedOver"] == nil)
    }
}

/// DST days in the person's zone (London): the 23-hour and 25-hour logical days.
@Suite("Jamaal focus sessions on DST days")
struct FocusDSTTests {
    @Test("Spring forward (29 March 2026, a 23-hour day): a session counts real time, not the wall clock")
    func springForward() throws {
        // 00:30 GMT = 00:30 in London; at 01:00 GMT the clocks jump to 02:00 BST.
        let app = try JamaalTestApp(now: ISO8601.parse("2026-03-29T00:30:00Z")!)
        let client = app.client()
        client.post("/today/tasks", TaskFlowTests.form("Early start", [("effort", "120")]))
        let id = try #require(TaskFlowTests.taskID(client, titled: "Early start"))
        client.post("/today/tasks/\(id)/begin")
        app.advance(90 * 60)  // 03:00 BST on the wall clock, 90 minutes of real time
        #expect((client.get("/api/screens/focus").json ?? [:])["progressText"] as? String == "90 of 120")
        #expect((client.get("/api/screens/today").json ?? [:])["dateLine"] as? String == "Sunday 29 March")
    }

    @Test("Fall back (25 October 2026, a 25-hour day): the rollover closes a running session at midnight, after 25 hours")
    func fallBack() throws {
        // 23:00 GMT on Sunday 25 October is 23:00 in London (BST ended at 01:00 GMT that morning).
        let app = try JamaalTestApp(now: ISO8601.parse("2026-10-25T23:00:00Z")!)
        let client = app.client()
        client.post("/today/tasks", TaskFlowTests.form("Late one", [("effort", "60")]))
        let id = try #require(TaskFlowTests.taskID(client, titled: "Late one"))
        client.post("/today/tasks/\(id)/begin")
        app.advance(90 * 60)
        let carried = (client.get("/api/screens/today").json ?? [:])["carriedOver"] as? [String: Any]
        #expect(carried?["text"] as? String == "Pick up “Late one” again · 1 h so far")
        let session = try #require(try app.env.store.read { try $0.sessions(forSubject: id) }.first)
        #expect(session.state == .closedAtRollover(at: ISO8601.parse("2026-10-26T00:00:00Z")!))
    }
}

/// Two actors at once: Begin pressed in several tabs at the same moment still leaves one running session.
@Suite("Jamaal focus sessions: one at a time under concurrent Begins")
struct FocusRaceTests {
    @Test("Eight concurrent Begins on different tasks start exactly one session; the others get the settle sheet")
    func concurrentBegins() throws {
        let path = NSTemporaryDirectory() + "jamaal-race-\(UUID().uuidString).sqlite"
        defer { for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) } }
        let app = try JamaalTestApp(database: try SQLiteDatabase(path: path))
        let setup = app.client()
        var ids: [String] = []
        for index in 0..<8 {
            setup.post("/today/tasks", TaskFlowTests.form("Race \(index)", [("schedule", "none")]))
            ids.append(try #require(TaskFlowTests.taskID(setup, titled: "Race \(index)")))
        }
        let taskIDs = ids
        let clients = ids.map { _ in app.client() }
        let tokens = clients.map { $0.csrfToken(in: $0.get("/today")) ?? "" }
        let locations = Mutex<[String]>([])
        DispatchQueue.concurrentPerform(iterations: taskIDs.count) { index in
            let response = clients[index].post("/today/tasks/\(taskIDs[index])/begin", [("_csrf", tokens[index])], csrfFrom: nil)
            locations.withLock { $0.append(response.location ?? "\(response.status.code)") }
        }
        let all = locations.withLock { $0 }
        #expect(all.filter { $0 == "/focus" }.count == 1, "\(all)")
        #expect(all.filter { $0.hasPrefix("/focus/settle?next=") }.count == 7, "\(all)")
        let live = try app.env.database.read { try $0.queryOne("SELECT COUNT(*) AS n FROM focus_sessions WHERE live = 1", [])!.int("n") }
        #expect(live == 1)
    }
}
