import Database
import Foundation
import HTTPServer
import HTTPTestSupport
import QuranFlowDemo
import QuranFlowJobs
import QuranFlowPersistence
import QuranFlowRoutes
import QuranFlowServer
import Routing
import ServerSupport
import Testing

/// A fuzz generated from the route declarations: every registered route's path parameters, query fields and bodies get
/// at least 50 bounded hostile values each (fixed seed), sent as the role the route is for; the server answers every
/// one below 500, and each JSON route answers only statuses its OpenAPI operation documents. A route the router serves
/// that the fuzz did not reach fails the test.
@Suite struct RouteFuzzTests {
    /// The form fields QuranFlow's handlers read.
    static let formFields = [
        "audience", "ayah", "back", "category", "cell", "city", "coach", "cohort", "detail", "email", "events", "font", "item", "key",
        "kind", "level", "mode", "name", "next", "on", "outcome", "password", "playhead", "position", "raised", "role", "setting",
        "size", "skip", "speaker", "start", "surah", "text", "title", "token", "until", "verse", "week", "word", "year",
        // The admin's live-session forms.
        "covered", "date", "duration", "link", "teacher", "term", "time", "weekday",
    ]

    @Test func everyRouteAnswersEveryGeneratedRequestBelow500() throws {
        let data = FileManager.default.temporaryDirectory.appendingPathComponent("fuzz-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: data, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: data) }
        // Stripe's API is a loopback stand-in, so the billing-portal routes reach their rules (a 502 or 503 would be an
        // upstream or configuration answer, not a bug, but this test counts every 5xx).
        let stripe = try StripeRecorder()
        defer { stripe.server.stop() }
        let app = try TestApp(
            testClock: true, dataDirectory: data, stripe: BillingSettings(secretKey: "sk_test_fuzz", apiBase: stripe.base))
        let people = try People(app)
        let samples = try Self.samples(app)
        let document = try QuranFlowApplication.openAPIDocument(app.app.routes.routes)
        var failures: [String] = []
        var undocumented: Set<String> = []
        var fuzzed: Set<String> = []
        var sent = 0
        var statuses: [Int: Int] = [:]
        // Signing out ends the sessions every other request uses: those go last.
        let registered = app.app.routes.routes
        let routes = registered.filter { !Self.endsSessions($0.endpoint) } + registered.filter { Self.endsSessions($0.endpoint) }
        for route in routes {
            let endpoint = route.endpoint
            guard let access = endpoint.access as? QuranFlowAccess else { continue }
            fuzzed.insert("\(endpoint.method.rawValue) \(endpoint.template.routerPattern)")
            let documented = Self.documentedStatuses(document, endpoint)
            for fuzz in RouteFuzz.cases(for: route, seed: 2026, samples: samples, formFields: Self.formFields) {
                // Each case reaches the handler's rules, not the route's request budget (RateLimitTests prove those).
                app.app.routes.rateLimiter.forgetAll()
                let response = app.respond(people.request(fuzz, as: access, isAPI: endpoint.template.pattern.hasPrefix("/api/")))
                sent += 1
                statuses[response.status.code, default: 0] += 1
                if response.status.code >= 500 {
                    failures.append("\(response.status.code) \(fuzz): \(response.text.prefix(200))")
                }
                if let documented, !documented.contains(response.status.code) {
                    undocumented.insert("\(endpoint.label) answered \(response.status.code) (\(fuzz.varying))")
                }
            }
        }
        let served = Set(app.app.routes.router.routes.map { "\($0.method.rawValue) \($0.pattern)" })
        #expect(served.subtracting(fuzzed).isEmpty, "served but not fuzzed: \(served.subtracting(fuzzed).sorted())")
        #expect(sent > 5000, "only \(sent) requests")
        // Most requests reach the handlers' rules, not a refusal at the door.
        let refused = (statuses[401] ?? 0) + (statuses[403] ?? 0)
        #expect(refused * 10 < sent, "\(refused) of \(sent) refused at the door: \(statuses.sorted { $0.key < $1.key })")
        print("fuzz: \(sent) requests, statuses \(statuses.sorted { $0.key < $1.key })")
        #expect(failures.isEmpty, "\(failures.count) answers of 500 or more:\n\(failures.prefix(40).joined(separator: "\n"))")
        #expect(undocumented.isEmpty, "statuses the OpenAPI document does not list:\n\(undocumented.sorted().joined(separator: "\n"))")
    }

    static func endsSessions(_ endpoint: EndpointDescription) -> Bool {
        [QuranFlowRoute.signOut.description.label, QuranFlowRoute.apiSignOut.description.label].contains(endpoint.label)
    }

    /// Real identifiers of the demo world by parameter type, so parameters past the first reach the handlers' rules.
    static func samples(_ app: TestApp) throws -> [String: [String]] {
        func ids(_ sql: String) throws -> [String] {
            try app.env.database.read { db in try db.query(sql, []).map { try $0.string("id") } }
        }
        return [
            "ID<Submission>": try ids("SELECT id FROM submissions ORDER BY id LIMIT 3"),
            "ID<LiveSession>": try ids("SELECT id FROM live_sessions ORDER BY id LIMIT 3"),
            "ID<Student>": try ids("SELECT account_id AS id FROM students ORDER BY account_id LIMIT 3"),
            "ID<OneToOneBooking>": try ids("SELECT id FROM one_to_one_bookings ORDER BY id LIMIT 2"),
            "ID<InAppNotification>": try ids("SELECT id FROM notifications ORDER BY id LIMIT 2"),
            "ID<MediaItem>": try ids("SELECT id FROM media ORDER BY id LIMIT 2"),
            "ID<PracticeTakeItem>": try ids("SELECT id FROM practice_takes ORDER BY id LIMIT 2"),
            "ID<Term>": try ids("SELECT id FROM terms ORDER BY id LIMIT 2"),
            "ID<MediaJobItem>": try ids("SELECT id FROM media_jobs ORDER BY id LIMIT 2"),
            "Int": ["8", "1"],
            "String": ["app.css", "AmiriQuran.ttf"],
        ]
    }

    /// The statuses a JSON route's operation lists, or nil for a page or a file.
    static func documentedStatuses(_ document: OpenAPIDocument, _ endpoint: EndpointDescription) -> Set<Int>? {
        guard case .api = endpoint.kind,
            let operation = document.paths[endpoint.template.openAPIPath]?[endpoint.method.rawValue.lowercased()]
        else { return nil }
        // 405 is the router's answer to a method no route has; 413 the server's to a body over its cap.
        return Set(operation.responses.keys.compactMap { Int($0) })
    }

    /// A signed-in browser and an API token for each role, and a stranger.
    struct People {
        let browsers: [QuranFlowAccess: TestClient]
        let csrf: [QuranFlowAccess: String]
        let tokens: [QuranFlowAccess: String]
        let stranger: TestClient

        init(_ app: TestApp) throws {
            let emails: [QuranFlowAccess: String] = [
                .students: "sarah@quranflow.test", .coaches: "amina@quranflow.test", .admins: "admin@quranflow.test",
            ]
            var browsers: [QuranFlowAccess: TestClient] = [:]
            var csrf: [QuranFlowAccess: String] = [:]
            var tokens: [QuranFlowAccess: String] = [:]
            for (access, email) in emails {
                let client = app.client()
                client.signIn(email)
                browsers[access] = client
                csrf[access] = client.csrfToken(in: client.get("/account")) ?? ""
                let session = app.client().postJSON("/api/session", #"{"email": "\#(email)", "password": "quranflow-demo"}"#)
                tokens[access] = (session.json?["token"] as? String) ?? ""
            }
            (self.browsers, self.csrf, self.tokens, stranger) = (browsers, csrf, tokens, app.client())
        }

        /// `fuzz` as the person the route is for would send it: a browser with its CSRF token, or an API token.
        func request(_ fuzz: RouteFuzz.Case, as access: QuranFlowAccess, isAPI: Bool) -> Request {
            let role: QuranFlowAccess? =
                switch access {
                case .students, .signedIn, .widgetOwners, .widgetReaders: .students
                case .coaches, .authors: .coaches
                case .admins: .admins
                case .anyone, .testClock, .stripeSigned: nil
                }
            var headers = HTTPHeaders()
            if let contentType = fuzz.contentType { headers.add(name: "Content-Type", value: contentType) }
            if let role {
                if isAPI {
                    headers.add(name: "Authorization", value: "Bearer \(tokens[role] ?? "")")
                } else if let browser = browsers[role] {
                    headers.add(name: "Cookie", value: browser.cookies.map { "\($0.key)=\($0.value)" }.sorted().joined(separator: "; "))
                    headers.add(name: "X-CSRF-Token", value: csrf[role] ?? "")
                }
            }
            return Request(method: fuzz.method, path: fuzz.path, query: fuzz.query, headers: headers, body: fuzz.body)
        }
    }
}
