import Calendar
import Database
import Foundation
import HTTPServer
import Media
import Testing

@testable import QuranFlowDemo
@testable import QuranFlowJobs
@testable import QuranFlowPersistence
@testable import QuranFlowServer

/// Submitting recordings through the whole pipeline (SQLite, or PostgreSQL with TEST_DATABASE=postgres): real files made
/// by ffmpeg, decoded by the server; every refusal leaves no row and no file; two tabs at once never exceed the rules.
@Suite(.serialized) struct SubmissionUploadTests {
    /// A fresh app with a data directory, and Sarah signed in.
    final class Fixture: @unchecked Sendable {
        let directory: String
        let app: TestApp
        let sarah: TestClient
        /// Extra tabs of Sarah's (same cookies), for the race.
        var tabs: [TestClient] = []

        init(now: Date = TestApp.demoNow, mediaTools: (@Sendable () throws -> MediaToolbox)? = nil) throws {
            directory = NSTemporaryDirectory() + "qf-upload-\(UUID().uuidString)"
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            app = try TestApp(now: now, dataDirectory: directory, mediaTools: mediaTools)
            // The demo world's media job would make every demo file when jobs run; these tests make their own.
            try app.env.database.write { db in _ = try db.execute("DELETE FROM jobs WHERE kind = 'demo.media'", []) }
            sarah = app.client()
            sarah.signIn("sarah@quranflow.test")
            baseline = 0
            baseline = try stored().rows
        }

        /// Sarah's Week 8 rows before the test (her Year-1 term's Week 8 among them).
        private var baseline: Int

        deinit { try? FileManager.default.removeItem(atPath: directory) }

        /// Posts `bytes` as the multipart field `recording` declared as `type`, to week `week`'s JSON upload.
        func upload(_ bytes: [UInt8], type: String, week: Int = 8, client: TestClient? = nil) -> Response {
            let client = client ?? sarah
            let token = client.csrfToken(in: client.get("/profile")) ?? ""
            let form = MultipartForm(file: .init(field: "recording", name: "take", type: type, bytes: bytes))
            return client.send(
                .post, "/api/learn/week/\(week)/submissions", body: form.body,
                headers: [("Content-Type", form.contentType), ("X-CSRF-Token", token)])
        }

        /// Sarah's standing Week 8 submissions and recitation files on disk.
        func stored() throws -> (rows: Int, media: Int, files: [String]) {
            let rows = try app.env.database.read { db in
                try db.queryOne(
                    """
                    SELECT COUNT(*) AS n FROM submissions s JOIN accounts a ON a.id = s.student_id
                    WHERE a.email = 'sarah@quranflow.test' AND s.week = 8
                    """, [])?.int("n") ?? 0
            }
            let media = try app.env.database.read { db in
                try db.queryOne("SELECT COUNT(*) AS n FROM media WHERE kind = 'recitation'", [])?.int("n") ?? 0
            }
            let folder = directory + "/media/recitations"
            let files = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
            return (rows - baseline, media, files)
        }
    }

    /// Runs ffmpeg with `arguments` writing `name` in a scratch folder; returns the bytes.
    static func make(_ name: String, _ arguments: [String]) throws -> [UInt8] {
        let output = NSTemporaryDirectory() + "qf-gen-\(UUID().uuidString)-\(name)"
        defer { try? FileManager.default.removeItem(atPath: output) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/ffmpeg")
        process.arguments = ["-nostdin", "-v", "error", "-y"] + arguments + [output]
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw HTTPError(.internalServerError, "ffmpeg could not make \(name)") }
        return Array(try Data(contentsOf: URL(fileURLWithPath: output)))
    }

    static func tone(seconds: Double, codec: [String] = ["-c:a", "libopus"]) -> [String] {
        ["-f", "lavfi", "-i", "sine=frequency=330:duration=\(seconds)"] + codec
    }

    static func webm(seconds: Double = 4) throws -> [UInt8] { try make("take.webm", tone(seconds: seconds) + ["-f", "webm"]) }

    @Test func aRealRecordingIsMeasuredAndStoredWithItsRow() throws {
        let fixture = try Fixture()
        let response = fixture.upload(try Self.webm(seconds: 4), type: "audio/webm;codecs=opus")
        #expect(response.status == .created, "\(response.text)")
        let stored = try fixture.stored()
        #expect(stored.rows == 1 && stored.media == 1 && stored.files.count == 1)
        let json = try #require(fixture.sarah.get("/api/screens/learn/week/8/record").json)
        // In flight: its page is where the student is.
        #expect(fixture.sarah.get("/learn/week/8/record").status == .seeOther)
        #expect((json["header"] as? [String: Any])?["label"] as? String == "1 of 2 remaining")
        let id = try #require(response.json?["id"] as? String)
        let pending = try #require(fixture.sarah.get("/api/screens/submissions/\(id)").json)
        #expect((pending["recording"] as? [String: Any])?["duration"] as? String == "0:04")
        #expect((pending["revoke"] as? [String: Any])?["countdown"] as? String == "10:00 left")
    }

    /// The media tools come from the environment: a server without ffmpeg answers an upload with a 503 that says so,
    /// and stores nothing.
    @Test func withoutFFmpegAnUploadIsA503SayingSoAndNothingIsStored() throws {
        let fixture = try Fixture(mediaTools: { throw MediaError(.toolMissing, "ffmpeg was not found") })
        let response = fixture.upload(try Self.webm(seconds: 2), type: "audio/webm")
        #expect(response.status == .serviceUnavailable, "\(response.text)")
        #expect(response.text.contains("ffmpeg is missing"))
        let stored = try fixture.stored()
        #expect(stored.rows == 0 && stored.media == 0 && stored.files.isEmpty, "\(stored)")
    }

    @Test func badFilesAreRefusedWithAPlainMessageAndLeaveNothingBehind() throws {
        let fixture = try Fixture()
        let good = try Self.webm(seconds: 12)
        let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + Array(repeating: 7, count: 400)
        let aac = try Self.make("take.m4a", Self.tone(seconds: 2, codec: ["-c:a", "aac"]) + ["-f", "mp4"])
        let long = try Self.make("long.webm", Self.tone(seconds: 610, codec: ["-c:a", "libopus", "-b:a", "6k"]) + ["-f", "webm"])
        let cases: [(name: String, bytes: [UInt8], type: String, status: HTTPStatus, words: String)] = [
            ("zero bytes", [], "audio/webm", .unprocessableEntity, "empty"),
            (
                "corrupt", [0x1A, 0x45, 0xDF, 0xA3] + (0..<4000).map { UInt8(truncatingIfNeeded: $0 &* 37 &+ 11) }, "audio/webm",
                .unprocessableEntity, "could not be decoded"
            ),
            ("truncated", Array(good.prefix(good.count * 6 / 10)), "audio/webm", .unprocessableEntity, "could not be decoded"),
            ("an image labelled audio", png, "audio/webm", .unsupportedMediaType, "PNG image"),
            ("MP4 audio labelled WebM", aac, "audio/webm", .unsupportedMediaType, "labelled audio/webm"),
            ("a text file", Array("hello".utf8), "text/plain", .unsupportedMediaType, "not accepted"),
            ("very long", long, "audio/webm", .unprocessableEntity, "longer than 10 minutes"),
            (
                "oversized", [0x1A, 0x45, 0xDF, 0xA3] + Array(repeating: 0, count: 20_000_000), "audio/webm", .payloadTooLarge,
                "larger than 20 MB"
            ),
        ]
        for item in cases {
            let response = fixture.upload(item.bytes, type: item.type)
            #expect(response.status == item.status, "\(item.name): \(response.status) \(response.text)")
            let message = (response.json?["error"] as? [String: Any])?["message"] as? String ?? ""
            #expect(message.contains(item.words), "\(item.name): \(message)")
            let stored = try fixture.stored()
            #expect(stored.rows == 0 && stored.media == 0 && stored.files.isEmpty, "\(item.name) left \(stored)")
        }
        // …and a good file still goes through afterwards: nothing was used up.
        #expect(fixture.upload(good, type: "audio/webm").status == .created)
    }

    static func forgetSarahsWeek(_ week: Int, in app: TestApp) throws {
        try app.env.database.write { db in
            _ = try db.execute(
                """
                DELETE FROM submissions WHERE week = $1 AND student_id = (SELECT id FROM accounts WHERE email = 'sarah@quranflow.test')
                """, [.integer(Int64(week))])
        }
    }

    @Test func theDeadlineIsSundayMidnightInTheStudentsZone() throws {
        // Sarah is in Toronto: Week 8 takes recordings through Sunday 1 November 11:59:59 PM EST.
        let lastSecond = try #require(ISO8601.parse("2026-11-01T23:59:59-05:00"))
        let onTime = try Fixture(now: lastSecond)
        onTime.app.env.clock.set(to: lastSecond)
        // The demo world has Sarah's Week 8 reviewed (and accepted) by Sunday; the deadline is tested on a week left open.
        try Self.forgetSarahsWeek(8, in: onTime.app)
        #expect(onTime.upload(try Self.webm(seconds: 2), type: "audio/webm").status == .created)
        let midnight = try #require(ISO8601.parse("2026-11-02T00:00:00-05:00"))
        let late = try Fixture(now: midnight)
        late.app.env.clock.set(to: midnight)
        try Self.forgetSarahsWeek(8, in: late.app)
        let refused = late.upload(try Self.webm(seconds: 2), type: "audio/webm")
        #expect(refused.status == .conflict)
        #expect(refused.text.contains("Week 8 is closed: the deadline was Sunday 11:59 PM."))
        #expect(
            try late.app.env.database.read { db in
                try db.queryOne(
                    """
                    SELECT COUNT(*) AS n FROM submissions s JOIN accounts a ON a.id = s.student_id
                    WHERE a.email = 'sarah@quranflow.test' AND s.week = 8
                    """, [])?.int("n")
            } == 0)
    }

    @Test func aCoachCannotSubmitAndAStudentCannotHearAnothersRecording() throws {
        let fixture = try Fixture()
        let amina = fixture.app.client()
        amina.signIn("amina@quranflow.test")
        let refused = fixture.upload(try Self.webm(seconds: 2), type: "audio/webm", client: amina)
        #expect(refused.status == .forbidden)
        #expect(try fixture.stored().rows == 0)

        let sent = fixture.upload(try Self.webm(seconds: 2), type: "audio/webm")
        let id = try #require(sent.json?["id"] as? String)
        let page = fixture.sarah.get("/submissions/\(id)").text
        let media = try #require(page.range(of: #"/media/[0-9a-f-]+"#, options: .regularExpression).map { String(page[$0]) })
        let ranged = fixture.sarah.send(.get, media, headers: [("Range", "bytes=0-9")])
        #expect(ranged.status == .partialContent)
        #expect(ranged.headers["Content-Range"]?.hasPrefix("bytes 0-9/") == true)
        let khadija = fixture.app.client()
        khadija.signIn("khadija@quranflow.test")
        #expect(khadija.get(media).status == .notFound)
        #expect(khadija.get("/submissions/\(id)").status == .notFound)
        #expect(amina.get(media).status == .partialContent || amina.get(media).status == .ok)
    }

    @Test func twoTabsSubmittingAtOnceUseOneAttempt() throws {
        let fixture = try Fixture()
        let take = try Self.webm(seconds: 3)
        let second = fixture.app.client()
        second.cookies = fixture.sarah.cookies
        fixture.tabs = [fixture.sarah, second]
        let statuses = Statuses()
        DispatchQueue.concurrentPerform(iterations: 2) { index in
            statuses.add(fixture.upload(take, type: "audio/webm", client: fixture.tabs[index]).status.code)
        }
        #expect(statuses.sorted == [201, 409])
        let stored = try fixture.stored()
        #expect(stored.rows == 1 && stored.media == 1 && stored.files.count == 1)
    }

    @Test func revokingGivesTheAttemptBackAndTheWindowClosesByItsJob() throws {
        let fixture = try Fixture()
        let first = fixture.upload(try Self.webm(seconds: 2), type: "audio/webm")
        let id = try #require(first.json?["id"] as? String)
        let token = fixture.sarah.csrfToken(in: fixture.sarah.get("/submissions/\(id)")) ?? ""
        let revoked = fixture.sarah.post("/submissions/\(id)/revoke", form: [("_csrf", token)])
        #expect(revoked.status == .seeOther)
        #expect(revoked.headers["Location"] == "/learn/week/8/record")
        var stored = try fixture.stored()
        #expect(stored.rows == 0 && stored.media == 0 && stored.files.isEmpty)
        let ready = try #require(fixture.sarah.get("/api/screens/learn/week/8/record").json)
        #expect((ready["header"] as? [String: Any])?["label"] as? String == "2 of 2 remaining")
        #expect(fixture.sarah.get("/submissions/\(id)").status.code == 410)

        let again = fixture.upload(try Self.webm(seconds: 2), type: "audio/webm")
        let second = try #require(again.json?["id"] as? String)
        stored = try fixture.stored()
        #expect(stored.rows == 1)
        let amina = fixture.app.client()
        amina.signIn("amina@quranflow.test")
        let before = amina.get("/api/screens/coach/queue").text
        #expect(!before.contains(second))

        // The window's last second still revokes nothing here; at its end the job closes it and the coach has it.
        fixture.app.env.clock.advance(by: 600)
        let ran = try fixture.app.app.jobs.runDue(now: fixture.app.env.now)
        #expect(ran >= 1)
        let closed = try fixture.app.env.database.read { db in
            try db.queryOne("SELECT COUNT(*) AS n FROM revoke_window_closures WHERE submission_id = $1", [.text(second)])?.int("n")
        }
        #expect(closed == 1)
        // Past the window the page has no revoke form; a stale one sent anyway is refused by the rule.
        #expect(!fixture.sarah.get("/submissions/\(second)").text.contains("Revoke &amp; re-record"))
        let late = fixture.sarah.post(
            "/submissions/\(second)/revoke",
            form: [("_csrf", fixture.sarah.csrfToken(in: fixture.sarah.get("/profile")) ?? "")])
        #expect(late.status == .conflict)
        #expect(late.text.contains("The revoke window has closed."))
        let archive = try #require(fixture.sarah.get("/api/screens/submissions").json)
        #expect(archive["screenID"] as? String == "SakSubmissions")
        #expect(fixture.sarah.get("/api/screens/submissions").text.contains("In review"))
    }
}
