import Calendar
import Foundation
import HTTPServer
import Identifiers
import JamaalApp
import JamaalCore
import Testing

/// Anchors through the whole pipeline (#7): Today's rows and actions, capacity, the rules list and detail, forms with
/// city search, pause/archive/restore, exceptions, the widget timeline, and a rule from a newer version kept as it was.
/// The forms' tests are in AnchorRouteTests+Forms.swift.
/// The demo person is in London; Monday 30 November 2026 12:30 UTC is 12:30 in London: Dhuhr (11:50–13:36) is open,
/// Asr (13:36–15:56) is not, the school run's Drop-off (08:15–08:45) has closed and Pick-up (15:00–15:30) is ahead.
@Suite("Anchors over HTTP")
struct AnchorRouteTests {
    static let monday1230 = ISO8601.parse("2026-11-30T12:30:00Z")!

    static func app() throws -> JamaalTestApp { try JamaalTestApp(now: monday1230) }

    static func anchors(_ client: JamaalTestClient) -> [String: Any] {
        client.get("/api/screens/today").json?["anchors"] as? [String: Any] ?? [:]
    }

    /// Every instance on Today (group members and plain rows), by title.
    static func instances(_ client: JamaalTestClient) -> [String: [String: Any]] {
        var found: [String: [String: Any]] = [:]
        for row in anchors(client)["anchorRows"] as? [[String: Any]] ?? [] {
            if let instance = row["instance"] as? [String: Any] { found[instance["title"] as? String ?? ""] = instance }
            for member in row["members"] as? [[String: Any]] ?? [] { found[member["title"] as? String ?? ""] = member }
        }
        return found
    }

    static func planned(_ client: JamaalTestClient) -> Int {
        (client.get("/api/screens/today").json?["meter"] as? [String: Any])?["plannedMinutes"] as? Int ?? -1
    }

    static func ruleCount(_ app: JamaalTestApp) throws -> Int { try app.env.store.read { try $0.anchorRules().count } }

    @Test("Today shows Salah as a group and the school run, with Dhuhr open and Asr upcoming")
    func todayRows() throws {
        let client = try Self.app().client()
        let rows = Self.anchors(client)["anchorRows"] as? [[String: Any]] ?? []
        #expect(rows.map { $0["title"] as? String } == ["Salah 0/5", "School run 0/2"])
        let all = Self.instances(client)
        #expect(all["Dhuhr"]?["status"] as? String == "open")
        #expect(all["Dhuhr"]?["windowText"] as? String == "11:50–13:36")
        #expect(all["Asr"]?["status"] as? String == "upcoming")
        #expect(all["Drop-off"]?["status"] as? String == "missed")
        let page = client.get("/today").text
        #expect(page.contains("Salah 0/5"))
        // Asr's Mark ahead: Not today and Someone else did it, never an Attended it would refuse.
        let asrActions = (all["Asr"]?["actions"] as? [[String: Any]] ?? []).compactMap { $0["outcome"] as? String }
        #expect(asrActions == ["notToday", "someoneElseDidIt"])
        #expect(!page.contains("Attended opens at"))
    }

    @Test("Attended only while the window is open; Asr refuses it before 13:36 and nothing is stored")
    func attendedOnlyWhileOpen() throws {
        let app = try Self.app()
        let client = app.client()
        let dhuhr = try #require(Self.instances(client)["Dhuhr"]?["id"] as? String)
        let asr = try #require(Self.instances(client)["Asr"]?["id"] as? String)
        let done = client.post("/anchors/mark", [("instance", dhuhr), ("outcome", "attended")])
        #expect(done.status == .seeOther)
        #expect(Self.instances(client)["Dhuhr"]?["status"] as? String == "attended")
        #expect((Self.anchors(client)["anchorRows"] as? [[String: Any]])?.first?["title"] as? String == "Salah 1/5")
        let before = try app.env.store.read { try $0.anchorMarks(since: .init(year: 2026, month: 11, day: 30)).count }
        let refused = client.post("/anchors/mark", [("instance", asr), ("outcome", "attended")])
        #expect(refused.status == .conflict)
        #expect(refused.text.contains("Attended opens at 13:36"))
        let after = try app.env.store.read { try $0.anchorMarks(since: .init(year: 2026, month: 11, day: 30)).count }
        #expect(after == before)
        // The last second of Dhuhr's window still takes a mark; at its end it has closed.
        app.clock.set(to: ISO8601.parse("2026-11-30T13:35:59Z")!)
        #expect(client.post("/anchors/mark", [("instance", dhuhr), ("outcome", "notToday")]).status == .seeOther)
        app.clock.set(to: ISO8601.parse("2026-11-30T13:36:00Z")!)
        let closed = client.post("/anchors/mark", [("instance", dhuhr), ("outcome", "attended")])
        #expect(closed.status == .conflict)
        #expect(closed.text.contains("This window has closed"))
        // Now Asr is open and takes Attended.
        #expect(client.post("/anchors/mark", [("instance", asr), ("outcome", "attended")]).status == .seeOther)
    }

    @Test("Someone else did it on the pick-up before it opens; a window the clock passes unmarked becomes missed")
    func someoneElseAndMissed() throws {
        let app = try Self.app()
        let client = app.client()
        let pickUp = try #require(Self.instances(client)["Pick-up"]?["id"] as? String)
        #expect(client.post("/anchors/mark", [("instance", pickUp), ("outcome", "someoneElseDidIt")]).status == .seeOther)
        #expect(Self.instances(client)["Pick-up"]?["statusText"] as? String == "Someone else did it")
        app.advance(4 * 3600)  // 16:30: Asr (until 15:56) closed unmarked
        #expect(Self.instances(client)["Asr"]?["status"] as? String == "missed")
        #expect(Self.instances(client)["Pick-up"]?["status"] as? String == "someoneElseDidIt")
        #expect((Self.instances(client)["Asr"]?["actions"] as? [Any])?.isEmpty == true)
    }

    @Test("Anchor minutes inside the working day count in Today's planned effort; Someone else did it frees them")
    func capacity() throws {
        let app = try Self.app()
        let client = app.client()
        let with = Self.planned(client)
        // Dhuhr, Asr and Maghrib (15 min each) and the Pick-up (30 min) fall inside 09:00–17:30; Fajr, Drop-off and Isha do not.
        let pickUp = try #require(Self.instances(client)["Pick-up"]?["id"] as? String)
        client.post("/anchors/mark", [("instance", pickUp), ("outcome", "someoneElseDidIt")])
        #expect(Self.planned(client) == with - 30)
        for id in ["anchor-salah", "anchor-school-run"] {
            #expect(client.post("/habits/anchors/\(id)/archive").status == .seeOther)
        }
        #expect(Self.planned(client) == with - 75)
    }

    @Test("The Today section names the next fixed Anchor within 30 minutes: “Asr in 12 min”")
    func soonLine() throws {
        let app = try JamaalTestApp(now: ISO8601.parse("2026-11-30T13:24:00Z")!)
        let client = app.client()
        #expect(Self.anchors(client)["soonLine"] as? String == "Asr in 12 min")
        let line = try app.env.store.read { db -> String? in
            try db.person().flatMap { try AnchorToday.chipLine(db: db, clock: $0.clock, now: app.env.now) }
        }
        #expect(line == "Asr in 12 min")
        // FS-01: the focus chip carries it on every tab while a session is live.
        #expect(!client.get("/today").text.contains("jm-chip-anchor"))
        let now = app.env.now
        let session = FocusSession(
            id: ID("s-live"), subject: .task(ID("t-report")), title: "Draft the quarterly report", estimateMinutes: 120,
            startedAt: now.addingTimeInterval(-600), day: .init(year: 2026, month: 11, day: 30), bankedSeconds: 0,
            state: .running(since: now.addingTimeInterval(-600)))
        try app.env.store.write { try $0.save(session) }
        for page in ["/today", "/habits/anchors"] {
            #expect(client.get(page).text.contains("<span class=\"jm-chip-anchor\">Asr in 12 min</span>"), "\(page)")
        }
    }

    @Test("AN-01 lists the rules with their next instance; pause, archive and restore keep every outcome")
    func listPauseArchiveRestore() throws {
        let app = try Self.app()
        let client = app.client()
        let list = client.get("/api/screens/anchors").json ?? [:]
        let rules = list["rules"] as? [[String: Any]] ?? []
        #expect(rules.map { $0["title"] as? String } == ["Salah", "School run"])
        // Dhuhr opened at 11:50 and is open now: AN-01 says until when, never "Next:" with a time gone by.
        #expect(rules.first?["detail"] as? String == "Open now: Dhuhr · until 13:36")
        #expect(client.get("/anchors").location == "/habits/anchors")
        let history = try app.env.store.read { try $0.anchorMarkCount(ofRule: ID("anchor-salah")) }
        #expect(history > 0)

        #expect(client.post("/habits/anchors/anchor-school-run/pause").status == .seeOther)
        #expect(Self.instances(client)["Pick-up"] == nil)
        #expect(client.post("/habits/anchors/anchor-school-run/pause").status == .conflict)
        #expect(client.get("/habits/anchors").text.contains("action=\"/habits/anchors/anchor-school-run/resume\""))
        let resumed = client.post("/habits/anchors/anchor-school-run/resume", [("from", "list")])
        #expect(resumed.location == "/habits/anchors")
        #expect(Self.instances(client)["Pick-up"] != nil)

        #expect(client.post("/habits/anchors/anchor-salah/archive").status == .seeOther)
        let archived = client.get("/api/screens/anchors").json ?? [:]
        #expect((archived["archived"] as? [[String: Any]])?.first?["title"] as? String == "Salah")
        #expect(archived["archivedTitle"] as? String == "Archived · 1")
        #expect(Self.instances(client)["Dhuhr"] == nil)
        #expect(client.post("/habits/anchors/anchor-salah/restore").status == .seeOther)
        #expect(Self.instances(client)["Dhuhr"]?["status"] as? String == "open")
        #expect(try app.env.store.read { try $0.anchorMarkCount(ofRule: ID("anchor-salah")) } == history)
        let recent = client.get("/api/screens/anchors/anchor-salah").json?["recent"] as? [String] ?? []
        #expect(recent.first == "Sun 29 Nov · Isha · Attended", "\(recent)")
        #expect(client.get("/habits/anchors/nope").status == .notFound)
    }

    @Test("A polar night with no resolution: Today says why there is no Fajr and shows no wrong time")
    func polarNight() throws {
        let app = try Self.app()
        let client = app.client()
        let fields = Self.prayerForm([
            "title": "Salah (Svalbard)", "city": "", "latitude": "78.22", "longitude": "15.65", "zone": "Arctic/Longyearbyen",
        ])
        #expect(client.post("/habits/anchors/new/prayer", fields).status == .seeOther)
        let notices = Self.anchors(client)["notices"] as? [String] ?? []
        #expect(notices.count == 1)
        #expect(notices.first?.hasPrefix("No Fajr today — ") == true)
        #expect(notices.first?.contains("Choose a polar resolution") == true)
        let rows = Self.anchors(client)["anchorRows"] as? [[String: Any]] ?? []
        #expect(!rows.contains { ($0["title"] as? String)?.hasPrefix("Salah (Svalbard)") == true })
        #expect(client.get("/today").text.contains("No Fajr today"))
    }

    @Test("A rule written by a newer version is kept byte for byte, shown as needing attention, and refuses changes")
    func newerVersionRule() throws {
        let app = try Self.app()
        let client = app.client()
        let bytes = Data(
            #"{"version":7,"id":"from-future","title":"Jumu'ah","type":"congregation","createdOn":"2026-11-01","x":[1,2]}"#.utf8)
        try app.env.store.write { try $0.saveRawAnchorRule(id: ID("from-future"), bytes: bytes) }
        let list = client.get("/api/screens/anchors").json ?? [:]
        #expect(list["attentionLine"] as? String != nil)
        let row = (list["rules"] as? [[String: Any]])?.first { $0["id"] as? String == "from-future" }
        #expect(row?["needsAttention"] as? Bool == true)
        #expect((row?["detail"] as? String)?.contains("Written by a newer version of Jamaal") == true)
        #expect(client.get("/habits/anchors/from-future").text.contains("update Jamaal to see it"))
        for action in ["pause", "archive"] {
            #expect(client.post("/habits/anchors/from-future/\(action)").status == .conflict)
        }
        #expect(client.get("/habits/anchors/from-future/edit").status == .conflict)
        #expect(try app.env.store.read { try $0.anchorRuleBytes(ID("from-future")) } == bytes)
        // Today still works, and says so.
        #expect((Self.anchors(client)["notices"] as? [String])?.contains { $0.contains("Jumu'ah needs attention") } == true)
    }

    @Test("Scheduled and one-off Anchors from their forms appear on Today; Edit keeps the history")
    func scheduledOneOffAndEdit() throws {
        let app = try Self.app()
        let client = app.client()
        let made = client.post("/habits/anchors/new/scheduled", Self.schoolRunForm())
        #expect(made.status == .seeOther)
        #expect(Self.instances(client)["Swimming"]?["windowText"] as? String == "16:00–17:00")
        let once = client.post(
            "/today/add/anchor",
            [("title", "Dentist"), ("date", "2026-11-30"), ("opens", "14:00"), ("closes", "15:00"), ("duration", "60")],
            csrfFrom: "/today")
        #expect(once.location == "/today")
        let sheet = client.get("/today/add/anchor")
        #expect(sheet.text.contains("<a href=\"/today/add\">Task</a>"))
        #expect(sheet.text.contains("jm-today-header"))  // Today behind the sheet
        #expect(client.get("/habits/anchors/new/one-off").location == "/today/add/anchor")
        #expect(Self.instances(client)["Dentist"]?["status"] as? String == "upcoming")
        let preset = client.get("/habits/anchors/new/scheduled?preset=schoolRun").text
        #expect(preset.contains("value=\"Drop-off\"") && preset.contains("value=\"08:15\""))

        let id = try #require(made.location?.split(separator: "/").last.map(String.init))
        let edit = client.get("/habits/anchors/\(id)/edit")
        #expect(edit.text.contains("value=\"Lesson\""))
        let saved = client.post(
            "/habits/anchors/\(id)/edit", Self.schoolRunForm(["title": "Swimming lessons", "slots[0].opens": "16:30"]),
            csrfFrom: "/habits/anchors/\(id)/edit")
        #expect(saved.status == .seeOther)
        #expect(Self.instances(client)["Swimming lessons"]?["windowText"] as? String == "16:30–17:00")
        // OB-08 is a first-launch step: once onboarding is finished it leads to Today.
        #expect(client.get("/onboarding/anchor").location == "/today")
    }

    @Test("Plant watering (3–5 days after last done) is one multi-day window, carried onto the next days until marked")
    func multiDayPlants() throws {
        let app = try Self.app()
        let client = app.client()
        let (values, checked) = (
            [
                "title": "Plant watering", "recurrence": "daysAfter", "recurrence.minDays": "3", "recurrence.maxDays": "5",
                "slots[0].name": "Water", "slots[0].opens": "08:00", "slots[0].closes": "20:00", "slots[0].spanDays": "0", "duration": "10",
                "placement": "flexible",
            ], [(String, String)]()
        )
        // The preset's form opens with the same day time (never 00:00–00:00).
        let preset = client.get("/habits/anchors/new/scheduled?preset=plantWatering").text
        #expect(preset.contains("value=\"08:00\"") && preset.contains("value=\"20:00\""))
        let made = client.post("/habits/anchors/new/scheduled", values.map { ($0.key, $0.value) } + checked)
        #expect(made.status == .seeOther)
        let plants = try #require(Self.instances(client)["Plant watering"])
        #expect(plants["windowText"] as? String == "Mon 30 Nov – Wed 2 Dec")
        #expect(plants["statusText"] as? String == "Open · until Wed 2 Dec")
        let page = client.get("/today").text
        #expect(page.components(separatedBy: "until Wed 2 Dec").count == 2)  // said once
        app.advance(86_400)  // Tuesday: still open, carried from Monday
        #expect(Self.instances(client)["Plant watering"]?["status"] as? String == "open")
        let id = try #require(Self.instances(client)["Plant watering"]?["id"] as? String)
        #expect(id.hasSuffix("/2026-11-30"))
        #expect(client.post("/anchors/mark", [("instance", id), ("outcome", "attended")]).status == .seeOther)
        #expect(Self.instances(client)["Plant watering"]?["status"] as? String == "attended")
        // The next window opens three days after Tuesday's watering: Friday 4 December.
        let id2 = made.location?.split(separator: "/").last.map(String.init) ?? ""
        let upcoming = client.get("/api/screens/anchors/\(id2)").json?["upcoming"] as? [[String: Any]] ?? []
        #expect(upcoming.compactMap { $0["when"] as? String }.contains("Fri 4 Dec · 08:00 – Sun 6 Dec 20:00"), "\(upcoming)")
        // Watered on Tuesday: Wednesday still shows that window, attended; on Friday the next one is open, alone.
        app.advance(86_400)
        #expect(Self.instances(client)["Plant watering"]?["status"] as? String == "attended")
        app.advance(2 * 86_400)
        let rows = (Self.anchors(client)["anchorRows"] as? [[String: Any]] ?? []).filter { $0["title"] as? String == "Plant watering" }
        #expect(rows.count == 1)
        let friday = rows.first?["instance"] as? [String: Any]
        #expect(friday?["status"] as? String == "open")
        #expect((friday?["id"] as? String)?.hasSuffix("/2026-12-04") == true)
        #expect(!client.get("/today").text.contains("00:00 Plant watering"))
    }

    @Test("AN-03 offers the five types; a form “from onboarding” after onboarding is finished lands on Today")
    func typesAndOnboarding() throws {
        let app = try Self.app()
        let client = app.client()
        let types = client.get("/habits/anchors/new").text
        for label in ["Prayer times", "School run", "Bin night", "Plant watering", "Custom"] { #expect(types.contains(label), "\(label)") }
        let form = client.get("/habits/anchors/new/scheduled?preset=binNight&from=onboarding").text
        #expect(form.contains("name=\"from\" value=\"onboarding\""))
        #expect(form.contains("value=\"Bins out\""))
        var fields = Self.schoolRunForm(["title": "Bin night", "from": "onboarding"])
        fields.append(("recurrence.days", "thursday"))
        let made = client.post("/habits/anchors/new/scheduled", fields)
        #expect(made.location == "/today")
        #expect(try Self.ruleCount(app) == 3)
        #expect(client.get("/habits/anchors/new/scheduled?preset=tennis").status == .notFound)
    }

    @Test("The widget timeline: entries with the instant each becomes current, in the five states")
    func widget() throws {
        let app = try Self.app()
        let client = app.client()
        // Isha marked ahead: once it closes nothing is left to open or mark today.
        let isha = try #require(Self.instances(client)["Isha"]?["id"] as? String)
        #expect(client.post("/anchors/mark", [("instance", isha), ("outcome", "notToday")]).status == .seeOther)
        let json = client.get("/api/anchors/widget").json ?? [:]
        #expect(json["day"] as? String == "2026-11-30")
        let entries = json["entries"] as? [[String: Any]] ?? []
        #expect(entries.first?["date"] as? String == "2026-11-30T00:00:00Z")
        let states = Set(entries.compactMap { $0["state"] as? String })
        #expect(states.isSuperset(of: ["upcoming", "open", "closingSoon", "needsAttention", "noneLeftToday"]))
        let dhuhr = entries.first { ($0["anchor"] as? [String: Any])?["title"] as? String == "Dhuhr" && $0["state"] as? String == "open" }
        #expect(dhuhr?["date"] as? String == "2026-11-30T11:50:00Z")
        #expect(dhuhr?["inline"] as? String == "Dhuhr · until 13:36")
    }
}
