import Calendar
import Foundation
import Identifiers
import QuranFlowCore
import QuranFlowPersistence
import Testing

/// The demo stays alive whatever the date (issue 20): the fixture governs Spring 2026's weeks and 1 August 2026 –
/// 10 January 2027; on any other date the demo makes a term in which that date falls in Week 8, with the same weekday
/// layout, people and history replayed up to now.
@Suite struct DemoLivingDateTests {
    func sarah(at iso: String) throws -> (TestApp, Student, Term, [Submission]) {
        let app = try TestApp(now: try #require(ISO8601.parse(iso)))
        let store = ProgrammeStore(database: app.env.database)
        let account = try #require(try app.env.accounts.account(email: "sarah@quranflow.test"))
        let (student, term, _) = try #require(try store.student(id: ID(account.id.rawValue), at: app.env.now))
        return (app, student, term, try store.submissions(ofStudent: student.id, term: term.id))
    }

    @Test func inJune2027SarahLivesInWeek8OfATermWithHerWholeHistory() throws {
        // Tuesday 15 June 2027, 1:48 PM Toronto: the same weekday and hour as the fixture's moment.
        let (app, _, term, submissions) = try sarah(at: "2027-06-15T13:48:00-04:00")
        #expect(term.firstMonday == LocalDate(year: 2027, month: 4, day: 26))
        #expect(term.name == "Spring 2027")
        #expect(term.week(containing: LocalDate(year: 2027, month: 6, day: 15)) == 8)
        #expect(submissions.map(\.week) == [2, 3, 4, 5, 6, 7])
        #expect(submissions.last?.status == .feedbackReady)
        #expect(submissions.first?.status == .practiced)
        let today = app.client()
        today.signIn("sarah@quranflow.test")
        let page = today.get("/today")
        #expect(page.status == .ok)
        #expect(page.text.contains("Week 8 of 15"))
    }

    @Test func onTheFixturesLastDayTheTermEndsAndTheNextDayIsALivingWeek() throws {
        // Sunday 10 January 2027 still belongs to the fixture: Fall 2026 has ended, Spring 2027 is announced.
        let (_, _, fixtureTerm, _) = try sarah(at: "2027-01-10T23:59:59-05:00")
        #expect(fixtureTerm.name == "Fall 2026")
        #expect(fixtureTerm.firstMonday == LocalDate(year: 2026, month: 9, day: 7))
        // One second later (Monday 11 January 2027, 00:00 Toronto) the demo lives in a term of its own.
        let (_, _, living, submissions) = try sarah(at: "2027-01-11T00:00:00-05:00")
        #expect(living.firstMonday == LocalDate(year: 2026, month: 11, day: 23))
        #expect(living.week(containing: LocalDate(year: 2027, month: 1, day: 11)) == 8)
        #expect(submissions.map(\.week) == [2, 3, 4, 5, 6, 7])
    }

    @Test func betweenSpringAndAugust2026TheDemoMakesItsOwnTermToo() throws {
        let (_, _, term, _) = try sarah(at: "2026-06-03T10:00:00-04:00")
        #expect(term.week(containing: LocalDate(year: 2026, month: 6, day: 3)) == 8)
        #expect(term.firstMonday.weekday == .monday)
        // Inside Spring 2026's weeks the fixture governs: Week 10 of Spring 2026 on 17 March.
        let (_, _, spring, _) = try sarah(at: "2026-03-17T10:00:00-04:00")
        #expect(spring.name == "Spring 2026")
        #expect(spring.firstMonday == LocalDate(year: 2026, month: 1, day: 12))
    }

    @Test func theDemosDatedThingsMoveWithTheTermByWholeWeeks() throws {
        let app = try TestApp(now: try #require(ISO8601.parse("2027-06-15T13:48:00-04:00")))
        let client = app.client()
        client.signIn("sarah@quranflow.test")
        let board = client.get("/announcements")
        #expect(board.status == .ok)
        // The pinned notice names the living term and its real last day (Sunday 8 August 2027).
        #expect(board.text.contains("Spring 2027 ends with Week 15 — last recitation due Sunday 8 August"))
        #expect(!board.text.contains("Fall 2026"))
        // The next term is offered 18 weeks later, as Spring 2027 follows Fall 2026 in the fixture.
        let terms = try ProgrammeStore(database: app.env.database).terms()
        #expect(terms.contains { $0.firstMonday == LocalDate(year: 2027, month: 8, day: 30) && $0.level.number == 3 })
    }
}
