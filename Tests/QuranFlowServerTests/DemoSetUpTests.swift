import Calendar
import Foundation
import Identifiers
import QuranFlowCore
import QuranFlowPersistence
import Testing

/// The demo programme goes through the admin's own doors (issue 20): its terms, lessons, sessions and enrolments are
/// made by the admin use cases as the demo admin, audited, dated a week before each term begins.
@Suite struct DemoSetUpTests {
    @Test func theDemoProgrammeIsMadeByTheAdminUseCasesAndItsChangesAreAudited() throws {
        let app = try TestApp()
        let store = ProgrammeStore(database: app.env.database)
        let log = AdminAuditLog(database: app.env.database)
        let admin = try #require(try app.env.accounts.account(email: "admin@quranflow.test"))
        let fall = try #require(try store.terms().first { $0.name == "Fall 2026" && $0.level.number == 2 })
        let setUp = try #require(ISO8601.parse("2026-08-31T00:00:00-04:00"))  // a week before Monday 7 September, in Toronto

        // The term and its cohort, by the demo admin, when the admin would have set them up.
        let termChanges = try log.entries(for: .term(fall.id))
        #expect(termChanges.count == 2)
        #expect(termChanges.allSatisfy { $0.actor.id == admin.id && $0.actor.name == "Programme Admin" && $0.at == setUp })
        #expect(termChanges.contains { $0.detail.hasPrefix("Created Fall 2026") && $0.detail.hasSuffix("from 2026-09-07") })
        #expect(termChanges.contains { $0.detail == "Created the cohort “Fall 2026 · Level II”" })
        let week8 = try log.entries(for: .lesson(term: fall.id, week: 8))
        #expect(week8.count == 1 && week8.first?.detail.hasPrefix("Wrote Week 8's lesson “Idghām with ghunnah”") == true)

        // Each weekly session with its one "created" record; the Class is untitled (it takes each week's lesson title).
        let sessions = try store.allLiveSessions(ofTerm: fall.id).filter { $0.1 == nil }.map(\.0)
        #expect(sessions.map(\.kind).sorted { $0.rawValue < $1.rawValue } == [.class, .levelClass, .officeHours, .qrc])
        for session in sessions {
            let history = try store.changeHistory(of: session.id)
            #expect(history.map(\.action) == ["session.created"])
            #expect(history.first?.actorName == "Programme Admin" && history.first?.at == setUp)
        }
        let lessonClass = try #require(sessions.first { $0.kind == .class })
        #expect(lessonClass.title.isEmpty)
        #expect(try store.changeHistory(of: lessonClass.id).first?.detail.hasPrefix("Created Class, Monday 10:00") == true)

        // The announced Spring 2027 at Level III keeps its offer, written by the term form's use case.
        let spring = try #require(try store.terms().first { $0.name == "Spring 2027" })
        let input = try #require(try CurriculumAdmin(database: app.env.database).input(ofTerm: spring.id))
        #expect(input.enrolmentOpens == "2026-11-30" && input.priceOnce == "149" && input.priceMonthly == "55" && input.priceMonths == "3")
        #expect(try store.lessons(ofTerm: spring.id).isEmpty)

        // The admin's pages list the changes.
        let client = app.client()
        client.signIn("admin@quranflow.test")
        let sarah = try #require(try app.env.accounts.account(email: "sarah@quranflow.test"))
        let page = client.get("/admin/students/\(sarah.id.rawValue)")
        #expect(page.status == .ok)
        #expect(page.text.contains("Enrolled in Fall 2026 · Level II") && page.text.contains("Enrolled in Spring 2026 · Level II"))
        let sessionPage = client.get("/admin/sessions/\(lessonClass.id.rawValue)")
        #expect(sessionPage.status == .ok && sessionPage.text.contains("Created Class, Monday 10:00"))
        let termPage = client.get("/admin/terms/\(fall.id.rawValue)")
        #expect(termPage.status == .ok && termPage.text.contains("Created the cohort “Fall 2026 · Level II”"))
    }
}
