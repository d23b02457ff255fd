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

/// "Change" on Book your one-to-one, through the whole pipeline (SQLite, or PostgreSQL with TEST_DATABASE=postgres):
/// the chooser, a booking with another coach carried to every screen that shows it and to that coach's schedule, the
/// rules counting a student's one-to-ones with every coach, and one student's two requests at once.
///
/// The demo's coaches: Ust. Amina (Cairo) offers Tuesdays 3:40–5:40 PM, Ust. Rania (Amman, UTC+3) Thursdays 6–8 PM,
/// Ust. Radwa nothing. Week 9's Thursday is 5 November: Rania's 6:00 PM is 15:00 UTC, 10:00 AM Toronto, 3:00 PM London.
@Suite struct BookingCoachChoiceTests {
    static let raniaWeek9 = "2026-11-05T15:00:00Z"

    static func id(_ app: TestApp, _ email: String) throws -> String {
        try #require(try app.env.accounts.account(email: email)).id.rawValue
    }

    static func book(_ app: TestApp, _ token: String, mode: String, start: String, coach: String) -> Response {
        app.client().postJSON("/api/bookings", "{\"mode\":\"\(mode)\",\"start\":\"\(start)\",\"coach\":\"\(coach)\"}", bearer: token)
    }

    @Test func changeLeadsToTheOwnCoachThenEveryCoachWithTimes() throws {
        let app = try BookingRouteTests.app()
        let amina = try Self.id(app, "amina@quranflow.test")
        let rania = try Self.id(app, "rania@quranflow.test")
        let khadija = app.client()
        khadija.signIn("khadija@quranflow.test")
        let book = try #require(khadija.get("/api/screens/sessions/book").json)
        #expect(book["coach"] as? String == "Ust. Amina · Your coach")
        #expect(book["coachChange"] as? String == "/sessions/book/coach?mode=weekly&coach=\(amina)")
        let page = khadija.get("/sessions/book").text
        #expect(page.contains("href=\"/sessions/book/coach?mode=weekly&amp;coach=\(amina)\""))
        #expect(page.contains(">Change</a>"))

        let chooser = try #require(khadija.get("/api/screens/sessions/book/coach?mode=week&week=9&coach=\(amina)").json)
        #expect(chooser["screenID"] as? String == "SakBookAppointmentCoach")
        #expect(chooser["back"] as? String == "/sessions/book?mode=week&week=9")
        #expect((chooser["intro"] as? String)?.hasPrefix("Ust. Amina stays your coach for recitations and feedback.") == true)
        #expect(chooser["seriesNote"] == nil)
        let options = try #require(chooser["options"] as? [[String: Any]])
        // Ust. Radwa has no times, so she is not offered.
        #expect(options.map { $0["name"] as? String } == ["Ust. Amina", "Ust. Rania"])
        #expect(options.map { $0["tag"] as? String } == ["Your coach", "Amman"])
        #expect(options.map { $0["times"] as? String } == ["6 free times in Week 9 · Tue", "6 free times in Week 9 · Thu"])
        #expect(options.map { $0["isChosen"] as? Bool } == [true, false])
        #expect(options[1]["href"] as? String == "/sessions/book?mode=week&week=9&coach=\(rania)")
        let html = khadija.get("/sessions/book/coach?mode=week&week=9")
        #expect(html.status == .ok)
        #expect(html.text.contains("Who you meet one-to-one"))
        #expect(html.text.contains("aria-current=\"true\""))

        // Noor (Year 1) finds no chooser; an unknown coach is named.
        let noor = app.client()
        noor.signIn("noor@quranflow.test")
        #expect(noor.get("/sessions/book/coach").status == .forbidden)
        let unknown = khadija.get("/api/screens/sessions/book?coach=nobody")
        #expect(unknown.status == .badRequest)
        #expect(unknown.text.contains("“nobody” is not a coach of the programme."))
    }

    @Test func aBookingWithAnotherCoachFollowsThatCoachEverywhere() throws {
        let app = try BookingRouteTests.app()
        let rania = try Self.id(app, "rania@quranflow.test")
        let khadija = app.client()
        khadija.signIn("khadija@quranflow.test")
        let grid = try #require(khadija.get("/api/screens/sessions/book?mode=week&week=9&coach=\(rania)").json)
        #expect(grid["coach"] as? String == "Ust. Rania · One-to-one coach")
        let days = try #require(grid["days"] as? [[String: Any]])
        #expect(days.map { $0["title"] as? String } == ["Thu 5 Nov · 20 min"])
        let slots = try #require(days.first?["slots"] as? [[String: Any]])
        #expect(slots.map { $0["time"] as? String } == ["3:00 PM", "3:20 PM", "3:40 PM", "4:00 PM", "4:20 PM", "4:40 PM"])
        #expect(slots.first?["href"] as? String == "/sessions/book?mode=week&week=9&coach=\(rania)&start=\(Self.raniaWeek9)")
        let token = try BookingRouteTests.token(app, "khadija@quranflow.test")
        let api = try #require(
            app.client().send(.get, "/api/bookings/slots?week=9&coach=\(rania)", headers: [("Authorization", "Bearer \(token)")]).json)
        #expect(api["coach"] as? String == "Ust. Rania")
        #expect((api["slots"] as? [[String: Any]])?.first?["start"] as? String == Self.raniaWeek9)
        let chosen = try #require(khadija.get("/api/screens/sessions/book?mode=week&week=9&coach=\(rania)&start=\(Self.raniaWeek9)").json)
        let confirm = try #require(chosen["confirm"] as? [String: Any])
        #expect(confirm["label"] as? String == "Book Thu 5 Nov · 3:00 PM")
        #expect(confirm["coach"] as? String == rania)

        // Confirm, as the page's form posts it.
        let page = "/sessions/book?mode=week&week=9&coach=\(rania)&start=\(Self.raniaWeek9)"
        let posted = khadija.post("/sessions/book", form: [("mode", "week"), ("start", Self.raniaWeek9), ("coach", rania)], csrfFrom: page)
        #expect(posted.status == .seeOther)
        let landed = try #require(posted.headers["Location"])
        #expect(landed.hasPrefix("/sessions/appointments/") && landed.hasSuffix("/9"))
        #expect(khadija.get(landed).status == .ok)
        let stored = try app.env.database.read { db in
            try db.query("SELECT coach_id FROM one_to_one_bookings", []).map { try $0.string("coach_id") }
        }
        #expect(stored == [rania])

        // Her list, her Sessions day, the appointment and the booking screen now all read Ust. Rania.
        let mine = try #require(khadija.get("/api/bookings").json?["bookings"] as? [[String: Any]])
        #expect(mine.map { $0["coach"] as? String } == [rania])
        #expect(mine.map { $0["label"] as? String } == ["This week only"])
        let bookingID = try #require(mine.first?["id"] as? String)
        let sessions = khadija.get("/sessions?day=2026-11-05").text
        #expect(sessions.contains("Ust. Rania"))
        let detail = try #require(khadija.get("/api/screens/sessions/appointments/\(bookingID)/9").json)
        #expect(detail["title"] as? String == "Recitation with Ust. Rania")
        #expect(((detail["joinZoom"] as? [String: Any])?["href"] as? String) == "https://zoom.us/j/5550100930")
        #expect(khadija.get("/api/screens/sessions/book").json?["coach"] as? String == "Ust. Rania · One-to-one coach")
        // The week's calendar file carries it on Rania's Amman clock.
        #expect(khadija.get("/calendar/week/9.ics").text.contains("DTSTART;TZID=Asia/Amman:20261105T180000"))

        // Ust. Rania's Thursday shows it on her Amman clock; Ust. Amina's does not.
        let raniaClient = app.client()
        raniaClient.signIn("rania@quranflow.test")
        let raniaRows = (raniaClient.get("/api/screens/coach/schedule?day=2026-11-05").json?["rows"] as? [[String: Any]]) ?? []
        let row = try #require(raniaRows.first { $0["detail"] as? String == "This week only" })
        #expect(row["time"] as? String == "6:00 PM")
        let amina = app.client()
        amina.signIn("amina@quranflow.test")
        let aminaRows = (amina.get("/api/screens/coach/schedule?day=2026-11-05").json?["rows"] as? [[String: Any]]) ?? []
        #expect(!aminaRows.contains { $0["detail"] as? String == "This week only" })

        // Cancelling it frees Rania's slot, and the booking screen opens on Ust. Amina again.
        let cancel = khadija.post(
            "/sessions/appointments/\(bookingID)/9/cancel", form: [], csrfFrom: "/sessions/appointments/\(bookingID)/9")
        #expect(cancel.status == .seeOther)
        #expect(try BookingStore(database: app.env.database).heldCount() == 0)
        #expect(khadija.get("/api/screens/sessions/book").json?["coach"] as? String == "Ust. Amina · Your coach")
    }

    @Test func theRulesCountOneToOnesWithEveryCoach() throws {
        let app = try TestApp()  // the demo world: Sarah holds Tuesdays 4:20 PM Cairo with Ust. Amina all term
        let rania = try Self.id(app, "rania@quranflow.test")
        let sarah = try BookingRouteTests.token(app, "sarah@quranflow.test")
        let second = Self.book(app, sarah, mode: "week", start: Self.raniaWeek9, coach: rania)
        #expect(second.status == .unprocessableEntity)
        #expect(second.text.contains("You already have a one-to-one in Week 9. A second is only for making up a missed week."))
        let weekly = Self.book(app, sarah, mode: "weekly", start: Self.raniaWeek9, coach: rania)
        #expect(weekly.status == .conflict)
        #expect(weekly.text.contains("You already have a weekly one-to-one in Fall 2026."))
        let radwa = Self.book(app, sarah, mode: "week", start: Self.raniaWeek9, coach: try Self.id(app, "radwa@quranflow.test"))
        #expect(radwa.status == .unprocessableEntity)
        #expect(radwa.text.contains("That time is outside Ust. Radwa's availability."))
        let nobody = Self.book(app, sarah, mode: "week", start: Self.raniaWeek9, coach: "nobody")
        #expect(nobody.status == .badRequest)
        #expect(nobody.text.contains("“nobody” is not a coach of the programme."))

        // The chooser says the weekly one-to-one stays with its coach.
        let client = app.client()
        client.signIn("sarah@quranflow.test")
        let note = client.get("/api/screens/sessions/book/coach").json?["seriesNote"] as? String
        #expect(
            note
                == "Your weekly one-to-one with Ust. Amina stays as booked. Another coach is for a single week: one you cancelled, or a make-up."
        )

        // With Week 9 cancelled, Week 9 with Ust. Rania is the week's one-off.
        let series = try #require((client.get("/api/bookings").json?["bookings"] as? [[String: Any]])?.first?["id"] as? String)
        #expect(app.client().postJSON("/api/bookings/\(series)/cancel", "{\"week\":9}", bearer: sarah).status == .ok)
        let oneOff = Self.book(app, sarah, mode: "week", start: Self.raniaWeek9, coach: rania)
        #expect(oneOff.status == .created, "\(oneOff.text)")
        #expect((oneOff.json?["labels"] as? [String]) == ["This week only"])
        #expect(Self.book(app, sarah, mode: "week", start: "2026-11-05T15:20:00Z", coach: rania).status == .unprocessableEntity)
    }

    /// Two requests of one student at once — Week 9 with Ust. Amina, and Week 9 with Ust. Rania, whose slots are
    /// different keys — must still decide one after the other. The first decision holds its transaction open while the
    /// second starts; the second must see the first's booking and refuse (a ledger read before the lock would let both in).
    @Test func oneStudentsTwoDecisionsAtOnceSeeEachOther() throws {
        let app = try BookingRouteTests.app()
        let store = BookingStore(database: app.env.database)
        let programme = ProgrammeStore(database: app.env.database)
        let (khadija, term, _) = try #require(try programme.student(id: ID(try Self.id(app, "khadija@quranflow.test")), at: app.env.now))
        let amina = try #require(try programme.coach(id: ID(try Self.id(app, "amina@quranflow.test"))))
        let rania = try #require(try programme.coach(id: ID(try Self.id(app, "rania@quranflow.test"))))
        let aminas = CoachAvailability(coach: amina, windows: try store.windows(coach: amina.id))
        let ranias = CoachAvailability(coach: rania, windows: try store.windows(coach: rania.id))
        let now = app.env.now
        let firstIsDeciding = DispatchSemaphore(value: 0)
        let outcomes = Statuses()
        // Real threads, not the shared pool: the first blocks for 0.3 s and the second must start meanwhile.
        let group = DispatchGroup()
        group.enter()
        group.enter()
        Thread {
            defer { group.leave() }
            do {
                try store.decide(student: khadija.id, coach: amina.id, term: term.id, now: now, describe: { $0.rawValue }) {
                    ledger throws(BookingError) in
                    firstIsDeciding.signal()
                    Thread.sleep(forTimeInterval: 0.3)
                    return try BookingRules.bookWeek(
                        student: khadija, slot: WeeklySlot(coach: amina, weekday: .tuesday, start: LocalTime(hour: 16, minute: 20)),
                        week: 9, term: term, availability: aminas, ledger: ledger, now: now, id: ID("amina-9"))
                }
                outcomes.add(201, "amina")
            } catch { outcomes.add(0, "amina: \(error)") }
        }.start()
        firstIsDeciding.wait()
        Thread {
            defer { group.leave() }
            do {
                try store.decide(student: khadija.id, coach: rania.id, term: term.id, now: now, describe: { $0.rawValue }) {
                    ledger throws(BookingError) in
                    try BookingRules.bookWeek(
                        student: khadija, slot: WeeklySlot(coach: rania, weekday: .thursday, start: LocalTime(hour: 18, minute: 0)),
                        week: 9, term: term, availability: ranias, ledger: ledger, now: now, id: ID("rania-9"))
                }
                outcomes.add(201, "rania")
            } catch let error as BookingError {
                outcomes.add(error.httpError.status.code, error.message)
            } catch { outcomes.add(0, "rania: \(error)") }
        }.start()
        group.wait()
        #expect(outcomes.all.sorted() == [201, 422], "\(outcomes.all) \(outcomes.firstText)")
        #expect(try store.ledger(term: term.id).booked(by: khadija.id, in: term).map(\.occurrence.slot.coachID) == [amina.id])
    }
}
