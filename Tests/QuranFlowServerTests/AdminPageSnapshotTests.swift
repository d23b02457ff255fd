import Accounts
import Calendar
import Foundation
import HTTPServer
import HTTPTestSupport
import QuranFlowCore
import QuranFlowPersistence
import QuranFlowServer
import Testing

/// The programme admin's pages whole, as the demo admin sees them at the fixture instant, compared with their golden
/// files (`__Snapshots__/admin-….html`): the accounts page (with a notice and with a refused field), the students list
/// and one student (an enrolment ended, refused fields, a coach change waiting, a saved notice), the roster import (empty, a dry
/// run with problems, a clean one), the coaches list and one coach (a window added, a refused one), the reports of issues (open and done) and the
/// three insight reports. They prove a page keeps its HTML byte for byte while it moves to a screen model and a view
/// (#41); `make snapshots` re-records them deliberately.
@Suite struct AdminPageSnapshotTests {
    /// Tuesday of Week 8, 1:48 PM Toronto.
    static let instant = "2026-10-27T13:48:00-04:00"

    struct Fixture {
        let app: TestApp
        let admin: TestClient

        init() throws {
            app = try TestApp(now: try #require(ISO8601.parse(AdminPageSnapshotTests.instant)))
            admin = app.client()
            admin.signIn("admin@quranflow.test")
        }

        func account(_ email: String) throws -> Account {
            try #require(try app.env.accounts.account(email: email))
        }

        /// `response` is `status` and matches the golden file `name`.
        func expect(
            _ response: Response, _ name: String, status: HTTPStatus = .ok, sourceLocation: SourceLocation = #_sourceLocation
        ) {
            #expect(response.status == status, "\(name): \(response.status)", sourceLocation: sourceLocation)
            let problem = Snapshot.checkHTML(response.text, named: name, in: #filePath)
            #expect(problem == nil, "\(problem ?? "")", sourceLocation: sourceLocation)
        }
    }

    @Test func theAccountsPage() throws {
        let fixture = try Fixture()
        fixture.expect(fixture.admin.get("/admin"), "admin-accounts")
        fixture.expect(fixture.admin.get("/admin?created=new%40example.com"), "admin-accounts-created")
        let refused = fixture.admin.post(
            "/admin/accounts",
            form: [
                ("name", "New Student"), ("email", "not-an-address"), ("role", "coach"), ("year", "2"), ("city", "Cairo"),
                ("password", "long-enough-password"),
            ], csrfFrom: "/admin")
        fixture.expect(refused, "admin-accounts-refused", status: refused.status)
        #expect(refused.status != .ok && refused.status != .seeOther)
    }

    @Test func theStudentsListAndOneStudent() throws {
        let fixture = try Fixture()
        fixture.expect(fixture.admin.get("/admin/students"), "admin-students")
        let coach = try #require(try ProgrammeStore(database: fixture.app.env.database).coaches().first { $0.name.contains("Amina") })
        fixture.expect(fixture.admin.get("/admin/students?coach=\(coach.id.rawValue)"), "admin-students-by-coach")
        let sarah = try fixture.account("sarah@quranflow.test")
        let radwa = try fixture.account("radwa@quranflow.test")
        let page = "/admin/students/\(sarah.id.rawValue)"
        // Sarah is enrolled in two cohorts, listed in the order of their generated ids: ending the earlier one keeps the
        // page the same on every run.
        let spring = try #require(
            try ProgrammeStore(database: fixture.app.env.database).cohorts().first { $0.name == "Spring 2026 · Level II" })
        let ended = fixture.admin.post("\(page)/enrolments/end", form: [("cohort", spring.id.rawValue)], csrfFrom: page)
        fixture.expect(ended, "admin-student-ended")
        fixture.expect(fixture.admin.get(page), "admin-student")
        let badCity = fixture.admin.post(
            page, form: [("coach", ""), ("level", "2"), ("year", "1"), ("cohort", ""), ("city", "Qwxyzzy")], csrfFrom: page)
        fixture.expect(badCity, "admin-student-bad-city", status: .badRequest)
        let badWeek = fixture.admin.post("\(page)/coach", form: [("coach", radwa.id.rawValue), ("week", "")], csrfFrom: page)
        fixture.expect(badWeek, "admin-student-bad-week", status: badWeek.status)
        #expect(badWeek.status != .seeOther)
        let reassigned = fixture.admin.post("\(page)/coach", form: [("coach", radwa.id.rawValue), ("week", "10")], csrfFrom: page)
        fixture.expect(reassigned, "admin-student-reassigned")
        fixture.expect(fixture.admin.get(page + "?saved=true"), "admin-student-saved")
    }

    @Test func theRosterImport() throws {
        let fixture = try Fixture()
        fixture.expect(fixture.admin.get("/admin/import"), "admin-import")
        let cohort = try #require(
            try ProgrammeStore(database: fixture.app.env.database).cohorts().first { $0.name == "Fall 2026 · Level II" })
        let bad = fixture.admin.post(
            "/admin/import/preview", form: [("cohort", cohort.id.rawValue), ("csv", AdminImportRouteTests.badFile)],
            csrfFrom: "/admin/import")
        fixture.expect(bad, "admin-import-problems")
        let good = fixture.admin.post(
            "/admin/import/preview",
            form: [("cohort", cohort.id.rawValue), ("csv", "name,email,level,year,city\nNew One,new.one@example.com,2,1,Cairo\n")],
            csrfFrom: "/admin/import")
        fixture.expect(good, "admin-import-ready")
    }

    @Test func theCoaches() throws {
        let fixture = try Fixture()
        fixture.expect(fixture.admin.get("/admin/coaches"), "admin-coaches")
        let coach = try #require(try ProgrammeStore(database: fixture.app.env.database).coaches().first { $0.name.contains("Amina") })
        let page = "/admin/coaches/\(coach.id.rawValue)"
        fixture.expect(fixture.admin.get(page), "admin-coach")
        let added = fixture.admin.post(
            "\(page)/availability", form: [("weekday", "3"), ("from", "09:00"), ("to", "10:30")], csrfFrom: page)
        fixture.expect(added, "admin-coach-added")
        let refused = fixture.admin.post(
            "\(page)/availability", form: [("weekday", "3"), ("from", "25:00"), ("to", "10:30")], csrfFrom: page)
        fixture.expect(refused, "admin-coach-refused", status: refused.status)
        #expect(refused.status != .seeOther)
    }

    @Test func theReportsOfIssues() throws {
        let fixture = try Fixture()
        fixture.expect(fixture.admin.get("/admin/reports"), "admin-reports-empty")
        let sarah = fixture.app.client()
        sarah.signIn("sarah@quranflow.test")
        #expect(
            sarah.post("/report", form: [("from", "/today"), ("text", "The play button hides")], csrfFrom: "/report").status == .seeOther)
        // A minute apart, so the newest-first order does not fall to the generated ids.
        try fixture.app.env.database.write { db in _ = try db.execute("UPDATE issue_reports SET created_at = created_at - 60000", []) }
        #expect(sarah.post("/report", form: [("from", "/learn"), ("text", "A second one")], csrfFrom: "/report").status == .seeOther)
        fixture.expect(fixture.admin.get("/admin/reports"), "admin-reports-open")
        let first = try #require(try reportIDs(fixture).first)
        #expect(fixture.admin.post("/admin/reports/\(first)/done", form: [], csrfFrom: "/admin/reports").status == .seeOther)
        fixture.expect(fixture.admin.get("/admin/reports?status=done"), "admin-reports-done")
    }

    func reportIDs(_ fixture: Fixture) throws -> [String] {
        let data = Data(fixture.admin.get("/api/admin/reports").text.utf8)
        let list = try #require(try JSONSerialization.jsonObject(with: data) as? [[String: Any]])
        return list.compactMap { $0["id"] as? String }
    }

    @Test func theInsightReports() throws {
        let fixture = try Fixture()
        fixture.expect(fixture.admin.get("/admin/insights/sla"), "admin-insights-sla")
        fixture.expect(fixture.admin.get("/admin/insights/attendance"), "admin-insights-attendance")
        fixture.expect(fixture.admin.get("/admin/insights/hours"), "admin-insights-hours")
        fixture.expect(fixture.admin.get("/admin/insights/hours?from=2026-10-01&to=2026-10-27"), "admin-insights-hours-range")
    }
}
