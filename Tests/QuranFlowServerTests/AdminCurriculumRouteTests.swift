import Foundation
import HTTPServer
import Identifiers
import QuranFlowCore
import QuranFlowPersistence
import QuranFlowServer
import Testing

/// Levels, cohorts, terms and lessons through the admin's pages and JSON (issue 20), on the demo world at Tuesday
/// 27 October 2026, Week 8 of Fall 2026 (started; Week 7 has submissions).
@Suite struct AdminCurriculumRouteTests {
    static func fall(_ app: TestApp) throws -> Term {
        try #require(try ProgrammeStore(database: app.env.database).terms().first { $0.name == "Fall 2026" && $0.level.number == 2 })
    }

    static func admin(_ app: TestApp) -> TestClient {
        let client = app.client()
        client.signIn("admin@quranflow.test")
        return client
    }

    static func token(_ app: TestApp, _ email: String) throws -> String {
        try #require(
            app.client().postJSON("/api/session", #"{"email":"\#(email)","password":"quranflow-demo"}"#).json?["token"] as? String)
    }

    static func json(_ client: TestClient, _ method: HTTPMethod, _ path: String, _ body: String, bearer: String) -> Response {
        client.send(
            method, path, body: Array(body.utf8), headers: [("Content-Type", "application/json"), ("Authorization", "Bearer \(bearer)")])
    }

    static let springForm: [(String, String)] = [
        ("name", "Spring 2027"), ("level", "2"), ("firstMonday", "2027-01-11"), ("part1Title", "Foundations"), ("part1First", "1"),
        ("part1Last", "3"), ("part2Title", "Tajweed rules"), ("part2First", "4"), ("part2Last", "9"),
        ("part3Title", "Application & review"),
        ("part3First", "10"), ("part3Last", "15"), ("outcome", "Read Al-Mulk with steady tajweed"), ("revokeWindow", "7"),
        ("enrolmentOpens", "2026-12-14"), ("priceOnce", "149"), ("priceMonthly", "55"), ("priceMonths", "3"),
    ]

    static func replacing(_ form: [(String, String)], _ name: String, with value: String) -> [(String, String)] {
        form.map { $0.0 == name ? (name, value) : $0 }
    }

    @Test func coachesAndStudentsGet403OnEveryCurriculumRoute() throws {
        let app = try TestApp()
        let term = try Self.fall(app)
        let cohort = try #require(try ProgrammeStore(database: app.env.database).cohorts().first)
        for email in ["sarah@quranflow.test", "amina@quranflow.test"] {
            let client = app.client()
            client.signIn(email)
            for path in [
                "/admin/curriculum", "/admin/terms/\(term.id.rawValue)", "/admin/terms/\(term.id.rawValue)/weeks/8",
                "/api/admin/curriculum",
                "/api/admin/terms/\(term.id.rawValue)",
            ] {
                #expect(client.get(path).status == .forbidden, "\(email) GET \(path)")
            }
            for path in [
                "/admin/levels", "/admin/levels/2", "/admin/cohorts", "/admin/cohorts/\(cohort.id.rawValue)", "/admin/terms",
                "/admin/terms/\(term.id.rawValue)", "/admin/terms/\(term.id.rawValue)/weeks/8",
            ] {
                #expect(client.post(path, form: [("name", "x")], csrfFrom: "/today").status == .forbidden, "\(email) POST \(path)")
            }
            let bearer = try Self.token(app, email)
            #expect(Self.json(client, .post, "/api/admin/levels", #"{"number":4,"name":"x"}"#, bearer: bearer).status == .forbidden)
            #expect(Self.json(client, .put, "/api/admin/terms/\(term.id.rawValue)/weeks/8", "{}", bearer: bearer).status == .forbidden)
        }
        #expect(try ProgrammeStore(database: app.env.database).levels().count == 3)
    }

    @Test func anAdminCreatesALevelATermACohortAndALessonFromThePages() throws {
        let app = try TestApp()
        let client = Self.admin(app)
        let page = client.get("/admin/curriculum")
        #expect(page.status == .ok)
        #expect(page.text.contains("Level II · Reading with fluency"))
        #expect(page.text.contains("Fall 2026"))
        // Each term's cohort copy on the admin's clock (Toronto): Level II's circle is Tuesdays 2 PM, Level I's Wednesdays 11 AM.
        #expect(page.text.contains("<td>Tuesday 2 PM local</td>"))
        #expect(page.text.contains("<td>Wednesday 11 AM local</td>"))
        #expect(page.text.contains("No reading circle yet"))  // Spring 2027 is announced, without sessions
        #expect(client.get("/admin").text.contains("/admin/curriculum"))

        #expect(
            client.post("/admin/levels", form: [("number", "4"), ("name", "Memorising  with  meaning")], csrfFrom: "/admin/curriculum")
                .status == .seeOther)
        #expect(
            client.post("/admin/levels/4", form: [("name", "Memorising with meaning")], csrfFrom: "/admin/curriculum").status == .seeOther)
        let store = ProgrammeStore(database: app.env.database)
        #expect(try store.levels().last?.titleWithName == "Level IV · Memorising with meaning")

        let created = client.post("/admin/terms", form: Self.springForm, csrfFrom: "/admin/curriculum")
        #expect(created.status == .seeOther)
        let spring = try #require(try store.terms().first { $0.name == "Spring 2027" && $0.level.number == 2 })
        #expect(created.headers["Location"] == "/admin/terms/\(spring.id.rawValue)?saved=1")
        let offer = try #require(try BillingStore(database: app.env.database).offer(for: spring.id))
        #expect(offer.pricesText == "$149 once or $55/mo three months")
        #expect(try store.revokeWindowMinutes(ofTerm: spring.id) == 7)

        #expect(
            client.post("/admin/cohorts", form: [("term", spring.id.rawValue), ("name", "")], csrfFrom: "/admin/curriculum").status
                == .seeOther)
        let cohort = try #require(try store.cohorts().first { $0.termID == spring.id })
        #expect(cohort.name == "Spring 2027 · Level II")
        #expect(
            client.post("/admin/cohorts/\(cohort.id.rawValue)", form: [("name", "Level II - Spring 2027")], csrfFrom: "/admin/curriculum")
                .status == .seeOther)
        #expect(try store.cohorts().first { $0.id == cohort.id }?.name == "Level II · Spring 2027")

        let termPage = client.get("/admin/terms/\(spring.id.rawValue)")
        #expect(termPage.status == .ok)
        #expect(
            termPage.text.contains("By April 25, you&#39;ll read Al-Mulk with steady tajweed.")
                || termPage.text.contains("By April 25, you'll read Al-Mulk with steady tajweed."))
        #expect(termPage.text.contains("Write Week 8&#39;s lesson") || termPage.text.contains("Write Week 8's lesson"))

        let lessonPath = "/admin/terms/\(spring.id.rawValue)/weeks/8"
        let saved = client.post(
            lessonPath,
            form: [
                ("title", "Idghām with ghunnah"), ("summary", "How the nūn merges into ي ن م و with ghunnah."), ("minutes", "12"),
                ("surah", "67"),
                ("firstAyah", "1"), ("lastAyah", "3"), ("focalAyah", "1"),
            ], csrfFrom: lessonPath)
        #expect(saved.status == .seeOther)
        let lesson = try #require(try store.lessons(ofTerm: spring.id).first { $0.week == 8 })
        #expect(lesson.assignment.description == "67:1–3")
        #expect(lesson.partNumber == 2)
        let lessonPage = client.get(lessonPath)
        #expect(lessonPage.text.contains("verse-arabic"))
        #expect(lessonPage.text.contains("AL-MULK"))
        #expect(lessonPage.text.contains("67 · Al-Mulk (30 āyāt)"))
        let preview = client.get(lessonPath + "?surah=112&firstAyah=1&lastAyah=4&focalAyah=1")
        #expect(preview.status == .ok)
        #expect(preview.text.contains("Preview only: not saved."))
        #expect(preview.text.contains("AL-IKHL"))
    }

    @Test func eachTermRuleIsRefusedOverHTTPNamingItsField() throws {
        let app = try TestApp()
        let client = Self.admin(app)
        let fall = try Self.fall(app)
        let from = "/admin/curriculum"
        func post(_ form: [(String, String)]) -> Response { client.post("/admin/terms", form: form, csrfFrom: from) }
        let sunday = post(Self.replacing(Self.springForm, "firstMonday", with: "2027-01-10"))
        #expect(sunday.status == .unprocessableEntity)
        #expect(sunday.text.contains("A term starts on a Monday; 2027-01-10 is a Sunday."))
        #expect(sunday.text.contains("id=\"firstMonday-error\""))
        #expect(sunday.text.contains("Spring 2027"))  // the typed values come back
        #expect(post(Self.replacing(Self.springForm, "name", with: "")).status == .unprocessableEntity)
        for (minutes, status) in [("4", HTTPStatus.unprocessableEntity), ("11", .unprocessableEntity)] {
            let refused = post(Self.replacing(Self.springForm, "revokeWindow", with: minutes))
            #expect(refused.status == status)
            #expect(refused.text.contains("id=\"revokeWindow-error\""))
        }
        let gap = post(Self.replacing(Self.springForm, "part2Last", with: "8"))
        #expect(gap.status == .unprocessableEntity)
        #expect(gap.text.contains("id=\"parts-error\""))
        // Overlapping Fall 2026 (7 Sept – 20 Dec) by its last week: 409.
        let overlap = post(Self.replacing(Self.replacing(Self.springForm, "firstMonday", with: "2026-12-14"), "enrolmentOpens", with: ""))
        #expect(overlap.status == .conflict)
        #expect(overlap.text.contains("overlap Fall 2026"))
        #expect(post(Self.replacing(Self.springForm, "firstMonday", with: "2026-12-21")).status == .seeOther)
        let late = post(
            Self.replacing(Self.replacing(Self.springForm, "firstMonday", with: "2027-05-03"), "enrolmentOpens", with: "2027-05-04"))
        #expect(late.status == .unprocessableEntity)
        #expect(late.text.contains("id=\"enrolmentOpens-error\""))

        // Fall 2026 has started (it is Week 8): its first day is fixed, its name is not.
        let termPage = "/admin/terms/\(fall.id.rawValue)"
        var fallForm = Self.replacing(Self.springForm, "name", with: "Fall 2026")
        fallForm = Self.replacing(fallForm, "firstMonday", with: "2026-09-14")
        fallForm = Self.replacing(fallForm, "enrolmentOpens", with: "")
        let moved = client.post(termPage, form: fallForm, csrfFrom: termPage)
        #expect(moved.status == .conflict)
        #expect(moved.text.contains("Fall 2026 began on 2026-09-07, so its first day can no longer change."))
        let renamed = client.post(
            termPage, form: Self.replacing(Self.replacing(fallForm, "firstMonday", with: "2026-09-07"), "name", with: "Fall 2026 term"),
            csrfFrom: termPage)
        #expect(renamed.status == .seeOther)
        #expect(try ProgrammeStore(database: app.env.database).term(id: fall.id)?.name == "Fall 2026 term")
        #expect(try ProgrammeStore(database: app.env.database).term(id: fall.id)?.firstMonday.description == "2026-09-07")
        #expect(client.post("/admin/levels", form: [("number", "2"), ("name", "Again")], csrfFrom: from).status == .conflict)
        #expect(client.post("/admin/levels", form: [("number", "0"), ("name", "Zero")], csrfFrom: from).status == .unprocessableEntity)
        #expect(client.get("/admin/terms/no-such-term").status == .notFound)
        #expect(client.get("/admin/terms/\(fall.id.rawValue)/weeks/16").status == .notFound)
    }

    @Test func eachLessonRuleIsRefusedOverHTTPAndASubmittedWeeksPassageIsLocked() throws {
        let app = try TestApp()
        let client = Self.admin(app)
        let fall = try Self.fall(app)
        let week7 = try #require(try ProgrammeStore(database: app.env.database).lessons(ofTerm: fall.id).first { $0.week == 7 })
        let path = "/admin/terms/\(fall.id.rawValue)/weeks/7"
        #expect(client.get(path).text.contains("passage is locked"))
        func form(
            surah: String = "67", first: String = "1", last: String = "1", focal: String = "1", title: String = "Idghām without ghunnah"
        )
            -> [(String, String)]
        {
            [
                ("title", title), ("summary", "Before lām and rāʾ the nūn merges with no ghunnah."), ("minutes", "11"), ("surah", surah),
                ("firstAyah", first), ("lastAyah", last), ("focalAyah", focal),
            ]
        }
        for (fields, field) in [
            (form(first: "0"), "firstAyah"), (form(last: "31"), "lastAyah"), (form(surah: "115"), "surah"), (form(focal: "2"), "focalAyah"),
            (form(title: " "), "title"),
        ] {
            let refused = client.post(path, form: fields, csrfFrom: path)
            #expect(refused.status == .unprocessableEntity, "\(field)")
            #expect(refused.text.contains("id=\"\(field)-error\""), "\(field)")
        }
        // Week 7 has submissions: a new passage is refused, a new title is not.
        let locked = client.post(path, form: form(first: "1", last: "2"), csrfFrom: path)
        #expect(locked.status == .conflict)
        #expect(locked.text.contains("so its passage is locked"))
        #expect(client.post(path, form: form(title: "Idghām without ghunnah, again"), csrfFrom: path).status == .seeOther)
        let after = try #require(try ProgrammeStore(database: app.env.database).lessons(ofTerm: fall.id).first { $0.week == 7 })
        #expect(after.title == "Idghām without ghunnah, again")
        #expect(after.assignment == week7.assignment)
        #expect(after.videoCount == week7.videoCount)
        #expect(after.levelClassTitle == week7.levelClassTitle)
        // The last āyah of Al-Mulk (30) is accepted in a week without submissions.
        let week14 = "/admin/terms/\(fall.id.rawValue)/weeks/14"
        #expect(client.post(week14, form: form(first: "19", last: "30", focal: "30"), csrfFrom: week14).status == .seeOther)
    }

    @Test func theJSONTwinsCreateReadAndRefuseWithTheField() throws {
        let app = try TestApp()
        let client = app.client()
        let bearer = try Self.token(app, "admin@quranflow.test")
        let level = Self.json(client, .post, "/api/admin/levels", #"{"number":4,"name":"Memorising with meaning"}"#, bearer: bearer)
        #expect(level.status == .created)
        #expect(level.json?["title"] as? String == "Level IV · Memorising with meaning")
        #expect(Self.json(client, .post, "/api/admin/levels", #"{"number":4,"name":"Again"}"#, bearer: bearer).status == .conflict)
        #expect(Self.json(client, .put, "/api/admin/levels/4", #"{"name":"Memorising"}"#, bearer: bearer).status == .ok)
        let body = #"{"name":"Spring 2027","level":2,"firstMonday":"2027-01-11","outcome":"read Al-Mulk","revokeWindow":"5"}"#
        let term = Self.json(client, .post, "/api/admin/terms", body, bearer: bearer)
        #expect(term.status == .created)
        #expect(term.json?["closingSentence"] as? String == "By April 25, you'll read Al-Mulk.")
        let id = try #require(term.json?["id"] as? String)
        let sunday = Self.json(
            client, .post, "/api/admin/terms", body.replacingOccurrences(of: "2027-01-11", with: "2027-05-02"), bearer: bearer)
        #expect(sunday.status == .unprocessableEntity)
        #expect((sunday.json?["error"] as? [String: Any])?["field"] as? String == "firstMonday")
        let overlap = Self.json(
            client, .post, "/api/admin/terms", body.replacingOccurrences(of: "2027-01-11", with: "2027-04-19"), bearer: bearer)
        #expect(overlap.status == .conflict)
        #expect((overlap.json?["error"] as? [String: Any])?["field"] as? String == "firstMonday")
        let lesson = Self.json(
            client, .put, "/api/admin/terms/\(id)/weeks/1",
            #"{"title":"Makhārij","summary":"Where each letter is born.","minutes":14,"surah":1,"firstAyah":1,"lastAyah":7}"#,
            bearer: bearer)
        #expect(lesson.status == .ok)
        #expect(lesson.json?["assignment"] as? String == "1:1–7")
        #expect(lesson.json?["focalAyah"] as? String == "1:1")
        let bad = Self.json(
            client, .put, "/api/admin/terms/\(id)/weeks/1",
            #"{"title":"Makhārij","summary":"Where each letter is born.","minutes":14,"surah":1,"firstAyah":1,"lastAyah":8}"#,
            bearer: bearer)
        #expect(bad.status == .unprocessableEntity)
        #expect((bad.json?["error"] as? [String: Any])?["field"] as? String == "lastAyah")
        let read = client.send(.get, "/api/admin/terms/\(id)", headers: [("Authorization", "Bearer \(bearer)")])
        #expect(read.status == .ok)
        #expect((read.json?["lessons"] as? [Any])?.count == 1)
        let all = client.send(.get, "/api/admin/curriculum", headers: [("Authorization", "Bearer \(bearer)")])
        #expect(all.status == .ok)
        #expect(all.text.contains("Spring 2027"))
        let cohort = Self.json(client, .post, "/api/admin/cohorts", #"{"term":"\#(id)"}"#, bearer: bearer)
        #expect(cohort.status == .created)
        #expect(cohort.json?["name"] as? String == "Spring 2027 · Level II")
    }
}
