import Foundation
import HTTPServer
import QuranFlowCore
import Testing

@testable import QuranFlowPersistence
@testable import QuranFlowServer

/// Report an issue (SakReportIssue) through the whole pipeline on the demo world (SQLite, or PostgreSQL with
/// TEST_DATABASE=postgres): the context read from the route table, text and narrated reports, every refusal, the
/// admin's list, narration and status, and who may do what.
@Suite(.serialized) struct ReportRouteTests {
    /// A fresh app with a data directory (narrations are files), and the demo's people.
    final class Fixture: @unchecked Sendable {
        let directory: String
        let app: TestApp

        init() throws {
            directory = NSTemporaryDirectory() + "qf-report-\(UUID().uuidString)"
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            app = try TestApp(dataDirectory: directory)
            try app.env.database.write { db in _ = try db.execute("DELETE FROM jobs WHERE kind = 'demo.media'", []) }
        }

        deinit { try? FileManager.default.removeItem(atPath: directory) }

        func client(_ email: String?) -> TestClient {
            let client = app.client()
            if let email { client.signIn(email) }
            return client
        }

        /// The narrations kept on disk.
        var narrationFiles: [String] { (try? FileManager.default.contentsOfDirectory(atPath: directory + "/media/reports")) ?? [] }

        /// How many reports are stored.
        func count() throws -> Int {
            try app.env.database.read { db in try db.queryOne("SELECT COUNT(*) AS n FROM issue_reports", [])?.int("n") ?? 0 }
        }
    }

    /// The body as a JSON array of objects.
    static func array(_ response: Response) -> [[String: Any]]? {
        (try? JSONSerialization.jsonObject(with: Data(response.text.utf8))) as? [[String: Any]]
    }

    /// Posts a multipart report: `from`, `text`, and `audio` as the field `narration` declared as `type`.
    static func multipart(
        _ client: TestClient, to target: String = "/report", from: String, text: String, audio: [UInt8]?, type: String = "audio/webm",
        json: Bool = true
    ) -> Response {
        let token = client.csrfToken(in: client.get("/report?from=/today")) ?? ""
        let form = MultipartForm(
            fields: [("from", from), ("text", text)],
            file: audio.map { .init(field: "narration", name: "recording.webm", type: type, bytes: $0) })
        var headers = [("Content-Type", form.contentType), ("X-CSRF-Token", token)]
        if json { headers.append(("Accept", "application/json")) }
        return client.send(.post, target, body: form.body, headers: headers)
    }

    @Test func theSheetShowsTheContextOfTheScreenItWasOpenedFromAsTheRouteDeclaresIt() throws {
        let fixture = try Fixture()
        let sarah = fixture.client("sarah@quranflow.test")
        // Every page of a named screen ends with the control, for that screen.
        let today = sarah.get("/today").text
        #expect(today.contains("href=\"/report?from=%2Ftoday\""))
        #expect(today.contains("Report an issue") && today.contains("/static/js/report.js"))
        let sheet = try #require(sarah.get("/api/screens/report?from=%2Ftoday").json)
        #expect(sheet["screenID"] as? String == "SakReportIssue")
        #expect(sheet["eyebrow"] as? String == "Something's off?")
        #expect(sheet["title"] as? String == "Report an issue")
        #expect(sheet["contextNote"] as? String == "Screen, app version and account attach automatically")
        #expect(sheet["contextLabel"] as? String == "Today · \(AppVersion.current)")
        #expect(sheet["contextLabel"] as? String == "Today · 2.0.1")
        #expect(sheet["accountLabel"] as? String == "Sarah Ahmed · sarah@quranflow.test")
        let context = try #require(sheet["context"] as? [String: Any])
        #expect(context["specIdentifier"] as? String == "SakToday" && context["path"] as? String == "/today")
        // A drill screen with typed parameters: its name from its own declaration.
        let lesson = try #require(sarah.get("/api/screens/report?from=%2Flearn%2Fweek%2F8").json)
        #expect(lesson["contextLabel"] as? String == "Lesson · 2.0.1")
        #expect((lesson["context"] as? [String: Any])?["specIdentifier"] as? String == "SakLesson")
        // The page shows it as sent, and without `from` the person's first screen.
        let page = sarah.get("/report?from=/profile")
        #expect(page.status == .ok && page.text.contains("Profile · 2.0.1") && page.text.contains("data-recorder"))
        #expect(sarah.get("/api/screens/report").json?["contextLabel"] as? String == "Today · 2.0.1")
        // Not a screen of the app, not a path, a coach's screen parsed for what it is, an unparsable parameter: 400 naming `from`.
        for bad in ["/nowhere", "%2F%2Fevil.example", "/learn/week/eight", "/report", "/api/screens/today", "/static/app.css"] {
            let refused = sarah.get("/api/screens/report?from=" + bad)
            #expect(refused.status == .badRequest, "\(bad)")
            #expect((refused.json?["error"] as? [String: Any])?["field"] as? String == "from", "\(bad)")
        }
        // Profile's Support menu and the coach's You carry the row; the coach's queue ends with the control.
        #expect(sarah.get("/profile").text.contains("Support"))
        #expect((sarah.get("/api/screens/profile").json?["reportIssue"] as? [String: Any])?["href"] as? String == "/report?from=%2Fprofile")
        let amina = fixture.client("amina@quranflow.test")
        #expect(amina.get("/coach").text.contains("href=\"/report?from=%2Fcoach\""))
        #expect(amina.get("/api/screens/report?from=%2Fcoach").json?["contextLabel"] as? String == "Queue · 2.0.1")
        #expect((amina.get("/api/screens/coach/you").json?["reportIssue"] as? [String: Any])?["label"] as? String == "Report an issue")
        // Pages that are no screen (sign-in, the report page itself) have no control.
        #expect(!fixture.client(nil).get("/sign-in").text.contains("Report an issue"))
        #expect(!sarah.get("/report?from=/today").text.contains("data-report-open"))
    }

    @Test func aTextReportIsStoredWithItsContextAndTheReporterSeesACalmConfirmation() throws {
        let fixture = try Fixture()
        let sarah = fixture.client("sarah@quranflow.test")
        let sent = sarah.post(
            "/report", form: [("from", "/today"), ("text", "  Continue does nothing on Today.  ")], csrfFrom: "/report?from=/today")
        #expect(sent.status == .seeOther)
        let next = try #require(sent.headers["Location"])
        #expect(next == "/report/sent?from=%2Ftoday")
        let confirmation = sarah.get(next)
        #expect(
            confirmation.status == .ok && confirmation.text.contains("Thank you — it&#39;s with us")
                || confirmation.text.contains("Thank you"))
        #expect(confirmation.text.contains("Back to Today") && confirmation.text.contains("href=\"/today\""))
        let stored = try #require(try ReportStore(database: fixture.app.env.database).reports(status: .open).first)
        #expect(stored.text == "Continue does nothing on Today.")
        #expect(stored.context == ReportContext(screenName: "Today", specIdentifier: "SakToday", path: "/today", appVersion: "2.0.1"))
        #expect(stored.role == .student && stored.reporterEmail == "sarah@quranflow.test" && stored.reporterName == "Sarah Ahmed")
        #expect(stored.narration == nil && stored.status == .open && stored.createdAt == TestApp.demoNow)

        // A coach reports from their queue, as JSON.
        let amina = fixture.client("amina@quranflow.test")
        let created = Self.multipart(amina, to: "/api/reports", from: "/coach", text: "The queue is slow", audio: nil)
        #expect(created.status == .created, "\(created.text)")
        let json = try #require(created.json)
        #expect(json["contextLabel"] as? String == "Queue · 2.0.1")
        #expect((json["reporter"] as? [String: Any])?["role"] as? String == "coach")
        #expect(try fixture.count() == 2)
    }

    @Test func badInputIsRefusedNamingTheProblemAndStoresNothing() throws {
        let fixture = try Fixture()
        let sarah = fixture.client("sarah@quranflow.test")
        // Empty text and no narration: 422 naming the text, the page shown again.
        let empty = sarah.post("/report", form: [("from", "/today"), ("text", "   ")], csrfFrom: "/report?from=/today")
        #expect(empty.status == .unprocessableEntity)
        #expect(empty.text.contains("Say what happened — write it, or narrate it instead.") && empty.text.contains("Today · 2.0.1"))
        let emptyJSON = Self.multipart(sarah, to: "/api/reports", from: "/today", text: "", audio: nil)
        #expect(emptyJSON.status == .unprocessableEntity)
        #expect((emptyJSON.json?["error"] as? [String: Any])?["field"] as? String == "text")
        // Too long a text keeps what was written on the page.
        let long = String(repeating: "a", count: 4001)
        let tooLong = sarah.post("/report", form: [("from", "/today"), ("text", long)], csrfFrom: "/report?from=/today")
        #expect(tooLong.status == .unprocessableEntity && tooLong.text.contains(long))
        // No `from`, or a `from` that is no screen: 400 naming it.
        #expect(sarah.post("/report", form: [("text", "x")], csrfFrom: "/report?from=/today").status == .badRequest)
        let nowhere = Self.multipart(sarah, to: "/api/reports", from: "/nowhere", text: "x", audio: nil)
        #expect(nowhere.status == .badRequest && (nowhere.json?["error"] as? [String: Any])?["field"] as? String == "from")
        // Audio that is not audio: 415; declared audio that is not: 422 (a real decode); too large: 413.
        let notAudio = Self.multipart(sarah, from: "/today", text: "", audio: Array("hello".utf8), type: "text/plain")
        #expect(notAudio.status == .unsupportedMediaType, "\(notAudio.text)")
        #expect((notAudio.json?["error"] as? [String: Any])?["field"] as? String == "narration")
        let garbage = Self.multipart(sarah, from: "/today", text: "", audio: (0..<4000).map { UInt8(truncatingIfNeeded: $0 &* 37) })
        #expect(garbage.status == .unprocessableEntity || garbage.status == .unsupportedMediaType, "\(garbage.text)")
        let huge = Self.multipart(sarah, from: "/today", text: "", audio: [UInt8](repeating: 0x1A, count: AudioUpload.maxBytes + 1))
        #expect(huge.status == .payloadTooLarge, "\(huge.status)")
        // A form without its CSRF token is refused.
        #expect(sarah.post("/report", form: [("from", "/today"), ("text", "x")]).status == .forbidden)
        #expect(try fixture.count() == 0 && fixture.narrationFiles.isEmpty)
    }

    @Test func aNarrationIsMeasuredStoredAndPlayedOnlyToAdminsAndOverTwoMinutesRefused() throws {
        let fixture = try Fixture()
        let sarah = fixture.client("sarah@quranflow.test")
        let audio = try SubmissionUploadTests.webm(seconds: 3)
        let sent = Self.multipart(sarah, from: "/today", text: "", audio: audio, type: "audio/webm;codecs=opus")
        #expect(sent.status == .created, "\(sent.text)")
        #expect(sent.json?["next"] as? String == "/report/sent?from=%2Ftoday")
        let report = try #require(try ReportStore(database: fixture.app.env.database).reports(status: .open).first)
        let narration = try #require(report.narration)
        #expect(abs(narration.duration - 3) < 0.5 && report.text.isEmpty)
        #expect(fixture.narrationFiles.count == 1)

        // Too long: refused naming the limit, and nothing kept.
        let long = try SubmissionUploadTests.make(
            "long.webm", SubmissionUploadTests.tone(seconds: 125, codec: ["-c:a", "libopus", "-b:a", "6k"]) + ["-f", "webm"])
        let tooLong = Self.multipart(sarah, from: "/today", text: "also this", audio: long)
        #expect(tooLong.status == .unprocessableEntity)
        let refusal = try #require(tooLong.json?["error"] as? [String: Any])
        #expect(refusal["field"] as? String == "narration" && (refusal["message"] as? String)?.contains("2 minutes") == true, "\(refusal)")
        #expect(try fixture.count() == 1 && fixture.narrationFiles.count == 1)

        // The admin plays it (with Range); the student who sent it, a coach and a stranger cannot.
        let url = "/admin/reports/\(report.id)/narration"
        let admin = fixture.client("admin@quranflow.test")
        let played = admin.get(url)
        #expect(played.status == .ok && played.headers["Content-Type"] == "audio/mp4")
        let ranged = admin.send(.get, url, headers: [("Range", "bytes=0-99")])
        #expect(ranged.status == .partialContent && ranged.headers["Content-Range"]?.hasPrefix("bytes 0-99/") == true)
        #expect(sarah.get(url).status == .forbidden)
        #expect(fixture.client("amina@quranflow.test").get(url).status == .forbidden)
        #expect(fixture.client(nil).get(url).status == .seeOther)
        #expect(admin.get("/admin/reports/nosuchreport/narration").status == .notFound)
    }

    @Test func theAdminListsNewestFirstMarksDoneAndReopensAndNobodyElseCan() throws {
        let fixture = try Fixture()
        let sarah = fixture.client("sarah@quranflow.test")
        let amina = fixture.client("amina@quranflow.test")
        #expect(sarah.post("/report", form: [("from", "/today"), ("text", "First")], csrfFrom: "/report").status == .seeOther)
        try fixture.app.env.database.write { db in _ = try db.execute("UPDATE issue_reports SET created_at = created_at - 60000", []) }
        #expect(amina.post("/report", form: [("from", "/coach/schedule"), ("text", "Second")], csrfFrom: "/report").status == .seeOther)
        let admin = fixture.client("admin@quranflow.test")
        let list = try #require(Self.array(admin.get("/api/admin/reports")))
        #expect(list.map { $0["text"] as? String } == ["Second", "First"])
        #expect(list.first?["contextLabel"] as? String == "My schedule · 2.0.1")
        let page = admin.get("/admin/reports")
        #expect(page.status == .ok && page.text.contains("Open · 2") && page.text.contains("Done · 0"))
        #expect(
            page.text.range(of: "Second")?.lowerBound ?? page.text.endIndex < page.text.range(of: "First")?.lowerBound
                ?? page.text.startIndex)
        #expect(admin.get("/admin").text.contains("href=\"/admin/reports\""))

        let first = try #require(list.last?["id"] as? String)
        let done = admin.post("/admin/reports/\(first)/done", form: [], csrfFrom: "/admin/reports")
        #expect(done.status == .seeOther && done.headers["Location"] == "/admin/reports?status=open")
        #expect(Self.array(admin.get("/api/admin/reports"))?.count == 1)
        let doneList = try #require(Self.array(admin.get("/api/admin/reports?status=done")))
        #expect(doneList.first?["id"] as? String == first && doneList.first?["status"] as? String == "done")
        #expect(doneList.first?["doneBy"] as? String != nil && doneList.first?["doneAt"] as? String != nil)
        #expect(admin.get("/admin/reports?status=done").text.contains("Reopen"))
        #expect(admin.post("/admin/reports/\(first)/reopen", form: [], csrfFrom: "/admin/reports").status == .seeOther)
        #expect(Self.array(admin.get("/api/admin/reports"))?.count == 2)
        let reopened = admin.postJSON("/api/admin/reports/\(first)/status", "{\"status\": \"done\"}")
        #expect(reopened.status == .forbidden)  // a browser's JSON needs its token
        #expect(admin.get("/api/admin/reports?status=sideways").status == .badRequest)
        #expect(admin.post("/admin/reports/nosuchreport/done", form: [], csrfFrom: "/admin/reports").status == .notFound)

        // Students and coaches cannot list, read or change reports (403); signed out, the page asks to sign in (API: 401).
        for client in [sarah, amina] {
            #expect(client.get("/admin/reports").status == .forbidden)
            #expect(client.get("/api/admin/reports").status == .forbidden)
            #expect(client.post("/admin/reports/\(first)/done", form: [], csrfFrom: "/report").status == .forbidden)
        }
        let stranger = fixture.client(nil)
        #expect(stranger.get("/admin/reports").status == .seeOther)
        #expect(stranger.get("/api/admin/reports").status == .unauthorized)
        #expect(stranger.get("/report?from=/today").status == .seeOther)
        #expect(
            stranger.send(
                .post, "/api/reports", body: Array("from=%2Ftoday&text=x".utf8),
                headers: [
                    ("Content-Type", "application/x-www-form-urlencoded")
                ]
            ).status == .unauthorized)
        // An admin may send a report too (from a screen of the app).
        #expect(Self.multipart(admin, to: "/api/reports", from: "/today", text: "Seen on a student's Today", audio: nil).status == .created)
    }
}
