import Accounts
import Calendar
import Foundation
import HTTPServer
import Identifiers
import QuranFlowCore
import QuranFlowPersistence
import QuranFlowServer
import Testing

/// The programme admin's live sessions: rules and single meetings, checked through the students' own routes.
@Suite struct AdminSessionRouteTests {
    static func times(_ client: TestClient, day: String? = nil) -> [String] {
        let json = client.get("/api/screens/sessions" + (day.map { "?day=\($0)" } ?? "")).json
        return SessionRouteTests.rows(json).compactMap { SessionRouteTests.session($0)["time"] as? String }
    }

    static func titles(_ client: TestClient, day: String) -> [String] {
        SessionRouteTests.rows(client.get("/api/screens/sessions?day=\(day)").json).compactMap {
            SessionRouteTests.session($0)["title"] as? String
        }
    }

    /// The demo's Tuesday 2:00 PM QRC.
    static func qrc(_ app: TestApp) throws -> LiveSession {
        let store = ProgrammeStore(database: app.env.database)
        let fall = try #require(try store.terms().first { $0.name == "Fall 2026" && $0.level.number == 2 })
        return try #require(try store.liveSessions(ofTerm: fall.id).first { $0.kind == .qrc })
    }

    static func admin(_ app: TestApp) -> TestClient {
        let client = app.client()
        client.signIn("admin@quranflow.test")
        return client
    }

    @Test("A new programme without a term: Live sessions says to create one (200, linking Levels & terms), not a 404")
    func noTermYet() throws {
        let app = try TestApp(demo: false)
        let toronto = try #require(app.env.cities.search("Toronto", limit: 1).first).id
        _ = try AccountRequests.create(
            NewAccount(
                email: "head@newcomer.test", name: "Head", role: .admin, studentYear: nil, cityID: toronto, password: "quranflow-demo"),
            in: app.env.store, now: app.env.now)
        let client = app.client()
        client.signIn("head@newcomer.test")
        let page = client.get("/admin/sessions")
        #expect(page.status == .ok)
        #expect(page.text.contains("there is none yet") && page.text.contains("href=\"/admin/curriculum\""))
        #expect(client.get("/api/admin/sessions").status == .notFound)
    }

    static func ruleForm(
        term: String?, teacher: String, kind: String = "qrc", weekday: String = "3", time: String = "16:00", duration: String = "45",
        title: String = "Wednesday tajwīd clinic", link: String = "https://zoom.us/j/777"
    ) -> [(String, String)] {
        (term.map { [("term", $0)] } ?? []) + [
            ("kind", kind), ("teacher", teacher), ("weekday", weekday), ("time", time), ("duration", duration), ("title", title),
            ("covered", "Questions on idghām"), ("link", link),
        ]
    }

    @Test func coachesAndStudentsGet403OnEveryAdminSessionAndInsightRoute() throws {
        let app = try TestApp()
        let id = try Self.qrc(app).id.rawValue
        let pages = [
            "/admin/sessions", "/admin/sessions/\(id)", "/api/admin/sessions", "/admin/insights/sla", "/admin/insights/sla.csv",
            "/admin/insights/attendance", "/admin/insights/attendance.csv", "/admin/insights/attendance-by-student.csv",
            "/admin/insights/hours", "/admin/insights/hours.csv",
        ]
        let posts = [
            "/admin/sessions", "/admin/sessions/\(id)", "/admin/sessions/\(id)/extra", "/admin/sessions/\(id)/cancel",
            "/admin/sessions/\(id)/remove",
        ]
        for email in ["sarah@quranflow.test", "amina@quranflow.test"] {
            let client = app.client()
            client.signIn(email)
            for page in pages { #expect(client.get(page).status == .forbidden, "\(email) \(page)") }
            for post in posts { #expect(client.post(post, form: [("date", "2026-11-03")], csrfFrom: "/account").status == .forbidden) }
        }
        let admin = Self.admin(app)
        for page in pages { #expect(admin.get(page).status == .ok, "\(page)") }
        #expect(try Self.qrc(app).changes.cancelledDates.isEmpty)
    }

    @Test func aNewWeeklyRuleShowsOnTheStudentsSessionsAndIsAudited() throws {
        let app = try TestApp()
        let admin = Self.admin(app)
        let radwa = try #require(try app.env.accounts.account(email: "radwa@quranflow.test"))
        let qrc = try Self.qrc(app)
        let term = try #require(try ProgrammeStore(database: app.env.database).groupSession(id: qrc.id)).term
        let sarah = app.client()
        sarah.signIn("sarah@quranflow.test")
        #expect(!Self.titles(sarah, day: "2026-10-28").contains("Wednesday tajwīd clinic"))
        let created = admin.post(
            "/admin/sessions", form: Self.ruleForm(term: term.rawValue, teacher: radwa.id.rawValue), csrfFrom: "/admin/sessions")
        #expect(created.status == .seeOther)
        #expect(Self.titles(sarah, day: "2026-10-28").contains("Wednesday tajwīd clinic"))
        let list = admin.get("/admin/sessions?term=\(term.rawValue)")
        #expect(list.text.contains("Wednesday tajwīd clinic"))
        let json = try #require(
            try JSONSerialization.jsonObject(with: Data(admin.get("/api/admin/sessions?term=\(term.rawValue)").text.utf8))
                as? [[String: Any]])
        let made = try #require(json.first { $0["title"] as? String == "Wednesday tajwīd clinic" })
        #expect(made["startTime"] as? String == "16:00" && made["zone"] as? String == "America/Toronto")
        let page = admin.get("/admin/sessions/\(try #require(made["id"] as? String))")
        #expect(page.text.contains("Created QRC"))
        #expect(page.text.contains("Programme Admin"))
    }

    @Test func badRuleValuesAre422NamingTheFieldAndChangeNothing() throws {
        let app = try TestApp()
        let admin = Self.admin(app)
        let radwa = try #require(try app.env.accounts.account(email: "radwa@quranflow.test")).id.rawValue
        let qrc = try Self.qrc(app)
        let term = try #require(try ProgrammeStore(database: app.env.database).groupSession(id: qrc.id)).term.rawValue
        let before = try ProgrammeStore(database: app.env.database).allLiveSessions(ofTerm: ID(term)).count
        let cases: [([(String, String)], String)] = [
            (Self.ruleForm(term: term, teacher: "nobody"), "teacher-error"),
            (Self.ruleForm(term: term, teacher: radwa, time: "25:00"), "time-error"),
            (Self.ruleForm(term: term, teacher: radwa, duration: "5"), "duration-error"),
            (Self.ruleForm(term: term, teacher: radwa, link: "http://zoom.us/j/1"), "link-error"),
            (Self.ruleForm(term: term, teacher: radwa, title: ""), "title-error"),
            (Self.ruleForm(term: term, teacher: radwa, kind: "oneToOne"), "kind-error"),
            (Self.ruleForm(term: term, teacher: radwa, weekday: "9"), "weekday-error"),
        ]
        for (form, field) in cases {
            let response = admin.post("/admin/sessions", form: form, csrfFrom: "/admin/sessions")
            #expect(response.status == .unprocessableEntity, "\(field)")
            #expect(response.text.contains("id=\"\(field)\""), "\(field)")
        }
        #expect(
            admin.post("/admin/sessions", form: Self.ruleForm(term: "no-such-term", teacher: radwa), csrfFrom: "/admin/sessions").status
                == .unprocessableEntity)
        #expect(try ProgrammeStore(database: app.env.database).allLiveSessions(ofTerm: ID(term)).count == before)
        #expect(admin.get("/admin/sessions/no-such-session").status == .notFound)
        #expect(
            admin.post("/admin/sessions/no-such-session/cancel", form: [("date", "2026-11-03")], csrfFrom: "/admin/sessions").status
                == .notFound)
    }

    @Test func cancellingTodaysCircleRemovesItFromSarahsSessionsAndTheHistoryNamesIt() throws {
        let app = try TestApp()
        let admin = Self.admin(app)
        let sarah = app.client()
        sarah.signIn("sarah@quranflow.test")
        #expect(Self.times(sarah) == ["9:20 AM", "2:00 PM", "7:00 PM"])
        let qrc = try Self.qrc(app)
        let page = "/admin/sessions/\(qrc.id.rawValue)"
        #expect(admin.get(page).text.contains("Cancel this meeting"))
        let cancelled = admin.post("\(page)/cancel", form: [("date", "2026-10-27")], csrfFrom: page)
        #expect(cancelled.status == .seeOther)
        #expect(Self.times(sarah) == ["9:20 AM", "7:00 PM"])
        #expect(Self.times(sarah, day: "2026-11-03").contains("2:00 PM"))
        #expect(admin.get(page).text.contains("Cancelled the meeting of 2026-10-27"))
        // Again, a held meeting, a wrong weekday: 422 naming the date.
        for date in ["2026-10-27", "2026-10-20", "2026-10-28", "nonsense"] {
            let again = admin.post("\(page)/cancel", form: [("date", date)], csrfFrom: page)
            #expect(again.status == .unprocessableEntity, "\(date)")
        }
    }

    @Test func anExtraMeetingAndAnEditShowOnSarahsSessions() throws {
        let app = try TestApp()
        let admin = Self.admin(app)
        let sarah = app.client()
        sarah.signIn("sarah@quranflow.test")
        let qrc = try Self.qrc(app)
        let page = "/admin/sessions/\(qrc.id.rawValue)"
        let extra = admin.post("\(page)/extra", form: [("date", "2026-10-29"), ("time", "18:00")], csrfFrom: page)
        #expect(extra.status == .seeOther)
        #expect(Self.times(sarah, day: "2026-10-29").contains("6:00 PM"))
        #expect(
            admin.post("\(page)/extra", form: [("date", "2026-10-29"), ("time", "19:00")], csrfFrom: page).status == .unprocessableEntity)
        #expect(
            admin.post("\(page)/extra", form: [("date", "2026-10-20"), ("time", "19:00")], csrfFrom: page).status == .unprocessableEntity)
        var form = Self.ruleForm(
            term: nil, teacher: qrc.teacherID.rawValue, kind: "qrc", weekday: "2", time: "15:30", duration: "60", title: qrc.title,
            link: qrc.meetingLink)
        let edited = admin.post(page, form: form, csrfFrom: page)
        #expect(edited.status == .seeOther)
        #expect(Self.times(sarah) == ["9:20 AM", "3:30 PM", "7:00 PM"])
        #expect(admin.get(page).text.contains("time 14:00 → 15:30"))
        form = form.map { $0.0 == "link" ? ("link", "ftp://x") : $0 }
        let bad = admin.post(page, form: form, csrfFrom: page)
        #expect(bad.status == .unprocessableEntity && bad.text.contains("id=\"link-error\""))
    }

    @Test func removingARuleEndsItButKeepsHeldMeetingsInAttendance() throws {
        let app = try TestApp()
        let admin = Self.admin(app)
        let sarah = app.client()
        sarah.signIn("sarah@quranflow.test")
        let qrc = try Self.qrc(app)
        let page = "/admin/sessions/\(qrc.id.rawValue)"
        let heldBefore = admin.get("/admin/insights/attendance.csv").text.components(separatedBy: qrc.title).count
        #expect(admin.post("\(page)/remove", form: [], csrfFrom: page).status == .seeOther)
        #expect(Self.times(sarah) == ["9:20 AM", "7:00 PM"])
        #expect(!Self.times(sarah, day: "2026-11-03").contains("2:00 PM"))
        #expect(admin.get("/admin/insights/attendance.csv").text.components(separatedBy: qrc.title).count == heldBefore)
        #expect(admin.get(page).text.contains("Removed: no meeting from now on"))
        // The ended session's page has no forms left; the token of the list page serves.
        #expect(admin.post("\(page)/remove", form: [], csrfFrom: "/admin/sessions").status == .unprocessableEntity)
        #expect(admin.post("\(page)/cancel", form: [("date", "2026-11-03")], csrfFrom: "/admin/sessions").status == .unprocessableEntity)
    }
}
