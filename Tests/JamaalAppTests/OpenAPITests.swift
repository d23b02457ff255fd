import Foundation
import HTTPServer
import HTTPTestSupport
import JamaalApp
import JamaalRoutes
import Testing

/// `GET /api/openapi.json` is generated from the route table: it lists exactly the JSON routes the router serves, and
/// what those routes answer validates against the schemas it states (generated from the screen models' shapes).
@Suite("Jamaal's OpenAPI document")
struct JamaalOpenAPITests {
    /// The JSON screens the snapshot tests compare, for the demo person (`ScreenSnapshotTests`).
    static let snapshotScreens = ["today", "habits", "anchors", "settings/capacity", "settings/categories"]

    static func validator(_ client: JamaalTestClient) throws -> SchemaValidator {
        let response = client.get("/api/openapi.json")
        #expect(response.status == .ok)
        #expect(response.headers["Content-Type"]?.hasPrefix("application/json") == true)
        return try SchemaValidator(document: Data(response.text.utf8))
    }

    /// `path` answers 200 and its JSON has nothing its documented schema does not allow.
    static func expectValid(_ client: JamaalTestClient, _ validator: SchemaValidator, _ target: String, documented path: String? = nil)
        throws
    {
        let documented = path ?? String(target.split(separator: "?").first ?? "")
        let schema = try #require(validator.responseSchema(get: documented), "\(documented) has no JSON schema in the document")
        let response = client.get(target)
        #expect(response.status == .ok, "\(target): \(response.status)")
        let problems = try validator.problems(in: Data(response.text.utf8), against: schema)
        #expect(problems.isEmpty, "\(target):\n\(problems.prefix(20).joined(separator: "\n"))")
    }

    @Test("Every JSON route the router serves is in the document, and the document lists nothing else")
    func documentMatchesRouter() throws {
        let app = try JamaalTestApp()
        let validator = try Self.validator(app.client())
        // Stripe's webhook answers JSON at the address the Stripe account is given, outside /api/.
        let served = Set(
            app.app.application.router.routes.filter {
                $0.method != .head && ($0.pattern.hasPrefix("/api/") || $0.pattern == JamaalRoute.stripeWebhook.path())
            }
            .map { "\($0.method.rawValue) " + Self.openAPIPath($0.pattern) })
        guard case .object(let paths)? = validator.document["paths"] else {
            Issue.record("the document has no paths")
            return
        }
        var documented: Set<String> = []
        for (path, methods) in paths {
            guard case .object(let operations) = methods else { continue }
            for method in operations.keys { documented.insert(method.uppercased() + " " + path) }
        }
        #expect(served.count > 10, "\(served)")
        #expect(served.subtracting(documented).isEmpty, "served, not documented: \(served.subtracting(documented).sorted())")
        #expect(documented.subtracting(served).isEmpty, "documented, not served: \(documented.subtracting(served).sorted())")
        #expect(documented.contains("GET /api/openapi.json"))
    }

    @Test("The JSON of every snapshot screen validates against its generated schema")
    func snapshotScreensValidate() throws {
        let client = try JamaalTestApp().client()
        let validator = try Self.validator(client)
        for screen in Self.snapshotScreens { try Self.expectValid(client, validator, "/api/screens/" + screen) }
        let firstDay = try JamaalTestApp(demo: false).client()
        try Self.expectValid(firstDay, try Self.validator(firstDay), "/api/screens/today")
    }

    @Test("The other screens and JSON routes validate too: a note's runs, a habit's grid, an Anchor's forms, the widget")
    func otherRoutesValidate() throws {
        let app = try JamaalTestApp(now: AnchorRouteTests.monday1230)
        let client = app.client()
        let validator = try Self.validator(client)
        #expect(client.post("/today/tasks/t-report/begin").status == .seeOther)
        for (target, documented) in [
            ("/api/screens/tasks/t-report", "/api/screens/tasks/{id}"), ("/api/screens/focus", nil),
            ("/api/screens/habits/h-adhkar?day=2026-11-23", "/api/screens/habits/{id}"),
            ("/api/screens/habits/h-water/edit", "/api/screens/habits/{id}/edit"),
            ("/api/screens/habits/h-water/pause", "/api/screens/habits/{id}/pause"), ("/api/screens/habits/new", nil),
            ("/api/screens/habits/new?kind=timed", "/api/screens/habits/new"), ("/api/screens/anchors/new", nil),
            ("/api/screens/anchors/anchor-salah", "/api/screens/anchors/{id}"),
            ("/api/screens/anchors/new/prayer?q=Manchester&city=2643123", "/api/screens/anchors/new/prayer"),
            ("/api/anchors/widget", nil),
            ("/api/places/search?q=Springfield", "/api/places/search"),
            ("/api/screens/settings/capacity?saved=1", "/api/screens/settings/capacity"),
        ] as [(String, String?)] {
            try Self.expectValid(client, validator, target, documented: documented)
        }
    }

    @Test("The validator refuses JSON that breaks a schema: a missing required field, an unknown field, a wrong type")
    func validatorRefuses() throws {
        let client = try JamaalTestApp().client()
        let validator = try Self.validator(client)
        let schema = try #require(validator.responseSchema(get: "/api/screens/settings/capacity"))
        var screen = try #require(client.get("/api/screens/settings/capacity").json)
        #expect(try validator.problems(in: JSONSerialization.data(withJSONObject: screen), against: schema).isEmpty)
        screen["rollover"] = nil
        screen["colour"] = "sea"
        screen["normalDayHours"] = "six"
        let problems = try validator.problems(in: JSONSerialization.data(withJSONObject: screen), against: schema)
        #expect(problems.contains { $0.contains("rollover is required") }, "\(problems)")
        #expect(problems.contains { $0.contains("colour is not a property") }, "\(problems)")
        #expect(problems.contains { $0.contains("$.normalDayHours") }, "\(problems)")
    }

    /// `/habits/:id` → `/habits/{id}`, as the document writes paths.
    static func openAPIPath(_ pattern: String) -> String {
        pattern.split(separator: "/", omittingEmptySubsequences: false).map { segment in
            segment.hasPrefix(":") || segment.hasPrefix("*") ? "{\(segment.dropFirst())}" : String(segment)
        }.joined(separator: "/")
    }
}
