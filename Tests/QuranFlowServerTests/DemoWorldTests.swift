import Calendar
import Foundation
import Identifiers
import QuranFlowCore
import QuranFlowDemo
import QuranFlowJobs
import QuranFlowPersistence
import QuranFlowServer
import Testing

/// The demo world holds only what would have happened by the clock at first start (DESIGN.md §5).
@Suite struct DemoWorldTests {
    func world(at iso: String) throws -> (TestApp, ProgrammeStore) {
        let app = try TestApp(now: try #require(ISO8601.parse(iso)))
        return (app, ProgrammeStore(database: app.env.database))
    }

    func sarah(_ app: TestApp, _ store: ProgrammeStore) throws -> (Student, Term, [Submission]) {
        let account = try #require(try app.env.accounts.account(email: "sarah@quranflow.test"))
        let (student, term, _) = try #require(try store.student(id: ID(account.id.rawValue), at: app.env.now))
        return (student, term, try store.submissions(ofStudent: student.id, term: term.id))
    }

    @Test func onTuesdayOfWeek8SarahHasSixWeeksOfHistoryAndNothingForWeek8() throws {
        let (app, store) = try world(at: "2026-10-27T13:48:00-04:00")
        let (student, term, submissions) = try sarah(app, store)
        #expect(term.name == "Fall 2026")
        #expect(student.level.title == "Level II")
        #expect(student.zoneIdentifier == "America/Toronto")
        #expect(submissions.map(\.week) == [2, 3, 4, 5, 6, 7])
        #expect(submissions.last?.status == .feedbackReady)
        #expect(submissions.first?.status == .practiced)
        #expect(submissions.dropFirst().dropLast().allSatisfy { $0.status == .heard })
        #expect(try store.lessons(ofTerm: term.id).first { $0.week == 8 }?.title == "Idghām with ghunnah")
    }

    @Test func everyStatusAppearsAndAminasQueueHoldsTheWaitingOnesOldestFirst() throws {
        let (app, store) = try world(at: "2026-10-27T13:48:00-04:00")
        let amina = try #require(try app.env.accounts.account(email: "amina@quranflow.test"))
        let coachID = ID<Coach>(amina.id.rawValue)
        let students = try store.students(ofCoach: coachID, at: app.env.now)
        #expect(students.count == 5)
        let submissions = try store.submissions(
            ofStudents: students, terms: Set(students.compactMap { try? store.student(id: $0.id, at: app.env.now)?.term.id }))
        #expect(Set(submissions.map(\.status)) == Set(SubmissionStatus.allCases))
        let queue = ReviewQueue(coachID: coachID, students: students, submissions: submissions, at: app.env.now)
        #expect(queue.entries.count == 4)
        #expect(queue.oldest?.student.shortName == "Hafsa T.")  // Sunday 11:30 PM Mississauga, before Maryam's 10:40 PM Chicago
        #expect(queue.oldest?.isFlagged == true)
        #expect(queue.promiseHolds)
    }

    @Test func wednesdayNightSarahSubmitsAndFridayAfternoonFeedbackArrives() throws {
        let (app, store) = try world(at: "2026-10-29T10:00:00-04:00")
        let week8 = try #require(try sarah(app, store).2.last)
        #expect(week8.week == 8)
        #expect(week8.status == .inReview)
        #expect(week8.submittedAt == ISO8601.parse("2026-10-28T21:12:00-04:00"))
        let (later, laterStore) = try world(at: "2026-10-30T16:00:00-04:00")
        #expect(try sarah(later, laterStore).2.last?.status == .feedbackReady)
    }

    @Test func beforeTheTermThereIsNoFallHistoryButSpringIsComplete() throws {
        let (app, store) = try world(at: "2026-09-01T12:00:00-04:00")
        let (_, term, submissions) = try sarah(app, store)
        #expect(term.name == "Fall 2026")
        #expect(submissions.isEmpty)
        let spring = try #require(try store.terms().first { $0.name == "Spring 2026" && $0.level.number == 2 })
        let springHistory = try store.submissions(ofStudent: try sarah(app, store).0.id, term: spring.id)
        #expect(springHistory.count == 14)
        #expect(springHistory.allSatisfy { $0.status == .heard || $0.status == .practiced })
    }
}

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
