import Foundation
import HTTPServer
import HTTPTestSupport
import Testing

/// OB-03's "Welcome back": an export brought back into a first launch's empty store reproduces the same Today and
/// finishes onboarding; a broken file, a foreign one or a store that already has a plan changes nothing.
@Suite("Jamaal OB-03 Welcome back (import at first launch)")
struct WelcomeBackTests {
    static func upload(_ client: JamaalTestClient, _ file: String) -> Response {
        let csrf = client.csrfToken(in: client.get("/onboarding/welcome-back")) ?? ""
        let boundary = "jamaal-welcome-boundary"
        let body =
            "--\(boundary)\r\nContent-Disposition: form-data; name=\"_csrf\"\r\n\r\n\(csrf)\r\n"
            + "--\(boundary)\r\nContent-Disposition: form-data; name=\"export\"; filename=\"jamaal-export.json\"\r\n"
            + "Content-Type: application/json\r\n\r\n\(file)\r\n--\(boundary)--\r\n"
        return client.send(
            .post, "/onboarding/welcome-back", body: Array(body.utf8),
            headers: [("Content-Type", "multipart/form-data; boundary=\(boundary)")])
    }

    /// Every `title` anywhere in Today's JSON (rows, Anchors, habits, cards), sorted.
    func tasks(_ today: Any?) -> [String] {
        if let object = today as? [String: Any] {
            return ((object["title"] as? String).map { [$0] } ?? []) + object.values.flatMap { tasks($0) }.sorted()
        }
        if let list = today as? [Any] { return list.flatMap { tasks($0) }.sorted() }
        return []
    }

    @Test("OB-01 offers it; the demo's export comes back whole: onboarding finished, the same Today")
    func roundTrip() throws {
        let source = try JamaalTestApp().client()
        let export = source.get("/settings/data/export").text
        let before = source.get("/api/screens/today").json

        let fresh = try JamaalTestApp(demo: false)
        let client = fresh.client()
        #expect(client.get("/today").headers["Location"] == "/onboarding/meet")
        #expect(client.get("/onboarding/meet").text.contains("href=\"/onboarding/welcome-back\""))
        #expect(client.get("/onboarding/welcome-back").text.contains("Bring it back"))
        let answer = Self.upload(client, export)
        #expect(answer.status == .seeOther)
        #expect(answer.headers["Location"] == "/today")
        let today = client.get("/today")
        #expect(today.status == .ok)
        #expect(!tasks(before).isEmpty)
        #expect(tasks(client.get("/api/screens/today").json) == tasks(before))
        // Onboarding is finished: its pages lead to Today now, and a second import is refused.
        #expect(client.get("/onboarding/meet").headers["Location"] == "/today")
        #expect(Self.upload(client, export).status == .conflict)
    }

    @Test("A file that isn't an export, from another schema version, or empty: 422 naming why, nothing stored")
    func refusals() throws {
        let fresh = try JamaalTestApp(demo: false)
        let client = fresh.client()
        let notJSON = Self.upload(client, "hello")
        #expect(notJSON.status == .unprocessableEntity)
        #expect(notJSON.text.contains("Nothing was brought back: This is not a Jamaal export"))
        let source = try JamaalTestApp().client().get("/settings/data/export").text
        let otherVersion = source.replacingOccurrences(of: "\"schemaVersion\" : 1", with: "\"schemaVersion\" : 99")
            .replacingOccurrences(of: "\"schemaVersion\":1", with: "\"schemaVersion\":99")
        #expect(otherVersion != source)
        let versioned = Self.upload(client, otherVersion)
        #expect(versioned.status == .unprocessableEntity)
        #expect(versioned.text.contains("schema version 99"))
        #expect(Self.upload(client, "").status == .unprocessableEntity)
        // Still a first launch with nothing stored.
        #expect(client.get("/today").headers["Location"] == "/onboarding/meet")
        #expect(try fresh.env.store.read { try $0.person() } == nil)
    }

    @Test("A device that already has a plan refuses it (409) and keeps its own")
    func notEmpty() throws {
        let app = try JamaalTestApp()
        let client = app.client()
        let export = client.get("/settings/data/export").text
        let answer = Self.upload(client, export)
        #expect(answer.status == .conflict)
        #expect(answer.text.contains("already has a plan"))
    }
}
