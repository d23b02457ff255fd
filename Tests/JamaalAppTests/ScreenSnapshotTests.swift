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
            let problem = Snapshot.check(response.text, named: "demo-" + screen.replacingOccurrences(of: "/", with: "-"), in: #filePath)
            #expect(problem == nil, "\(problem ?? "")")
        }
    }

    @Test("A first day with nothing in it")
    func emptyToday() throws {
        let client = try JamaalTestApp(demo: false).client()
        let response = client.get("/api/screens/today")
        #expect(response.status == .ok)
        let problem = Snapshot.check(response.text, named: "first-day-today", in: #filePath)
        #expect(problem == nil, "\(problem ?? "")")
    }
}
