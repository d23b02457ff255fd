import Foundation
import HTTPServer
import HTTPTestSupport
import JamaalApp
import Testing

/// NP-07 over HTTP on real SQLite: the ritual is full-screen (no tab bar, a way back to Today), the rail's passed Carry
/// forward and Build tomorrow are tappable and lead back to that step, and the timeline writes its times and titles.
/// The demo person on Sunday 29 November 2026 at 21:30.
@Suite("Jamaal Night Planning · NP-07 one canvas over HTTP")
struct NightPlanningCanvasRoutesTests {
    typealias Plan = NightPlanningRoutesTests

    /// The app at Check the load (review, carry forward and build passed).
    static func atLoad() throws -> (JamaalTestApp, JamaalTestClient) {
        let app = try JamaalTestApp(now: Plan.evening)
        let client = app.client()
        for _ in 0..<3 { try Plan.post(client, "/plan/next") }
        #expect(try Plan.step(client) == "checkLoad")
        return (app, client)
    }

    static func rail(_ client: JamaalTestClient) throws -> [[String: Any]] {
        try #require(try Plan.screen(client)["rail"] as? [[String: Any]])
    }

    @Test("The ritual is full-screen: no tab bar at any step, and Back to Today leaves the session where it stands")
    func fullScreen() throws {
        let (_, client) = try Self.atLoad()
        let page = client.get("/plan").text
        #expect(!page.contains("class=\"jm-tabs\""), "the tab bar is under the ritual")
        #expect(page.contains("jm-full") && page.contains("<a href=\"/today\" class=\"jm-plan-leave\">Back to Today</a>"))
        #expect(client.get("/today").text.contains("class=\"jm-tabs\""))
        #expect(try Plan.step(client) == "checkLoad")
    }

    @Test("The passed Carry forward and Build tomorrow are tappable; Review, the current and later steps are not")
    func tappableStops() throws {
        let (_, client) = try Self.atLoad()
        let stops = try Self.rail(client)
        #expect(stops.map { $0["step"] as? String } == ["review", "carryForward", "buildTomorrow", "checkLoad", "close"])
        #expect(stops.map { $0["canReturn"] as? Bool } == [false, true, true, false, false])
        let page = client.get("/plan").text
        #expect(page.contains("<form method=\"post\" action=\"/plan/back\" class=\"jm-stop-form\">"))
        #expect(page.components(separatedBy: "name=\"to\"").count == 3)
    }

    @Test("Tapping Build tomorrow goes back to it; Continue then leads on to Check the load again")
    func backToBuild() throws {
        let (_, client) = try Self.atLoad()
        let back = try Plan.post(client, "/plan/back", [("to", "buildTomorrow")])
        #expect(back.status == .seeOther && back.headers["Location"] == "/plan")
        #expect(try Plan.step(client) == "buildTomorrow")
        try Plan.post(client, "/plan/back", [("to", "carryForward")])
        #expect(try Plan.step(client) == "carryForward")
        try Plan.post(client, "/plan/next")
        try Plan.post(client, "/plan/next")
        #expect(try Plan.step(client) == "checkLoad")
    }

    @Test("A stale page moves nothing; a step not passed is refused 409 on the step; an unknown step is 422 naming `to`")
    func refusals() throws {
        let (_, client) = try Self.atLoad()
        let stale = client.post(
            "/plan/back", [("to", "carryForward"), ("flow", "evening"), ("step", "buildTomorrow")], csrfFrom: "/settings")
        #expect(stale.status == .seeOther)
        #expect(try Plan.step(client) == "checkLoad")
        let ahead = try Plan.post(client, "/plan/back", [("to", "close")])
        #expect(ahead.status == .conflict && ahead.text.contains("data-step=\"checkLoad\""))
        #expect(ahead.text.contains("only Carry forward and Build tomorrow"))
        let review = try Plan.post(client, "/plan/back", [("to", "review")])
        #expect(review.status == .conflict)
        let unknown = try Plan.post(client, "/plan/back", [("to", "somewhere")])
        #expect(unknown.status == .unprocessableEntity && unknown.text.contains("step to go back to"))
        let missing = try Plan.post(client, "/plan/back")
        #expect(missing.status == .unprocessableEntity)
        #expect(try Plan.step(client) == "checkLoad")
    }

    @Test("Build tomorrow's timeline writes the working day's start and end and the commitments' times and titles")
    func timelineMarks() throws {
        let (_, client) = try Self.atLoad()
        try Plan.post(client, "/plan/back", [("to", "buildTomorrow")])
        let build = try #require(try Plan.screen(client)["build"] as? [String: Any])
        let marks = try #require(build["timelineMarks"] as? [[String: Any]])
        #expect(marks.count >= 3)
        #expect(marks.first?["permille"] as? Int == 0 && marks.last?["permille"] as? Int == 1000)
        #expect(marks.last?["endsAtMark"] as? Bool == true)
        #expect(marks.contains { $0["title"] is String }, "no commitment is named under the timeline")
        let page = client.get("/plan").text
        let line = try #require(build["workingDayLine"] as? String)  // "Working day 09:00–17:30"
        let start = String(line.dropFirst("Working day ".count).prefix(5))
        #expect(page.contains("class=\"jm-timeline-time\" text-anchor=\"start\">\(start)</text>"))
    }
}
