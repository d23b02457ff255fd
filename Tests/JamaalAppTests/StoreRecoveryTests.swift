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

/// SY-05: a store that won't open gives the recovery screen — never a crash or a blank 500 — with Try again, Export my
/// data first (only when some of it can be read) and Reset this device's data (confirmed; the old file set aside).
@Suite("Jamaal SY-05: a store that won't open")
struct StoreRecoveryTests {
    let directory: String
    var path: String { directory + "/jamaal.sqlite" }
    let clock = TimeSource(fixedAt: JamaalTestApp.demoNow)

    init() throws {
        directory = NSTemporaryDirectory() + "jamaal-recovery-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    }

    /// A browser-like client on the recovery's application.
    final class Client: @unchecked Sendable {
        let application: Application
        var jar = CookieJar()
        init(_ application: Application) { self.application = application }

        @discardableResult
        func send(_ method: HTTPMethod, _ target: String, body: [UInt8] = [], headers: [(String, String)] = []) -> Response {
            let response = application.respond(
                to: jar.request(method, target, body: body, headers: headers, host: "localhost:8090", remoteAddress: "127.0.0.1"))
            jar.store(from: response)
            return response
        }

        func get(_ target: String) -> Response { send(.get, target) }

        @discardableResult
        func post(_ target: String, _ form: [(String, String)] = [], csrfFrom page: String = "/recovery") -> Response {
            let token = FormEncoding.csrfToken(in: get(page).text) ?? ""
            return send(
                .post, target, body: FormEncoding.body(form + [("_csrf", token)]),
                headers: [("Content-Type", "application/x-www-form-urlencoded")])
        }
    }

    func recovery(expecting expected: (StoreProblem) -> Bool) throws -> StoreRecovery {
        let problem: StoreProblem
        switch JamaalStoreOpener.open(path: path, now: clock.now()) {
        case .success(let database):
            database.close()
            Issue.record("the store opened")
            throw HTTPError(.internalServerError, "opened")
        case .failure(let found): problem = found
        }
        #expect(expected(problem), "\(problem)")
        let clock = clock
        return try StoreRecovery(path: path, problem: problem, clock: clock, accessLog: false) { database in
            JamaalApplication(environment: try JamaalEnvironment.make(database: database, clock: clock, log: { _ in }), accessLog: false)
        }
    }

    /// The page's text with HTML's apostrophe escape undone.
    func plain(_ response: Response) -> String { response.text.replacingOccurrences(of: "&#39;", with: "'") }

    /// A demo store on disk, closed.
    func writeDemoStore(extraMigration: Int? = nil) throws {
        let database = try SQLiteDatabase(path: path)
        let env = try JamaalEnvironment.make(database: database, clock: clock, log: { _ in })
        try JamaalDemo.seed(env.store, now: env.now)
        try JamaalDemo.createAccount(env.people, hasher: PasswordHasher(strength: .minimal), now: env.now)
        if let version = extraMigration {
            try database.write {
                try $0.execute(
                    "INSERT INTO schema_migrations (version, name, applied_at) VALUES ($1, 'from a newer Jamaal', 0)",
                    [.integer(Int64(version))])
            }
        }
        database.close()
    }

    @Test("A file that isn't a database: every page is the recovery screen (503), with Try again and Reset but no export")
    func corruptFile() throws {
        let garbage = Array("this is not a database, it was overwritten".utf8) + Array(repeating: 0x5A, count: 8192)
        _ = FileManager.default.createFile(atPath: path, contents: Data(garbage))
        let recovery = try recovery { if case .corrupt = $0 { true } else { false } }
        let client = Client(recovery.application)

        let today = client.get("/today")
        #expect(today.status == .seeOther)
        #expect(today.headers["Location"] == "/recovery")
        let page = client.get("/recovery")
        #expect(page.status == .serviceUnavailable)
        #expect(plain(page).contains("This device's data is damaged"))
        #expect(plain(page).contains("Nothing has been changed or deleted"))
        #expect(plain(page).contains("Try again"))
        #expect(plain(page).contains("Reset this device's data"))
        #expect(!plain(page).contains("Export my data first"))
        #expect(client.get("/recovery/export").status == .conflict)
        #expect(client.get("/api/screens/today").status == .serviceUnavailable)
        #expect(client.get("/static/jamaal.css").status == .ok)

        // Try again: still damaged, says so, nothing changed.
        let retried = client.post("/recovery/retry")
        #expect(retried.headers["Location"] == "/recovery")
        #expect(plain(client.get("/recovery")).contains("It still won't open"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == Data(garbage))
    }

    @Test("Reset needs its confirmation; then the old file is set aside (not deleted) and Jamaal starts fresh")
    func resetSetsAside() throws {
        let garbage = Data(Array(repeating: UInt8(0x42), count: 4096))
        _ = FileManager.default.createFile(atPath: path, contents: garbage)
        let recovery = try recovery { if case .corrupt = $0 { true } else { false } }
        let client = Client(recovery.application)

        let confirm = client.get("/recovery/reset")
        #expect(plain(confirm).contains("Reset this device's data?"))
        #expect(plain(confirm).contains("set aside"))
        let unconfirmed = client.post("/recovery/reset", [])
        #expect(unconfirmed.status == .unprocessableEntity)
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == garbage)
        #expect(!recovery.isRecovered)

        let reset = client.post("/recovery/reset", [("confirm", "reset")])
        #expect(reset.status == .seeOther)
        #expect(reset.headers["Location"] == "/today")
        #expect(recovery.isRecovered)
        let setAside = try FileManager.default.contentsOfDirectory(atPath: directory).filter { $0.contains(".unreadable-") }
        #expect(setAside.count == 1)
        #expect(try Data(contentsOf: URL(fileURLWithPath: directory + "/" + (setAside.first ?? ""))) == garbage)
        #expect(client.get("/health").text == "ok")
        #expect(client.get("/today").status.code < 500)
        // A second reset (another tab) changes nothing now that Jamaal is back.
        #expect(client.get("/recovery").status == .notFound)
        recovery.close()
    }

    @Test("A store from a newer Jamaal is left untouched: export what can be read, then Try again once updated")
    func newerSchema() throws {
        let newer = JamaalStoreOpener.knownVersion + 1
        try writeDemoStore(extraMigration: newer)
        let recovery = try recovery { $0 == .newerSchema(found: newer, known: JamaalStoreOpener.knownVersion) }
        let client = Client(recovery.application)

        let page = client.get("/recovery")
        #expect(plain(page).contains("This data is from a newer Jamaal"))
        #expect(plain(page).contains("Export my data first"))
        let export = client.get("/recovery/export")
        #expect(export.status == .ok)
        #expect(export.headers["Content-Disposition"]?.contains("attachment") == true)
        let document = try JSONSerialization.jsonObject(with: Data(export.text.utf8)) as? [String: Any]
        #expect((document?["tasks"] as? [Any])?.isEmpty == false)

        // The newer version's mark is still there: nothing was migrated or written.
        #expect(
            JamaalStoreOpener.check(try SQLiteDatabase(path: path)) == .newerSchema(found: newer, known: JamaalStoreOpener.knownVersion))

        // "Updating" (here: the newer mark removed), Try again opens Jamaal with the data as it was.
        let database = try SQLiteDatabase(path: path)
        try database.write { try $0.execute("DELETE FROM schema_migrations WHERE version = $1", [.integer(Int64(newer))]) }
        database.close()
        let retried = client.post("/recovery/retry")
        #expect(retried.headers["Location"] == "/today")
        #expect(recovery.isRecovered)
        let signedIn = client.post("/sign-in", [("email", JamaalDemo.email), ("password", JamaalDemo.password)], csrfFrom: "/sign-in")
        #expect(signedIn.headers["Location"] == "/")
        let today = client.get("/today")
        #expect(today.status == .ok)
        recovery.close()
    }

    @Test("A folder where the store should be is unreadable: no export, and the screen says nothing was changed")
    func unreadable() throws {
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        let recovery = try recovery { if case .unreadable = $0 { true } else { false } }
        let page = Client(recovery.application).get("/recovery")
        #expect(page.status == .serviceUnavailable)
        #expect(plain(page).contains("Jamaal can't read this device's data"))
        #expect(!plain(page).contains("Export my data first"))
    }
}

extension StoreRecoveryTests {
    @Test("Every recovery endpoint is served (none answers 404 or 405) and prints the path it parses")
    func everyEndpointServed() throws {
        _ = FileManager.default.createFile(atPath: path, contents: Data(Array(repeating: UInt8(0x41), count: 2048)))
        let recovery = try recovery { if case .corrupt = $0 { true } else { false } }
        let client = Client(recovery.application)
        for endpoint in JamaalRecoveryRoute.all {
            let printed = try endpoint.printPath(endpoint.description.parameters.map { _ in "today" })
            let response: Response = endpoint.description.method == .post ? client.post(printed, []) : client.get(printed)
            #expect(![404, 405].contains(response.status.code), "\(endpoint.description.method) \(printed)")
        }
    }
}
