import Database
import Foundation
import HTTPServer
import HTTPTestSupport
import Identifiers
import QuranFlowCore
import QuranFlowPersistence
import QuranFlowServer
import Testing

/// The rules of the coach's Send through the whole pipeline, on SQLite and PostgreSQL: a review must carry something for
/// the student, "Another attempt" only while the student has an attempt left — refused on the form and when asked for
/// JSON, and said on the Send control before it is pressed.
@Suite struct ReviewSendRuleTests {
    func notifications(_ app: TestApp) throws -> Int {
        try app.env.database.read { db in
            try db.queryOne(
                "SELECT COUNT(*) AS n FROM notifications n JOIN accounts a ON a.id = n.account_id WHERE a.email = 'khadija@quranflow.test'",
                [])?.int("n") ?? 0
        }
    }

    /// The page's send key.
    func key(_ page: String) throws -> String {
        let range = try #require(page.range(of: #"name="key" value=""#))
        return String(page[range.upperBound...].prefix { $0 != "\"" })
    }

    /// Posts a form as the page's script does when it asks for JSON.
    func postAskingJSON(_ client: TestClient, _ target: String, form: [(String, String)], csrfFrom page: String) -> Response {
        let fields = form + [("_csrf", client.csrfToken(in: client.get(page)) ?? "")]
        return client.send(
            .post, target, body: FormEncoding.body(fields),
            headers: [("Content-Type", "application/x-www-form-urlencoded"), ("Accept", "application/json")])
    }

    @Test func aReviewWithNothingForTheStudentIsNotSentAndSendSaysSoFirst() throws {
        let app = try TestApp()
        let id = try LoopRefusalJSONTests.khadijasWaiting(app)
        let base = "/coach/review/\(id)"
        let amina = app.client()
        amina.signIn("amina@quranflow.test")
        let empty = "Nothing for Khadija yet: add a mark, a note for Khadija or a recorded reply before sending."

        // Before it is pressed: the model carries the reason, the page shows it on a disabled Send.
        let page = amina.get(base).text
        let key = try key(page)
        #expect(amina.get("/api/screens/coach/review/\(id)").json?["sendBlocker"] as? String == empty)
        #expect(page.contains(#"<p class="send-blocker" id="send-blocker">\#(empty)</p>"#))
        #expect(page.contains(#"<button type="submit" class="primary" disabled aria-describedby="send-blocker">Send</button>"#))

        // Pressed anyway (an old page, another client): 422 naming what is missing, on the form and as JSON; nothing sent.
        let before = try notifications(app)
        let form = amina.post(base + "/send", form: [("key", key), ("outcome", "accepted")], csrfFrom: base)
        #expect(form.status == .unprocessableEntity)
        #expect(form.text.contains("Nothing for Khadija yet"))
        let json = postAskingJSON(amina, base + "/send", form: [("key", key), ("outcome", "accepted")], csrfFrom: base)
        #expect(json.status == .unprocessableEntity)
        #expect(LoopRefusalJSONTests.message(json) == empty)

        // A private note is not for her.
        #expect(
            amina.post(base + "/notes", form: [("audience", "privateToCoach"), ("text", "Tired today.")], csrfFrom: base).status
                == .seeOther)
        let onlyPrivate = postAskingJSON(amina, base + "/send", form: [("key", key), ("outcome", "accepted")], csrfFrom: base)
        #expect(onlyPrivate.status == .unprocessableEntity)
        #expect(LoopRefusalJSONTests.message(onlyPrivate)?.hasPrefix("Private notes stay with you") == true)
        #expect(try notifications(app) == before)
        #expect(try ReviewStore(database: app.env.database).submission(id: .init(id))?.status == .inReview)

        // One note for her: Send is ready, and sends (JSON answers where to go).
        #expect(
            amina.post(base + "/notes", form: [("audience", "student"), ("text", "Lovely steady pace.")], csrfFrom: base).status
                == .seeOther)
        #expect(amina.get("/api/screens/coach/review/\(id)").json?["sendBlocker"] == nil)
        let ready = amina.get(base).text
        #expect(!ready.contains("send-blocker") && ready.contains(#"<button type="submit" class="primary">Send</button>"#))
        let sent = postAskingJSON(amina, base + "/send", form: [("key", try self.key(ready)), ("outcome", "accepted")], csrfFrom: base)
        #expect(sent.status == .ok)
        #expect(sent.json?["next"] as? String == base)
        #expect(try notifications(app) == before + 1)
    }

    @Test func anotherAttemptIsOfferedOnlyWhileTheStudentHasOneLeft() throws {
        let app = try TestApp()
        let first = try LoopRefusalJSONTests.khadijasWaiting(app)
        let amina = app.client()
        amina.signIn("amina@quranflow.test")

        // Attempt 1 under review: one left, both outcomes offered.
        let base1 = "/coach/review/\(first)"
        let page1 = amina.get(base1).text
        let screen1 = try #require(amina.get("/api/screens/coach/review/\(first)").json)
        #expect(screen1["attemptsLine"] as? String == "Khadija has 1 of 2 attempts left this week")
        #expect((screen1["outcomes"] as? [[String: Any]])?.compactMap { $0["value"] as? String } == ["accepted", "anotherAttempt"])
        #expect(page1.contains("Khadija has 1 of 2 attempts left this week") && page1.contains(#"value="anotherAttempt""#))
        #expect(
            amina.post(base1 + "/notes", form: [("audience", "student"), ("text", "Once more, slower.")], csrfFrom: base1).status
                == .seeOther)
        #expect(
            amina.post(base1 + "/send", form: [("key", try key(page1)), ("outcome", "anotherAttempt")], csrfFrom: base1).status
                == .seeOther)

        // She records again: attempt 2, past its revoke window, waits for Ust. Amina — her last this week.
        let sent = try #require(try ReviewStore(database: app.env.database).submission(id: .init(first)))
        let second = Submission(
            id: .random(), studentID: sent.studentID, termID: sent.termID, week: sent.week, attempt: 2,
            submittedAt: TestApp.demoNow.addingTimeInterval(-3600), revokeWindowClosesAt: TestApp.demoNow.addingTimeInterval(-3000),
            status: .inReview, durationSeconds: 150)
        try ProgrammeStore(database: app.env.database).insert(second)
        let base2 = "/coach/review/\(second.id.rawValue)"
        let page2 = amina.get(base2).text
        let screen2 = try #require(amina.get("/api/screens/coach/review/\(second.id.rawValue)").json)
        #expect(screen2["attemptsLine"] as? String == "Khadija has no attempts left this week")
        let outcomes = try #require(screen2["outcomes"] as? [[String: Any]])
        #expect(outcomes.compactMap { $0["value"] as? String } == ["accepted"])
        #expect(outcomes.first?["isSelected"] as? Bool == true)
        #expect(page2.contains("Khadija has no attempts left this week"))
        #expect(!page2.contains(#"value="anotherAttempt""#) && !page2.contains("Another attempt"))

        // Another attempt pressed anyway: 409, on the form and as JSON; Accepted goes through.
        #expect(
            amina.post(base2 + "/notes", form: [("audience", "student"), ("text", "Much better.")], csrfFrom: base2).status == .seeOther)
        let key2 = try key(page2)
        let refused = amina.post(base2 + "/send", form: [("key", key2), ("outcome", "anotherAttempt")], csrfFrom: base2)
        #expect(refused.status == .conflict)
        #expect(refused.text.contains("Khadija has used both attempts this week"))
        let refusedJSON = postAskingJSON(amina, base2 + "/send", form: [("key", key2), ("outcome", "anotherAttempt")], csrfFrom: base2)
        #expect(refusedJSON.status == .conflict)
        #expect(
            LoopRefusalJSONTests.message(refusedJSON) == "Khadija has used both attempts this week: “Another attempt” is not available.")
        #expect(try ReviewStore(database: app.env.database).submission(id: second.id)?.status == .inReview)
        #expect(amina.post(base2 + "/send", form: [("key", key2), ("outcome", "accepted")], csrfFrom: base2).status == .seeOther)
        #expect(try ReviewStore(database: app.env.database).outcomes(of: [second.id]) == [second.id: .accepted])
    }
}
