import Calendar
import Database
import DatabaseTestSupport
import Foundation
import HTTPServer
import HTTPTestSupport
import Identifiers
import JamaalApp
import JamaalCore
import JamaalDemo
import JamaalPersistence
import Security
import Synchronization

/// The whole Jamaal pipeline in-process on a fresh in-memory SQLite database with a pinned clock (moved only by the
/// test), with one account — the store's first person, the demo person with `demo` — whose clients are signed in; plus
/// a cookie-keeping, CSRF-reading client that sends `Host: localhost`.
final class JamaalTestApp: Sendable {
    /// Sunday 29 November 2026, 10:05 in London.
    static let demoNow = ISO8601.parse("2026-11-29T10:05:00Z")!

    let app: JamaalApplication
    let clock: TimeSource

    /// Without the demo the store is a first launch (Today leads to onboarding) unless `onboarded` says onboarding was
    /// finished at `now`; `configure` adjusts the environment (the App Store root, …) before anything is seeded; without
    /// `account` the store's first person has none (a single-person Jamaal's store, to be claimed).
    init(
        now: Date = JamaalTestApp.demoNow, demo: Bool = true, onboarded: Bool = false, testClock: Bool = false,
        database: (any Database)? = nil, deviceCheck: DeviceCheck = .fine, account: Bool = true,
        configure: (inout JamaalEnvironment) -> Void = { _ in }
    ) throws {
        clock = TimeSource(fixedAt: now)
        var env = try JamaalEnvironment.make(
            database: try database ?? Self.freshDatabase(), clock: clock, testClockEnabled: testClock,
            log: { _ in })
        env.ids = .sequential(prefix: "test")  // new things get the same ids on every run, like the pinned clock
        env.deviceCheck = { deviceCheck }
        env.hasher = PasswordHasher(strength: .minimal)
        configure(&env)
        if demo { try JamaalDemo.seed(env.store, now: env.now) }
        if account, try env.people.account(Person.firstID) == nil {
            let email = demo ? JamaalDemo.email : Self.newcomerEmail
            try env.people.create(
                email: email, passwordHash: try env.hasher.hash(demo ? JamaalDemo.password : Self.newcomerPassword), id: Person.firstID,
                now: now)
        }
        if onboarded { try env.store.write { try $0.save(OnboardingProgress.completed(at: now)) } }
        app = JamaalApplication(environment: env, accessLog: false)
    }

    /// A fresh empty database on the engine the run chose (`TEST_DATABASE`: SQLite in memory, or a new PostgreSQL
    /// database). On PostgreSQL Jamaal's schema (its row-level security among it) takes most of a second to make, so it
    /// is made once a run and copied for each app; its migrations do not depend on the clock.
    static func freshDatabase() throws -> any Database {
        guard TestDatabase.kind == .postgres else { return try SQLiteDatabase(path: ":memory:", poolSize: 1) }
        return try TestDatabase.make(copyOf: "jamaal-schema") { database in
            _ = try JamaalEnvironment.make(database: database, clock: TimeSource(fixedAt: demoNow), log: { _ in })
        }
    }

    var env: JamaalEnvironment { app.environment }

    func respond(_ request: Request) -> Response { app.application.respond(to: request) }

    /// The first person's sign-in without the demo.
    static let newcomerEmail = "newcomer@jamaal.test"
    static let newcomerPassword = "newcomer-password"

    /// A browser signed in as the store's first person (a device of its own).
    func client() -> JamaalTestClient {
        let client = JamaalTestClient(app: self)
        client.signIn(as: Person.firstID)
        return client
    }

    /// A browser nobody has signed in on.
    func anonymousClient() -> JamaalTestClient { JamaalTestClient(app: self) }

    /// Moves the pinned clock.
    func advance(_ seconds: TimeInterval) { clock.advance(by: seconds) }
}

/// Keeps cookies between requests like a browser, reads CSRF tokens out of pages, sends `Host: localhost:8090`.
/// Not thread-safe: each client is driven by one thread at a time (concurrent tests give each thread its own).
final class JamaalTestClient: @unchecked Sendable {
    let app: JamaalTestApp
    var jar = CookieJar()
    var cookies: [String: String] {
        get { jar.cookies }
        set { jar.cookies = newValue }
    }
    var remoteAddress = "127.0.0.1"
    var host: String? = "localhost:8090"

    init(app: JamaalTestApp) { self.app = app }

    @discardableResult
    func send(_ method: HTTPMethod, _ target: String, body: [UInt8] = [], headers: [(String, String)] = []) -> Response {
        let response = app.respond(jar.request(method, target, body: body, headers: headers, host: host, remoteAddress: remoteAddress))
        jar.store(from: response)
        return response
    }

    func get(_ target: String) -> Response { send(.get, target) }

    /// Signs this browser in as `person`, as a new device (without the sign-in form and its hashing).
    func signIn(as person: ID<Person>, userAgent: String = "JamaalTests") {
        // A test's store is in memory: if this fails, every request after it says so (401).
        let token = (try? app.env.people.signIn(person, deviceName: "Test · Browser", userAgent: userAgent, now: app.env.now).token) ?? ""
        cookies["jm_session"] = token
    }

    /// Posts a urlencoded form with a CSRF token read from `csrfFrom` (default Today); nil sends none.
    @discardableResult
    func post(_ target: String, _ form: [(String, String)] = [], csrfFrom page: String? = "/today") -> Response {
        var fields = form
        if let page { fields.append(("_csrf", csrfToken(in: get(page)) ?? "")) }
        return send(.post, target, body: FormEncoding.body(fields), headers: [("Content-Type", "application/x-www-form-urlencoded")])
    }

    func csrfToken(in response: Response) -> String? { FormEncoding.csrfToken(in: response.text) }
}

extension JamaalEnvironment {
    /// The store's first person's data (the test app's signed-in person): tests read and arrange it directly.
    var store: JamaalStore { store(for: Person.firstID) }
}
