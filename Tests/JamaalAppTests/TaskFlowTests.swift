import Calendar
import Foundation
import HTTPServer
import JamaalApp
import JamaalCore
import Testing

/// Tasks through the whole pipeline: add, refusals that save nothing, done and drop with their five-second undo,
/// deferral (instant twice, then the picker with reason chips and easing).
@Suite("Jamaal tasks over HTTP")
struct TaskFlowTests {
    static func taskTitles(_ client: JamaalTestClient) -> [String] {
        let json = client.get("/api/screens/today").json ?? [:]
        let rows = (json["tasks"] as? [[String: Any]] ?? []) + ((json["alsoToday"] as? [String: Any])?["rows"] as? [[String: Any]] ?? [])
        return rows.compactMap { $0["title"] as? String }
    }

    static func taskID(_ client: JamaalTestClient, titled title: String) -> String? {
        let json = client.get("/api/screens/today").json ?? [:]
        let rows = (json["tasks"] as? [[String: Any]] ?? []) + ((json["alsoToday"] as? [String: Any])?["rows"] as? [[String: Any]] ?? [])
        return rows.first { $0["title"] as? String == title }?["id"] as? String
    }

    static func form(_ title: String, _ extra: [(String, String)] = []) -> [(String, String)] {
        var fields: [(String, String)] = [
            ("title", title), ("effort", "30"), ("importance", "low"), ("schedule", "today"), ("repeat", "none"), ("note", ""),
        ]
        for (name, value) in extra {
            fields.removeAll { $0.0 == name }
            fields.append((name, value))
        }
        return fields
    }

    @Test("A task added with the defaults appears on Today with its effort and category label")
    func addTask() throws {
        let client = try JamaalTestApp().client()
        let response = client.post(
            "/today/tasks", Self.form("Call the bank", [("category", "cat-work"), ("effort", "other"), ("other_minutes", "45")]))
        #expect(response.status == .seeOther)
        let json = client.get("/api/screens/today").json ?? [:]
        let row = (json["tasks"] as? [[String: Any]])?.first { $0["title"] as? String == "Call the bank" }
        #expect(row?["effortLabel"] as? String == "45 min")
        #expect((row?["category"] as? [String: Any])?["name"] as? String == "Work")
    }

    @Test(
        "Bad input is refused with a message that says what to do, and nothing is saved",
        arguments: [
            ([("title", "   ")], "Give the task a title."),
            ([("effort", "other"), ("other_minutes", "3")], "Choose an effort between 5 minutes and 12 hours."),
            ([("effort", "other"), ("other_minutes", "800")], "Choose an effort between 5 minutes and 12 hours."),
            ([("importance", "medium"), ("schedule", "none")], "A medium or high task needs a date."),
            ([("importance", "high"), ("schedule", "someday")], "A medium or high task needs a date."),
            ([("repeat", "daily"), ("schedule", "none")], "A repeating task needs a date."),
            ([("repeat", "weekly"), ("schedule", "today")], "Pick at least one day for a weekly repeat."),
            ([("schedule", "date"), ("date", "2026-02-30")], "There is no 30 February."),
            ([("schedule", "date"), ("date", "2026-13-01")], "There is no month 13 — pick a month from 1 to 12."),
            ([("schedule", "date"), ("date", "")], "Pick a date, or choose another When."),
            ([("category", "cat-nowhere")], "That category no longer exists — pick another."),
        ])
    func refusals(extra: [(String, String)], message: String) throws {
        let client = try JamaalTestApp().client()
        let before = Self.taskTitles(client)
        let response = client.post("/today/tasks", Self.form("Refused task", extra))
        #expect(response.status == .unprocessableEntity)
        #expect(response.text.contains(HTMLEscape.text(message)), "\(message)")
        // The form comes back as it was sent.
        #expect(response.text.contains("Refused task") || extra.contains { $0.0 == "title" })
        #expect(Self.taskTitles(client) == before)
    }

    @Test("Done is quiet, with Undo for five seconds; after that Undo is refused (409)")
    func doneAndUndo() throws {
        let app = try JamaalTestApp()
        let client = app.client()
        let done = client.post("/today/tasks/t-pharmacy/done")
        #expect(done.status == .seeOther)
        #expect(done.location == "/today?undo=done&task=t-pharmacy")
        let page = client.get(done.location ?? "")
        #expect(page.text.contains("jm-toast"))
        #expect(page.text.contains("/today/tasks/t-pharmacy/undo-done"))
        #expect(!Self.taskTitles(client).contains("Pick up Yusuf's prescription"))
        app.advance(4.9)
        #expect(client.post("/today/tasks/t-pharmacy/undo-done").status == .seeOther)
        #expect(Self.taskTitles(client).contains("Pick up Yusuf's prescription"))
        client.post("/today/tasks/t-pharmacy/done")
        app.advance(5)
        #expect(!client.get("/today?undo=done&task=t-pharmacy").text.contains("jm-toast"))
        let late = client.post("/today/tasks/t-pharmacy/undo-done")
        #expect(late.status == .conflict)
        #expect(late.text.contains("Too late to undo"))
    }

    @Test("Done on a repeating task creates the next occurrence; Undo takes it back")
    func repeatingDone() throws {
        let app = try JamaalTestApp()
        let client = app.client()
        client.post("/today/tasks/t-quran/done")
        let tomorrow = try app.env.store.read { try $0.task(.init("t-quran~2026-11-30")) }
        #expect(tomorrow?.isOpen == true)
        client.post("/today/tasks/t-quran/undo-done")
        #expect(try app.env.store.read { try $0.task(.init("t-quran~2026-11-30")) } == nil)
        #expect(Self.taskTitles(client).contains("Revise Surah Al-Mulk"))
        // Stop repeating: this occurrence stays, no next one.
        client.post("/today/tasks/t-quran/stop-repeating")
        client.post("/today/tasks/t-quran/done")
        #expect(try app.env.store.read { try $0.task(.init("t-quran~2026-11-30")) } == nil)
    }

    @Test("Drop is a soft delete with a five-second undo toast")
    func dropAndUndo() throws {
        let app = try JamaalTestApp()
        let client = app.client()
        let dropped = client.post("/today/tasks/t-report/drop")
        let page = client.get(dropped.location ?? "")
        #expect(page.text.contains("Dropped “Draft the quarterly report”"))
        #expect(!Self.taskTitles(client).contains("Draft the quarterly report"))
        #expect(try app.env.store.read { try $0.task(.init("t-report")) } != nil)
        app.advance(2)
        client.post("/today/tasks/t-report/undo-drop")
        #expect(Self.taskTitles(client).contains("Draft the quarterly report"))
    }

    @Test(
        "Deferral: the first and second are instant to tomorrow; the third opens the picker with reason chips and eases a high task to low")
    func thirdDeferralOfAHighTask() throws {
        let app = try JamaalTestApp()
        let client = app.client()
        client.post("/today/tasks", Self.form("File the tax return", [("importance", "high")]))
        let id = try #require(Self.taskID(client, titled: "File the tax return"))
        #expect(client.post("/today/tasks/\(id)/defer", [("note", "Waiting for Ali")]).location == "/today")
        app.advance(86_400)
        #expect(client.post("/today/tasks/\(id)/defer").location == "/today")
        app.advance(86_400)
        let third = client.post("/today/tasks/\(id)/defer")
        #expect(third.location == "/today/tasks/\(id)/defer")
        let picker = client.get("/today/tasks/\(id)/defer").text
        for chip in ["Too much today", "Waiting on someone", "Low energy", "Not the right time", "Less important now"] {
            #expect(picker.contains(chip))
        }
        #expect(picker.contains("Moved to low importance so it can wait without a date."))
        #expect(picker.contains("Someday"))
        // No reason: refused, nothing changes.
        let refused = client.post("/today/tasks/\(id)/defer", [("picker", "1"), ("target", "someday")])
        #expect(refused.status == .unprocessableEntity)
        #expect(refused.text.contains("Pick a reason to move this task again."))
        #expect(try app.env.store.read { try $0.task(.init(id)) }?.deferrals.count == 2)
        let moved = client.post(
            "/today/tasks/\(id)/defer", [("picker", "1"), ("target", "someday"), ("reason", "low-energy"), ("note", "After the audit")])
        #expect(moved.status == .seeOther)
        let task = try #require(try app.env.store.read { try $0.task(.init(id)) })
        #expect(task.importance == .low)
        #expect(task.schedule == .someday)
        #expect(task.deferrals.count == 3)
        #expect(task.deferrals.last?.easedFrom == .high)
        let detail = client.get("/today/tasks/\(id)").text
        #expect(detail.contains("Low energy"))
        #expect(detail.contains("eased from high to low"))
        #expect(detail.contains("After the audit"))
        #expect(detail.contains("Waiting for Ali"))
    }

    @Test("On a Sunday the picker has no Later this week, Next week lands on Tuesday, and a move to the same day is no move")
    func sundayDeferral() throws {
        // Friday 27 November 2026 in London; the demo person's week runs Monday–Sunday.
        let app = try JamaalTestApp(now: JamaalTestApp.demoNow.addingTimeInterval(-2 * 86_400))
        let client = app.client()
        client.post("/today/tasks", Self.form("Renew the passport", [("importance", "high")]))
        let id = try #require(Self.taskID(client, titled: "Renew the passport"))
        #expect(client.post("/today/tasks/\(id)/defer").location == "/today")
        app.advance(86_400)
        #expect(client.post("/today/tasks/\(id)/defer").location == "/today")
        app.advance(86_400)  // Sunday 29 November
        let picker = client.get("/today/tasks/\(id)/defer").text
        #expect(picker.contains("value=\"next-week\"") && picker.contains("value=\"tomorrow\""))
        #expect(!picker.contains("later-this-week") && !picker.contains("Later this week"))
        let gone = client.post("/today/tasks/\(id)/defer", [("picker", "1"), ("target", "later-this-week"), ("reason", "low-energy")])
        #expect(gone.status == .unprocessableEntity)
        #expect(gone.text.contains("This week has no day left after tomorrow — pick Next week or a date."))
        let moved = client.post("/today/tasks/\(id)/defer", [("picker", "1"), ("target", "next-week"), ("reason", "too-much-today")])
        #expect(moved.status == .seeOther)
        let task = try #require(try app.env.store.read { try $0.task(.init(id)) })
        #expect(task.schedule == .date(LocalDate(iso: "2026-12-01")!))  // Tuesday: Monday is already tomorrow
        #expect(task.deferrals.count == 3 && task.importance == .low)

        // Dated tomorrow already: Defer to tomorrow changes nothing and is not counted.
        client.post("/today/tasks", Self.form("Call the plumber", [("importance", "medium")]))
        let plumber = try #require(Self.taskID(client, titled: "Call the plumber"))
        #expect(client.post("/today/tasks/\(plumber)/defer").location == "/today")
        let once = try #require(try app.env.store.read { try $0.task(.init(plumber)) })
        #expect(client.post("/today/tasks/\(plumber)/defer").location == "/today")
        #expect(try app.env.store.read { try $0.task(.init(plumber)) } == once)
        #expect(once.deferrals.count == 1 && once.importance == .medium)
    }

    @Test("A note in the Markdown subset is rendered safely: no script, no javascript: link, no headings")
    func noteRenderedSafely() throws {
        let client = try JamaalTestApp().client()
        let note = "# Heading\n- [ ] <script>alert(1)</script>\n**bold** [x](javascript:alert(1)) [ok](https://example.org)"
        client.post("/today/tasks", Self.form("Safe note", [("note", note)]))
        let id = try #require(Self.taskID(client, titled: "Safe note"))
        let html = client.get("/today/tasks/\(id)").text
        #expect(!html.contains("<script>alert"))
        #expect(html.contains("&lt;script&gt;"))
        #expect(!html.contains("href=\"javascript:"))
        #expect(html.contains("href=\"https://example.org\""))
        #expect(!html.contains("<h1>Heading"))
        #expect(html.contains("<strong>bold</strong>"))
    }

    @Test("Add task offers tomorrow when the day is full, and never blocks saving for today")
    func dayIsFull() throws {
        let client = try JamaalTestApp().client()
        let sheet = client.get("/today/add").text
        // The demo's Sunday is Light (3 h 36 min) with 3 h 15 min planned: 30 more minutes pass the budget.
        #expect(sheet.contains("Day is full · offer tomorrow"))
        #expect(sheet.contains("Tomorrow instead"))
        #expect(client.post("/today/tasks", Self.form("Kept for today")).status == .seeOther)
        #expect(Self.taskTitles(client).contains("Kept for today"))
        let offered = client.post("/today/tasks", Self.form("Moved to tomorrow", [("offer", "2026-11-30")]))
        #expect(offered.status == .seeOther)
        #expect(!Self.taskTitles(client).contains("Moved to tomorrow"))
    }
}

/// HTML escaping as the pages do it, for comparing messages.
enum HTMLEscape {
    static func text(_ string: String) -> String {
        string.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
            .replacingOccurrences(of: "'", with: "&#39;")
    }
}
