import Database
import Foundation
import HTTPServer
import QuranFlowCore
import Testing

@testable import QuranFlowPersistence
@testable import QuranFlowServer

/// Voice messages through the whole pipeline (SQLite, or PostgreSQL with TEST_DATABASE=postgres): real audio made by
/// ffmpeg and decoded by the server, the two-minute cap, the weekly cap shared with text, audio served only to the
/// thread's two people, a "Voice reply" about one week's feedback, and paging a long thread by position.
@Suite(.serialized) struct VoiceMessageTests {
    final class Fixture: @unchecked Sendable {
        let directory: String
        let app: TestApp
        let sarah: TestClient
        let thread: String

        init() throws {
            directory = NSTemporaryDirectory() + "qf-voice-\(UUID().uuidString)"
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            app = try TestApp(testClock: true, dataDirectory: directory)
            try app.env.database.write { db in _ = try db.execute("DELETE FROM jobs WHERE kind = 'demo.media'", []) }
            sarah = app.client()
            sarah.signIn("sarah@quranflow.test")
            thread = try MessageRouteTests.thread(sarah)
        }

        deinit { try? FileManager.default.removeItem(atPath: directory) }

        /// Posts `bytes` as `recording` (declared `type`) with `fields`, to `path` (the page route, asking for JSON).
        func upload(
            _ bytes: [UInt8], type: String = "audio/webm;codecs=opus", to path: String, fields: [(String, String)] = [],
            client: TestClient? = nil
        ) -> Response {
            let client = client ?? sarah
            // The thread's page has a token while its composer is open; Profile's (or You's) Sign out form always has one.
            let token =
                client.csrfToken(in: client.get(path)) ?? client.csrfToken(in: client.get("/profile"))
                ?? client.csrfToken(in: client.get("/coach/you")) ?? ""
            let form = MultipartForm(fields: fields, file: .init(field: "recording", name: "voice", type: type, bytes: bytes))
            return client.send(
                .post, path + "/voice", body: form.body,
                headers: [("Content-Type", form.contentType), ("X-CSRF-Token", token), ("Accept", "application/json")])
        }

        /// The voice files stored for messages.
        func files() -> [String] {
            (try? FileManager.default.contentsOfDirectory(atPath: directory + "/media/messages")) ?? []
        }

        func account(_ email: String) throws -> String {
            try #require(
                try app.env.database.read { db in
                    try db.queryOne("SELECT id FROM accounts WHERE email = $1", [.text(email)])?.string("id")
                })
        }
    }

    static func webm(seconds: Double) throws -> [UInt8] { try SubmissionUploadTests.webm(seconds: seconds) }

    @Test func aVoiceMessageIsMeasuredShownAndHeardOnlyByTheTwoOfTheThread() throws {
        let fixture = try Fixture()
        let sent = fixture.upload(try Self.webm(seconds: 6), to: fixture.thread)
        #expect(sent.status == .created, "\(sent.text)")
        let answer = try #require(sent.json)
        #expect(answer["next"] as? String == fixture.thread)
        let message = try #require(answer["message"] as? [String: Any])
        let voice = try #require(message["voice"] as? [String: Any])
        let milliseconds = try #require(voice["durationMilliseconds"] as? Int)
        #expect((5_900...6_100).contains(milliseconds))
        #expect(fixture.files().count == 1)

        // Sarah's thread: one voice bubble, its length and waveform, and two of three left (voice counts like text).
        let screen = try MessageRouteTests.screen(fixture.sarah, fixture.thread)
        #expect(screen["capLine"] as? String == "2 of 3 messages left this week")
        let bubble = try #require(MessageRouteTests.bubbles(screen).first)
        let card = try #require(bubble["voice"] as? [String: Any])
        #expect(card["durationLabel"] as? String == "0:06")
        #expect(((card["peaks"] as? [Any])?.count ?? 0) > 10)
        let src = try #require(card["src"] as? String)
        let page = fixture.sarah.get(fixture.thread).text
        #expect(page.contains("aria-label=\"Voice message, 0:06\"") && page.contains("Record a voice message"))

        // The audio: Sarah and Ust. Amina (with Range); nobody else, not even another coach.
        let full = fixture.sarah.get(src)
        #expect(full.status == .ok && full.headers["Content-Type"] == "audio/mp4")
        let ranged = fixture.sarah.send(.get, src, headers: [("Range", "bytes=0-99")])
        #expect(ranged.status == .partialContent && ranged.headers["Content-Range"]?.hasPrefix("bytes 0-99/") == true)
        let amina = fixture.app.client()
        amina.signIn("amina@quranflow.test")
        #expect(amina.get(src).status == .ok)
        for email in ["khadija@quranflow.test", "radwa@quranflow.test"] {
            let other = fixture.app.client()
            other.signIn(email)
            #expect(other.get(src).status == .notFound)
        }
        #expect(fixture.app.client().get(src).status != .ok)  // signed out

        // The coach's list previews it; her voice reply notifies Sarah with its length.
        let list = try MessageRouteTests.screen(amina, "/coach/messages")
        let row = try #require((list["rows"] as? [[String: Any]])?.first)
        #expect(row["preview"] as? String == "Voice message · 0:06")
        let coachPath = try #require((row["open"] as? [String: Any])?["href"] as? String)
        let reply = fixture.upload(try Self.webm(seconds: 3), to: coachPath, client: amina)
        #expect(reply.status == .created, "\(reply.text)")
        #expect(fixture.sarah.get("/notifications").text.contains("Voice message · 0:03"))
        #expect(MessageRouteTests.bubbles(try MessageRouteTests.screen(fixture.sarah, fixture.thread)).count == 2)
    }

    @Test func badVoiceFilesAreRefusedNamingTheProblemAndLeaveNothing() throws {
        let fixture = try Fixture()
        // Longer than two minutes: a 422 naming the limit.
        let long = fixture.upload(try Self.webm(seconds: 125), to: fixture.thread)
        #expect(long.status == .unprocessableEntity, "\(long.text)")
        #expect(long.text.contains("2 minutes") || long.text.contains("2:00") || long.text.contains("120"), "\(long.text)")
        // Not audio at all, under an audio type, or a non-audio type: 415; no file: 400.
        let text = fixture.upload(Array("hello, not audio".utf8), to: fixture.thread)
        #expect(text.status == .unsupportedMediaType, "\(text.text)")
        #expect(fixture.upload(try Self.webm(seconds: 2), type: "image/png", to: fixture.thread).status == .unsupportedMediaType)
        let token = fixture.sarah.csrfToken(in: fixture.sarah.get(fixture.thread)) ?? ""
        let missing = fixture.sarah.send(
            .post, fixture.thread + "/voice", body: Array("--b\r\nContent-Disposition: form-data; name=\"x\"\r\n\r\n1\r\n--b--\r\n".utf8),
            headers: [("Content-Type", "multipart/form-data; boundary=b"), ("X-CSRF-Token", token), ("Accept", "application/json")])
        #expect(missing.status == .badRequest && missing.text.contains("recording"))
        // An "about" that is not feedback this coach sent Sarah: 422 naming the field, and the file removed.
        let stranger = fixture.upload(try Self.webm(seconds: 2), to: fixture.thread, fields: [("about", "not-a-submission")])
        #expect(stranger.status == .unprocessableEntity, "\(stranger.text)")
        #expect(stranger.text.contains("That feedback is not one this coach sent you"), "\(stranger.text)")
        #expect(fixture.sarah.get(fixture.thread + "?about=not-a-submission").status == .unprocessableEntity)
        #expect(fixture.files().isEmpty)
        #expect(MessageRouteTests.bubbles(try MessageRouteTests.screen(fixture.sarah, fixture.thread)).isEmpty)
        #expect(try MessageRouteTests.screen(fixture.sarah, fixture.thread)["capLine"] as? String == "3 of 3 messages left this week")
    }

    @Test func voiceCountsAgainstTheWeeklyCapAndTheFourthIsRefusedBeforeDecoding() throws {
        let fixture = try Fixture()
        for text in ["one", "two"] {
            #expect(fixture.sarah.post(fixture.thread, form: [("body", text)], csrfFrom: fixture.thread).status == .seeOther)
        }
        #expect(fixture.upload(try Self.webm(seconds: 2), to: fixture.thread).status == .created)
        let screen = try MessageRouteTests.screen(fixture.sarah, fixture.thread)
        #expect(screen["voice"] == nil && screen["sendURL"] == nil)
        #expect((screen["closedLine"] as? String)?.contains("Your next message opens Monday") == true)
        let fourth = fixture.upload(try Self.webm(seconds: 2), to: fixture.thread)
        #expect(fourth.status == .tooManyRequests && fourth.text.contains("Your next message opens Monday."))
        #expect(fixture.files().count == 1)
    }

    @Test func aVoiceReplyFromFeedbackReadyIsAboutThatWeek() throws {
        let fixture = try Fixture()
        let sarah = try fixture.account("sarah@quranflow.test")
        let week7 = try #require(
            try fixture.app.env.database.read { db in
                try db.queryOne(
                    """
                    SELECT s.id FROM submissions s JOIN reviews r ON r.submission_id = s.id
                    WHERE s.student_id = $1 AND s.week = 7 AND r.sent_at IS NOT NULL ORDER BY s.submitted_at DESC
                    """, [.text(sarah)])?.string("id")
            })
        // The feedback screen's "Voice reply" opens the thread with its voice row about Week 7.
        let feedback = try #require(fixture.sarah.get("/api/screens/submissions/\(week7)/feedback").json)
        let action = try #require(feedback["voiceReply"] as? [String: Any])
        #expect(action["label"] as? String == "Voice reply")
        let href = try #require(action["href"] as? String)
        #expect(href == fixture.thread + "?about=\(week7)")
        let screen = try MessageRouteTests.screen(fixture.sarah, href)
        let composer = try #require(screen["voice"] as? [String: Any])
        #expect(composer["aboutLabel"] as? String == "About Week 7 feedback" && composer["aboutSubmissionID"] as? String == week7)
        #expect(fixture.sarah.get(href).text.contains("Record your voice reply"))

        #expect(fixture.upload(try Self.webm(seconds: 2), to: fixture.thread, fields: [("about", week7)]).status == .created)
        let bubble = try #require(MessageRouteTests.bubbles(try MessageRouteTests.screen(fixture.sarah, fixture.thread)).first)
        #expect(bubble["about"] as? String == "About Week 7 feedback")
        #expect((bubble["aboutLink"] as? [String: Any])?["href"] as? String == "/submissions/\(week7)/feedback")
        // The coach reads the same line, without the student's link.
        let amina = fixture.app.client()
        amina.signIn("amina@quranflow.test")
        let coachThread = try MessageRouteTests.screen(amina, "/coach/messages/\(sarah)")
        let coachBubble = try #require(MessageRouteTests.bubbles(coachThread).first)
        #expect(coachBubble["about"] as? String == "About Week 7 feedback" && coachBubble["aboutLink"] == nil)
    }

    @Test func showEarlierPagesByPositionSoMessagesOfOneMillisecondAreNeitherLostNorRepeated() throws {
        let fixture = try Fixture()
        let amina = fixture.app.client()
        amina.signIn("amina@quranflow.test")
        let sarah = try fixture.account("sarah@quranflow.test")
        let coachPath = "/coach/messages/\(sarah)"
        // The coach has no cap; the test clock stands still, so all 120 share one instant.
        let token = try #require(amina.csrfToken(in: amina.get(coachPath)))
        for index in 1...120 { amina.post(coachPath, form: [("body", "note \(index)"), ("_csrf", token)]) }
        var seen: [String] = []
        var path: String? = fixture.thread
        var pages = 0
        while let next = path, pages < 5 {
            let screen = try MessageRouteTests.screen(fixture.sarah, next)
            seen = MessageRouteTests.bubbles(screen).compactMap { $0["text"] as? String } + seen
            path = (screen["earlier"] as? [String: Any])?["href"] as? String
            pages += 1
        }
        #expect(pages == 3)
        #expect(seen == (1...120).map { "note \($0)" })
    }

    @Test func openingAReadThreadWritesNothingAndANewMessageShowsAtOnce() throws {
        let fixture = try Fixture()
        #expect(fixture.sarah.post(fixture.thread, form: [("body", "Salaam")], csrfFrom: fixture.thread).status == .seeOther)
        let amina = fixture.app.client()
        amina.signIn("amina@quranflow.test")
        let sarah = try fixture.account("sarah@quranflow.test")
        let coachPath = "/coach/messages/\(sarah)"
        #expect(amina.post(coachPath, form: [("body", "Wa alaykum salaam")], csrfFrom: coachPath).status == .seeOther)
        _ = fixture.sarah.get(fixture.thread)  // reads Amina's reply: one write
        let counter = try fixture.app.env.database.changeCounter()
        let first = fixture.sarah.get(fixture.thread)
        let second = fixture.sarah.get(fixture.thread)
        #expect(first.status == .ok && first.text == second.text)
        #expect(try fixture.app.env.database.changeCounter() == counter)  // nothing new: no write
        // The kept page's form token still works; a new message is on the next view.
        #expect(fixture.sarah.post(fixture.thread, form: [("body", "One more")], csrfFrom: fixture.thread).status == .seeOther)
        #expect(amina.post(coachPath, form: [("body", "Of course")], csrfFrom: coachPath).status == .seeOther)
        #expect(fixture.sarah.get(fixture.thread).text.contains("Of course"))
    }

    @Test func eachSideSendsVoiceOnlyOnItsOwnRoutes() throws {
        let fixture = try Fixture()
        let sarah = try fixture.account("sarah@quranflow.test")
        let amina = fixture.app.client()
        amina.signIn("amina@quranflow.test")
        let coachPath = "/coach/messages/\(sarah)"
        let clip = try Self.webm(seconds: 1)
        // A student on the coach's route, a coach on the student's: 403, nothing stored.
        #expect(fixture.upload(clip, to: coachPath).status == .forbidden)
        #expect(fixture.upload(clip, to: fixture.thread, client: amina).status == .forbidden)
        // Another coach (who does not teach Sarah): 404, as for her text thread.
        let radwa = fixture.app.client()
        radwa.signIn("radwa@quranflow.test")
        #expect(fixture.upload(clip, to: coachPath, client: radwa).status == .notFound)
        // Signed out: refused before anything is read.
        let stranger = fixture.app.client()
        #expect([.unauthorized, .forbidden, .seeOther].contains(fixture.upload(clip, to: fixture.thread, client: stranger).status))
        #expect(fixture.files().isEmpty)
    }
}
