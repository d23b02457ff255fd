import Database
import Foundation
import HTTPServer
import HTTPTestSupport
import Identifiers
import QuranFlowCore
import QuranFlowPersistence
import QuranFlowRoutes
import Routing
import Testing

/// The demo world as the route × role matrix walks it: eight callers, and one student's (Sarah's) objects — a reviewed
/// submission with its recitation and the coach's spoken note on disk, a practice take, a voice message, a widget device,
/// her one-to-one and its live session, a notification — with who may reach each.
///
/// ```swift
/// let world = try RouteRoleMatrix(app)
/// world.request(.get, "/submissions/\(world.objects["ID<Submission>"]!)", as: .classmate, isAPI: false)
/// ```
struct RouteRoleMatrix {
    /// Who calls: nobody, four students (the objects' owner among them), the owner's coach, another coach, the admin.
    enum Caller: String, CaseIterable, Sendable {
        case anonymous, yearOne, yearTwo, owner, classmate, coach, otherCoach, admin

        /// Noor (Year 1), Khadija (Year 2), Sarah (Year 2, owns the objects), Hafsa (Year 1) — all Ust. Amina's students;
        /// Ust. Radwa teaches Sarah's level's class but has never reviewed, met or noted her.
        var email: String? {
            switch self {
            case .anonymous: nil
            case .yearOne: "noor@quranflow.test"
            case .yearTwo: "khadija@quranflow.test"
            case .owner: "sarah@quranflow.test"
            case .classmate: "hafsa@quranflow.test"
            case .coach: "amina@quranflow.test"
            case .otherCoach: "radwa@quranflow.test"
            case .admin: "admin@quranflow.test"
            }
        }

        var isStudent: Bool { [.yearOne, .yearTwo, .owner, .classmate].contains(self) }
        var isCoach: Bool { self == .coach || self == .otherCoach }

        /// Whether the route's declared access lets this caller in at all.
        func isAdmitted(by access: QuranFlowAccess) -> Bool {
            switch access {
            case .anyone: true
            case .signedIn: self != .anonymous
            case .students: isStudent
            case .coaches: isCoach
            case .admins: self == .admin
            case .authors: isCoach || self == .admin
            case .widgetOwners, .widgetReaders: isStudent || isCoach
            case .stripeSigned, .testClock: false
            }
        }
    }

    /// The private note every demo review carries (DemoReviews): only the coach who wrote it may read it.
    static let privateNote = "A little rushed at the start"
    /// The bytes of Sarah's recitation and of the coach's spoken note on it, as stored here.
    static let recitationBytes = "QF-MATRIX-RECITATION-OF-SARAH"
    static let noteBytes = "QF-MATRIX-COACH-NOTE-FOR-SARAH"

    let app: TestApp
    let cookies: [Caller: String]
    let csrf: [Caller: String]
    let tokens: [Caller: String]
    /// A path value by parameter type ("ID<Submission>"): Sarah's object where the type is personal.
    let objects: [String: String]
    /// Who may reach each personal object (the admin reaches everything on the admin's own routes).
    let reach: [String: Set<Caller>]

    init(_ app: TestApp) throws {
        self.app = app
        var cookies: [Caller: String] = [:]
        var csrf: [Caller: String] = [:]
        var tokens: [Caller: String] = [:]
        for caller in Caller.allCases {
            guard let email = caller.email else { continue }
            let client = app.client()
            client.signIn(email)
            cookies[caller] = client.cookies.map { "\($0.key)=\($0.value)" }.sorted().joined(separator: "; ")
            csrf[caller] = client.csrfToken(in: client.get("/account")) ?? ""
            let session = app.client().postJSON("/api/session", #"{"email": "\#(email)", "password": "quranflow-demo"}"#)
            tokens[caller] = try #require(session.json?["token"] as? String, "\(email) has no API token")
        }
        (self.cookies, self.csrf, self.tokens) = (cookies, csrf, tokens)
        let sarah = try Self.id(app, "SELECT id FROM accounts WHERE email = 'sarah@quranflow.test'")
        let amina = try Self.id(app, "SELECT id FROM accounts WHERE email = 'amina@quranflow.test'")
        let radwa = try Self.id(app, "SELECT id FROM accounts WHERE email = 'radwa@quranflow.test'")
        let submission = try Self.id(
            app,
            """
            SELECT s.id FROM submissions s JOIN reviews r ON r.submission_id = s.id
            WHERE s.student_id = '\(sarah)' AND r.sent_at IS NOT NULL ORDER BY s.submitted_at DESC LIMIT 1
            """)
        let media = try Self.storeAudio(app, submission: submission)
        let sarahClient = app.client()
        sarahClient.signIn("sarah@quranflow.test")
        let take = try Self.attachTake(app, sarahClient, submission: submission)
        let message = try Self.sendVoice(app, sarahClient, sarah: sarah)
        let device = app.client().postJSON("/api/widgets", #"{"label": "Kitchen"}"#, bearer: tokens[.owner])
        #expect(device.status.code == 201, "Sarah's widget device: \(device.text.prefix(200))")
        objects = [
            "ID<Submission>": submission,
            "ID<Student>": sarah,
            "ID<ProfilePhotoOwner>": sarah,
            "ID<MediaItem>": media,
            "ID<PracticeTakeItem>": take,
            "ID<Message>": message,
            "ID<WidgetDevice>": try Self.id(app, "SELECT id FROM widget_tokens WHERE account_id = '\(sarah)' LIMIT 1"),
            "ID<InAppNotification>": try Self.id(app, "SELECT id FROM notifications WHERE account_id = '\(sarah)' LIMIT 1"),
            "ID<OneToOneBooking>": try Self.id(app, "SELECT id FROM one_to_one_bookings WHERE student_id = '\(sarah)' LIMIT 1"),
            // Ust. Amina's group session of Sarah's (and Khadija's) term.
            "ID<LiveSession>": try Self.id(
                app,
                """
                SELECT id FROM live_sessions WHERE teacher_id = '\(amina)' AND student_id IS NULL
                AND term_id = (SELECT term_id FROM submissions WHERE id = '\(submission)') ORDER BY id LIMIT 1
                """),
            // Not personal: each of Ust. Amina's students has her own thread with her.
            "ID<Coach>": amina,
            // Ust. Radwa's post: a coach may change only her own.
            "ID<Announcement>": try Self.id(app, "SELECT id FROM announcements WHERE author_id = '\(radwa)' LIMIT 1"),
            "ID<Term>": try Self.id(app, "SELECT id FROM terms ORDER BY id LIMIT 1"),
            "ID<Cohort>": try Self.id(app, "SELECT id FROM cohorts ORDER BY id LIMIT 1"),
            "LocalDate": "2026-10-27",
            "Int": "9",
            "String": "app.css",
        ]
        let sarahAndCoach: Set<Caller> = [.owner, .coach]
        reach = [
            "ID<Submission>": sarahAndCoach, "ID<Student>": sarahAndCoach, "ID<ProfilePhotoOwner>": sarahAndCoach,
            "ID<MediaItem>": sarahAndCoach, "ID<PracticeTakeItem>": sarahAndCoach, "ID<Message>": sarahAndCoach,
            "ID<WidgetDevice>": [.owner], "ID<InAppNotification>": [.owner], "ID<OneToOneBooking>": sarahAndCoach,
            // The admin reaches a session's coach detail (`/coach/sessions/:id/on/:date`, coaches and admins); no student or
            // coach route admits the admin at all.
            "ID<LiveSession>": [.owner, .yearTwo, .coach, .admin], "ID<Announcement>": [.otherCoach, .admin],
        ]
    }

    /// The paths the matrix calls for an endpoint: Sarah's object for each personal parameter, a mark, step or video
    /// position of 1, and every value of a closed set (a recitation and a coach's note).
    func paths(_ endpoint: EndpointDescription) -> [String] {
        var combinations: [[String]] = [[]]
        for parameter in endpoint.parameters {
            let key = RouteFuzz.typeKey(parameter.type)
            let choices: [String]
            if key == "Int", ["mark", "step", "position"].contains(parameter.name) {
                choices = ["1"]
            } else if let value = objects[key] {
                choices = [value]
            } else if let cases = parameter.type as? any CaseIterable.Type {
                choices = Self.allCases(cases)
            } else {
                choices = ["1"]
            }
            combinations = combinations.flatMap { prefix in choices.map { prefix + [$0] } }
        }
        return combinations.map { endpoint.template.path($0) }
    }

    static func allCases(_ type: any CaseIterable.Type) -> [String] {
        func all<T: CaseIterable>(_: T.Type) -> [String] { T.allCases.map { "\(($0 as? any RawRepresentable)?.rawValue ?? $0)" } }
        return all(type)
    }

    /// The personal objects in the endpoint's path that `caller` may not reach.
    func foreignObjects(_ endpoint: EndpointDescription, for caller: Caller) -> [String] {
        guard (endpoint.access as? QuranFlowAccess) != .admins else { return [] }
        return endpoint.parameters.map { RouteFuzz.typeKey($0.type) }.filter { reach[$0].map { !$0.contains(caller) } ?? false }
    }

    /// The form fields and JSON members QuranFlow's handlers read, with plausible values.
    static let fields: [(String, String)] = [
        ("body", "Salaam"), ("text", "Salaam"), ("on", "1"), ("position", "10"), ("week", "9"), ("label", "Kitchen"),
        ("title", "Matrix"), ("name", "Matrix"), ("audience", "student"), ("kind", "correction"), ("category", "madd"),
        ("word", "1"), ("playhead", "1"), ("outcome", "accepted"), ("key", "matrix"), ("setting", "push"),
    ]
    static let json =
        #"{"body": "Salaam", "text": "Salaam", "on": true, "position": 10, "positionSeconds": 10, "week": 9, "label": "Kitchen", "title": "Matrix", "audience": "everyone", "kind": "general", "mode": "week", "until": "2026-11-30T12:00:00Z"}"#

    /// A request as `caller` sends it: an API token, or the browser's cookies and CSRF token; unsafe methods carry a
    /// body of the kind the route declares (JSON for the API, a form for pages when it declares none) with the fields
    /// handlers read, so a refusal is about who asks, not what they sent.
    func request(_ method: HTTPMethod, _ path: String, as caller: Caller, isAPI: Bool, bodyType: String?) -> Request {
        var headers = HTTPHeaders()
        var body: [UInt8] = []
        if method.isUnsafe {
            let type = bodyType ?? (isAPI ? "application/json" : "application/x-www-form-urlencoded")
            switch type {
            case "application/json":
                body = Array(Self.json.utf8)
                headers.add(name: "Content-Type", value: type)
            case "multipart/form-data":
                for (name, value) in Self.fields {
                    body += Array("--qf-matrix\r\nContent-Disposition: form-data; name=\"\(name)\"\r\n\r\n\(value)\r\n".utf8)
                }
                body += Self.multipart(Array("not audio".utf8))
                headers.add(name: "Content-Type", value: "multipart/form-data; boundary=qf-matrix")
            default:
                body = FormEncoding.body(Self.fields)
                headers.add(name: "Content-Type", value: "application/x-www-form-urlencoded")
            }
        }
        if caller != .anonymous {
            if isAPI {
                headers.add(name: "Authorization", value: "Bearer \(tokens[caller] ?? "")")
            } else {
                headers.add(name: "Cookie", value: cookies[caller] ?? "")
                headers.add(name: "X-CSRF-Token", value: csrf[caller] ?? "")
            }
        }
        return Request(method: method, path: path, query: "", headers: headers, body: body)
    }

    /// Every table's row count and a digest of its rows: what "nothing was written" is compared on.
    func fingerprint() throws -> [String: String] {
        try app.env.database.read { db in
            let tables =
                db.dialect == .postgres
                ? try db.query(
                    "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'",
                    [])
                : try db.query("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'", [])
            var prints: [String: String] = [:]
            // The change counter (SQLite's `database_changes`) counts write transactions, not data: it is not compared.
            for table in try tables.map({ try $0.string("name") }) where table != "database_changes" {
                let rows = try db.query("SELECT * FROM \(table)", []).map { row in row.values.map { "\($0)" }.joined(separator: "|") }
                var hasher = Hasher()
                for row in rows.sorted() { hasher.combine(row) }
                prints[table] = "\(rows.count) rows, digest \(hasher.finalize())"
            }
            return prints
        }
    }

    static func id(_ app: TestApp, _ sql: String) throws -> String {
        try #require(try app.env.database.read { db in try db.queryOne(sql, [])?.string("id") }, "nothing for \(sql)")
    }

    /// Sarah's recitation and Ust. Amina's spoken note on it, as files under the data directory with their media rows.
    static func storeAudio(_ app: TestApp, submission: String) throws -> String {
        let directory = app.env.dataDirectory + "/media/matrix"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let store = MediaStore(database: app.env.database)
        var recitation = ""
        try app.env.database.write { db in
            _ = try db.execute("DELETE FROM media WHERE kind IN ('recitation', 'coachNote') AND owner LIKE $1", [.text("%\(submission)%")])
        }
        for (kind, bytes) in [(MediaKind.recitation, recitationBytes), (.coachNote, noteBytes)] {
            let relative = "matrix/\(kind.rawValue)-\(submission).m4a"
            try Data(bytes.utf8).write(to: URL(fileURLWithPath: app.env.dataDirectory + "/media/" + relative))
            let record = MediaRecord(
                kind: kind, owner: .submission(ID(submission)), path: relative, contentType: "audio/mp4", bytes: bytes.utf8.count,
                durationMilliseconds: 4000, peaks: [0.5], createdAt: TestApp.demoNow)
            if kind == .recitation { recitation = record.id }
            try store.save(record)
        }
        return recitation
    }

    /// A practice take Sarah attaches to her feedback's first correction (a real recording).
    static func attachTake(_ app: TestApp, _ sarah: TestClient, submission: String) throws -> String {
        let path = QuranFlowRoute.practice.path(ID<Submission>(submission), 1)
        let token = sarah.csrfToken(in: sarah.get(path)) ?? sarah.csrfToken(in: sarah.get("/profile")) ?? ""
        let sent = sarah.send(
            .post, path, body: try SubmissionUploadTests.webm(seconds: 2),
            headers: [("Content-Type", "audio/webm"), ("X-CSRF-Token", token)])
        #expect(sent.status.code < 400, "Sarah's practice take: \(sent.status.code) \(sent.text.prefix(200))")
        return try id(app, "SELECT id FROM practice_takes WHERE submission_id = '\(submission)' LIMIT 1")
    }

    /// A voice message Sarah sends Ust. Amina (a real recording).
    static func sendVoice(_ app: TestApp, _ sarah: TestClient, sarah account: String) throws -> String {
        let thread = try MessageRouteTests.thread(sarah)
        let token = sarah.csrfToken(in: sarah.get(thread)) ?? sarah.csrfToken(in: sarah.get("/profile")) ?? ""
        let sent = sarah.send(
            .post, thread + "/voice", body: try multipart(SubmissionUploadTests.webm(seconds: 3)),
            headers: [("Content-Type", "multipart/form-data; boundary=qf-matrix"), ("X-CSRF-Token", token), ("Accept", "application/json")])
        #expect(sent.status.code == 201, "Sarah's voice message: \(sent.status.code) \(sent.text.prefix(200))")
        return try id(app, "SELECT id FROM messages WHERE sender_id = '\(account)' ORDER BY seq DESC LIMIT 1")
    }

    static func multipart(_ audio: [UInt8]) -> [UInt8] {
        Array(
            "--qf-matrix\r\nContent-Disposition: form-data; name=\"recording\"; filename=\"take\"\r\nContent-Type: audio/webm;codecs=opus\r\n\r\n"
                .utf8) + audio + Array("\r\n--qf-matrix--\r\n".utf8)
    }
}
