import Database
import Foundation
import HTTPServer
import HTTPTestSupport
import Testing

/// Refusals of the loop's uploads reach the page's script as words: asked for JSON (as `app.js`'s `QuranFlow.send`
/// asks), a page address answers its refusal as `{"error": {"message": …}}` — never an error page's text — and a page
/// that did not ask still gets the error page.
@Suite struct LoopRefusalJSONTests {
    /// Khadija's Week 8 recording waiting for Ust. Amina (attempt 1 at the demo's Tuesday).
    static func khadijasWaiting(_ app: TestApp) throws -> String {
        try #require(
            try app.env.database.read { db in
                try db.queryOne(
                    """
                    SELECT s.id FROM submissions s JOIN accounts a ON a.id = s.student_id
                    WHERE a.email = 'khadija@quranflow.test' AND s.status = 'inReview' ORDER BY s.submitted_at DESC
                    """, [])?.string("id")
            })
    }

    /// The JSON error's message, when the answer is a JSON error (nil for a page).
    static func message(_ response: Response) -> String? {
        guard response.headers["Content-Type"]?.hasPrefix("application/json") == true else { return nil }
        return (response.json?["error"] as? [String: Any])?["message"] as? String
    }

    @Test func theLoopsUploadsAnswerTheirRefusalsAsJSONWhenAskedForJSON() throws {
        let data = NSTemporaryDirectory() + "review-refusals-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: data) }
        let app = try TestApp(dataDirectory: data)
        try app.env.database.write { db in _ = try db.execute("DELETE FROM jobs WHERE kind = 'demo.media'", []) }
        let notAudio = Array(repeating: UInt8(7), count: 5000)
        func upload(_ client: TestClient, _ path: String, csrfFrom page: String, json: Bool) -> Response {
            let token = client.csrfToken(in: client.get(page)) ?? ""
            var headers = [("Content-Type", "audio/webm"), ("X-CSRF-Token", token)]
            if json { headers.append(("Accept", "application/json")) }
            return client.send(.post, path, body: notAudio, headers: headers)
        }

        // The coach's spoken reply.
        let amina = app.client()
        amina.signIn("amina@quranflow.test")
        let base = "/coach/review/\(try Self.khadijasWaiting(app))"
        let reply = upload(amina, base + "/reply", csrfFrom: base, json: true)
        #expect(reply.status == .unsupportedMediaType)
        let replyWords = try #require(Self.message(reply), "not JSON: \(reply.text.prefix(120))")
        #expect(!replyWords.isEmpty && !reply.text.contains("Go to the start"))
        // Without asking for JSON the same refusal is still a page.
        let page = upload(amina, base + "/reply", csrfFrom: base, json: false)
        #expect(page.status == .unsupportedMediaType)
        #expect(page.headers["Content-Type"]?.hasPrefix("text/html") == true && page.text.contains(replyWords.htmlEscaped))

        // The student's practice take.
        let sarah = app.client()
        sarah.signIn("sarah@quranflow.test")
        let reviewed = try #require(
            try app.env.database.read { db in
                try db.queryOne(
                    """
                    SELECT s.id FROM submissions s JOIN accounts a ON a.id = s.student_id
                    WHERE a.email = 'sarah@quranflow.test' AND s.status = 'feedbackReady' ORDER BY s.submitted_at DESC
                    """, [])?.string("id")
            })
        let practice = "/submissions/\(reviewed)/practice/1"
        #expect(sarah.get(practice).status == .ok)
        let take = upload(sarah, practice, csrfFrom: "/profile", json: true)
        #expect(take.status == .unsupportedMediaType)
        #expect(Self.message(take)?.isEmpty == false, "not JSON: \(take.text.prefix(120))")

        // The same class of refusal elsewhere in the loop: the recitation's page upload, as recorder.js sends it.
        let form = MultipartForm(file: .init(field: "recording", name: "take", type: "text/plain", bytes: Array("hello".utf8)))
        let recitation = sarah.send(
            .post, "/learn/week/8/record", body: form.body,
            headers: [
                ("Content-Type", form.contentType), ("X-CSRF-Token", sarah.csrfToken(in: sarah.get("/profile")) ?? ""),
                ("Accept", "application/json"),
            ])
        #expect(recitation.status == .unsupportedMediaType)
        #expect(Self.message(recitation)?.contains("not accepted") == true, "not JSON: \(recitation.text.prefix(120))")
        // And a loop rule's refusal: a reply once the feedback was sent.
        let sent = "/coach/review/\(reviewed)"
        let late = upload(amina, sent + "/reply", csrfFrom: "/coach/you", json: true)
        #expect(late.status == .conflict)
        #expect(Self.message(late)?.contains("was already sent") == true)
    }
}

extension String {
    /// This text as the HTML pages escape it (ampersands, apostrophes, quotes, angle brackets).
    fileprivate var htmlEscaped: String {
        replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "'", with: "&#39;").replacingOccurrences(
            of: "\"", with: "&quot;"
        )
        .replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;")
    }
}
