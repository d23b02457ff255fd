import Calendar
import Foundation
import Identifiers
import QuranFlowCore
import QuranFlowDemo
import QuranFlowJobs
import QuranFlowPersistence
import QuranFlowServer
import Testing

/// Sarah's one-to-one is a real booking — a same-time-weekly series on Ust. Amina's Cairo clock, its slots held — so
/// Toronto sees it move when only one zone has changed, and no one else can book it.
@Suite struct DemoOneToOneTests {
    static func sarahsSeries(_ app: TestApp, season: String = "Fall 2026") throws -> (OneToOneSeries, Term, ID<Student>) {
        let store = ProgrammeStore(database: app.env.database)
        let sarah = try #require(try app.env.accounts.account(email: "sarah@quranflow.test"))
        let term = try #require(try store.terms().first { $0.name == season && $0.level.number == 2 })
        let coach = try #require(try store.student(id: ID(sarah.id.rawValue), at: app.env.now)).student.coachID
        let ledger = try BookingStore(database: app.env.database).ledger(coach: coach, term: term.id)
        let series = try #require(ledger.series.first { $0.studentID.rawValue == sarah.id.rawValue })
        return (series, term, ID(sarah.id.rawValue))
    }

    @Test func itIsAt920InTorontoExceptBetween10MarchAnd21April() throws {
        let app = try TestApp(now: try #require(ISO8601.parse("2026-10-27T13:48:00-04:00")))
        let toronto = try #require(ZonedCalendar(identifier: "America/Toronto"))
        for season in ["Spring 2026", "Fall 2026"] {
            let (series, term, _) = try Self.sarahsSeries(app, season: season)
            #expect(series.slot.zoneIdentifier == "Africa/Cairo" && series.firstWeek == 1)
            for occurrence in series.activeOccurrences(in: term) {
                let local = toronto.localTime(of: occurrence.start)
                let date = toronto.localDate(of: occurrence.start)
                let shifted = date >= LocalDate(year: 2026, month: 3, day: 10) && date <= LocalDate(year: 2026, month: 4, day: 21)
                #expect(local == LocalTime(hour: shifted ? 10 : 9, minute: 20), "\(term.name) week \(occurrence.week): \(date) \(local)")
            }
        }
        // Every week of both terms is held: 2 × 15 slot occurrences.
        #expect(try BookingStore(database: app.env.database).heldCount() == 30)
    }

    @Test func itsSlotCannotBeBookedByAnotherStudent() throws {
        let app = try TestApp()
        let khadija = try BookingRouteTests.token(app, "khadija@quranflow.test")
        let taken = BookingRouteTests.book(app, khadija, mode: "week", start: BookingRouteTests.week9)
        #expect(taken.status == .conflict)
        #expect(taken.text.contains("2:20 PM on Tuesday 3 November is taken."))
        let free = BookingRouteTests.book(app, khadija, mode: "week", start: "2026-11-03T14:40:00Z")
        #expect(free.status == .created)
    }
}

/// A booked one-to-one's Join opens from 15 minutes before until its end, to the booking's live class (whose Open Zoom is
/// the coach's own meeting link: BookingReminderLiveTests).
@Suite struct BookedOneToOneJoinTests {
    static func nineTwenty(at iso: String) throws -> [String: Any]? {
        let app = try TestApp(now: try #require(ISO8601.parse(iso)))
        let sarah = app.client()
        sarah.signIn("sarah@quranflow.test")
        let rows = (sarah.get("/api/screens/sessions").json?["rows"] as? [[String: Any]]) ?? []
        let booked = try #require(rows.compactMap { $0["session"] as? [String: Any] }.first { $0["time"] as? String == "9:20 AM" })
        #expect(booked["kindChip"] as? String == "1:1")
        return booked["join"] as? [String: Any]
    }

    @Test func joinShowsFromFifteenMinutesBeforeUntilTheEnd() throws {
        #expect(try Self.nineTwenty(at: "2026-10-27T09:04:59-04:00") == nil)
        #expect((try Self.nineTwenty(at: "2026-10-27T09:05:00-04:00")?["href"] as? String)?.hasPrefix("/live/") == true)
        #expect((try Self.nineTwenty(at: "2026-10-27T09:39:59-04:00")?["href"] as? String)?.hasPrefix("/live/") == true)
        #expect(try Self.nineTwenty(at: "2026-10-27T09:40:00-04:00") == nil)
    }
}

/// Ust. Rania took Sarah's Week-6 one-to-one and left a shared note — once that has happened.
@Suite struct DemoSubstitutionTests {
    @Test func byWeek8RaniasSubstitutionAndSharedNoteAreThere() throws {
        let app = try TestApp()
        let (series, term, sarah) = try DemoOneToOneTests.sarahsSeries(app)
        let rania = try #require(try app.env.accounts.account(email: "rania@quranflow.test"))
        #expect(series.substitutes == [6: ID(rania.id.rawValue)])
        #expect(series.slot.occurrence(inWeek: 6, of: term).ownerDate == LocalDate(year: 2026, month: 10, day: 13))
        let notes = try ProgrammeStore(database: app.env.database).notes(about: sarah)
        #expect(notes.count == 1)
        #expect(notes.first?.isShared == true)
        #expect(notes.first?.authorID.rawValue == rania.id.rawValue)
        // Week 6 is on Ust. Rania's schedule (in her zone), not Ust. Amina's; Sarah's timeline names Ust. Rania.
        let raniaClient = app.client()
        raniaClient.signIn("rania@quranflow.test")
        let raniaRows = (raniaClient.get("/api/screens/coach/schedule?day=2026-10-13").json?["rows"] as? [[String: Any]]) ?? []
        #expect(raniaRows.contains { $0["detail"] as? String == "Recurring · Week 6" })
        let amina = app.client()
        amina.signIn("amina@quranflow.test")
        let aminaRows = (amina.get("/api/screens/coach/schedule?day=2026-10-13").json?["rows"] as? [[String: Any]]) ?? []
        #expect(!aminaRows.contains { $0["detail"] as? String == "Recurring · Week 6" })
        let week7 = (amina.get("/api/screens/coach/schedule?day=2026-10-20").json?["rows"] as? [[String: Any]]) ?? []
        #expect(week7.contains { $0["detail"] as? String == "Recurring · Week 7" })
        let client = app.client()
        client.signIn("sarah@quranflow.test")
        #expect(client.get("/sessions?day=2026-10-13").text.contains("Ust. Rania"))
    }

    @Test func beforeWeek6NeitherExists() throws {
        let app = try TestApp(now: try #require(ISO8601.parse("2026-10-01T12:00:00-04:00")))
        let (series, _, sarah) = try DemoOneToOneTests.sarahsSeries(app)
        #expect(series.substitutes.isEmpty)
        #expect(try ProgrammeStore(database: app.env.database).notes(about: sarah).isEmpty)
    }
}
