import Calendar
import Database
import DatabaseTestSupport
import Foundation
import HTTPServer
import HTTPTestSupport
import Identifiers
import Media
import QuranFlowDemo
import QuranFlowJobs
import QuranFlowPersistence
import QuranFlowServer
import Security
import Synchronization

/// The whole QuranFlow pipeline in-process, on a fresh database (SQLite, or PostgreSQL with TEST_DATABASE=postgres),
/// with a pinned clock and demo accounts; plus a cookie-keeping browser-like client.
final class TestApp: Sendable {
    static let demoNow = ISO8601.parse("2026-10-27T13:48:00-04:00")!

    let app: QuranFlowApplication
    let logLines = LogLines()

    init(
        now: Date = TestApp.demoNow, testClock: Bool = false, demo: Bool = true, dataDirectory: String = "",
        ids: IDSource? = nil, mediaTools: (@Sendable () throws -> MediaToolbox)? = nil,
        stripeWebhookSecret: String? = DemoWorld.stripeWebhookSecret, stripe: BillingSettings? = nil,
        jobsWanted: (@Sendable () -> Void)? = nil, proxyTrust: ProxyTrust = .none
    ) throws {
        // The demo world at `now` is seeded once a run and copied for each app (ids pinned or media files on disk
        // make a world of the test's own).
        let seededCopy = demo && dataDirectory.isEmpty && ids == nil
        let database = seededCopy ? try Self.demoWorld(at: now) : try TestDatabase.make()
        let lines = logLines.lines
        var env = try ServerEnvironment.make(
            database: database, clock: TimeSource(fixedAt: now),
            hasher: PasswordHasher(strength: .minimal), testClockEnabled: testClock,
            dataDirectory: dataDirectory, log: { line in lines.append(line) })
        env.ids = ids ?? .random
        env.proxyTrust = proxyTrust
        if let stripe { env.billing = stripe }
        env.billing.webhookSecret = stripeWebhookSecret
        if let mediaTools { env.mediaTools = mediaTools }
        if let jobsWanted { env.jobsWanted = jobsWanted }
        if demo && !seededCopy { try DemoWorld.seed(env.store) }
        app = QuranFlowApplication(environment: env, jobHandlers: DemoJobs.handlers, backgroundJobKinds: DemoJobs.background)
    }

    /// A copy of the demo world seeded at `now`, as a server's first start seeds it.
    static func demoWorld(at now: Date) throws -> any Database {
        try TestDatabase.make(copyOf: "quranflow-demo-\(now.timeIntervalSince1970)") { database in
            let env = try ServerEnvironment.make(
                database: database, clock: TimeSource(fixedAt: now), hasher: PasswordHasher(strength: .minimal),
                log: { _ in })
            try DemoWorld.seed(env.store)
        }
    }

    /// The pipeline over an environment the test built itself (e.g. with a data directory for media).
    init(environment: ServerEnvironment) {
        app = QuranFlowApplication(environment: environment, jobHandlers: DemoJobs.handlers)
    }

    var env: ServerEnvironment { app.environment }

    func respond(_ request: Request) -> Response { app.application.respond(to: request) }

    func client() -> TestClient { TestClient(app: self) }
}

/// Keeps cookies between requests, like a browser, and reads CSRF tokens out of pages.
final class TestClient {
    let app: TestApp
    var jar = CookieJar()
    var cookies: [String: String] {
        get { jar.cookies }
        set { jar.cookies = newValue }
    }
    var remoteAddress = "127.0.0.1"

    init(app: TestApp) { self.app = app }

    @discardableResult
    func send(_ method: HTTPMethod, _ target: String, body: [UInt8] = [], headers: [(String, String)] = []) -> Response {
        let response = app.respond(jar.request(method, target, body: body, headers: headers, remoteAddress: remoteAddress))
        jar.store(from: response)
        return response
    }

    func get(_ target: String) -> Response { send(.get, target) }

    /// Posts a urlencoded form; `csrfFrom` is the page whose form token to send (nil: send none).
    @discardableResult
    func post(_ target: String, form: [(String, String)], csrfFrom page: String? = nil) -> Response {
        var fields = form
        if let page { fields.append(("_csrf", csrfToken(in: get(page)) ?? "")) }
        return send(.post, target, body: FormEncoding.body(fields), headers: [("Content-Type", "application/x-www-form-urlencoded")])
    }

    func postJSON(_ target: String, _ json: String, bearer: String? = nil) -> Response {
        var headers = [("Content-Type", "application/json")]
        if let bearer { headers.append(("Authorization", "Bearer \(bearer)")) }
        return send(.post, target, body: Array(json.utf8), headers: headers)
    }

    @discardableResult
    func signIn(_ email: String, password: String = "quranflow-demo") -> Response {
        post("/sign-in", form: [("email", email), ("password", password)], csrfFrom: "/sign-in")
    }

    func csrfToken(in response: Response) -> String? { FormEncoding.csrfToken(in: response.text) }
}

/// Log lines captured from the server, readable by tests.
final class LogLines: Sendable {
    let lines = LineStore()

    func withLock<T>(_ body: ([String]) -> T) -> T { lines.read(body) }
}

final class LineStore: Sendable {
    private let storage = Mutex<[String]>([])
    func append(_ line: String) { storage.withLock { $0.append(line) } }
    func read<T>(_ body: ([String]) -> T) -> T { storage.withLock { body($0) } }
}
