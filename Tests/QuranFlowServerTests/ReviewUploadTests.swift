import Database
import Foundation
import HTTPServer
import QuranFlowCore
import QuranFlowDemo
import QuranFlowJobs
import QuranFlowPersistence
import QuranFlowServer
import Testing

/// Recordings on the review side, decoded for real by ffmpeg: the coach's audio reply, a practice take that closes
/// the loop, refusals that leave nothing behind, and who may listen.
@Suite struct ReviewUploadTests {
    /// A real WebM/Opus recording of `seconds`, as Chrome's MediaRecorder makes.
    static func webm(seconds: Double) throws -> [UInt8] {
        let path = NSTemporaryDirectory() + "review-upload-\(UUID().uuidString).webm"
        defer { try? FileManager.default.removeItem(atPath: path) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [
            "ffmpeg", "-nostdin", "-v", "error", "-f", "lavfi", "-i", "sine=frequency=440:sample_rate=48000:duration=\(seconds)",
            "-c:a", "libopus", "-f", "webm", path,
        ]
        try process.run()
        process.waitUntilExit()
        return Array(try Data(contentsOf: URL(fileURLWithPath: path)))
    }

    func waiting(_ app: TestApp, email: String) throws -> String {
        try #require(
            try app.env.database.read { db in
                try db.queryOne(
                    """
                    SELECT s.id FROM submissions s JOIN accounts a ON a.id = s.student_id WHERE a.email = $1 AND s.status = 'inReview'
                    ORDER BY s.submitted_at DESC
                    """, [.text(email)])?.string("id")
            })
    }

    func upload(_ client: TestClient, _ path: String, _ body: [UInt8], csrfFrom page: String) -> Response {
        let token = client.csrfToken(in: client.get(page)) ?? ""
        return client.send(.post, path, body: body, headers: [("Content-Type", "audio/webm"), ("X-CSRF-Token", token)])
    }

    @Test func aReplyAndATakeAreMeasuredStoredAndHeardOnlyByThoseAllowed() throws {
        let data = NSTemporaryDirectory() + "review-upload-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: data) }
        let app = try TestApp(dataDirectory: data)
        let id = try waiting(app, email: "khadija@quranflow.test")
        let base = "/coach/review/\(id)"
        let amina = app.client()
        amina.signIn("amina@quranflow.test")
        let page = amina.get(base).text
        let key = String(page[page.range(of: #"name="key" value=""#)!.upperBound...].prefix { $0 != "\"" })

        // Refusals first: nothing is stored for an empty, a corrupt or a non-audio body.
        #expect(upload(amina, base + "/reply", [], csrfFrom: base).status == .unprocessableEntity)
        #expect(upload(amina, base + "/reply", Array(repeating: 7, count: 5000), csrfFrom: base).status == .unsupportedMediaType)
        let good = try Self.webm(seconds: 2.5)
        #expect(upload(amina, base + "/reply", Array(good.prefix(good.count / 2)), csrfFrom: base).status == .unprocessableEntity)
        #expect(try MediaStore(database: app.env.database).medium(.coachNote, owner: .submission(.init(id))) == nil)
        #expect(try FileManager.default.contentsOfDirectory(atPath: data + "/media/replies").isEmpty)

        let reply = upload(amina, base + "/reply", good, csrfFrom: base)
        #expect(reply.status == .created)
        let note = try #require(try MediaStore(database: app.env.database).medium(.coachNote, owner: .submission(.init(id))))
        #expect(abs(note.duration - 2.5) < 0.1)
        #expect(note.peaks?.isEmpty == false)

        // The student can't hear the draft reply; after Send she can.
        let khadija = app.client()
        khadija.signIn("khadija@quranflow.test")
        #expect(khadija.get("/review-media/\(id)/note").status == .notFound)
        let word = try #require(page.range(of: #"name="word" value=""#)).upperBound
        let reference = String(page[word...].prefix { $0 != "\"" })
        #expect(
            amina.post(
                base + "/marks",
                form: [
                    ("word", reference), ("kind", "correction"), ("title", "madd too short"), ("detail", ""),
                    ("category", "madd"), ("playhead", "1"),
                ], csrfFrom: base
            ).status == .seeOther)
        #expect(amina.post(base + "/send", form: [("key", key), ("outcome", "accepted")], csrfFrom: base).status == .seeOther)
        let heard = khadija.send(.get, "/review-media/\(id)/note", headers: [("Range", "bytes=0-99")])
        #expect(heard.status == .partialContent)
        let sarah = app.client()
        sarah.signIn("sarah@quranflow.test")
        #expect(sarah.get("/review-media/\(id)/note").status == .notFound)

        // One correction, one take: practiced.
        let practice = "/submissions/\(id)/practice/1"
        #expect(khadija.get(practice).status == .ok)
        #expect(upload(khadija, practice, [], csrfFrom: "/profile").status == .unprocessableEntity)
        let take = upload(khadija, practice, try Self.webm(seconds: 1.5), csrfFrom: "/profile")
        #expect(take.status == .created)
        #expect(take.json?["practiced"] as? Bool == true)
        #expect(khadija.get("/api/screens/submissions/\(id)/feedback").text.contains("\"practiced\""))
        let takes = try PracticeStore(database: app.env.database).takes(of: .init(id))
        #expect(takes.count == 1)
        let first = try #require(takes.first)
        #expect(amina.get("/review-media/takes/\(first.id)").status == .ok)
        #expect(sarah.get("/review-media/takes/\(first.id)").status == .notFound)
        // A practiced submission cannot be marked heard afterwards.
        #expect(khadija.post("/submissions/\(id)/feedback/heard", form: [], csrfFrom: "/profile").status == .conflict)
    }
}
