import Foundation
import HTTPTestSupport
import JamaalApp
import Testing

/// Jamaal's screens as whole JSON against their golden files (`__Snapshots__/`), for the demo person at the fixture
/// instant (Sunday 29 November 2026, 10:05 London) and on a first day with nothing in it. `make snapshots` re-records.
@Suite("Jamaal screens match their snapshots")
struct JamaalScreenSnapshotTests {
    @Test("The demo person's screens")
    func demoScreens() throws {
        let client = try JamaalTestApp().client()
        for screen in ["today", "habits", "anchors", "settings/capacity", "settings/categories"] {
            let response = client.get("/api/screens/" + screen)
            #expect(response.status == .ok, "\(screen): \(response.status)")
            let name = "demo-" + screen.replacingOccurrences(of: "/", with: "-")
            let problem = Snapshot.check(response.text, named: name, in: #filePath)
            #expect(problem == nil, "\(problem ?? "")")
            let page = client.get(screen == "anchors" ? "/habits/anchors" : "/" + screen)
            #expect(page.status == .ok, "/\(screen): \(page.status)")
            let htmlProblem = Snapshot.checkHTML(page.text, named: name, in: #filePath)
            #expect(htmlProblem == nil, "\(htmlProblem ?? "")")
        }
    }

    @Test("Night Planning's steps for the demo person at 21:30, and Today with its evening row")
    func nightPlanning() throws {
        let client = try JamaalTestApp(now: NightPlanningRoutesTests.evening).client()
        for index in 0..<5 {
            let response = client.get("/api/screens/plan")
            #expect(response.status == .ok)
            let step = response.json?["step"] as? String ?? "?"
            let problem = Snapshot.check(response.text, named: "plan-\(index + 1)-\(step)", in: #filePath)
            #expect(problem == nil, "\(problem ?? "")")
            let htmlProblem = Snapshot.checkHTML(client.get("/plan").text, named: "plan-\(index + 1)-\(step)", in: #filePath)
            #expect(htmlProblem == nil, "\(htmlProblem ?? "")")
            client.post("/plan/next", [("flow", "evening"), ("step", step)], csrfFrom: "/settings")
        }
        let today = client.get("/api/screens/today")
        #expect(Snapshot.check(today.text, named: "evening-today", in: #filePath) == nil)
        let page = Snapshot.checkHTML(client.get("/today").text, named: "evening-today", in: #filePath)
        #expect(page == nil, "\(page ?? "")")
    }

    @Test("A first day with nothing in it")
    func emptyToday() throws {
        let client = try JamaalTestApp(demo: false).client()
        let response = client.get("/api/screens/today")
        #expect(response.status == .ok)
        let problem = Snapshot.check(response.text, named: "first-day-today", in: #filePath)
        #expect(problem == nil, "\(problem ?? "")")
        let page = Snapshot.checkHTML(client.get("/today").text, named: "first-day-today", in: #filePath)
        #expect(page == nil, "\(page ?? "")")
    }
}
