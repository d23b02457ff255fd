import Accounts
import Calendar
import Database
import Foundation
import HTTPServer
import Identifiers
import QuranFlowCore
import QuranFlowDemo
import QuranFlowJobs
import QuranFlowPersistence
import QuranFlowServer
import Testing

/// Notification settings (SakNotifSettings) through the whole pipeline, on SQLite and PostgreSQL: the screen and its
/// switches, bad input, roles and CSRF — and the producers honouring them: session and deadline reminders keep their
/// in-app row but write a push row only when allowed; feedback sent writes its push row only when allowed.
@Suite struct NotificationSettingsTests {
    static let page = "/profile/notifications"
    static let api = "/api/screens/profile/notifications"

    static func signedIn(_ app: TestApp, _ email: String) -> TestClient {
        let client = app.client()
        client.signIn(email)
        return client
    }

    static func token(_ app: TestApp, _ email: String) throws -> String {
        try #require(
            app.client().postJSON("/api/session", "{\"email\":\"\(email)\",\"password\":\"quranflow-demo\"}").json?["token"] as? String)
    }

    static func accountID(_ app: TestApp, _ email: String) throws -> ID<Account> {
        try #require(try app.env.accounts.account(email: email)?.id)
    }

    /// The screen's switches by setting name → (isOn, subtitle).
    static func switches(_ client: TestClient) throws -> [String: (on: Bool, subtitle: String)] {
        let screen = try #require(client.get(api).json)
        var result: [String: (on: Bool, subtitle: String)] = [:]
        let toggles: [Any?] = [screen["master"]] + (screen["types"] as? [Any] ?? []).map { Optional($0) } + [screen["weeklyDigest"]]
        for case let toggle as [String: Any] in toggles.compactMap({ $0 }) {
            result[toggle["setting"] as? String ?? ""] = (toggle["isOn"] as? Bool ?? false, toggle["subtitle"] as? String ?? "")
        }
        return result
    }

    static func storedRows(_ app: TestApp) throws -> Int {
        try app.env.database.read { db in try db.queryOne("SELECT COUNT(*) AS n FROM notification_preferences", [])?.int("n") ?? 0 }
    }

    static func toggle(_ client: TestClient, _ setting: String, _ on: Bool) -> Response {
        client.post(page, form: [("setting", setting), ("on", on ? "1" : "0")], csrfFrom: page)
    }

    static func pushRows(_ app: TestApp, _ account: ID<Account>) throws -> [(title: String, link: String)] {
        try app.env.database.read { db in
            try db.query("SELECT title, link FROM push_outbox WHERE account_id = $1 ORDER BY created_at", [.text(account.rawValue)])
                .map { (try $0.string("title"), try $0.string("link")) }
        }
    }

    @Test func theScreenShowsTheSpecsCopyWithItsDefaultsAndProfileLinksToIt() throws {
        let app = try TestApp()
        let sarah = Self.signedIn(app, "sarah@quranflow.test")
        let screen = try #require(sarah.get(Self.api).json)
        #expect(screen["screenID"] as? String == "SakNotifSettings")
        #expect(screen["footer"] as? String == "You can fine-tune sounds and previews in your device's Settings app.")
        let master = try #require(screen["master"] as? [String: Any])
        #expect(master["title"] as? String == "Push notifications")
        #expect(master["subtitle"] as? String == "On · 4 types")
        let types = try #require(screen["types"] as? [[String: Any]])
        #expect(
            types.map { $0["title"] as? String ?? "" } == ["Session reminders", "Feedback alerts", "Deadline reminders", "Announcements"])
        #expect(
            types.map { $0["subtitle"] as? String ?? "" }
                == [
                    "15 min before a live session", "When your coach replies", "Submission due dates", "Schedule changes & program updates",
                ])
        #expect(types.allSatisfy { $0["isOn"] as? Bool == true })
        let digest = try #require(screen["weeklyDigest"] as? [String: Any])
        #expect(digest["title"] as? String == "Weekly digest")
        #expect(digest["subtitle"] as? String == "Your progress, every Sunday morning")
        #expect(digest["isOn"] as? Bool == false)
        // The page: every switch a form with the CSRF token; Profile's settings menu opens it.
        let html = sarah.get(Self.page)
        #expect(html.status == .ok)
        #expect(html.text.components(separatedBy: "name=\"_csrf\"").count - 1 == 6)
        #expect(html.text.contains("aria-pressed=\"true\""))  // a toggle button (a submit cannot be role=switch)
        #expect(html.text.contains("Schedule changes &amp; program updates"))
        #expect(sarah.get("/profile").text.contains("href=\"/profile/notifications\""))
        #expect((sarah.get("/api/screens/profile").json?["notificationSettings"] as? [String: Any])?["href"] as? String == Self.page)
        #expect(try Self.storedRows(app) == 0)  // reading stores nothing: no row is the defaults
    }

    @Test func aSwitchPersistsByFormAndTheMasterCountsTheTypesOn() throws {
        let app = try TestApp()
        let sarah = Self.signedIn(app, "sarah@quranflow.test")
        let done = Self.toggle(sarah, "feedbackAlerts", false)
        #expect(done.status == .seeOther)
        #expect(done.headers["Location"] == Self.page)
        var state = try Self.switches(sarah)
        #expect(state["feedbackAlerts"]?.on == false)
        #expect(state["push"]?.subtitle == "On · 3 types")
        #expect(Self.toggle(sarah, "weeklyDigest", true).status == .seeOther)
        #expect(Self.toggle(sarah, "push", false).status == .seeOther)
        state = try Self.switches(sarah)
        #expect(state["push"]?.on == false)
        #expect(state["push"]?.subtitle == "Off")
        #expect(state["sessionReminders"]?.on == true)  // each type keeps its own state under the master
        #expect(state["weeklyDigest"]?.on == true)
        #expect(Self.toggle(sarah, "push", true).status == .seeOther)
        state = try Self.switches(sarah)
        #expect(state["push"]?.subtitle == "On · 3 types")
        #expect(state["feedbackAlerts"]?.on == false)
        // Another student's settings are their own.
        #expect(try Self.switches(Self.signedIn(app, "khadija@quranflow.test"))["feedbackAlerts"]?.on == true)
        #expect(try Self.storedRows(app) == 1)
    }

    @Test func theMasterTurnedOnWithEveryTypeOffTurnsThemAllOn() throws {
        let app = try TestApp()
        let sarah = Self.signedIn(app, "sarah@quranflow.test")
        for type in ["sessionReminders", "feedbackAlerts", "deadlineReminders", "announcements"] {
            #expect(Self.toggle(sarah, type, false).status == .seeOther)
        }
        #expect(try Self.switches(sarah)["push"]?.subtitle == "On · 0 types")
        #expect(Self.toggle(sarah, "push", false).status == .seeOther)
        #expect(Self.toggle(sarah, "push", true).status == .seeOther)
        let state = try Self.switches(sarah)
        #expect(state["push"]?.subtitle == "On · 4 types")
        #expect(["sessionReminders", "feedbackAlerts", "deadlineReminders", "announcements"].allSatisfy { state[$0]?.on == true })
    }

    @Test func badInputIsA400NamingItAndChangesNothing() throws {
        let app = try TestApp()
        let sarah = Self.signedIn(app, "sarah@quranflow.test")
        #expect(Self.toggle(sarah, "feedbackAlerts", false).status == .seeOther)
        let before = try Self.switches(sarah).mapValues { "\($0.on)\($0.subtitle)" }
        let unknown = sarah.post(Self.page, form: [("setting", "smsAlerts"), ("on", "0")], csrfFrom: Self.page)
        #expect(unknown.status == .badRequest)
        #expect(unknown.text.contains("smsAlerts"))
        let notBoolean = sarah.post(Self.page, form: [("setting", "push"), ("on", "maybe")], csrfFrom: Self.page)
        #expect(notBoolean.status == .badRequest)
        #expect(notBoolean.text.contains("on must be 1 or 0"))
        #expect(sarah.post(Self.page, form: [("on", "0")], csrfFrom: Self.page).status == .badRequest)  // no setting
        // JSON: the whole body is checked before anything is stored.
        let token = try Self.token(app, "sarah@quranflow.test")
        let json = "/api/profile/notifications"
        let mixed = app.client().postJSON(json, "{\"push\": false, \"bogus\": true}", bearer: token)
        #expect(mixed.status == .badRequest)
        #expect(mixed.text.contains("bogus"))
        for body in ["{\"push\": 0}", "{\"push\": \"false\"}", "{\"push\": null}", "{\"sessionReminders\": false, \"push\": 1}"] {
            let response = app.client().postJSON(json, body, bearer: token)
            #expect(response.status == .badRequest, "\(body)")
            #expect(response.text.contains("push must be true or false"), "\(body)")
        }
        for body in ["[]", "{}", "true", "{"] { #expect(app.client().postJSON(json, body, bearer: token).status == .badRequest, "\(body)") }
        #expect(try Self.switches(sarah).mapValues { "\($0.on)\($0.subtitle)" } == before)
        // A good JSON body works with the bearer token and returns the screen.
        let good = app.client().postJSON(json, "{\"weeklyDigest\": true, \"announcements\": false}", bearer: token)
        #expect(good.status == .ok)
        #expect((good.json?["master"] as? [String: Any])?["subtitle"] as? String == "On · 2 types")
        #expect((good.json?["weeklyDigest"] as? [String: Any])?["isOn"] as? Bool == true)
    }

    @Test func coachesAndAdminsAreRefusedAndSignedOutPeopleSentToSignIn() throws {
        let app = try TestApp()
        let amina = Self.signedIn(app, "amina@quranflow.test")
        #expect(amina.get(Self.page).status == .forbidden)
        #expect(amina.get(Self.api).status == .forbidden)
        #expect(amina.post(Self.page, form: [("setting", "push"), ("on", "0")], csrfFrom: "/coach/you").status == .forbidden)
        #expect(!amina.get("/coach/you").text.contains(Self.page))
        let coachToken = try Self.token(app, "amina@quranflow.test")
        #expect(app.client().postJSON("/api/profile/notifications", "{\"push\": false}", bearer: coachToken).status == .forbidden)
        #expect(try Self.storedRows(app) == 0)
        let signedOut = app.client().get(Self.page)
        #expect([.seeOther, .found].contains(signedOut.status))
        #expect(signedOut.headers["Location"]?.hasPrefix("/sign-in") == true)
        #expect(app.client().get(Self.api).status == .unauthorized)
    }

    @Test func aSwitchNeedsItsCSRFToken() throws {
        let app = try TestApp()
        let sarah = Self.signedIn(app, "sarah@quranflow.test")
        #expect(sarah.post(Self.page, form: [("setting", "push"), ("on", "0")]).status == .forbidden)
        #expect(sarah.post(Self.page, form: [("setting", "push"), ("on", "0"), ("_csrf", "forged")]).status == .forbidden)
        // The JSON route with the session cookie but no X-CSRF-Token header is refused too.
        #expect(sarah.postJSON("/api/profile/notifications", "{\"push\": false}").status == .forbidden)
        #expect(try Self.switches(sarah)["push"]?.on == true)
        #expect(try Self.storedRows(app) == 0)
    }

    @Test func aSessionReminderWithSessionRemindersOffStillArrivesInTheAppButWritesNoPushRow() throws {
        let app = try TestApp(testClock: true)
        let sarah = Self.signedIn(app, "sarah@quranflow.test")
        let sarahID = try Self.accountID(app, "sarah@quranflow.test")
        let levelID = try SessionRouteTests.sessionID(sarah, row: 2)
        #expect(
            sarah.post("/sessions/\(levelID)/reminder", form: [("on", "1")], csrfFrom: "/sessions/\(levelID)/reminder").status == .seeOther)
        #expect(Self.toggle(sarah, "sessionReminders", false).status == .seeOther)
        let runner = app.app.jobs
        // Tue 27 Oct 6:45 PM Toronto: the Level Class's reminder fires.
        let fire = try #require(ISO8601.parse("2026-10-27T18:45:00-04:00"))
        app.env.clock.set(to: fire)
        try runner.runDue(now: fire)
        let list = try #require(sarah.get("/api/notifications/reminders").json?["notifications"] as? [[String: Any]])
        #expect(list.count == 1)
        #expect(list.first?["link"] as? String == "/sessions/\(levelID)/on/2026-10-27")
        #expect(list.first?["item"] as? String == "session:\(levelID)")
        let sheet = try #require(sarah.get("/api/screens/notifications").json)
        let rows = (sheet["new"] as? [[String: Any]] ?? []) + (sheet["earlier"] as? [[String: Any]] ?? [])
        #expect(rows.contains { $0["title"] as? String == "Idghām review & practice at 7:00 PM" })
        #expect(try Self.pushRows(app, sarahID).isEmpty)
        // Session reminders back on: next week's reminder is pushed, with the same words and deep link.
        #expect(Self.toggle(sarah, "sessionReminders", true).status == .seeOther)
        let nextWeek = try #require(ISO8601.parse("2026-11-03T18:45:00-05:00"))
        app.env.clock.set(to: nextWeek)
        try runner.runDue(now: nextWeek)
        // (Sarah's demo one-to-one has its reminder on too: only the Level Class's rows are counted here.)
        let levelPushes = { try Self.pushRows(app, sarahID).filter { $0.link.hasPrefix("/sessions/\(levelID)/") } }
        let pushed = try levelPushes()
        #expect(pushed.count == 1)
        #expect(pushed.first?.link == "/sessions/\(levelID)/on/2026-11-03")
        // The master off: the week after arrives in the app only.
        let again = Self.signedIn(app, "sarah@quranflow.test")  // a week on, the web session has lapsed
        #expect(Self.toggle(again, "push", false).status == .seeOther)
        let later = try #require(ISO8601.parse("2026-11-10T18:45:00-05:00"))
        app.env.clock.set(to: later)
        try runner.runDue(now: later)
        let fired =
            Self.signedIn(app, "sarah@quranflow.test").get("/api/notifications/reminders").json?["notifications"] as? [[String: Any]] ?? []
        #expect(fired.filter { $0["item"] as? String == "session:\(levelID)" }.count == 3)
        #expect(try levelPushes().count == 1)
    }

    @Test func theDeadlineReminderFollowsDeadlineRemindersNotSessionReminders() throws {
        let app = try TestApp(testClock: true)
        let sarah = Self.signedIn(app, "sarah@quranflow.test")
        let sarahID = try Self.accountID(app, "sarah@quranflow.test")
        #expect(sarah.post("/reminders", form: [("item", "deadline"), ("on", "1")], csrfFrom: "/sessions/week").status == .seeOther)
        #expect(Self.toggle(sarah, "deadlineReminders", false).status == .seeOther)
        // Week 8's deadline, Sunday 1 Nov 11:59 PM Toronto: its reminder fires at 11:44 PM.
        let fire = try #require(ISO8601.parse("2026-11-01T23:44:00-05:00"))
        app.env.clock.set(to: fire)
        try app.app.jobs.runDue(now: fire)
        let list =
            Self.signedIn(app, "sarah@quranflow.test").get("/api/notifications/reminders").json?["notifications"] as? [[String: Any]] ?? []
        #expect(list.filter { $0["item"] as? String == "deadline" }.count == 1)
        #expect(try Self.pushRows(app, sarahID).isEmpty)
        // Deadline reminders on (session reminders off): next Sunday's is pushed.
        let again = Self.signedIn(app, "sarah@quranflow.test")
        #expect(Self.toggle(again, "deadlineReminders", true).status == .seeOther)
        #expect(Self.toggle(again, "sessionReminders", false).status == .seeOther)
        let next = try #require(ISO8601.parse("2026-11-08T23:44:00-05:00"))
        app.env.clock.set(to: next)
        try app.app.jobs.runDue(now: next)
        let pushed = try Self.pushRows(app, sarahID).filter { $0.title.hasSuffix("submission deadline") }
        #expect(pushed.count == 1)
        #expect(pushed.first?.title == "Week 9 submission deadline")
    }

    /// Amina sends Khadija's waiting submission; returns the in-app notifications Khadija gained.
    static func sendKhadijasFeedback(_ app: TestApp) throws -> Int {
        let waiting = try #require(
            try app.env.database.read { db in
                try db.queryOne(
                    """
                    SELECT s.id FROM submissions s JOIN accounts a ON a.id = s.student_id
                    WHERE a.email = 'khadija@quranflow.test' AND s.status = 'inReview' ORDER BY s.submitted_at DESC
                    """, [])?.string("id")
            })
        let count = {
            try app.env.database.read { db in
                try db.queryOne(
                    "SELECT COUNT(*) AS n FROM notifications n JOIN accounts a ON a.id = n.account_id WHERE a.email = 'khadija@quranflow.test'",
                    [])?.int("n") ?? 0
            }
        }
        let before = try count()
        let amina = Self.signedIn(app, "amina@quranflow.test")
        let base = "/coach/review/\(waiting)"
        let html = amina.get(base).text
        let range = try #require(html.range(of: #"name="key" value=""#))
        let key = String(html[range.upperBound...].prefix { $0 != "\"" })
        #expect(amina.post(base + "/notes", form: [("audience", "student"), ("text", "Well done.")], csrfFrom: base).status == .seeOther)
        #expect(amina.post(base + "/send", form: [("key", key), ("outcome", "accepted")], csrfFrom: base).status == .seeOther)
        return try count() - before
    }

    @Test func feedbackSentIsPushedOnlyWhenPushAndFeedbackAlertsAreOn() throws {
        // Defaults: the sheet row and a push row deep-linking to the feedback.
        let app = try TestApp()
        let khadijaID = try Self.accountID(app, "khadija@quranflow.test")
        #expect(try Self.sendKhadijasFeedback(app) == 1)
        let pushed = try Self.pushRows(app, khadijaID)
        #expect(pushed.count == 1)
        #expect(pushed.first?.title.hasPrefix("Feedback ready — Week ") == true)
        #expect(pushed.first?.link.hasSuffix("/feedback") == true)

        // The master off (Feedback alerts still on): the sheet row only.
        let quiet = try TestApp()
        let quietID = try Self.accountID(quiet, "khadija@quranflow.test")
        let token = try Self.token(quiet, "khadija@quranflow.test")
        #expect(quiet.client().postJSON("/api/profile/notifications", "{\"push\": false}", bearer: token).status == .ok)
        #expect(try Self.sendKhadijasFeedback(quiet) == 1)
        #expect(try Self.pushRows(quiet, quietID).isEmpty)

        // Feedback alerts off (the master on): the sheet row only.
        let typeOff = try TestApp()
        let typeOffID = try Self.accountID(typeOff, "khadija@quranflow.test")
        let typeToken = try Self.token(typeOff, "khadija@quranflow.test")
        #expect(typeOff.client().postJSON("/api/profile/notifications", "{\"feedbackAlerts\": false}", bearer: typeToken).status == .ok)
        #expect(try Self.sendKhadijasFeedback(typeOff) == 1)
        #expect(try Self.pushRows(typeOff, typeOffID).isEmpty)
    }
}
