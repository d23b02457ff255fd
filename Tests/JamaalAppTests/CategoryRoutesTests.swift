import Database
import Foundation
import HTTPServer
import JamaalApp
import Testing

/// ST-04 Categories and the Today filter through the whole pipeline on real SQLite.
@Suite("Jamaal categories over HTTP")
struct CategoryRoutesTests {
    static func screen(_ client: JamaalTestClient) throws -> [String: Any] {
        try #require(client.get("/api/screens/settings/categories").json)
    }

    static func names(_ client: JamaalTestClient, _ key: String = "rows") throws -> [String] {
        try (screen(client)[key] as? [[String: Any]] ?? []).compactMap { $0["name"] as? String }
    }

    static func add(_ client: JamaalTestClient, _ name: String, _ color: String = "blue") -> Response {
        client.post("/settings/categories", [("name", name), ("color", color)], csrfFrom: "/settings/categories")
    }

    @Test("The demo's categories in order, with the archived one in the collapsed Archived section")
    func list() throws {
        let client = try JamaalTestApp().client()
        #expect(try Self.names(client) == ["Family", "Work", "Home", "Study"])
        #expect(try Self.names(client, "archived") == ["Garden"])
        let html = client.get("/settings/categories").text
        #expect(html.contains("<details class=\"jm-also jm-archived\">") && html.contains("Restore"))
        for color in ["accent", "blue", "ochre", "plum", "slate"] { #expect(html.contains("value=\"\(color)\"")) }
    }

    @Test("The eighth active category is added; the ninth is refused with what to do and nothing is saved")
    func ninthRefused() throws {
        let app = try JamaalTestApp()
        let client = app.client()
        for name in ["Health", "Friends", "Money", "Masjid"] { #expect(Self.add(client, name).location == "/settings/categories") }
        #expect(try Self.names(client).count == 8)
        #expect(try Self.screen(client)["limitLine"] as? String == "8 of 8 active — archive one to add another.")
        let refused = Self.add(client, "Travel")
        #expect(refused.status == .unprocessableEntity)
        #expect(refused.text.contains("You can have at most eight active categories — archive one first."))
        #expect(try Self.names(client).count == 8)
        let stored = try app.env.database.read { try $0.queryOne("SELECT COUNT(*) AS n FROM categories", [])?.int("n") }
        #expect(stored == 9)  // eight active + Garden, archived
        // Restoring Garden would make nine: refused too.
        let restore = client.post("/settings/categories/cat-garden/restore", csrfFrom: "/settings/categories")
        #expect(restore.status == .unprocessableEntity && restore.text.contains("archive one first"))
        // Archive one, then the ninth fits.
        client.post("/settings/categories/cat-study/archive", csrfFrom: "/settings/categories")
        #expect(Self.add(client, "Travel").location == "/settings/categories")
    }

    @Test("Rename, recolour, reorder, archive and restore; bad names and colours are refused")
    func editing() throws {
        let client = try JamaalTestApp().client()
        #expect(client.get("/settings/categories?edit=cat-work").text.contains("value=\"Work\""))
        client.post("/settings/categories/cat-work", [("name", "Office"), ("color", "slate")], csrfFrom: "/settings/categories")
        #expect(try Self.names(client) == ["Family", "Office", "Home", "Study"])
        #expect((try Self.screen(client)["rows"] as? [[String: Any]])?[1]["color"] as? String == "slate")
        client.post("/settings/categories/cat-home/move?to=up", csrfFrom: "/settings/categories")
        #expect(try Self.names(client) == ["Family", "Home", "Office", "Study"])
        client.post("/settings/categories/cat-family/move?to=down", csrfFrom: "/settings/categories")
        #expect(try Self.names(client) == ["Home", "Family", "Office", "Study"])
        let taken = client.post("/settings/categories/cat-home", [("name", "family")], csrfFrom: "/settings/categories")
        #expect(taken.status == .unprocessableEntity && taken.text.contains("You already have a category called Family."))
        #expect(Self.add(client, "Sea", "teal").status == .unprocessableEntity)
        #expect(Self.add(client, "  ").text.contains("Give the category a name."))
        client.post("/settings/categories/cat-study/archive", csrfFrom: "/settings/categories")
        #expect(try Self.names(client, "archived") == ["Study", "Garden"])
        #expect(client.post("/settings/categories/cat-study/archive", csrfFrom: "/settings/categories").status == .conflict)
        client.post("/settings/categories/cat-garden/restore", csrfFrom: "/settings/categories")
        #expect(try Self.names(client) == ["Home", "Family", "Office", "Garden"])
        // Restore clears the archived mark in storage too (not kept as an unknown field).
        #expect(client.get("/today").text.contains(">Garden<"))
        #expect(client.post("/settings/categories/nope/archive", csrfFrom: "/settings/categories").status == .notFound)
    }

    @Test("The Today filter narrows Tasks only (habits and the meter stay whole-day), clears with All and at rollover")
    func todayFilter() throws {
        let app = try JamaalTestApp()
        let client = app.client()
        let whole = try #require(client.get("/api/screens/today").json)
        let planned = (whole["meter"] as? [String: Any])?["plannedMinutes"] as? Int
        let habits = ((whole["habits"] as? [String: Any])?["rows"] as? [Any])?.count
        client.post("/today/filter", [("category", "cat-work")])
        let filtered = try #require(client.get("/api/screens/today").json)
        let tasks = try #require(filtered["tasks"] as? [[String: Any]])
        #expect(!tasks.isEmpty && tasks.allSatisfy { ($0["category"] as? [String: Any])?["name"] as? String == "Work" })
        #expect((filtered["meter"] as? [String: Any])?["plannedMinutes"] as? Int == planned)
        #expect(((filtered["habits"] as? [String: Any])?["rows"] as? [Any])?.count == habits)
        client.post("/today/filter", [("category", "")])
        #expect(((try #require(client.get("/api/screens/today").json))["tasks"] as? [Any])?.count ?? 0 > tasks.count)
        client.post("/today/filter", [("category", "cat-work")])
        app.advance(86_400)
        let next = try #require(client.get("/api/screens/today").json)
        #expect((next["filter"] as? [String: Any])?["active"] == nil)
        #expect(client.post("/today/filter", [("category", "cat-garden")]).status == .unprocessableEntity)
    }
}
