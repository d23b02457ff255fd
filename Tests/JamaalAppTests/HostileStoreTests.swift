import Calendar
import Database
import Foundation
import HTTPServer
import HTTPTestSupport
import JamaalApp
import JamaalDemo
import JamaalPersistence
import JamaalRoutes
import Security
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Issue 40: a store written by another version or edited by hand — extreme values put straight into its rows, past
/// every import check — never takes Jamaal down. A real `jamaal serve` is started on that folder and every GET route is
/// opened (each with the damaged records' ids), every printed link followed: no 5xx, the process alive; Delete my data
/// works with a damaged live focus session; a damaged person gives the recovery screen, never a crash.
@Suite("Jamaal hostile store: extreme stored values never take the server down", .serialized)
struct HostileStoreTests {
    let directory: String
    var path: String { directory + "/jamaal.sqlite" }

    init() throws {
        directory = NSTemporaryDirectory() + "jamaal-hostile-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    }

    /// The demo person's store on disk, closed.
    func writeDemoStore() throws {
        let database = try SQLiteDatabase(path: path)
        let env = try JamaalEnvironment.make(database: database, clock: TimeSource(fixedAt: JamaalTestApp.demoNow), log: { _ in })
        try JamaalDemo.seed(env.store, now: env.now)
        try JamaalDemo.createAccount(env.people, hasher: PasswordHasher(strength: .minimal), now: env.now)
        database.close()
    }

    /// Rewrites the JSON body of every row of `table`, the `n`-th row by `damage(n, body)`; returns the rows' `key` values.
    @discardableResult
    func damage(_ table: String, key: String = "id", set: String? = nil, _ damage: (Int, inout [String: Any]) -> Void) throws -> [String] {
        let database = try SQLiteDatabase(path: path, poolSize: 1)
        defer { database.close() }
        return try database.write { connection in
            var keys: [String] = []
            for (index, row) in try connection.query("SELECT rowid AS r, \(key) AS k, body FROM \(table) ORDER BY rowid", []).enumerated() {
                let value = try row.value("body")
                let bytes: [UInt8]
                switch value {
                case .blob(let blob): bytes = blob
                case .text(let text): bytes = Array(text.utf8)
                default: continue
                }
                guard var object = try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any] else { continue }
                damage(index, &object)
                let out = try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
                let body: SQLValue = if case .blob = value { .blob([UInt8](out)) } else { .text(String(decoding: out, as: UTF8.self)) }
                try connection.execute(
                    "UPDATE \(table) SET body = $1\(set.map { ", " + $0 } ?? "") WHERE rowid = $2", [body, try row.value("r")])
                keys.append(try row.string("k"))
            }
            return keys
        }
    }

    /// Every row of every record table holds a value no form accepts (the issue's list and more).
    func damageEverythingButThePerson() throws -> [String] {
        var ids: [String] = []
        let taskDamage: [(inout [String: Any]) -> Void] = [
            { $0["effort"] = Int.max }, { $0["effort"] = Int.min }, { $0["createdAt"] = 1e300 }, { $0["createdAt"] = -1e18 },
            { $0["status"] = ["done": ["at": 1e300]] }, { $0["status"] = ["dropped": ["at": -1e18]] },
            { $0["schedule"] = ["date": ["_0": "9999-12-31"]] },
        ]
        ids += try damage("tasks") { index, body in taskDamage[index % taskDamage.count](&body) }
        // The live session the issue saw crash even Delete my data: running since −1e300, on today.
        ids += try damage("focus_sessions", set: "live = 1, day = '2026-11-29'") { index, body in
            body["day"] = "2026-11-29"
            body["state"] = index % 2 == 0 ? ["running": ["since": -1e300]] : ["paused": ["since": 1e300]]
            body["bankedSeconds"] = index % 3 == 0 ? 1e300 : -1e300
            body["estimateMinutes"] = Int.max
        }
        ids += try damage("habits") { index, body in
            body["kind"] = ["timed:\(Int.max)", "counted:\(Int.min)", "avoid:\(Int.max)", "timed:-5"][index % 4]
            if index % 5 == 4 { body["schedule"] = "weekly:\(Int.max)" }
        }
        ids += try damage("habit_entries") { index, body in
            body["value"] = index % 2 == 0 ? ["minutes": ["_0": Int.max, "manual": true]] : ["count": ["_0": Int.min]]
            if index % 3 == 0 { body["timeOfDay"] = Int.max }
        }
        ids += try damage("anchor_rules") { index, body in
            if var prayer = body["prayer"] as? [String: Any] {
                prayer["adjustments"] = ["fajr": 5_000_000, "isha": -9_000_000]
                body["prayer"] = prayer
            } else if var scheduled = body["scheduled"] as? [String: Any] {
                scheduled["durationMinutes"] = Int.max
                body["scheduled"] = scheduled
            } else {
                body["archivedAt"] = 1e300
            }
        }
        try damage("anchor_marks") { index, body in body["at"] = index % 2 == 0 ? 1e300 : -1e300 }
        try damage("categories") { _, body in body["archivedAt"] = -1e300 }
        try damage("night_sessions", key: "day") { index, body in body[index % 2 == 0 ? "startedAt" : "confirmedAt"] = 1e300 }
        try damage("day_records", key: "day") { index, body in
            body[["plannedMinutes", "budgetMinutes", "minutesPastDayEnd", "plannedItems"][index % 4]] = index % 2 == 0 ? Int.max : Int.min
            body["focusRuns"] = [["estimateMinutes": Int.max, "actualMinutes": Int.min]]
        }
        try damage("onboarding", key: "person_id") { _, body in body["startedAt"] = -1e300 }
        return ids
    }

    /// A GET through the real socket as a `Response` (its body as text).
    static func get(_ port: UInt16, _ target: String, cookie: String? = nil) -> Response {
        let sent = cookie ?? KillDurabilityTests.cookie(for: port)
        let head = "GET \(target) HTTP/1.1\r\nHost: localhost" + (sent.map { "\r\nCookie: \($0)" } ?? "")
        guard let reply = try? RawHTTPClient.send(port: port, head: head) else {
            return Response(status: HTTPStatus(code: 599), body: .bytes(Array("no answer: the server died".utf8)))
        }
        var headers: HTTPHeaders = [:]
        for (name, value) in reply.headers { headers[name] = value }
        return Response(status: HTTPStatus(code: reply.status), headers: headers, body: .bytes(Array(reply.body.utf8)))
    }

    /// Every GET route Jamaal declares, printed with each of `captures` in each place a route takes one.
    static func everyGETPath(captures: [String]) -> [String] {
        var paths: Set<String> = []
        for endpoint in JamaalRoute.all where endpoint.description.method == .get {
            let count = endpoint.description.parameters.count
            var sets: [[String]] = [[]]
            for _ in 0..<count { sets = sets.flatMap { set in captures.map { set + [$0] } } }
            for set in sets { if let path = try? endpoint.printPath(set) { paths.insert(path) } }
        }
        return paths.sorted()
    }

    @Test("Extreme values in every record table: every page opens (no 5xx, the process alive); Delete my data works")
    func everyPageOnADamagedStore() throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try writeDemoStore()
        let ids = try damageEverythingButThePerson()
        #expect(ids.count > 20)
        let port = KillDurabilityTests.freePort()
        let server = try KillDurabilityTests.start(data: directory, port: port)
        try KillDurabilityTests.signIn(port: port, email: JamaalDemo.email, password: JamaalDemo.password)
        defer {
            server.terminate()
            server.waitUntilExit()
        }
        var failures: [String] = []
        let captures = ids + ["2026-11-29", "2026-11-28", "fajr", "0", "1", "app.css", "week", "steady"]
        let paths = Self.everyGETPath(captures: captures).filter { !$0.hasPrefix("/static/") } + ["/static/app.css"]
        #expect(paths.count > 100, "only \(paths.count) GET paths")
        let targets = paths + paths.filter { !$0.hasPrefix("/api/") }.map { "/api/screens" + $0 }
        for target in targets {
            let response = Self.get(port, target)
            if response.status.code >= 500 { failures.append("\(target) → \(response.status.code)") }
        }
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
        #expect(server.isRunning, "the server died")

        let router = try JamaalTestApp(demo: false).app.application.router
        let report = LinkCrawl.walk(
            from: "/today", router: router, notFetched: JamaalLinkResolutionTests.notFetched, get: { Self.get(port, $0) })
        #expect(report.routes.count > 5, "only \(report.routes.count) routes reached")
        #expect(report.failures.isEmpty, "\(report.failures.joined(separator: "\n"))")
        #expect(server.isRunning, "the server died")
        // The damaged records read as ones this version can't show, never as numbers.
        #expect(Self.get(port, "/today").text.contains("Update Jamaal to see this"))

        // Delete my data, with the damaged live session still stored.
        let page = Self.get(port, "/settings/data?delete=2")
        #expect(page.status == .ok)
        let cookie = try #require(KillDurabilityTests.cookie(for: port))
        let token = try #require(FormEncoding.csrfToken(in: page.text))
        let body = FormEncoding.body([("step", "2"), ("understood", "yes"), ("_csrf", token)])
        let deleted = try RawHTTPClient.send(
            port: port,
            head: """
                POST /settings/data/delete HTTP/1.1\r\nHost: localhost\r\nCookie: \(cookie)\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: \(body.count)
                """, body: body)
        #expect(deleted.status == 303 && deleted.headers["location"] == "/sign-up")
        // The account went with the data: the browser's session no longer signs anyone in.
        #expect(Self.get(port, "/today").headers["Location"]?.hasPrefix("/sign-in") == true)
        #expect(server.isRunning)
        let database = try SQLiteDatabase(path: path, poolSize: 1)
        defer { database.close() }
        #expect(
            try JamaalStore(database: database, owner: Person.firstID).read { try JamaalExport.counts($0) }.values.allSatisfy { $0 == 0 })
        #expect(try JamaalPeople(database: database).count() == 0)
    }

    @Test("A person changed by hand: the running server says so (never overwrites it); after a restart, the recovery screen")
    func damagedPerson() throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try writeDemoStore()
        let port = KillDurabilityTests.freePort()
        let server = try KillDurabilityTests.start(data: directory, port: port)
        try KillDurabilityTests.signIn(port: port, email: JamaalDemo.email, password: JamaalDemo.password)
        #expect(Self.get(port, "/today").status == .ok)
        try damage("person", key: "person_id") { _, body in
            var settings = body["settings"] as? [String: Any] ?? [:]
            settings["normalDayMinutes"] = Int.max
            body["settings"] = settings
            body["createdAt"] = -1e300
        }
        let running = Self.get(port, "/today")
        #expect(running.status == .serviceUnavailable)
        #expect(running.text.contains("Update Jamaal to see this"))
        #expect(server.isRunning)
        server.terminate()
        server.waitUntilExit()
        // The person's row was not overwritten by a "fresh" one.
        let stored = try SQLiteDatabase(path: path, poolSize: 1)
        let body = try stored.read { try $0.queryOne("SELECT body FROM person", [])?.string("body") } ?? ""
        stored.close()
        #expect(body.contains("9223372036854775807"))

        let restarted = try KillDurabilityTests.start(data: directory, port: port)
        defer {
            restarted.terminate()
            restarted.waitUntilExit()
        }
        for target in ["/today", "/habits", "/anchors", "/settings/data", "/plan"] {
            #expect(Self.get(port, target).headers["Location"] == "/recovery", "\(target)")
        }
        let recovery = Self.get(port, "/recovery")
        #expect(recovery.status == .serviceUnavailable)
        #expect(recovery.text.contains("Update Jamaal to see this") && recovery.text.contains("Export my data first"))
        #expect(Self.get(port, "/recovery/export").status == .ok)
        #expect(restarted.isRunning)
    }
}
