import Database
import Foundation
import HTTPServer
import HTTPTestSupport
import JamaalApp
import JamaalCore
import JamaalPersistence
import Testing

/// F01 the first launch, through the in-process pipeline: Today leads to the step reached, the steps are walked in order,
/// only OB-05 and OB-08 can be skipped, a refusal names its field and saves nothing, what a step sets is what Settings
/// shows, and Delete my data brings back OB-01.
@Suite("Jamaal first launch (F01, OB-01…OB-09)")
struct OnboardingFlowTests {
    /// The forms that pass each step with reasonable answers.
    static let answers: [OnboardingStep: (path: String, fields: [(String, String)])] = [
        .meet: ("/onboarding/continue", [("step", "meet")]),
        .idea: ("/onboarding/continue", [("step", "idea")]),
        .normalDay: ("/onboarding/day", [("normal_day_minutes", "300"), ("working_day_end", "16:30"), ("level", "steady")]),
        .reminders: ("/onboarding/reminders", [("evening_planning_time", "20:30")]),
        .firstTask: (
            "/onboarding/task", [("title", "Call the bank"), ("effort", "15"), ("schedule", "today"), ("category", "new:Home")]
        ),
        .firstHabit: ("/onboarding/habit", [("preset", "water")]),
        .firstAnchor: ("/onboarding/skip", [("step", "firstAnchor")]),
        .ready: ("/onboarding/continue", [("step", "ready")]),
    ]

    /// Passes every step before `step` with ``answers`` (skipping OB-05 when `skipReminders`).
    static func walk(_ client: JamaalTestClient, to step: OnboardingStep, skipReminders: Bool = false) {
        for passed in OnboardingStep.allCases where passed < step && passed != .device {
            var answer = answers[passed] ?? ("", [])
            if passed == .reminders, skipReminders { answer = ("/onboarding/skip", [("step", "reminders")]) }
            let response = client.post(answer.path, answer.fields, csrfFrom: "/settings")
            #expect(response.status == .seeOther, "\(passed): \(response.status) \(response.text.prefix(300))")
        }
    }

    static func progress(_ app: JamaalTestApp) throws -> OnboardingProgress? {
        try app.env.store.read { try $0.onboarding() }
    }

    @Test("A first launch: Today and / lead to OB-01; each Continue leads to the next step; OB-03 stays silent when fine")
    func firstLaunchLeadsToOnboarding() throws {
        let app = try JamaalTestApp(demo: false)
        let client = app.client()
        #expect(client.get("/").location == "/onboarding/meet")
        #expect(client.get("/today").location == "/onboarding/meet")
        #expect(client.get("/onboarding").location == "/onboarding/meet")
        let meet = client.get("/onboarding/meet")
        #expect(meet.status == .ok && meet.text.contains("Meet Jamaal") && !meet.text.contains("jm-tabs"))
        let json = try #require(client.get("/api/screens/onboarding/meet").json)
        #expect(json["stepID"] as? String == "OB-01" && json["backPath"] == nil && json["skipAction"] == nil)
        #expect((json["dots"] as? [[String: Any]])?.count == 8, "OB-03 is not a dot while the device is fine")
        #expect(client.post("/onboarding/continue", [("step", "meet")], csrfFrom: "/settings").location == "/onboarding/idea")
        #expect(client.post("/onboarding/continue", [("step", "idea")], csrfFrom: "/settings").location == "/onboarding/day")
        #expect(client.get("/onboarding/device").location == "/onboarding/day", "OB-03 is passed over when fine")
    }

    @Test("The whole walk, skipping OB-05: settings equal what Settings shows; Today has the task, the habit and the card")
    func wholeWalk() throws {
        let app = try JamaalTestApp(demo: false)
        let client = app.client()
        Self.walk(client, to: .firstAnchor, skipReminders: true)
        #expect(client.get("/today").location == "/onboarding/anchor")
        let anchor = client.get("/onboarding/anchor").text
        #expect(anchor.contains("/habits/anchors/new/scheduled?preset=binNight&amp;from=onboarding") && anchor.contains("Not now"))
        #expect(client.post("/onboarding/skip", [("step", "firstAnchor")], csrfFrom: "/settings").location == "/onboarding/ready")
        let ready = try #require(client.get("/api/screens/onboarding/ready").json?["ready"] as? [String: Any])
        #expect(ready["headline"] as? String == "Tonight, we'll plan tomorrow.")
        #expect(ready["trialLine"] as? String == "Your 14-day free trial starts today: everything is open until Saturday 12 December.")
        #expect(client.post("/onboarding/continue", [("step", "ready")], csrfFrom: "/settings").location == "/today")
        let progress = try #require(try Self.progress(app))
        #expect(progress.isCompleted && progress.skipped == [.reminders, .firstAnchor])

        // OB-04's settings are ST-02's; OB-05 skipped leaves ST-03's defaults.
        let capacity = try #require(client.get("/api/screens/settings/capacity").json)
        #expect(capacity["normalDayHours"] as? Int == 5 && capacity["normalDayMinutes"] as? Int == 0)
        #expect(capacity["workingDayEnd"] as? String == "16:30")
        #expect((capacity["weekdays"] as? [[String: Any]])?.allSatisfy { $0["level"] as? String == "steady" } == true)
        #expect(client.get("/api/screens/settings/times").json?["eveningPlanningTime"] as? String == "21:00")
        let person = try #require(try app.env.store.read { try $0.person() })
        #expect(person.morningList)

        // The task (in its new category), the habit, and the card whose action opens Night Planning.
        let today = try #require(client.get("/api/screens/today").json)
        let tasks = today["tasks"] as? [[String: Any]] ?? []
        #expect(tasks.first?["title"] as? String == "Call the bank")
        #expect((tasks.first?["category"] as? [String: Any])?["name"] as? String == "Home")
        #expect(try app.env.store.read { try $0.habits().habits.map(\.name) } == ["Glasses of water"])
        let card = try #require(today["firstEvening"] as? [String: Any])
        #expect(card["title"] as? String == "Tonight, we'll plan tomorrow." && card["path"] as? String == "/plan")
        let page = client.get("/today").text
        #expect(page.contains("jm-first-evening") && page.contains("Tonight, we&#39;ll plan tomorrow."))
        // Onboarding's pages lead to Today once it is finished; its forms refuse.
        #expect(client.get("/onboarding/meet").location == "/today")
        #expect(client.get("/api/screens/onboarding/meet").status == .conflict)
        #expect(client.post("/onboarding/continue", [("step", "meet")], csrfFrom: "/settings").status == .conflict)
    }

    @Test("OB-05 filled in sets ST-03's evening time and morning list")
    func remindersAreSettings() throws {
        let app = try JamaalTestApp(demo: false)
        let client = app.client()
        Self.walk(client, to: .reminders)
        let page = client.get("/onboarding/reminders").text
        #expect(page.contains("js/onboarding.js") && page.contains("data-request-permission"))
        #expect(
            client.post("/onboarding/reminders", [("evening_planning_time", "20:15")], csrfFrom: "/settings").location == "/onboarding/task"
        )
        #expect(client.get("/api/screens/settings/times").json?["eveningPlanningTime"] as? String == "20:15")
        #expect(try app.env.store.read { try $0.person() }?.morningList == false, "an unticked morning list is off")
        #expect(try Self.progress(app)?.skipped.isEmpty == true)
    }

    @Test("Leaving mid-way resumes at the step reached; a step not reached yet leads back to it; Back keeps the place")
    func resumesMidWay() throws {
        let app = try JamaalTestApp(demo: false)
        Self.walk(app.client(), to: .firstTask)
        let later = app.client()  // a new browser, later
        #expect(later.get("/").location == "/onboarding/task")
        #expect(later.get("/today").location == "/onboarding/task")
        #expect(later.get("/onboarding/habit").location == "/onboarding/task")
        #expect(later.get("/api/screens/onboarding/ready").status == .conflict)
        #expect(later.post("/onboarding/continue", [("step", "ready")], csrfFrom: "/settings").status == .conflict)
        // Back to OB-04: shown with what was saved; its Continue goes to OB-05, and the place reached is kept.
        let day = try #require(later.get("/api/screens/onboarding/day").json)
        #expect((day["day"] as? [String: Any])?["normalDayMinutes"] as? Int == 300)
        #expect(day["backPath"] as? String == "/onboarding/idea")
        #expect(
            later.post(
                "/onboarding/day", [("normal_day_minutes", "360"), ("working_day_end", "17:00"), ("level", "full")], csrfFrom: "/settings"
            )
            .location == "/onboarding/reminders")
        #expect(try Self.progress(app)?.reached == .firstTask)
        #expect(later.get("/today").location == "/onboarding/task")
    }

    @Test("Only OB-05 and OB-08 can be skipped: every other step refuses Not now (409) and nothing moves")
    func onlyTwoSkippable() throws {
        for step in OnboardingStep.allCases {
            let app = try JamaalTestApp(demo: false)
            let client = app.client()
            Self.walk(client, to: step == .device ? .normalDay : step)
            let before = try Self.progress(app)
            let response = client.post("/onboarding/skip", [("step", step.rawValue)], csrfFrom: "/settings")
            if step.isSkippable {
                #expect(response.status == .seeOther, "\(step)")
                #expect(try Self.progress(app)?.skipped.contains(step) == true)
            } else {
                #expect(response.status == .conflict, "\(step): \(response.status)")
                #expect(response.text.contains("cannot be skipped"), "\(step): \(response.text.prefix(200))")
                #expect(try Self.progress(app) == before, "\(step)")
            }
        }
        let client = try JamaalTestApp(demo: false).client()
        #expect(client.post("/onboarding/skip", [("step", "later")], csrfFrom: "/settings").status == .unprocessableEntity)
        #expect(client.post("/onboarding/continue", [("step", "firstTask")], csrfFrom: "/settings").status == .unprocessableEntity)
    }

    @Test("A refusal names its field, keeps what was typed, and saves nothing")
    func validation() throws {
        let app = try JamaalTestApp(demo: false)
        let client = app.client()
        Self.walk(client, to: .normalDay)
        for (fields, field, words) in [
            ([("normal_day_minutes", "lots"), ("working_day_end", "17:00"), ("level", "full")], "normal_day_minutes", "in minutes"),
            ([("normal_day_minutes", "30"), ("working_day_end", "17:00"), ("level", "full")], "normal_day_minutes", "hours"),
            ([("normal_day_minutes", "360"), ("working_day_end", "08:00"), ("level", "full")], "working_day_end", "end"),
            ([("normal_day_minutes", "360"), ("working_day_end", "25:00"), ("level", "full")], "working_day_end", "17:30"),
            ([("normal_day_minutes", "360"), ("working_day_end", "17:00"), ("level", "max")], "level", "Steady"),
        ] {
            let response = client.post("/onboarding/day", fields, csrfFrom: "/settings")
            #expect(response.status == .unprocessableEntity, "\(fields)")
            #expect(response.text.contains(words), "\(field): \(response.text.prefix(400))")
            #expect(response.text.contains("name=\"\(field)\"") && response.text.contains("aria-invalid=\"true\""), "\(field)")
        }
        #expect(try app.env.store.read { try $0.person() }?.settings == (try CapacitySettings()), "nothing of OB-04 saved")
        #expect(try Self.progress(app)?.reached == .normalDay)

        Self.walk(client, to: .firstTask)
        let noTitle = client.post("/onboarding/task", [("title", " "), ("effort", "30"), ("schedule", "today")], csrfFrom: "/settings")
        #expect(noTitle.status == .unprocessableEntity && noTitle.text.contains("id=\"ob-task-title\""))
        let badCategory = client.post(
            "/onboarding/task", [("title", "Stamps"), ("schedule", "today"), ("category", "new:Projects")], csrfFrom: "/settings")
        #expect(badCategory.status == .unprocessableEntity && badCategory.text.contains("value=\"Stamps\""))
        #expect(try app.env.store.read { try $0.openTasks().tasks.isEmpty && $0.categories().categories.isEmpty })

        Self.walk(client, to: .firstHabit)
        for (fields, words) in [
            ([(String, String)](), "Choose a habit"), ([("preset", "custom"), ("kind", "counted"), ("number", "5")], "name"),
            ([("preset", "custom"), ("name", "Pages"), ("kind", "counted")], "target"),
            ([("preset", "custom"), ("name", "Pages"), ("kind", "sometimes")], "how to track"),
        ] {
            let response = client.post("/onboarding/habit", fields, csrfFrom: "/settings")
            #expect(response.status == .unprocessableEntity, "\(fields)")
            #expect(response.text.localizedCaseInsensitiveContains(words), "\(words): \(response.text.prefix(600))")
        }
        #expect(try app.env.store.read { try $0.habits().habits.isEmpty })
        #expect(
            client.post(
                "/onboarding/habit", [("preset", "custom"), ("name", "Pages"), ("kind", "counted"), ("number", "10")], csrfFrom: "/settings"
            )
            .location == "/onboarding/anchor")
        #expect(try app.env.store.read { try $0.habits().habits.first?.kind } == .counted(target: 10))

        Self.walk(client, to: .reminders)  // Back is allowed: OB-05's time is checked too
        let badTime = client.post("/onboarding/reminders", [("evening_planning_time", "9pm")], csrfFrom: "/settings")
        #expect(badTime.status == .unprocessableEntity && badTime.text.contains("like 21:00"))
    }

    @Test("OB-03 speaks only when the device check finds a problem, and cannot be passed until it is fine")
    func deviceProblem() throws {
        let app = try JamaalTestApp(demo: false, deviceCheck: .problem("This device is almost out of storage."))
        let client = app.client()
        Self.walk(client, to: .idea)
        #expect(client.post("/onboarding/continue", [("step", "idea")], csrfFrom: "/settings").location == "/onboarding/device")
        let device = try #require(client.get("/api/screens/onboarding/device").json)
        #expect((device["device"] as? [String: Any])?["problem"] as? String == "This device is almost out of storage.")
        #expect((device["dots"] as? [[String: Any]])?.count == 9)
        let again = client.post("/onboarding/continue", [("step", "device")], csrfFrom: "/settings")
        #expect(again.status == .conflict && again.text.contains("out of storage"))
        #expect(client.get("/today").location == "/onboarding/device")
        #expect(DeviceProbe.check(dataDirectory: "") == .fine)
        #expect(DeviceProbe.check(dataDirectory: NSTemporaryDirectory()) == .fine)
    }

    @Test("OB-08 through a real Anchor form: saved, the step passed, on to OB-09; Cancel goes back to OB-08")
    func firstAnchorThroughItsForm() throws {
        let app = try JamaalTestApp(demo: false)
        let client = app.client()
        Self.walk(client, to: .firstAnchor)
        let form = client.get("/habits/anchors/new/scheduled?preset=binNight&from=onboarding").text
        #expect(form.contains("href=\"/onboarding/anchor\""))
        var fields = AnchorRouteTests.schoolRunForm(["title": "Bin night", "from": "onboarding"])
        fields.append(("recurrence.days", "thursday"))
        #expect(client.post("/habits/anchors/new/scheduled", fields, csrfFrom: "/settings").location == "/onboarding/ready")
        #expect(try Self.progress(app)?.reached == .ready)
        #expect(try Self.progress(app)?.skipped.isEmpty == true)
        #expect(try app.env.store.read { try $0.anchorRules().count } == 1)
    }

    @Test("The card shows on the day onboarding finished until Night Planning starts; never the next day")
    func firstEveningCard() throws {
        let app = try JamaalTestApp(demo: false)
        let client = app.client()
        Self.walk(client, to: .ready)
        client.post("/onboarding/continue", [("step", "ready")], csrfFrom: "/settings")
        #expect(client.get("/api/screens/today").json?["firstEvening"] != nil)
        app.advance(12 * 3600)  // 22:05, past the planning time
        #expect(client.get("/api/screens/today").json?["firstEvening"] != nil)
        _ = client.get("/plan")  // the first Night Planning starts
        #expect(client.get("/api/screens/today").json?["firstEvening"] == nil)

        let other = try JamaalTestApp(demo: false)
        Self.walk(other.client(), to: .ready)
        other.client().post("/onboarding/continue", [("step", "ready")], csrfFrom: "/settings")
        other.advance(86_400)
        #expect(other.client().get("/api/screens/today").json?["firstEvening"] == nil)
    }

    @Test("A store from before onboarding existed, with a person in it, opens on Today (migration 90 marks it finished)")
    func olderStoreIsOnboarded() throws {
        let path = NSTemporaryDirectory() + "jamaal-older-\(UUID().uuidString).sqlite"
        defer { try? FileManager.default.removeItem(atPath: path) }
        let older = try SQLiteDatabase(path: path)
        try Migrator.migrate(older, JamaalSchema.migrations.filter { $0.version < 90 }, now: JamaalTestApp.demoNow)
        let body = String(decoding: try JSONEncoder().encode(try Person.fresh(now: JamaalTestApp.demoNow)), as: UTF8.self)
        try older.write { try $0.execute("INSERT INTO person (id, body) VALUES ('me', $1)", [.text(body)]) }
        older.close()
        let app = try JamaalTestApp(demo: false, database: try SQLiteDatabase(path: path))
        #expect(try Self.progress(app)?.isCompleted == true)
        #expect(app.client().get("/today").status == .ok)
        // An empty older store is a first launch.
        let emptyPath = path + "-empty"
        defer { try? FileManager.default.removeItem(atPath: emptyPath) }
        let empty = try SQLiteDatabase(path: emptyPath)
        try Migrator.migrate(empty, JamaalSchema.migrations.filter { $0.version < 90 }, now: JamaalTestApp.demoNow)
        empty.close()
        let fresh = try JamaalTestApp(demo: false, database: try SQLiteDatabase(path: emptyPath))
        #expect(fresh.client().get("/today").location == "/onboarding/meet")
    }

    @Test("Delete my data deletes the onboarding too: the next open is OB-01")
    func deleteReturnsToMeet() throws {
        let app = try JamaalTestApp(demo: false)
        let client = app.client()
        Self.walk(client, to: .ready)
        client.post("/onboarding/continue", [("step", "ready")], csrfFrom: "/settings")
        #expect(client.get("/today").status == .ok)
        #expect(client.post("/settings/data/delete", [("step", "2"), ("understood", "yes")], csrfFrom: "/settings").status == .seeOther)
        #expect(try Self.progress(app) == nil)
        // The account went too: an account made again with the email starts at OB-01.
        #expect(client.get("/today").location?.hasPrefix("/sign-in") == true)
        let again = [("email", JamaalTestApp.newcomerEmail), ("password", JamaalTestApp.newcomerPassword)]
        #expect(client.post("/sign-up", again, csrfFrom: "/sign-up").location == "/")
        #expect(client.get("/today").location == "/onboarding/meet")
        #expect(client.get("/onboarding/day").location == "/onboarding/meet")
    }

    @Test("Each step's screen matches its snapshot and validates against its OpenAPI schema")
    func snapshots() throws {
        let app = try JamaalTestApp(demo: false)
        let client = app.client()
        let validator = try JamaalOpenAPITests.validator(client)
        for step in OnboardingStep.allCases where step != .device {
            Self.walk(client, to: step)
            let path = Self.snapshotPath(step)
            try JamaalOpenAPITests.expectValid(client, validator, "/api/screens/onboarding/" + path)
            let response = client.get("/api/screens/onboarding/" + path)
            #expect(response.status == .ok, "\(step)")
            let problem = Snapshot.check(response.text, named: "onboarding-\(step.id)-\(step.rawValue)", in: #filePath)
            #expect(problem == nil, "\(problem ?? "")")
        }
        let device = try JamaalTestApp(demo: false, deviceCheck: .problem("Jamaal cannot write to its folder on this device."))
        Self.walk(device.client(), to: .idea)
        let problemClient = device.client()
        problemClient.post("/onboarding/continue", [("step", "idea")], csrfFrom: "/settings")
        try JamaalOpenAPITests.expectValid(problemClient, validator, "/api/screens/onboarding/device")
        let problem = Snapshot.check(
            problemClient.get("/api/screens/onboarding/device").text, named: "onboarding-OB-03-device", in: #filePath)
        #expect(problem == nil, "\(problem ?? "")")
    }

    static func snapshotPath(_ step: OnboardingStep) -> String {
        switch step {
        case .meet: "meet"
        case .idea: "idea"
        case .device: "device"
        case .normalDay: "day"
        case .reminders: "reminders"
        case .firstTask: "task"
        case .firstHabit: "habit"
        case .firstAnchor: "anchor"
        case .ready: "ready"
        }
    }
}
