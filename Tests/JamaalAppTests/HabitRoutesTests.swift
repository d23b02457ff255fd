import Calendar
import Database
import Foundation
import HTTPServer
import JamaalApp
import Testing

/// The habits feature through the whole pipeline on real SQLite: the demo person's habits on Today and HB-01/HB-02,
/// logging every kind (HB-08, HB-09 included), add/edit/pause/archive (Begin on timed habits: HabitTimedRoutesTests), and the bad
/// input the issue lists — each refused with a message that says what to do, nothing half-saved.
@Suite("Jamaal habits over HTTP")
struct HabitRoutesTests {
    static func today(_ client: JamaalTestClient) throws -> [String: Any] {
        try #require(client.get("/api/screens/today").json)
    }

    static func habitRows(_ client: JamaalTestClient) throws -> [[String: Any]] {
        let habits = try #require(today(client)["habits"] as? [String: Any])
        return try #require(habits["rows"] as? [[String: Any]])
    }

    static func row(_ client: JamaalTestClient, _ habit: String, slot: Int = 0) throws -> [String: Any]? {
        try habitRows(client).first { $0["habitID"] as? String == habit && $0["slot"] as? Int == slot }
    }

    static func planned(_ client: JamaalTestClient) throws -> Int {
        try #require((today(client)["meter"] as? [String: Any])?["plannedMinutes"] as? Int)
    }

    static func entryCount(_ app: JamaalTestApp, _ habit: String) throws -> Int {
        try app.env.database.read { db in
            try db.queryOne("SELECT COUNT(*) AS n FROM habit_entries WHERE habit_id = $1", [.text(habit)])?.int("n") ?? -1
        }
    }

    @Test("Today shows the demo's habits of all four kinds (paused and archived hidden) with their controls")
    func todaySection() throws {
        let client = try JamaalTestApp().client()
        let rows = try Self.habitRows(client)
        let kinds = Set(rows.compactMap { $0["kind"] as? String })
        #expect(kinds == ["binary", "counted", "timed", "avoid"])
        let ids = Set(rows.compactMap { $0["habitID"] as? String })
        #expect(!ids.contains("h-stretch") && !ids.contains("h-journal"))
        #expect(try Self.row(client, "h-water")?["stateText"] as? String == "3 of 8")
        #expect(try Self.row(client, "h-quran")?["stateText"] as? String == "0 of 20 min")
        #expect(try Self.row(client, "h-walk")?["weekText"] as? String != nil)
        let sweets = try #require(try Self.row(client, "h-sweets"))
        #expect((sweets["actions"] as? [[String: Any]])?.compactMap { $0["label"] as? String } == ["Log a slip", "Held today"])
        let html = client.get("/today").text
        #expect(html.contains("kind-counted") && html.contains(">Begin<") && html.contains("Add minutes"))
    }

    @Test("Each kind logs from Today; timed minutes leave the meter's planned effort as they are done")
    func logEachKind() throws {
        let app = try JamaalTestApp()
        let client = app.client()
        let before = try Self.planned(client)
        #expect(client.post("/habits/h-adhkar/log", [("value", "done"), ("slot", "1"), ("back", "today")]).location == "/today")
        #expect(try Self.row(client, "h-adhkar", slot: 1)?["stateText"] as? String == "Done")
        client.post("/habits/h-water/log", [("value", "plus")])
        client.post("/habits/h-water/log", [("value", "plus")])
        client.post("/habits/h-water/log", [("value", "minus")])
        #expect(try Self.row(client, "h-water")?["stateText"] as? String == "4 of 8")
        #expect(client.post("/habits/h-quran/log", [("value", "minutes"), ("minutes", "12")]).status == .seeOther)
        #expect(try Self.row(client, "h-quran")?["stateText"] as? String == "12 of 20 min")
        #expect(try Self.planned(client) == before - 12)
        client.post("/habits/h-sweets/log", [("value", "held")])
        #expect(try Self.row(client, "h-sweets")?["stateText"] as? String == "Held today")
        // Undo on a held day.
        let actions = try #require(try Self.row(client, "h-sweets")?["actions"] as? [[String: Any]])
        #expect(actions.contains { $0["label"] as? String == "Undo" && $0["value"] as? String == "unheld" })
        let held = try Self.entryCount(app, "h-sweets")
        client.post("/habits/h-sweets/log", [("value", "unheld")])
        #expect(try Self.row(client, "h-sweets")?["stateText"] as? String == "Not marked yet")
        #expect(try Self.entryCount(app, "h-sweets") == held - 1, "within five seconds Undo takes the mark back")
        // After the window, Undo records an "unheld" correction and keeps the held entry.
        client.post("/habits/h-sweets/log", [("value", "held")])
        app.advance(6)
        client.post("/habits/h-sweets/log", [("value", "unheld")])
        #expect(try Self.row(client, "h-sweets")?["stateText"] as? String == "Not marked yet")
        #expect(try Self.entryCount(app, "h-sweets") == held + 1)
        // HB-09 minutes are stored as a manual entry.
        let manual = try app.env.database.read { db in
            try db.query("SELECT body FROM habit_entries WHERE habit_id = 'h-quran' AND day = '2026-11-29'", []).map {
                try $0.string("body")
            }
        }
        #expect(manual.count == 1 && manual[0].contains("manual"))
    }

    @Test("Avoid: Held today is refused once slips pass the allowance, and nothing is saved")
    func heldAfterSlips() throws {
        let app = try JamaalTestApp()
        let client = app.client()
        client.post("/habits/h-sweets/log", [("value", "slip")])
        client.post("/habits/h-sweets/log", [("value", "slip")])
        let count = try Self.entryCount(app, "h-sweets")
        let refused = client.post("/habits/h-sweets/log", [("value", "held")])
        #expect(refused.status == .unprocessableEntity)
        #expect(refused.text.contains("over the allowance"))
        #expect(try Self.entryCount(app, "h-sweets") == count)
        #expect(try Self.row(client, "h-sweets")?["stateText"] as? String == "2 slips · over the allowance")
    }

    @Test("A log on a paused or archived habit is refused (409) with what to do; nothing saved")
    func pausedAndArchivedRefuse() throws {
        let app = try JamaalTestApp()
        let client = app.client()
        let stretch = try Self.entryCount(app, "h-stretch")
        let paused = client.post("/habits/h-stretch/log", [("value", "done")])
        #expect(paused.status == .conflict)
        #expect(paused.text.contains("This habit is paused — resume it to log."))
        let archived = client.post("/habits/h-journal/log", [("value", "done")])
        #expect(archived.status == .conflict)
        #expect(archived.text.contains("restore it to log"))
        #expect(try Self.entryCount(app, "h-stretch") == stretch)
    }

    @Test("Pause with a reason hides the habit from Today and the read says so; resume brings it back")
    func pauseAndResume() throws {
        let client = try JamaalTestApp().client()
        #expect(client.get("/habits/h-water/pause").text.contains("Cycle"))
        #expect(client.post("/habits/h-water/pause", [("reason", "holiday")]).status == .unprocessableEntity)
        #expect(client.post("/habits/h-water/pause", [("reason", "travel")]).location == "/habits/h-water")
        #expect(try Self.row(client, "h-water") == nil)
        let detail = try #require(client.get("/api/screens/habits/h-water").json)
        #expect(detail["status"] as? String == "paused")
        #expect(detail["read"] as? String == "Paused — nothing is counted while it rests.")
        #expect(client.post("/habits/h-water/pause", [("reason", "travel")]).status == .conflict)
        client.post("/habits/h-water/resume")
        #expect(try Self.row(client, "h-water") != nil)
    }

    @Test("HB-06 with an end date: off Today through that day, back the day after by itself; a bad end is 422 naming it")
    func pauseWithEnd() throws {
        let app = try JamaalTestApp()
        let client = app.client()
        let form = try #require(client.get("/api/screens/habits/h-water/pause").json)
        let today = try #require(form["minimumEnd"] as? String)
        let todayDate = try #require(LocalDate(iso: today))
        #expect(form["maximumEnd"] as? String == todayDate.adding(days: 365).description)
        #expect(client.get("/habits/h-water/pause").text.contains("name=\"until\""))
        for bad in ["tomorrow", "2026-02-30", todayDate.adding(days: -1).description, todayDate.adding(days: 366).description] {
            let refused = client.post("/habits/h-water/pause", [("reason", "travel"), ("until", bad)])
            #expect(refused.status == .unprocessableEntity, "\(bad)")
        }
        #expect(try Self.row(client, "h-water") != nil, "a refused pause paused the habit")
        let tomorrow = todayDate.adding(days: 1).description
        #expect(client.post("/habits/h-water/pause", [("reason", "illness"), ("until", tomorrow)]).location == "/habits/h-water")
        #expect(try Self.row(client, "h-water") == nil)
        let detail = try #require(client.get("/api/screens/habits/h-water").json)
        #expect((detail["pausedLine"] as? String)?.contains("It resumes by itself after") == true)
        let list = client.get("/habits").text
        #expect(list.contains("Paused · Illness · until"))
        app.advance(86_400)
        #expect(try Self.row(client, "h-water") == nil, "the end day is still a rest day")
        app.advance(86_400)
        #expect(try Self.row(client, "h-water") != nil, "the day after the end it is back without a resume")
        #expect(client.post("/habits/h-water/resume").status == .conflict)
    }

    @Test("Archive keeps every entry; Restore brings the habit back to Today")
    func archiveRestore() throws {
        let app = try JamaalTestApp()
        let client = app.client()
        let entries = try Self.entryCount(app, "h-water")
        client.post("/habits/h-water/archive")
        #expect(try Self.row(client, "h-water") == nil)
        let overview = try #require(client.get("/api/screens/habits").json)
        #expect((overview["archived"] as? [[String: Any]])?.contains { $0["id"] as? String == "h-water" } == true)
        #expect(try Self.entryCount(app, "h-water") == entries)
        #expect(client.post("/habits/h-water/restore").location == "/habits")
        #expect(try Self.row(client, "h-water") != nil)
    }

    @Test("Add: the type picker first, then the kind's form; a bad number is refused with the values kept, nothing saved")
    func addHabit() throws {
        let app = try JamaalTestApp()
        let client = app.client()
        let picker = client.get("/habits/new").text
        for kind in ["binary", "counted", "timed", "avoid"] { #expect(picker.contains("/habits/new?kind=\(kind)")) }
        let pickerJSON = try #require(client.get("/api/screens/habits/new").json)
        #expect(pickerJSON["step"] as? String == "pickKind")
        #expect(
            (pickerJSON["kindChoices"] as? [[String: Any]])?.compactMap { $0["family"] as? String } == [
                "binary", "counted", "timed", "avoid",
            ])
        let editJSON = try #require(client.get("/api/screens/habits/h-water/edit").json)
        #expect(editJSON["kindFixedLine"] as? String == "The kind is fixed once a habit is created.")
        let pauseJSON = try #require(client.get("/api/screens/habits/h-water/pause").json)
        #expect((pauseJSON["reasons"] as? [[String: Any]])?.count == 4)
        let form = client.get("/habits/new?kind=counted").text
        #expect(form.contains("Target a day"))
        let bad = client.post(
            "/habits", [("kind", "counted"), ("name", "Pages"), ("number", "0"), ("schedule", "daily"), ("newGroup", "Evenings")],
            csrfFrom: "/habits/new?kind=counted")
        #expect(bad.status == .unprocessableEntity)
        #expect(bad.text.contains("Choose a target between 1 and 99.") && bad.text.contains("value=\"Pages\""))
        let groups = try app.env.store.read { try $0.habitGroups().count }
        #expect(groups == 1)
        let made = client.post(
            "/habits",
            [
                ("kind", "counted"), ("name", "Pages"), ("number", "10"), ("schedule", "days"), ("days", "1"), ("days", "3"),
                ("slot0Name", "Morning"), ("slot0Start", "06:00"), ("slot0End", "08:00"), ("slot0Reminder", "06:30"),
                ("slot1Name", "Night"), ("newGroup", "Evenings"),
            ], csrfFrom: "/habits/new?kind=counted")
        let location = try #require(made.location)
        let detail = try #require(client.get("/api/screens" + location).json)
        #expect(detail["kindLabel"] as? String == "Counted · 10 a day")
        #expect(detail["scheduleLabel"] as? String == "Mon, Wed")
        #expect(detail["groupName"] as? String == "Evenings")
        #expect((detail["timesOfDay"] as? [String])?.first == "Morning · from 06:00 · until 08:00 · reminder 06:30")
        #expect((detail["grids"] as? [Any])?.count == 2)
        // "Night" has nothing but its name: its grid's caption says it, the list under the grids does not repeat it.
        #expect(detail["timesOfDay"] as? [String] == ["Morning · from 06:00 · until 08:00 · reminder 06:30"])
        let page = client.get(location).text
        #expect(page.contains("<figcaption>Night</figcaption>"))
        #expect(!page.contains("<li class=\"jm-muted\">Night</li>"), "Night is not repeated under its grid")
        // A time that cannot be read, and a fifth time of day, are refused.
        let badTime = client.post(
            "/habits", [("kind", "binary"), ("name", "Walk"), ("slot0Name", "Morning"), ("slot0Start", "7am")],
            csrfFrom: "/habits/new?kind=binary")
        #expect(badTime.status == .unprocessableEntity && badTime.text.contains("like 07:30"))
        let five = client.post(
            "/habits", [("kind", "binary"), ("name", "Walk")] + (0..<5).map { ("slot\($0)Name", "T\($0)") },
            csrfFrom: "/habits/new?kind=binary")
        #expect(five.status == .unprocessableEntity && five.text.contains("at most four times of day"))
    }

    @Test("Edit: the kind is fixed — a kind change is refused (422) and the habit is unchanged; its target may change")
    func kindFixed() throws {
        let app = try JamaalTestApp()
        let client = app.client()
        let before = try app.env.database.read { try $0.queryOne("SELECT body FROM habits WHERE id = 'h-water'", [])?.string("body") }
        let refused = client.post(
            "/habits/h-water", [("kind", "timed"), ("name", "Water"), ("number", "20")], csrfFrom: "/habits/h-water/edit")
        #expect(refused.status == .unprocessableEntity)
        #expect(
            refused.text.contains("A habit&#39;s kind is fixed once it is created.") || refused.text.contains("A habit's kind is fixed"))
        let after = try app.env.database.read { try $0.queryOne("SELECT body FROM habits WHERE id = 'h-water'", [])?.string("body") }
        #expect(before == after)
        #expect(client.get("/habits/h-water/edit").text.contains("The kind is fixed once a habit is created."))
        let edited = client.post(
            "/habits/h-water", [("kind", "counted"), ("name", "Water"), ("number", "6"), ("group", "g-mornings")],
            csrfFrom: "/habits/h-water/edit")
        #expect(edited.location == "/habits/h-water")
        #expect(try Self.row(client, "h-water")?["stateText"] as? String == "3 of 6")
    }

    @Test("A date that does not exist, a future day and one past the 14 days are refused; the 14th day back is corrected")
    func correctionDays() throws {
        let client = try JamaalTestApp().client()
        let missing = client.post("/habits/h-water/log", [("value", "plus"), ("day", "2026-02-31")])
        #expect(missing.status == .unprocessableEntity && missing.text.contains("There is no 31 February."))
        #expect(client.get("/habits/h-water?day=2026-02-30").status == .unprocessableEntity)
        #expect(client.post("/habits/h-water/log", [("value", "plus"), ("day", "2026-11-30")]).text.contains("hasn"))
        let old = client.post("/habits/h-water/log", [("value", "plus"), ("day", "2026-11-15")])
        #expect(old.status == .unprocessableEntity && old.text.contains("Only the last 14 days can be corrected."))
        let fixed = client.post("/habits/h-adhkar/log", [("value", "done"), ("slot", "1"), ("day", "2026-11-16"), ("back", "detail")])
        #expect(fixed.location == "/habits/h-adhkar?day=2026-11-16")
        let detail = try #require(client.get("/api/screens/habits/h-adhkar?day=2026-11-16").json)
        let correction = try #require(detail["correction"] as? [String: Any])
        let rows = try #require(correction["rows"] as? [[String: Any]])
        #expect(rows[1]["stateText"] as? String == "Done")
        // The grid's cells for the last 14 days link to their correction; older ones do not.
        let grid = try #require((detail["grids"] as? [[String: Any]])?.first?["weeks"] as? [[[String: Any]]])
        let cells = grid.joined()
        #expect(cells.first { $0["day"] as? String == "2026-11-16" }?["correctPath"] as? String == "/habits/h-adhkar?day=2026-11-16")
        #expect(cells.first { $0["day"] as? String == "2026-11-15" }?["correctPath"] == nil)
        // Only a correctable day opens the correction.
        for day in ["2026-11-15", "2026-11-30", "2026-11-29"] {
            #expect(try #require(client.get("/api/screens/habits/h-adhkar?day=\(day)").json)["correction"] == nil, "\(day)")
        }
    }

    @Test("The detail: a read in words and no streak numbers; a weekly target shows weeks, never a missed day")
    func detailRead() throws {
        let client = try JamaalTestApp().client()
        for id in ["h-adhkar", "h-water", "h-quran", "h-walk", "h-sweets"] {
            let detail = try #require(client.get("/api/screens/habits/\(id)").json)
            let read = try #require(detail["read"] as? String)
            #expect(!read.contains { $0.isNumber }, "\(id): \(read)")
            #expect(["healthy", "slipping", "gathering"].contains(detail["health"] as? String ?? ""))
        }
        let walk = try #require(client.get("/api/screens/habits/h-walk").json)
        #expect(!((walk["weeks"] as? [Any]) ?? []).isEmpty)
        let weeks = (walk["grids"] as? [[String: Any]])?.first?["weeks"] as? [[[String: Any]]] ?? []
        let cells = Array(weeks.joined())
        #expect(!cells.contains { $0["state"] as? String == "missed" })
        let html = client.get("/habits/h-walk").text
        #expect(html.contains("jm-grid") && html.contains("Tap any of the last 14 days to correct it."))
    }

    @Test("A habit from a newer version is kept, shown as “Update Jamaal to see this”, and never logged or overwritten")
    func newerVersion() throws {
        let app = try JamaalTestApp()
        let client = app.client()
        try app.env.database.write { db in
            try db.execute(
                "INSERT INTO habits (person_id, id, position, archived, body) VALUES ('me', 'h-new', 99, 0, $1)",
                [
                    .text(
                        #"{"id":"h-new","name":"Sleep","kind":"streak:3","schedule":"daily","timesOfDay":[{"name":"Any time"}],"pauses":[],"createdOn":"2026-11-01","mood":"calm"}"#
                    )
                ])
            try db.execute(
                "INSERT INTO habits (person_id, id, position, archived, body) VALUES ('me', 'h-bad', 100, 0, '{\"shape\":\"unknown\"}')", []
            )
        }
        let overview = client.get("/habits").text
        #expect(overview.contains("Update Jamaal to see this"))
        let detail = try #require(client.get("/api/screens/habits/h-new").json)
        #expect(detail["status"] as? String == "newer" && detail["read"] as? String == "Update Jamaal to see this")
        let refused = client.post("/habits/h-new/log", [("value", "done")])
        #expect(refused.status == .unprocessableEntity && refused.text.contains("Update Jamaal to log this habit."))
        #expect(client.post("/habits/h-new/pause", [("reason", "travel")]).status == .unprocessableEntity)
        #expect(client.get("/habits/h-bad").status == .conflict)
        // Editing a known habit keeps a field a newer version added.
        try app.env.database.write { db in
            let body = try db.queryOne("SELECT body FROM habits WHERE id = 'h-water'", [])!.string("body")
            try db.execute(
                "UPDATE habits SET body = $1 WHERE id = 'h-water'",
                [.text(body.replacingOccurrences(of: "{", with: #"{"colourway":"sea","#, options: [], range: body.range(of: "{")))])
        }
        client.post("/habits/h-water", [("kind", "counted"), ("name", "Water"), ("number", "7")], csrfFrom: "/habits/h-water/edit")
        let kept = try app.env.database.read { try $0.queryOne("SELECT body FROM habits WHERE id = 'h-water'", [])!.string("body") }
        #expect(kept.contains("colourway") && kept.contains("counted:7"))
    }

    @Test("Logging needs the CSRF token; an unknown habit is 404")
    func guards() throws {
        let app = try JamaalTestApp()
        let client = app.client()
        let count = try Self.entryCount(app, "h-water")
        #expect(client.post("/habits/h-water/log", [("value", "plus")], csrfFrom: nil).status == .forbidden)
        #expect(try Self.entryCount(app, "h-water") == count)
        #expect(client.post("/habits/nope/log", [("value", "plus")]).status == .notFound)
        #expect(client.get("/habits/nope").status == .notFound)
    }

    @Test("Groups: HB-01 shows a group as a collapsed bundle; groups are made and renamed with checked names")
    func groups() throws {
        let client = try JamaalTestApp().client()
        let overview = client.get("/habits").text
        #expect(overview.contains("<details class=\"jm-habit-group\"") && overview.contains("Adhkar · Glasses of water"))
        #expect(overview.contains("Archived · 1"))
        #expect(client.post("/habits/groups", [("name", " ")], csrfFrom: "/habits/groups").text.contains("Give the group a name."))
        #expect(client.post("/habits/groups", [("name", "Evenings")], csrfFrom: "/habits/groups").location == "/habits/groups")
        #expect(client.post("/habits/groups/g-mornings", [("name", "Dawn")], csrfFrom: "/habits/groups").location == "/habits/groups")
        let page = client.get("/habits/groups").text
        #expect(page.contains("Evenings") && page.contains("value=\"Dawn\""))
    }

    @Test("With no habits, HB-01 reads “No habits yet.” and Today draws no Habits section")
    func empty() throws {
        let client = try JamaalTestApp(demo: false, onboarded: true).client()
        #expect(client.get("/habits").text.contains("No habits yet."))
        #expect(!client.get("/today").text.contains("jm-habits"))
    }
}
