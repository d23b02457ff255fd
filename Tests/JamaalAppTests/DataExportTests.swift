import Calendar
import Database
import Foundation
import HTTPServer
import HTTPTestSupport
import JamaalApp
import JamaalDemo
import JamaalPersistence
import Testing

/// ST-08 through the pipeline: Export my data, its import into an empty store reproducing the same screens, and Delete
/// my data behind two confirmations.
@Suite("Jamaal your data: export, import, delete")
struct DataExportTests {
    static func export(_ client: JamaalTestClient) throws -> (Response, Data) {
        let response = client.get("/settings/data/export")
        return (response, Data(response.text.utf8))
    }

    @Test("The export is one JSON file with its manifest, every list an array and every record with its id")
    func exportShape() throws {
        let client = try JamaalTestApp().client()
        let (response, data) = try Self.export(client)
        #expect(response.status == .ok)
        #expect(response.headers["Content-Disposition"] == "attachment; filename=\"jamaal-export-2026-11-29.json\"")
        let document = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let manifest = try #require(document["manifest"] as? [String: Any])
        #expect(manifest["schemaVersion"] as? Int == JamaalExport.schemaVersion)
        #expect(manifest["exportedAt"] as? String == "2026-11-29T10:05:00Z")
        let counts = try #require(manifest["counts"] as? [String: Int])
        for name in JamaalExport.lists {
            let records = try #require(document[name] as? [[String: Any]], "\(name)")
            #expect(counts[name] == records.count, "\(name)")
            #expect(records.allSatisfy { $0["id"] is String }, "\(name)")
        }
        #expect(counts["tasks", default: 0] > 10 && counts["nightPlanningSessions", default: 0] == 20)
        let gym = try #require((document["tasks"] as? [[String: Any]])?.first { $0["id"] as? String == "t-gym" })
        #expect((gym["deferrals"] as? [Any])?.count == 2)  // history travels
    }

    @Test("Imported into an empty store, the export gives the same Today, habits, Anchors and wellbeing")
    func roundTrip() throws {
        let original = try JamaalTestApp().client()
        let (_, data) = try Self.export(original)
        let copy = try JamaalTestApp(demo: false)
        try copy.env.store.write { try JamaalExport.importDocument(data, into: $0) }
        let client = copy.client()
        for screen in ["today", "habits", "anchors", "wellbeing", "settings/capacity", "settings/categories"] {
            let a = original.get("/api/screens/" + screen), b = client.get("/api/screens/" + screen)
            #expect(a.status == .ok && b.status == .ok, "\(screen)")
            #expect(a.text == b.text, "\(screen) differs after the round trip")
        }
        // A second import into the same store is refused, and nothing changes.
        let before = try copy.env.store.read { try JamaalExport.counts($0) }
        #expect(throws: JamaalExport.ImportError.self) { try copy.env.store.write { try JamaalExport.importDocument(data, into: $0) } }
        #expect(try copy.env.store.read { try JamaalExport.counts($0) } == before)
    }

    @Test("A file that is not an export, or from another schema version, is refused whole: nothing is written")
    func badImports() throws {
        let original = try JamaalTestApp().client()
        let (_, data) = try Self.export(original)
        var document = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        var manifest = try #require(document["manifest"] as? [String: Any])
        manifest["schemaVersion"] = 99
        document["manifest"] = manifest
        let newer = try JSONSerialization.data(withJSONObject: document)
        var broken = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        var tasks = try #require(broken["tasks"] as? [[String: Any]])
        tasks[3]["effort"] = "a lot"
        broken["tasks"] = tasks
        let brokenData = try JSONSerialization.data(withJSONObject: broken)
        for (bytes, words) in [
            (Data("not json".utf8), "not a Jamaal export"), (newer, "schema version 99"), (brokenData, "cannot be read"),
        ] {
            let empty = try JamaalTestApp(demo: false)
            do {
                try empty.env.store.write { try JamaalExport.importDocument(bytes, into: $0) }
                Issue.record("imported \(words)")
            } catch let error as JamaalExport.ImportError {
                #expect(error.message.contains(words), "\(error.message)")
            }
            #expect(try empty.env.store.read { try $0.person() } == nil)
            #expect(try empty.env.store.read { try JamaalExport.counts($0) }.values.allSatisfy { $0 == 0 })
        }
    }

    @Test("Delete my data takes two confirmations; then the store is empty and the next open is a first launch")
    func deleteTwice() throws {
        let app = try JamaalTestApp()
        let client = app.client()
        #expect(client.get("/settings").text.contains("href=\"/settings/data\""))
        #expect(client.get("/settings/data?delete=1").text.contains("Continue"))
        #expect(client.post("/settings/data/delete", [("step", "1")], csrfFrom: "/settings").location == "/settings/data?delete=2")
        let unticked = client.post("/settings/data/delete", [("step", "2")], csrfFrom: "/settings")
        #expect(unticked.status == .unprocessableEntity && unticked.text.contains("nothing was deleted"))
        #expect(client.post("/settings/data/delete", [("step", "9")], csrfFrom: "/settings").status == .unprocessableEntity)
        #expect(client.post("/settings/data/delete", [("step", "2"), ("understood", "yes")], csrfFrom: nil).status == .forbidden)
        #expect(try app.env.store.read { try JamaalExport.counts($0) }["tasks"] ?? 0 > 0)
        let deleted = client.post("/settings/data/delete", [("step", "2"), ("understood", "yes")], csrfFrom: "/settings")
        #expect(deleted.location == "/sign-up")
        #expect(try app.env.store.read { try JamaalExport.counts($0) }.values.allSatisfy { $0 == 0 })
        // The account, its devices and the onboarding went with it: signed out, and an account made again is a first launch.
        #expect(try app.env.store.read { try $0.onboarding() } == nil)
        #expect(try app.env.people.count() == 0)
        #expect(client.get("/today").location == "/sign-in?next=%2Ftoday")
        let again = [("email", JamaalDemo.email), ("password", JamaalDemo.password)]
        #expect(client.post("/sign-up", again, csrfFrom: "/sign-up").location == "/")
        #expect(client.get("/today").location == "/onboarding/meet")
        #expect(client.get("/").location == "/onboarding/meet")
        #expect(client.get("/api/screens/today").json?["state"] as? String == "firstLaunch")
    }
}
