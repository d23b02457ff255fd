import Foundation
import HTTPServer
import Identifiers
import QuranFlowCore
import QuranFlowDemo
import QuranFlowJobs
import QuranFlowPersistence
import QuranFlowServer
import Testing

@Suite struct AdminStudentTests {
    @Test func anAdminSetsAStudentsCoachLevelYearCohortAndCity() throws {
        let app = try TestApp()
        let client = app.client()
        client.signIn("admin@quranflow.test")
        let store = ProgrammeStore(database: app.env.database)
        let noor = try #require(try app.env.accounts.account(email: "noor@quranflow.test"))
        let radwa = try #require(try app.env.accounts.account(email: "radwa@quranflow.test"))
        let cohort = try #require(try store.cohorts().first { $0.name == "Fall 2026 · Level II" })
        let page = "/admin/students/\(noor.id.rawValue)"
        #expect(client.get(page).status == .ok)
        let saved = client.post(
            page,
            form: [
                ("coach", radwa.id.rawValue), ("level", "2"), ("year", "2"), ("cohort", cohort.id.rawValue),
                ("city", "Cairo"),
            ], csrfFrom: page)
        #expect(saved.status == .seeOther)
        let (student, term, city) = try #require(try store.student(id: ID(noor.id.rawValue), at: app.env.now))
        #expect(student.coachID.rawValue == radwa.id.rawValue)
        #expect(student.level.number == 2)
        #expect(student.year == .two)
        #expect(student.cohortID == cohort.id)
        #expect(term.level.number == 2)
        #expect(city == "Cairo")
        #expect(student.zoneIdentifier == "Africa/Cairo")
    }

    /// A student enrolled in two terms: the page preselects the enrolment she lives in now (the later term), the same
    /// on every load, and lists her cohorts oldest first.
    @Test func aStudentInTwoTermsHasHerCurrentCohortPreselected() throws {
        let app = try TestApp()
        let client = app.client()
        client.signIn("admin@quranflow.test")
        let store = ProgrammeStore(database: app.env.database)
        let sarah = try #require(try app.env.accounts.account(email: "sarah@quranflow.test"))
        let settings = try #require(try store.studentSettings(id: sarah.id, accounts: app.env.accounts))
        let names = settings.cohortIDs.compactMap { id in try? store.cohorts().first { $0.id == id }?.name }
        #expect(names.count >= 2, "the demo's Sarah is enrolled in two terms: \(names)")
        let (student, _, _) = try #require(try store.student(id: ID(sarah.id.rawValue), at: app.env.now))
        #expect(settings.cohortIDs.last == student.cohortID)
        let page = client.get("/admin/students/\(sarah.id.rawValue)").text
        #expect(page.contains(#"<option value="\#(student.cohortID.rawValue)" selected"#))
    }

    @Test func anUnknownCityOrLevelNamesTheFieldAndChangesNothing() throws {
        let app = try TestApp()
        let client = app.client()
        client.signIn("admin@quranflow.test")
        let noor = try #require(try app.env.accounts.account(email: "noor@quranflow.test"))
        let page = "/admin/students/\(noor.id.rawValue)"
        let badCity = client.post(
            page, form: [("coach", ""), ("level", "1"), ("year", "1"), ("cohort", ""), ("city", "Qwxyzzy")], csrfFrom: page)
        #expect(badCity.status == .badRequest)
        #expect(badCity.text.contains("No city matches"))
        let badLevel = client.post(
            page, form: [("coach", ""), ("level", "9"), ("year", "1"), ("cohort", ""), ("city", "Toronto")], csrfFrom: page)
        #expect(badLevel.status == .badRequest)
        #expect(badLevel.text.contains("There is no Level 9"))
        let settings = try #require(try ProgrammeStore(database: app.env.database).studentSettings(id: noor.id, accounts: app.env.accounts))
        #expect(settings.level == 1)
        #expect(settings.account.cityName == "Toronto")
    }

    @Test func aStudentCannotOpenTheAdminStudentPage() throws {
        let app = try TestApp()
        let client = app.client()
        client.signIn("sarah@quranflow.test")
        let noor = try #require(try app.env.accounts.account(email: "noor@quranflow.test"))
        #expect(client.get("/admin/students/\(noor.id.rawValue)").status == .forbidden)
        #expect(client.get("/admin/students/no-such-id").status == .forbidden)
    }
}
