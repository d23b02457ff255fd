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
import Synchronization
import Testing

/// Booked one-to-ones: their reminders (default on, the appointment's switch, the job at each week's true instant,
/// cancelled weeks skipped, swaps followed, once with two workers, the .ics alarm) and their own live class.
@Suite struct BookingReminderLiveTests {
    static func token(_ app: TestApp, _ email: String) throws -> String {
        try #require(
            app.client().postJSON("/api/session", "{\"email\":\"\(email)\",\"password\":\"quranflow-demo\"}").json?["token"] as? String)
    }

    static func bookings(_ app: TestApp, _ token: String) throws -> [[String: Any]] {
        try #require(
            app.client().send(.get, "/api/bookings", headers: [("Authorization", "Bearer \(token)")]).json?["bookings"] as? [[String: Any]])
    }

    /// The person's fired reminders, read by a fresh sign-in (the clock moves weeks, past a sign-in's lifetime).
    static func notes(_ client: TestClient, _ email: String) -> [[String: Any]] {
        let fresh = client.app.client()
        fresh.signIn(email)
        return fresh.get("/api/notifications/reminders").json?["notifications"] as? [[String: Any]] ?? []
    }

    static func signedIn(_ app: TestApp, _ email: String) -> TestClient {
        let client = app.client()
        client.signIn(email)
        return client
    }

    static func at(_ app: TestApp, _ iso: String) throws -> Date {
        let instant = try #require(ISO8601.parse(iso))
        app.env.clock.set(to: instant)
        return instant
    }

    @Test func aNewWeeklyBookingRemindsEveryWeekAtItsTrueInstantSkipsACancelledWeekAndFollowsASwap() throws {
        let app = try TestApp(testClock: true)
        let khadijaToken = try Self.token(app, "khadija@quranflow.test")
        // Tue 27 Oct 1:48 PM Toronto: Khadija books Tuesdays 5:00 PM Cairo (10:00 AM Toronto, 3:00 PM London), Weeks 9–15.
        let booked = app.client().postJSON(
            "/api/bookings", "{\"mode\":\"weekly\",\"start\":\"2026-11-03T15:00:00Z\"}", bearer: khadijaToken)
        #expect(booked.status == .created)
        let series = try #require(Self.bookings(app, khadijaToken).first { $0["week"] as? Int == 9 }?["id"] as? String)
        let khadija = app.client()
        khadija.signIn("khadija@quranflow.test")
        // Default on, for the series.
        let detail = try #require(khadija.get("/api/screens/sessions/appointments/\(series)/9").json)
        #expect(detail["reminderLine"] as? String == "Reminder 15 minutes before · every week")
        #expect(detail["reminderOn"] as? Bool == true)
        let page = "/sessions/appointments/\(series)/9"
        #expect(khadija.get(page).text.contains("Reminder 15 minutes before · every week"))

        // Week 10 is cancelled; Week 11 is swapped to 3:40 PM Cairo (earlier than its own 5:00 PM).
        #expect(
            khadija.post("/sessions/appointments/\(series)/10/cancel", form: [], csrfFrom: "/sessions/appointments/\(series)/10").status
                == .seeOther)
        #expect(
            khadija.post(
                "/sessions/appointments/\(series)/11/swap", form: [("start", "2026-11-17T13:40:00Z")],
                csrfFrom: "/sessions/appointments/\(series)/11"
            ).status == .seeOther)
        let runner = app.app.jobs
        try runner.runDue(now: app.env.now)
        #expect(Self.notes(khadija, "khadija@quranflow.test").isEmpty)
        // Week 9: 2:45 PM London (14:45 UTC), a second queued copy of the same job and two workers at once: one delivery.
        let fire9 = try Self.at(app, "2026-11-03T14:45:00Z")
        let khadijaID = try #require(try app.env.accounts.account(email: "khadija@quranflow.test")?.id)
        _ = try JobQueue(database: app.env.database).enqueue(
            kind: SessionReminderJobs.kind, payload: "\(khadijaID.rawValue)\nsession:\(series)",
            runAt: fire9, id: "duplicate-of-week-9", now: app.env.now)
        let failures = Mutex(0)
        DispatchQueue.concurrentPerform(iterations: 2) { _ in
            do { try runner.runDue(now: fire9) } catch { failures.withLock { $0 += 1 } }
        }
        #expect(failures.withLock { $0 } == 0)
        var list = Self.notes(khadija, "khadija@quranflow.test")
        #expect(list.count == 1)
        #expect(list.first?["title"] as? String == "Recitation with Ust. Amina at 3:00 PM")
        #expect(list.first?["link"] as? String == "/sessions/appointments/\(series)/9")
        #expect(try ReminderStore(database: app.env.database).pushCount(for: khadijaID) == 1)
        #expect(khadija.get("/sessions/appointments/\(series)/9").status == .ok)
        // The notifications sheet carries it too.
        #expect(khadija.get("/notifications").text.contains("Recitation with Ust. Amina at 3:00 PM"))
        // Week 10 (cancelled): nothing at its old instant.
        try runner.runDue(now: try Self.at(app, "2026-11-10T14:45:00Z"))
        #expect(Self.notes(khadija, "khadija@quranflow.test").count == 1)
        // Week 11, swapped: at 1:25 PM London (15 minutes before 3:40 PM Cairo), deep-linking to the swap's detail.
        try runner.runDue(now: try Self.at(app, "2026-11-17T13:25:00Z"))
        list = Self.notes(khadija, "khadija@quranflow.test")
        #expect(list.count == 2)
        #expect(list.first?["title"] as? String == "Recitation with Ust. Amina at 1:40 PM")
        let swapLink = try #require(list.first?["link"] as? String)
        #expect(swapLink.hasSuffix("/11") && !swapLink.contains(series))
        #expect(Self.signedIn(app, "khadija@quranflow.test").get(swapLink).status == .ok)
        // Its old time passes quietly; Week 12 is back at 5:00 PM Cairo.
        try runner.runDue(now: try Self.at(app, "2026-11-17T14:45:00Z"))
        #expect(Self.notes(khadija, "khadija@quranflow.test").count == 2)
        try runner.runDue(now: try Self.at(app, "2026-11-24T14:45:00Z"))
        #expect(Self.notes(khadija, "khadija@quranflow.test").count == 3)
        // Turned off from the appointment's line: Week 13 brings nothing.
        let khadija13 = Self.signedIn(app, "khadija@quranflow.test")
        let off = khadija13.post(
            "/sessions/appointments/\(series)/13/reminder", form: [("on", "0")], csrfFrom: "/sessions/appointments/\(series)/13")
        #expect(off.status == .seeOther)
        #expect(khadija13.get("/api/screens/sessions/appointments/\(series)/13").json?["reminderLine"] as? String == "No reminder set")
        try runner.runDue(now: try Self.at(app, "2026-12-01T14:45:00Z"))
        #expect(Self.notes(khadija, "khadija@quranflow.test").count == 3)
        #expect(
            khadija13.post(
                "/sessions/appointments/\(series)/13/reminder", form: [("on", "2")],
                csrfFrom: "/sessions/appointments/\(series)/13"
            ).status == .badRequest)
    }

    @Test func aPickEachWeekBookingRemindsThatWeekAndASwappedWeeksBellIsItsSeries() throws {
        let app = try TestApp(testClock: true)
        let khadijaToken = try Self.token(app, "khadija@quranflow.test")
        #expect(
            app.client().postJSON("/api/bookings", "{\"mode\":\"week\",\"start\":\"2026-11-03T15:00:00Z\"}", bearer: khadijaToken).status
                == .created)
        let single = try #require(Self.bookings(app, khadijaToken).first { $0["week"] as? Int == 9 }?["id"] as? String)
        let khadija = Self.signedIn(app, "khadija@quranflow.test")
        let detail = try #require(khadija.get("/api/screens/sessions/appointments/\(single)/9").json)
        #expect(detail["reminderLine"] as? String == "Reminder 15 minutes before · this week")
        let json = app.client().postJSON("/api/bookings/\(single)/9/reminder", "{\"on\": true}", bearer: khadijaToken)
        #expect(json.json?["item"] as? String == "session:\(single)")
        #expect(json.json?["nextAt"] as? String == "2026-11-03T14:45:00Z")
        // Sarah swaps Week 10: Week at a glance's bell on the swapped row is her series' reminder.
        let sarahToken = try Self.token(app, "sarah@quranflow.test")
        let series = try #require(Self.bookings(app, sarahToken).first { $0["week"] as? Int == 10 }?["id"] as? String)
        #expect(
            app.client().postJSON(
                "/api/bookings/\(series)/swap", "{\"week\": 10, \"start\": \"2026-11-10T13:40:00Z\"}",
                bearer: sarahToken
            ).status == .ok)
        let sarah = Self.signedIn(app, "sarah@quranflow.test")
        let glance = try #require(sarah.get("/api/screens/sessions/week?week=10").json)
        let rows = (glance["days"] as? [[String: Any]] ?? []).flatMap { $0["rows"] as? [[String: Any]] ?? [] }
        let row = try #require(rows.first { $0["kindChip"] as? String == "1:1" })
        #expect(row["time"] as? String == "8:40 AM")
        #expect(row["reminderItem"] as? String == "session:\(series)")
        #expect(row["reminderOn"] as? Bool == true)
    }

    @Test func sarahsSpringReminderFiresAtTenFiveTorontoInTheShiftedWeeks() throws {
        // Spring 2026, Week 8 (3 March): Sarah's demo series, Tuesdays 4:20 PM Cairo.
        let app = try TestApp(now: try #require(ISO8601.parse("2026-03-02T12:00:00-05:00")), testClock: true)
        let sarah = app.client()
        sarah.signIn("sarah@quranflow.test")
        let token = try Self.token(app, "sarah@quranflow.test")
        let series = try #require(Self.bookings(app, token).first { $0["week"] as? Int == 8 }?["id"] as? String)
        let on = app.client().postJSON("/api/bookings/\(series)/8/reminder", "{\"on\": true}", bearer: token)
        #expect(on.status == .ok)
        #expect(on.json?["nextAt"] as? String == "2026-03-03T14:05:00Z")  // 9:05 AM EST
        let runner = app.app.jobs
        try runner.runDue(now: try Self.at(app, "2026-03-03T14:05:00Z"))
        #expect(Self.notes(sarah, "sarah@quranflow.test").first?["title"] as? String == "Recitation with Ust. Amina at 9:20 AM")
        // 10 March: Toronto has sprung forward, Cairo has not: the same Cairo 4:05 PM is 10:05 AM EDT.
        try runner.runDue(now: try Self.at(app, "2026-03-10T13:05:00Z"))
        #expect(Self.notes(sarah, "sarah@quranflow.test").count == 1)
        try runner.runDue(now: try Self.at(app, "2026-03-10T14:05:00Z"))
        #expect(Self.notes(sarah, "sarah@quranflow.test").first?["title"] as? String == "Recitation with Ust. Amina at 10:20 AM")
        #expect(Self.notes(sarah, "sarah@quranflow.test").first?["link"] as? String == "/sessions/appointments/\(series)/9")
        // Someone else's booking: 404.
        let khadija = try Self.token(app, "khadija@quranflow.test")
        #expect(app.client().postJSON("/api/bookings/\(series)/9/reminder", "{\"on\": true}", bearer: khadija).status == .notFound)
    }

    @Test func theWeekFileCarriesTheAlarmOnlyWhileTheReminderIsOnAndTheBellTurnsIt() throws {
        let app = try TestApp(testClock: true)
        let sarah = app.client()
        sarah.signIn("sarah@quranflow.test")
        let token = try Self.token(app, "sarah@quranflow.test")
        let series = try #require(Self.bookings(app, token).first { $0["week"] as? Int == 9 }?["id"] as? String)
        func oneToOneEvent() -> String {
            let ics = sarah.get("/calendar/week/9.ics").text
            return ics.components(separatedBy: "BEGIN:VEVENT").first { $0.contains("One-to-one") } ?? ""
        }
        // The demo's booking has its reminder on, like any new booking.
        #expect(oneToOneEvent().contains("TRIGGER:-PT15M"))
        let glance = try #require(sarah.get("/api/screens/sessions/week?week=9").json)
        let rows = (glance["days"] as? [[String: Any]] ?? []).flatMap { $0["rows"] as? [[String: Any]] ?? [] }
        let row = try #require(rows.first { $0["kindChip"] as? String == "1:1" })
        #expect(row["reminderItem"] as? String == "session:\(series)")
        #expect(row["reminderOn"] as? Bool == true)
        // The bell turns it off: no alarm, the detail says so.
        #expect(
            sarah.post(
                "/reminders", form: [("item", "session:\(series)"), ("on", "0"), ("back", "/sessions/week?week=9")],
                csrfFrom: "/sessions/week?week=9"
            ).status == .seeOther)
        #expect(!oneToOneEvent().contains("VALARM"))
        #expect(sarah.get("/api/screens/sessions/appointments/\(series)/9").json?["reminderLine"] as? String == "No reminder set")
        // A booking that is not hers is not a reminder item of hers.
        #expect(
            sarah.post("/reminders", form: [("item", "session:not-a-booking"), ("on", "1")], csrfFrom: "/sessions/week").status == .notFound
        )
    }

    @Test func theOneToOnesLiveClassHasItsStudentAndCoachOnly() throws {
        // Tue 3 Nov 9:10 AM Toronto: ten minutes before Sarah's 9:20 AM (4:20 PM Cairo) one-to-one.
        let app = try TestApp(now: try #require(ISO8601.parse("2026-11-03T09:10:00-05:00")), testClock: true)
        let sarah = app.client()
        sarah.signIn("sarah@quranflow.test")
        let token = try Self.token(app, "sarah@quranflow.test")
        let series = try #require(Self.bookings(app, token).first { $0["week"] as? Int == 9 }?["id"] as? String)
        // The timeline's Join opens the live class.
        let timeline = try #require(sarah.get("/api/screens/sessions").json)
        #expect(String(describing: timeline).contains("/live/\(series)"))
        let amina = app.client()
        amina.signIn("amina@quranflow.test")
        let schedule = amina.get("/api/screens/coach/schedule").text.replacingOccurrences(of: "\\/", with: "/")
        #expect(schedule.contains("/coach/live/\(series)"))
        // Not theirs: Khadija (another student), Ust. Radwa (another coach).
        let khadija = app.client()
        khadija.signIn("khadija@quranflow.test")
        let radwa = app.client()
        radwa.signIn("radwa@quranflow.test")
        #expect(khadija.get("/live/\(series)").status == .notFound)
        #expect(khadija.get("/live/\(series)/events").status == .notFound)
        #expect(radwa.get("/coach/live/\(series)").status == .notFound)
        #expect(radwa.post("/coach/live/\(series)/verse", form: [("verse", "67:3")], csrfFrom: "/coach/queue").status == .forbidden)
        // Sarah alone, then Ust. Amina: "1 of 2", "2 of 2".
        guard case .eventStream(let sarahStream) = sarah.get("/live/\(series)/events").body else { Issue.record("no stream"); return }
        defer { sarahStream.close() }
        let alone = try #require(sarah.get("/api/screens/live/\(series)").json)
        #expect(alone["presence"] as? String == "1 of 2")
        #expect(alone["coach"] as? String == "Ust. Amina")
        #expect((alone["openZoom"] as? [String: Any])?["href"] as? String == "https://zoom.us/j/5550100920")
        guard case .eventStream(let aminaStream) = amina.get("/coach/live/\(series)/events").body else { Issue.record("no stream"); return }
        defer { aminaStream.close() }
        #expect(sarah.get("/api/screens/live/\(series)").json?["presence"] as? String == "2 of 2")
        // Start 9:20, the verse, End 9:40: 20 minutes logged; both attended.
        let page = "/coach/live/\(series)"
        app.env.clock.set(to: try #require(ISO8601.parse("2026-11-03T09:20:00-05:00")))
        #expect(amina.post(page + "/start", form: [], csrfFrom: page).status == .seeOther)
        #expect(amina.post(page + "/verse", form: [("verse", "67:4")], csrfFrom: page).status == .seeOther)
        let live = try #require(sarah.get("/api/screens/live/\(series)").json)
        #expect(live["status"] as? String == "Live")
        #expect((live["verse"] as? [String: Any])?["reference"] as? String == "67:4")
        app.env.clock.set(to: try #require(ISO8601.parse("2026-11-03T09:40:00-05:00")))
        #expect(amina.post(page + "/end", form: [], csrfFrom: page).status == .seeOther)
        let store = LiveClassStore(database: app.env.database, rooms: .oneToOne)
        let date = try #require(LocalDate(iso: "2026-11-03"))
        #expect(try store.attendance(session: ID(series), on: date).count == 2)
        let aminaID = try #require(try app.env.accounts.account(email: "amina@quranflow.test")?.id)
        #expect(
            try store.loggedMinutes(
                by: aminaID, from: try #require(ISO8601.parse("2026-11-02T00:00:00Z")),
                to: try #require(ISO8601.parse("2026-11-09T00:00:00Z"))) == 20)
        // The group rooms are untouched.
        #expect(try LiveClassStore(database: app.env.database).attendance(session: ID(series), on: date).isEmpty)
    }

    @Test func theLiveClassOfABookingOpensOnlyAroundItsMeeting() throws {
        let app = try TestApp()  // Tue 27 Oct 1:48 PM: Week 8's 9:20 AM has ended, Week 9's is a week away
        let sarah = app.client()
        sarah.signIn("sarah@quranflow.test")
        let token = try Self.token(app, "sarah@quranflow.test")
        let series = try #require(Self.bookings(app, token).first { $0["week"] as? Int == 9 }?["id"] as? String)
        #expect(sarah.get("/live/\(series)").status == .conflict)
        #expect(sarah.get("/api/screens/sessions/appointments/\(series)/9").json?["joinZoom"] != nil)
    }
}
