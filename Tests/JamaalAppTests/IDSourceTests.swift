import Foundation
import HTTPTestSupport
import JamaalApp
import Testing

/// New things take their ids from the environment's source, so a test that pins it gets the same ids every run.
@Suite("Jamaal's ids come from its environment")
struct JamaalIDSourceTests {
    @Test("A new task's id is the pinned source's next")
    func pinnedIDs() throws {
        let client = try JamaalTestApp(demo: false, onboarded: true).client()
        #expect(client.post("/today/tasks", TaskFlowTests.form("Call the bank")).status == .seeOther)
        let json = try #require(client.get("/api/screens/today").json)
        let rows = (json["tasks"] as? [[String: Any]] ?? []) + ((json["alsoToday"] as? [String: Any])?["rows"] as? [[String: Any]] ?? [])
        let ids = rows.compactMap { $0["id"] as? String }
        #expect(ids.contains { $0.hasPrefix("test-") }, "\(ids)")
    }
}
