import Calendar
import Database
import DatabaseTestSupport
import Foundation
import HTTPServer
import QuranFlowDemo
import QuranFlowJobs
import QuranFlowPersistence
import QuranFlowServer
import Security
import Testing

/// Two server processes on one database: what one keeps in memory must give way the moment the other writes.
@Suite struct CrossProcessCacheTests {
    func server(_ database: any Database, now: Date) throws -> QuranFlowApplication {
        QuranFlowApplication(
            environment: try ServerEnvironment.make(
                database: database, clock: TimeSource(fixedAt: now), hasher: PasswordHasher(strength: .minimal), log: { _ in }),
            accessLog: false)
    }

    @Test func aWriteInOneProcessShowsInTheOthersCachedTodayAndSession() throws {
        let now = try #require(ISO8601.parse("2026-11-01T11:00:00-05:00"))
        let (fileA, path) = try TestDatabase.makeSQLiteFile()
        let a = try server(fileA, now: now)
        try DemoWorld.seed(a.environment.store)
        let b = try server(try SQLiteDatabase(path: path), now: now)

        // Sign in on A; B accepts the same cookie (one database), and both keep the page.
        let client = TestClient(app: try TestApp(demo: false))
        func get(_ app: QuranFlowApplication, _ path: String) -> Response {
            var headers = HTTPHeaders()
            headers.add(name: "Cookie", value: client.cookies.map { "\($0.key)=\($0.value)" }.joined(separator: "; "))
            return app.application.respond(to: Request(method: .get, path: path, headers: headers))
        }
        let page = a.application.respond(to: Request(method: .get, path: "/sign-in"))
        let csrfCookie = try #require(page.headers.values(for: "Set-Cookie").first { $0.hasPrefix("qf_csrf=") })
        let csrf = String(page.text.split(separator: "name=\"_csrf\" value=\"")[1].prefix { $0 != "\"" })
        var headers = HTTPHeaders()
        headers.add(name: "Cookie", value: String(csrfCookie.split(separator: ";")[0]))
        headers.add(name: "Content-Type", value: "application/x-www-form-urlencoded")
        let signIn = a.application.respond(
            to: Request(
                method: .post, path: "/sign-in", headers: headers,
                body: Array("_csrf=\(csrf)&email=noor%40quranflow.test&password=quranflow-demo".utf8)))
        let session = try #require(signIn.headers.values(for: "Set-Cookie").first { $0.hasPrefix("qf_session=") })
        client.cookies["qf_session"] = String(session.split(separator: ";")[0].dropFirst("qf_session=".count))

        #expect(get(a, "/today").text.contains("Rest the eye today"))
        #expect(get(b, "/today").text.contains("Rest the eye today"))

        // B withdraws Noor's Week 8 recitation; A's kept page must not survive it.
        try b.environment.database.write { db in
            let noor = try #require(try db.queryOne("SELECT id FROM accounts WHERE email = 'noor@quranflow.test'", []))
            try db.execute("DELETE FROM submissions WHERE student_id = $1 AND week = 8", [.text(try noor.string("id"))])
        }
        #expect(!get(a, "/today").text.contains("Rest the eye today"))

        // B ends the session; A must stop honouring it at once.
        try b.environment.database.write { db in try db.execute("DELETE FROM sessions", []) }
        #expect(get(a, "/today").status == .seeOther)
    }
}
