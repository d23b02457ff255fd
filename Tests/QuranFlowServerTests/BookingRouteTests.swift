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

/// Year-2 booking through the JSON API: the rules' answers as HTTP statuses, the freed slot, and the database's key
/// on the slot under 50 concurrent requests.
@Suite struct BookingRouteTests {
    /// Ust. Amina offers Tuesdays 3:40–5:40 PM on her Cairo clock (the demo's windows, set again here through the API),
    /// in the world before anyone booked: the demo's own series for Sarah is taken out, slots and all.
    static func app(now: Date = TestApp.demoNow) throws -> TestApp {
        let app = try TestApp(now: now)
        try app.env.database.write { db in
            _ = try db.execute("DELETE FROM held_slots", [])
            _ = try db.execute("DELETE FROM one_to_one_bookings", [])
        }
        let amina = app.client()
        let token = try #require(
            amina.postJSON("/api/session", "{\"email\":\"amina@quranflow.test\",\"password\":\"quranflow-demo\"}").json?["token"] as? String
        )
        let put = amina.send(
            .put, "/api/coach/availability", body: Array("{\"windows\":[{\"weekday\":2,\"start\":\"15:40\",\"end\":\"17:40\"}]}".utf8),
            headers: [("Content-Type", "application/json"), ("Authorization", "Bearer \(token)")])
        #expect(put.status == .ok)
        return app
    }

    static func token(_ app: TestApp, _ email: String) throws -> String {
        try #require(
            app.client().postJSON("/api/session", "{\"email\":\"\(email)\",\"password\":\"quranflow-demo\"}").json?["token"] as? String)
    }

    static func book(_ app: TestApp, _ token: String, mode: String, start: String) -> Response {
        app.client().postJSON("/api/bookings", "{\"mode\":\"\(mode)\",\"start\":\"\(start)\"}", bearer: token)
    }

    // Week 9: Tuesday 4:20 PM Cairo (EET) = 14:20 UTC = 9:20 AM Toronto (EST) = 2:20 PM London (GMT).
    static let week9 = "2026-11-03T14:20:00Z"

    @Test func pickEachWeekThenTakenThenCancelledThenFreeAgain() throws {
        let app = try Self.app()
        let khadija = try Self.token(app, "khadija@quranflow.test")
        let sarah = try Self.token(app, "sarah@quranflow.test")
        let slots = try #require(
            app.client().send(.get, "/api/bookings/slots?week=9", headers: [("Authorization", "Bearer \(khadija)")]).json)
        let offered = try #require(slots["slots"] as? [[String: Any]])
        #expect(offered.count == 6)  // 3:40 … 5:20 PM Cairo
        let nineTwenty = try #require(offered.first { $0["start"] as? String == Self.week9 })
        #expect(nineTwenty["time"] as? String == "2:20 PM")  // Khadija lives in London
        #expect(nineTwenty["zone"] as? String == "London (GMT)")
        #expect(nineTwenty["taken"] as? Bool == false)

        let booked = Self.book(app, khadija, mode: "week", start: Self.week9)
        #expect(booked.status == .created)
        #expect((booked.json?["labels"] as? [String]) == ["This week only"])
        let taken = Self.book(app, sarah, mode: "week", start: Self.week9)
        #expect(taken.status == .conflict)
        #expect(taken.text.contains("9:20 AM on Tuesday 3 November is taken."))
        #expect(Self.book(app, sarah, mode: "week", start: "2026-11-03T10:00:00Z").status == .unprocessableEntity)  // outside availability
        #expect(Self.book(app, sarah, mode: "week", start: "2027-01-05T14:20:00Z").status == .unprocessableEntity)  // outside the term
        #expect(Self.book(app, sarah, mode: "week", start: "2026-10-20T13:20:00Z").status == .unprocessableEntity)  // already past
        #expect(Self.book(app, sarah, mode: "week", start: "tuesday").status == .badRequest)
        let noor = Self.book(app, try Self.token(app, "noor@quranflow.test"), mode: "week", start: Self.week9)
        #expect(noor.status == .forbidden)
        #expect(noor.text.contains("One-to-ones are for Year 2 students."))

        // Khadija cancels her week: the slot is free again at once.
        let mine = try #require(
            app.client().send(.get, "/api/bookings", headers: [("Authorization", "Bearer \(khadija)")]).json?["bookings"]
                as? [[String: Any]])
        let id = try #require(mine.first?["id"] as? String)
        #expect(mine.first?["label"] as? String == "This week only")
        #expect(app.client().postJSON("/api/bookings/\(id)/cancel", "{\"week\":9}", bearer: khadija).status == .ok)
        #expect(app.client().postJSON("/api/bookings/\(id)/cancel", "{\"week\":9}", bearer: khadija).status == .conflict)
        #expect(Self.book(app, sarah, mode: "week", start: Self.week9).status == .created)
        // Ust. Amina's Tuesday of Week 9: the demo series row at 4:20 PM… and the booking, labelled This week only.
        let amina = app.client()
        amina.signIn("amina@quranflow.test")
        let rows = (amina.get("/api/screens/coach/schedule?day=2026-11-03").json?["rows"] as? [[String: Any]]) ?? []
        #expect(rows.map { $0["detail"] as? String }.contains("This week only"))
        #expect(rows.first { $0["detail"] as? String == "This week only" }?["time"] as? String == "4:20 PM")
    }

    @Test func sameTimeWeeklyHoldsEveryRemainingWeekOrNone() throws {
        let app = try Self.app()
        let sarah = try Self.token(app, "sarah@quranflow.test")
        let khadija = try Self.token(app, "khadija@quranflow.test")
        // Khadija takes Week 12's 4:40 PM Cairo first; Sarah's weekly 4:40 PM must then book nothing and name Week 12.
        #expect(Self.book(app, khadija, mode: "week", start: "2026-11-24T14:40:00Z").status == .created)
        let clash = Self.book(app, sarah, mode: "weekly", start: "2026-11-03T14:40:00Z")
        #expect(clash.status == .conflict)
        #expect(clash.text.contains("Week 12 is taken at 9:40 AM on Tuesdays"))
        #expect(try BookingStore(database: app.env.database).heldCount() == 1)
        let weekly = Self.book(app, sarah, mode: "weekly", start: "2026-11-03T15:00:00Z")
        #expect(weekly.status == .created)
        #expect((weekly.json?["booked"] as? [String])?.count == 7)  // Weeks 9–15 (Week 8's has passed)
        let mine = try #require(
            app.client().send(.get, "/api/bookings", headers: [("Authorization", "Bearer \(sarah)")]).json?["bookings"] as? [[String: Any]])
        #expect(mine.map { $0["label"] as? String } == (9...15).map { "Recurring · Week \($0)" })
        let amina = app.client()
        amina.signIn("amina@quranflow.test")
        let rows = (amina.get("/api/screens/coach/schedule?day=2026-11-10").json?["rows"] as? [[String: Any]]) ?? []
        let sarahs = try #require(rows.first { $0["time"] as? String == "5:00 PM" })
        // Sarah's own Sessions that Tuesday: the booked 1:1 at 10:00 AM Toronto, without Join or Remind me (its
        // appointment detail is not built yet).
        let sarahClient = app.client()
        sarahClient.signIn("sarah@quranflow.test")
        let timeline = (sarahClient.get("/api/screens/sessions?day=2026-11-10").json?["rows"] as? [[String: Any]]) ?? []
        let booked = try #require(timeline.compactMap { $0["session"] as? [String: Any] }.first { $0["time"] as? String == "10:00 AM" })
        #expect(booked["kindChip"] as? String == "1:1")
        #expect(booked["shelf"].flatMap { ($0 as? [String: Any])?["remind"] } == nil)
        // Swap Week 10 to 5:20 PM Cairo (15:20 UTC): the series keeps its other weeks; 5:00 PM that week is free again.
        let seriesID = try #require(
            (app.client().send(.get, "/api/bookings", headers: [("Authorization", "Bearer \(sarah)")])
                .json?["bookings"] as? [[String: Any]])?.first?["id"] as? String)
        let swap = app.client().postJSON(
            "/api/bookings/\(seriesID)/swap", "{\"week\":10,\"start\":\"2026-11-10T15:20:00Z\"}", bearer: sarah)
        #expect(swap.status == .ok)
        #expect(swap.json?["freed"] as? [String] == ["2026-11-10T15:00:00Z"])
        let after = try #require(
            app.client().send(.get, "/api/bookings", headers: [("Authorization", "Bearer \(sarah)")]).json?["bookings"] as? [[String: Any]])
        #expect(after.count == 7)
        #expect(after.contains { $0["week"] as? Int == 10 && $0["label"] as? String == "This week only" })
        #expect(
            app.client().postJSON("/api/bookings/\(seriesID)/swap", "{\"week\":10,\"start\":\"2026-11-10T15:40:00Z\"}", bearer: sarah)
                .status == .conflict)
        #expect(
            app.client().postJSON("/api/bookings/\(seriesID)/swap", "{\"week\":11,\"start\":\"2026-11-10T15:40:00Z\"}", bearer: sarah)
                .status == .unprocessableEntity)
        #expect(Self.book(app, khadija, mode: "week", start: "2026-11-10T15:00:00Z").status == .created)
        // Noor (Year 1) sees nothing of anyone's bookings.
        let noor = app.client()
        noor.signIn("noor@quranflow.test")
        #expect(!noor.get("/api/screens/sessions?day=2026-11-10").text.contains("1:1"))
        #expect(noor.get("/api/bookings").status == .forbidden)
        #expect(sarahs["detail"] as? String == "Recurring · Week 10")
        #expect((sarahs["title"] as? String)?.hasPrefix("Sarah") == true)
    }

    @Test func fiftyStudentsRacingForOneSlotMakeExactlyOneBooking() throws {
        let app = try Self.app()
        let programme = ProgrammeStore(database: app.env.database)
        let khadijaID = try #require(try app.env.accounts.account(email: "khadija@quranflow.test")).id
        let settings = try #require(try programme.studentSettings(id: khadijaID, accounts: app.env.accounts))
        let amina = try #require(settings.coachID)
        // Khadija's cohort of this term (she has one per term; their ids are random, so pick by term).
        let term = try #require(try programme.student(id: ID(khadijaID.rawValue), at: app.env.now)).term
        let cohort = try #require(try programme.cohorts().first { settings.cohortIDs.contains($0.id) && $0.termID == term.id }).id
        let toronto = try #require(app.env.cities.search("Toronto", limit: 1).first).id
        var tokens: [String] = []
        for index in 0..<50 {
            let account = try app.env.accounts.create(
                NewAccount(
                    email: "racer\(index)@quranflow.test", name: "Racer \(index)", role: .student,
                    studentYear: 2, cityID: toronto, password: "quranflow-demo"), now: app.env.now)
            try programme.createProfile(for: account)
            try programme.updateStudent(ID(account.id.rawValue), coach: amina, level: settings.level, year: 2, cohort: cohort)
            tokens.append(try Self.token(app, "racer\(index)@quranflow.test"))
        }
        let statuses = Statuses()
        let racers = tokens
        DispatchQueue.concurrentPerform(iterations: racers.count) { index in
            let response = Self.book(app, racers[index], mode: "week", start: Self.week9)
            statuses.add(response.status.code, response.text)
        }
        let all = statuses.all
        #expect(all.filter { $0 == 201 }.count == 1, "\(all) \(statuses.firstText)")
        #expect(all.filter { $0 == 409 }.count == 49, "\(all)")
        #expect(try BookingStore(database: app.env.database).heldCount() == 1)
    }
}

/// The booking screen (SakBookAppointment) through the pipeline.
@Suite struct BookAppointmentScreenTests {
    @Test func slotsInTheStudentsZoneThenConfirmWithTheModesCopy() throws {
        let app = try BookingRouteTests.app()
        let sarah = app.client()
        sarah.signIn("sarah@quranflow.test")
        let json = try #require(sarah.get("/api/screens/sessions/book").json)
        #expect(json["screenID"] as? String == "SakBookAppointment")
        #expect(json["eyebrow"] as? String == "Fall 2026 · Year 2")
        #expect(json["coach"] as? String == "Ust. Amina · Your coach")
        let day = try #require((json["days"] as? [[String: Any]])?.first)
        #expect(day["title"] as? String == "Tuesdays · 20 min")
        #expect(day["zone"] as? String == "Toronto (EST)")
        #expect(
            (day["slots"] as? [[String: Any]])?.map { $0["time"] as? String } == [
                "8:40 AM", "9:00 AM", "9:20 AM", "9:40 AM", "10:00 AM", "10:20 AM",
            ])
        let chosen = try #require(
            sarah.get("/api/screens/sessions/book?mode=weekly&start=2026-11-03T14:40:00Z").json?["confirm"] as? [String: Any])
        #expect(chosen["label"] as? String == "Book Tuesdays 9:40 AM · all 7 weeks")
        #expect(chosen["reassurance"] as? String == "Travelling one week? You can swap any single session later")
        let week = try #require(
            sarah.get("/api/screens/sessions/book?mode=week&week=9&start=2026-11-03T14:40:00Z").json?["confirm"] as? [String: Any])
        #expect(week["label"] as? String == "Book Tue 3 Nov · 9:40 AM")
        let done = sarah.post(
            "/sessions/book", form: [("mode", "week"), ("start", "2026-11-03T14:40:00Z")],
            csrfFrom: "/sessions/book?mode=week&week=9&start=2026-11-03T14:20:00Z")
        // Spec: "Confirm CTA → Appointment detail" — the booking's own page for Week 9, which opens.
        #expect(done.status == .seeOther)
        let detail = try #require(done.headers["Location"])
        #expect(detail.hasPrefix("/sessions/appointments/") && detail.hasSuffix("/9"))
        let opened = sarah.get(detail)
        #expect(opened.status == .ok && opened.text.contains("9:40 AM"))
        let khadija = app.client()
        khadija.signIn("khadija@quranflow.test")
        let taken = khadija.post(
            "/sessions/book", form: [("mode", "week"), ("start", "2026-11-03T14:40:00Z")],
            csrfFrom: "/sessions/book?mode=week&week=9&start=2026-11-03T14:20:00Z")
        #expect(taken.status == .conflict)
        #expect(taken.text.contains("2:40 PM on Tuesday 3 November is taken."))
        #expect(khadija.get("/sessions/book?mode=week&week=9").text.contains("class=\"slot is-taken\""))
        #expect(sarah.get("/api/screens/sessions/week").json?["book"] != nil)
        let noor = app.client()
        noor.signIn("noor@quranflow.test")
        #expect(noor.get("/sessions/book").status == .forbidden)
        #expect(noor.get("/api/screens/sessions/week").json?["book"] == nil)
    }

    @Test func inSpringTheWeeklyBookingWarnsOfTheWeeksThatMoveAnHour() throws {
        let app = try BookingRouteTests.app(now: try #require(ISO8601.parse("2026-01-20T12:00:00-05:00")))
        let sarah = app.client()
        sarah.signIn("sarah@quranflow.test")
        // Tue 27 Jan 2026, 4:20 PM Cairo = 14:20 UTC = 9:20 AM Toronto.
        let confirm = try #require(
            sarah.get("/api/screens/sessions/book?mode=weekly&start=2026-01-27T14:20:00Z").json?["confirm"] as? [String: Any])
        #expect(confirm["warning"] as? String == "Weeks 9–15 are at 10:20 AM your time, not 9:20 AM — Ust. Amina's clock doesn't change.")
    }
}

/// Appointment detail (SakAppointmentDetail) and "Cancel this week" from it.
@Suite struct AppointmentDetailTests {
    @Test func fromTheTimelineToTheDetailThenCancelThisWeekFreesTheSlot() throws {
        let app = try BookingRouteTests.app()
        let sarah = app.client()
        sarah.signIn("sarah@quranflow.test")
        let token = try BookingRouteTests.token(app, "sarah@quranflow.test")
        #expect(BookingRouteTests.book(app, token, mode: "weekly", start: "2026-11-03T15:00:00Z").status == .created)
        let rows = (sarah.get("/api/screens/sessions?day=2026-11-10").json?["rows"] as? [[String: Any]]) ?? []
        let booked = try #require(rows.compactMap { $0["session"] as? [String: Any] }.first { $0["time"] as? String == "10:00 AM" })
        let details = try #require(((booked["shelf"] as? [String: Any])?["details"] as? [String: Any])?["href"] as? String)
        let screen = try #require(sarah.get("/api/screens" + details).json)
        #expect(screen["screenID"] as? String == "SakAppointmentDetail")
        #expect(screen["chips"] as? [String] == ["One-to-one", "Recurring · Week 10 of 15"])
        #expect(screen["title"] as? String == "Recitation with Ust. Amina")
        #expect(screen["time"] as? String == "Tue · 10 Nov · 10:00 AM")
        // Prepare shows the week's passage itself, not only its label (week 10's assignment, in Arabic).
        let prepare = try #require(screen["prepare"] as? String)
        let passage = try #require(screen["passage"] as? [String: Any])
        #expect(prepare == "THIS WEEK · \(passage["citation"] as? String ?? "?")")
        #expect((passage["arabic"] as? String)?.unicodeScalars.contains { (0x0600...0x06FF).contains($0.value) } == true)
        let page = sarah.get(details)
        #expect(page.text.contains("<p class=\"verse-arabic\" lang=\"ar\" dir=\"rtl\">"))
        #expect(page.text.contains("Can&#39;t make it? Cancel this week"))
        let cancelled = sarah.post(details + "/cancel", form: [], csrfFrom: details)
        #expect(cancelled.status == .seeOther && cancelled.headers["Location"] == "/sessions?day=2026-11-10")
        #expect(sarah.get(details).status == .notFound)  // that week is gone; the series keeps the others
        #expect(
            BookingRouteTests.book(
                app, try BookingRouteTests.token(app, "khadija@quranflow.test"), mode: "week",
                start: "2026-11-10T15:00:00Z"
            ).status == .created)
        #expect(sarah.get("/api/screens/sessions/appointments/\(details.split(separator: "/")[2])/11").status == .ok)
        let noor = app.client()
        noor.signIn("noor@quranflow.test")
        #expect(noor.get(details).status == .forbidden)
    }
}

/// "Swap this week's time" on the appointment detail: the week's free times, posted as a form.
@Suite struct AppointmentSwapTests {
    @Test func sarahSwapsWeek9ToAFreeTimeAndTheSeriesKeepsWeek10() throws {
        let app = try TestApp()  // Sarah's demo series: Tuesdays 4:20 PM Cairo, 9:20 AM Toronto
        let sarah = app.client()
        sarah.signIn("sarah@quranflow.test")
        let rows = (sarah.get("/api/screens/sessions?day=2026-11-03").json?["rows"] as? [[String: Any]]) ?? []
        let booked = try #require(rows.compactMap { $0["session"] as? [String: Any] }.first { $0["time"] as? String == "9:20 AM" })
        let details = try #require(((booked["shelf"] as? [String: Any])?["details"] as? [String: Any])?["href"] as? String)
        let swap = try #require(sarah.get("/api/screens" + details).json?["swap"] as? [String: Any])
        #expect(swap["title"] as? String == "Swap this week's time")
        let times = try #require(swap["times"] as? [[String: Any]])
        #expect(times.map { $0["label"] as? String } == ["8:40 AM", "9:00 AM", "9:40 AM", "10:00 AM", "10:20 AM"])  // not her own 9:20
        #expect(sarah.get(details).text.contains("Swap this week&#39;s time"))
        let moved = sarah.post(details + "/swap", form: [("start", "2026-11-03T14:40:00Z")], csrfFrom: details)
        #expect(moved.status == .seeOther && moved.headers["Location"] == "/sessions?day=2026-11-03")
        let after = (sarah.get("/api/screens/sessions?day=2026-11-03").json?["rows"] as? [[String: Any]]) ?? []
        let times3 = after.compactMap { ($0["session"] as? [String: Any])?["time"] as? String }
        #expect(times3.contains("9:40 AM") && !times3.contains("9:20 AM"))
        let next = (sarah.get("/api/screens/sessions?day=2026-11-10").json?["rows"] as? [[String: Any]]) ?? []
        let nextTimes = next.compactMap { ($0["session"] as? [String: Any])?["time"] as? String }
        #expect(nextTimes.contains("9:20 AM"))
        // A time outside that week, or a second swap of a week no longer at the series' time, names the problem.
        let week10 = String(details.dropLast()) + "10"
        #expect(sarah.post(details + "/swap", form: [("start", "2026-11-10T14:40:00Z")], csrfFrom: week10).status == .unprocessableEntity)
        #expect(sarah.post(details + "/swap", form: [("start", "2026-11-03T15:00:00Z")], csrfFrom: week10).status == .conflict)
        // Khadija may now book the freed 9:20 AM Toronto (2:20 PM London) of Week 9.
        #expect(
            BookingRouteTests.book(
                app, try BookingRouteTests.token(app, "khadija@quranflow.test"), mode: "week",
                start: BookingRouteTests.week9
            ).status == .created)
    }
}

/// Availability (SakOnbAvailability): the grid, saved for the programme, Year 2 only.
@Suite struct AvailabilityScreenTests {
    @Test func sixCellsPickedAreSavedAndShownBackWithTheFooter() throws {
        let app = try TestApp()
        let sarah = app.client()
        sarah.signIn("sarah@quranflow.test")
        let empty = try #require(sarah.get("/api/screens/sessions/availability").json)
        #expect(empty["screenID"] as? String == "SakOnbAvailability")
        #expect(empty["prompt"] as? String == "When could you join a live circle?")
        #expect((empty["rows"] as? [[String: Any]])?.count == 7)
        #expect(empty["columns"] as? [String] == ["Early", "Morning", "Midday", "Evening", "Late"])
        let picks = ["tue-evening", "tue-late", "thu-evening", "sat-morning", "sat-midday", "sun-morning"]
        let saved = sarah.post("/sessions/availability", form: picks.map { ("cell", $0) }, csrfFrom: "/sessions/availability")
        #expect(saved.status == .seeOther && saved.headers["Location"] == "/sessions/book")
        let back = try #require(sarah.get("/api/screens/sessions/availability").json)
        #expect(back["footer"] as? String == "6 windows picked · your local time")
        #expect(sarah.get("/sessions/availability").text.components(separatedBy: "checked=\"checked\"").count == 7)
        #expect(
            sarah.post("/sessions/availability", form: [("cell", "funday-noon")], csrfFrom: "/sessions/availability").status == .badRequest)
        #expect(
            try #require(sarah.get("/api/screens/sessions/availability").json)["footer"] as? String == "6 windows picked · your local time")
        let noor = app.client()
        noor.signIn("noor@quranflow.test")
        #expect(noor.get("/sessions/availability").status == .forbidden)
    }
}
