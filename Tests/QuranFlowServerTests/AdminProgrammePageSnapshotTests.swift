import Accounts
import Calendar
import Foundation
import HTTPServer
import HTTPTestSupport
import Media
import QuranFlowCore
import QuranFlowPersistence
import Testing

/// The programme admin's curriculum, lesson-video and live-session pages, whole, at the fixture instant (Tuesday of
/// Week 8, 1:48 PM Toronto) as the demo admin: each page in its plain state and in a refused or noticed one, compared
/// with its golden file (`__Snapshots__/admin-…html`) so moving a page to its screen model and view changes no byte.
@Suite struct AdminProgrammePageSnapshotTests {
    static let instant = "2026-10-27T13:48:00-04:00"

    let app: TestApp
    let admin: TestClient
    let fall: Term
    let qrc: LiveSession

    init() throws {
        app = try TestApp(now: try #require(ISO8601.parse(Self.instant)))
        admin = app.client()
        admin.signIn("admin@quranflow.test")
        fall = try AdminCurriculumRouteTests.fall(app)
        qrc = try AdminSessionRouteTests.qrc(app)
    }

    /// Gets or posts, expects `status`, and compares the page with `admin-<name>.html`.
    func check(_ response: Response, _ name: String, status: HTTPStatus = .ok) {
        #expect(response.status == status, "\(name): \(response.status)")
        let problem = Snapshot.checkHTML(response.text, named: "admin-" + name, in: #filePath)
        #expect(problem == nil, "\(problem ?? "")")
    }

    var termPath: String { "/admin/terms/\(fall.id.rawValue)" }

    @Test func levelsAndTerms() {
        check(admin.get("/admin/curriculum"), "curriculum")
        check(admin.get("/admin/curriculum?saved=true"), "curriculum-saved")
        check(
            admin.post("/admin/levels", form: [("number", "abc"), ("name", "Fluency")], csrfFrom: "/admin/curriculum"),
            "curriculum-refused-level", status: .unprocessableEntity)
        check(
            admin.post(
                "/admin/terms", form: AdminCurriculumRouteTests.replacing(AdminCurriculumRouteTests.springForm, "outcome", with: ""),
                csrfFrom: "/admin/curriculum"),
            "curriculum-refused-term", status: .unprocessableEntity)
    }

    @Test func aTerm() {
        check(admin.get(termPath), "term")
        check(admin.get(termPath + "?saved=true"), "term-saved")
        check(
            admin.post(
                termPath, form: AdminCurriculumRouteTests.replacing(AdminCurriculumRouteTests.springForm, "priceMonths", with: "99"),
                csrfFrom: termPath),
            "term-refused", status: .unprocessableEntity)
    }

    @Test func aWeeksLesson() {
        check(admin.get(termPath + "/weeks/7"), "lesson-week7")
        check(admin.get(termPath + "/weeks/12"), "lesson-week12")
        check(admin.get(termPath + "/weeks/12?surah=67&firstAyah=1&lastAyah=3&focalAyah=2"), "lesson-week12-preview")
        check(
            admin.post(
                termPath + "/weeks/12",
                form: [
                    ("title", "Al-Mulk"), ("summary", ""), ("minutes", "12"), ("surah", "67"), ("firstAyah", "1"), ("lastAyah", "99"),
                    ("focalAyah", "1"),
                ], csrfFrom: termPath + "/weeks/12"),
            "lesson-week12-refused", status: .unprocessableEntity)
    }

    @Test func lessonVideos() throws {
        check(admin.get("/admin/videos"), "videos")
        let week = termPath + "/weeks/3/videos"
        check(admin.get(week), "videos-week3-empty")
        let owner = MediaOwner.lesson(term: fall.id, week: 3)
        let media = MediaStore(database: app.env.database)
        try media.save(
            MediaRecord(
                id: "makharij-review", kind: .lessonVideo, owner: owner, position: 1, title: "Makhārij review", path: "v/1.mp4",
                contentType: "video/mp4", bytes: 10, durationMilliseconds: 65_400, peaks: nil, createdAt: app.env.now,
                transcript: "WEBVTT\n\n00:00.000 --> 00:02.000\nBismillah"))
        try media.save(
            MediaRecord(
                id: "untitled-second", kind: .lessonVideo, owner: owner, position: 2, path: "v/2.mp4", contentType: "video/mp4",
                bytes: 10, durationMilliseconds: 5_000, peaks: nil, createdAt: app.env.now))
        let admin = try #require(try app.env.accounts.account(email: "admin@quranflow.test")).id.rawValue
        _ = try MediaJobStore(database: app.env.database).create(
            kind: .lessonVideo, owner: owner, position: 3, title: "Qalqalah", sourcePath: "raw/q.mov", createdBy: admin,
            now: app.env.now)
        check(self.admin.get(week), "videos-week3")
    }

    @Test func liveSessions() throws {
        check(admin.get("/admin/sessions"), "sessions")
        check(admin.get("/admin/sessions?term=\(fall.id.rawValue)&created=true"), "sessions-created")
        check(
            admin.post(
                "/admin/sessions", form: AdminSessionRouteTests.ruleForm(term: fall.id.rawValue, teacher: "nobody"),
                csrfFrom: "/admin/sessions"),
            "sessions-refused", status: .unprocessableEntity)
    }

    @Test func liveSessionsWithoutATerm() throws {
        let app = try TestApp(now: try #require(ISO8601.parse(Self.instant)), demo: false)
        let toronto = try #require(app.env.cities.search("Toronto", limit: 1).first).id
        _ = try AccountRequests.create(
            NewAccount(
                email: "head@newcomer.test", name: "Head", role: .admin, studentYear: nil, cityID: toronto, password: "quranflow-demo"),
            in: app.env.store, now: app.env.now)
        let client = app.client()
        client.signIn("head@newcomer.test")
        check(client.get("/admin/sessions"), "sessions-without-terms")
    }

    @Test func aLiveSession() throws {
        let path = "/admin/sessions/\(qrc.id.rawValue)"
        check(admin.get(path), "session")
        #expect(admin.post(path + "/cancel", form: [("date", "2026-11-03")], csrfFrom: path).status == .seeOther)
        check(admin.get(path + "?saved=true"), "session-cancelled")
        check(
            admin.post(path + "/extra", form: [("date", "1999-01-01"), ("time", "10:00")], csrfFrom: path), "session-refused-extra",
            status: .unprocessableEntity)
    }

    /// Removed on a world of its own: two changes at the one pinned instant would list in the order of their random ids.
    @Test func aRemovedLiveSession() throws {
        let path = "/admin/sessions/\(qrc.id.rawValue)"
        #expect(admin.post(path + "/remove", form: [], csrfFrom: path).status == .seeOther)
        check(admin.get(path), "session-removed")
    }

    @Test func aSessionsRecordings() throws {
        let path = "/admin/sessions/\(qrc.id.rawValue)/recordings"
        check(admin.get(path), "recordings")
        let meetings = qrc.occurrences(from: app.env.now.addingTimeInterval(-21 * 24 * 3600), to: app.env.now).filter {
            $0.end <= app.env.now
        }
        let last = try #require(meetings.last).ownerDate
        let before = try #require(meetings.dropLast().last).ownerDate
        try MediaStore(database: app.env.database).save(
            MediaRecord(
                id: "qrc-recording", kind: .sessionRecording, owner: .session(qrc.id, on: before), title: qrc.title, path: "r/1.m4a",
                contentType: "audio/mp4", bytes: 10, durationMilliseconds: 3_725_000, peaks: nil, createdAt: app.env.now))
        let admin = try #require(try app.env.accounts.account(email: "admin@quranflow.test")).id.rawValue
        _ = try MediaJobStore(database: app.env.database).create(
            kind: .sessionRecording, owner: .session(qrc.id, on: last), position: 1, title: qrc.title, sourcePath: "raw/r.m4a",
            createdBy: admin, now: app.env.now)
        check(self.admin.get(path), "recordings-attached")
    }
}
