import Foundation
import HTTPServer
import HTTPTestSupport
import Identifiers
import JamaalApp
import JamaalCore
import JamaalPersistence
import JamaalRoutes
import Routing
import Testing
import WebAuthnTestSupport

/// #42 "many people, one service": two people on one store. The second walks every declared route with every object
/// id of the first's (tasks, habits, groups, categories, Anchors, focus sessions, devices, passkeys) in each place a route takes
/// one, as a page and as JSON (and each screen's JSON twin); nothing of the first person's appears in any answer, and
/// the first person's export is byte for byte what it was.
@Suite("Jamaal: no person reaches another's data")
struct PersonMatrixTests {
    /// The first person's ids by the route parameter's type, and the words of theirs no answer to the second may hold.
    struct Victim {
        var ids: [String: [String]] = [:]
        var secrets: Set<String> = []
    }

    static func victim(_ app: JamaalTestApp) throws -> (Victim, Data) {
        let export = try app.env.store.read { try JamaalExport.document($0, appVersion: "test", exportedAt: app.env.now) }
        let document = try #require(try JSONSerialization.jsonObject(with: export) as? [String: Any])
        var victim = Victim()
        func records(_ list: String) -> [[String: Any]] { document[list] as? [[String: Any]] ?? [] }
        let lists = [
            "ID<TaskItem>": "tasks", "ID<Habit>": "habits", "ID<HabitGroup>": "habitGroups", "ID<Category>": "categories",
            "ID<AnchorRule>": "anchorRules", "ID<FocusSession>": "focusSessions",
        ]
        for (type, list) in lists { victim.ids[type] = records(list).compactMap { $0["id"] as? String } }
        victim.ids["ID<SignedInDevice>"] = try app.env.people.devices(of: Person.firstID, now: app.env.now).map(\.id)
        victim.ids["ID<Passkey>"] = try app.env.store.read { try $0.passkeys() }.map(\.id.rawValue)
        for list in ["tasks", "habits", "anchorRules"] {
            for record in records(list) {
                for key in ["title", "name"] { if let text = record[key] as? String, text.count >= 8 { victim.secrets.insert(text) } }
            }
        }
        victim.secrets.insert("maryam@jamaal.test")
        for passkey in try app.env.store.read({ try $0.passkeys() }) {
            victim.secrets.formUnion([passkey.name, passkey.credentialID, passkey.userHandle])
        }
        // A title the product itself offers (a preset's, "School run") is copy, not the victim's data: what a newcomer is
        // shown on every page without an id is taken out.
        let newcomer = try JamaalTestApp(demo: false, onboarded: true)
        let client = newcomer.client()
        var copy = ""
        for route in JamaalRoute.all where route.description.method == .get && route.description.parameters.isEmpty {
            guard let path = try? route.printPath([]) else { continue }
            copy += client.get(path).text
        }
        for (step, path) in JamaalPageSnapshotTests.onboarding {
            let first = try JamaalTestApp(demo: false).client()
            OnboardingFlowTests.walk(first, to: step)
            copy += first.get("/onboarding/" + path).text
        }
        victim.secrets = victim.secrets.filter { !copy.contains($0) && !copy.contains($0.replacingOccurrences(of: "'", with: "&#39;")) }
        return (victim, export)
    }

    @Test("Every route × every object id of the other person, as a page and as JSON: 0 leaks, nothing of theirs changed")
    func matrix() throws {
        let app = try JamaalTestApp()  // the demo person is the victim
        _ = app.client().get("/today")  // a device of theirs, and the day's records
        try PasskeyCeremony.register(app.client(), try TestAuthenticator(), name: "Maryam's kitchen passkey")  // and a passkey
        let (victim, before) = try Self.victim(app)
        #expect(victim.secrets.count > 10 && (victim.ids["ID<TaskItem>"]?.count ?? 0) > 5)

        // The other person: onboarded, with a plan of their own.
        let other = try app.env.people.create(
            email: "bilal@jamaal.test", passwordHash: try app.env.hasher.hash("bilal's password"), now: app.env.now)
        try app.env.store(for: other).write { db in
            try db.save(try Person.fresh(now: app.env.now))
            try db.save(OnboardingProgress.completed(at: app.env.now))
        }
        let client = app.anonymousClient()
        client.signIn(as: other)
        #expect(client.post("/today/tasks", [("title", "Bilal's own task"), ("effort", "30"), ("schedule", "today")]).status == .seeOther)
        let csrf = client.csrfToken(in: client.get("/settings")) ?? ""
        #expect(!csrf.isEmpty)

        var calls = 0
        var leaks: [String] = []
        var serverErrors: [String] = []
        func check(_ label: String, _ response: Response) {
            calls += 1
            if response.status.code >= 500 { serverErrors.append("\(label) → \(response.status.code)") }
            let text = response.text
            for secret in victim.secrets where text.contains(secret) || text.contains(secret.replacingOccurrences(of: "'", with: "&#39;")) {
                leaks.append("\(label): “\(secret)”")
            }
        }
        let skipped: Set<String> = ["POST /sign-out", "POST /settings/data/delete", "POST /_test/clock"]
        for route in JamaalRoute.all where !skipped.contains(route.description.label) {
            let endpoint = route.description
            let choices = endpoint.parameters.map { parameter in victim.ids["\(parameter.type)"] ?? ["x"] }
            var sets: [[String]] = [[]]
            for options in choices { sets = sets.flatMap { set in options.map { set + [$0] } } }
            for captures in sets {
                guard let path = try? route.printPath(captures) else { continue }
                for json in [false, true] {
                    var headers: [(String, String)] = [("Content-Type", "application/x-www-form-urlencoded"), ("X-CSRF-Token", csrf)]
                    if json { headers.append(("Accept", "application/json")) }
                    let body = endpoint.method == .post ? FormEncoding.body(ReadOnlyRouteMatrixTests.fields + [("_csrf", csrf)]) : []
                    check(
                        "\(endpoint.method) \(path)\(json ? " (JSON)" : "")",
                        client.send(endpoint.method, path, body: body, headers: headers))
                }
                if endpoint.method == .get, route.twin != nil {
                    check("GET /api/screens\(path)", client.get("/api/screens" + path))
                }
            }
        }
        // Their own data is there for them; nothing of the victim's.
        let theirs = try app.env.store(for: other).read { try JamaalExport.document($0, appVersion: "test", exportedAt: app.env.now) }
        #expect(String(decoding: theirs, as: UTF8.self).contains("Bilal's own task"))
        let after = try app.env.store.read { try JamaalExport.document($0, appVersion: "test", exportedAt: app.env.now) }
        #expect(after == before, "the other person's requests changed the victim's data")
        #expect(try app.env.store.read { try $0.passkeys() }.map(\.id.rawValue) == victim.ids["ID<Passkey>"], "the victim's passkeys")
        #expect(leaks.isEmpty, "\(leaks.prefix(10).joined(separator: "\n"))")
        #expect(serverErrors.isEmpty, "\(serverErrors.prefix(10).joined(separator: "\n"))")
        #expect(calls > 1000, "only \(calls) calls")
        // Delete my data takes the other person's rows and nothing of the victim's.
        #expect(client.post("/settings/data/delete", [("step", "2"), ("understood", "yes")], csrfFrom: "/settings").location == "/sign-up")
        #expect(try app.env.store(for: other).read { try JamaalExport.counts($0) }.values.allSatisfy { $0 == 0 })
        #expect(try app.env.store.read { try JamaalExport.document($0, appVersion: "test", exportedAt: app.env.now) } == before)
        #expect(try app.env.people.account(other) == nil && app.env.people.account(Person.firstID) != nil)
        print(
            "person matrix: \(JamaalRoute.all.count) routes, \(calls) calls as the other person; \(leaks.count) leaks, \(serverErrors.count) server errors"
        )
    }
}
