import Foundation
import HTTPServer
import HTTPTestSupport
import Testing

/// A new student's first steps on the pipeline: "While you wait" on Today before the term, the welcome lesson, and the
/// first-week Profile (SakProfileFirstWeek) with em-dashes, for Noor (Year 1, Fall 2026 is her first term) and not for
/// Sarah (a returning student).
@Suite("Welcome: While you wait and the first week")
struct WelcomeRouteTests {
    func client(_ app: TestApp, _ email: String) -> TestClient {
        let client = app.client()
        client.signIn(email)
        return client
    }

    @Test("Before the term: Today's countdown has While you wait, each open row leading to its task")
    func whileYouWait() throws {
        let app = try TestApp(now: ISO8601DateFormatter().date(from: "2026-09-02T10:00:00-04:00") ?? Date())
        let noor = client(app, "noor@quranflow.test")
        let json = try #require(noor.get("/api/screens/today").json)
        #expect(json["screenID"] as? String == "SakTodayCountdown")
        let card = try #require(json["whileYouWait"] as? [String: Any])
        #expect(card["heading"] as? String == "While you wait")
        let rows = try #require(card["rows"] as? [[String: Any]])
        #expect(rows.map { $0["title"] as? String } == ["Meet your coach", "Choose your Qur'an script", "Watch the welcome lesson"])
        #expect(rows.map { $0["state"] as? String } == ["notStarted", "notStarted", "notStarted"])
        #expect(((rows[2]["action"] as? [String: Any])?["href"] as? String) == "/learn/welcome")
        let page = noor.get("/today").text
        #expect(page.contains("While you wait"))
        // The demo's media are off here, so the term has no welcome video yet: its page says so plainly.
        #expect(noor.get("/learn/welcome").status == .notFound)
    }

    @Test("Week 1, Monday just after midnight: Noor's Profile is the first-week variant with em-dashes; Sarah's stays as it is")
    func firstWeek() throws {
        let app = try TestApp(now: ISO8601DateFormatter().date(from: "2026-09-07T00:30:00-04:00") ?? Date())
        let noor = client(app, "noor@quranflow.test")
        let json = try #require(noor.get("/api/screens/profile").json)
        #expect(json["screenID"] as? String == "SakProfileFirstWeek")
        let panel = try #require(json["firstWeek"] as? [String: Any])
        #expect(panel["eyebrow"] as? String == "Week 1 · Day 1")
        #expect(panel["title"] as? String == "The beginning is dignified")
        let steps = try #require((panel["nextSteps"] as? [String: Any])?["rows"] as? [[String: Any]])
        #expect(steps.map { $0["title"] as? String } == ["Meet Ust. Amina", "Record your first verse", "Attend a live circle"])
        #expect(steps.map { $0["state"] as? String } == ["current", "notStarted", "notStarted"])
        #expect((steps[1]["detail"] as? String)?.contains("due Sunday") == true)
        let stats = try #require(json["stats"] as? [[String: Any]])
        #expect(stats.map { $0["value"] as? String } == ["—", "—", "—"])
        #expect(noor.get("/profile").text.contains("The beginning is dignified"))

        let sarah = try #require(client(app, "sarah@quranflow.test").get("/api/screens/profile").json)
        #expect(sarah["screenID"] as? String == "SakProfile")
        #expect(sarah["firstWeek"] == nil)
    }

    @Test("Week 1, Tuesday morning: Noor's Next steps follow her data (she has recorded and been to Monday's circle)")
    func firstWeekFromData() throws {
        let app = try TestApp(now: ISO8601DateFormatter().date(from: "2026-09-08T08:00:00-04:00") ?? Date())
        let json = try #require(client(app, "noor@quranflow.test").get("/api/screens/profile").json)
        let panel = try #require(json["firstWeek"] as? [String: Any])
        #expect(panel["eyebrow"] as? String == "Week 1 · Day 2")
        let steps = try #require((panel["nextSteps"] as? [String: Any])?["rows"] as? [[String: Any]])
        #expect(steps.map { $0["state"] as? String } == ["current", "done", "done"])
        #expect(steps[1]["action"] == nil, "a done row leads nowhere")
        let stats = try #require(json["stats"] as? [[String: Any]])
        #expect(stats.map { $0["value"] as? String } == ["1", "1", "100%"])
    }
}
