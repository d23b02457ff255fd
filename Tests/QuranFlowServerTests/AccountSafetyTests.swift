import Accounts
import DatabaseTestSupport
import Foundation
import HTTPServer
import HTTPTestSupport
import QuranFlowDemo
import QuranFlowJobs
import QuranFlowPersistence
import QuranFlowSchema
import QuranFlowServer
import Security
import Testing

/// What a careless or hostile outsider could do with sign-in and accounts, tried through the whole pipeline: redirects
/// off the site, locking someone out, learning who has an account, an API-made account that cannot be used.
@Suite struct AccountSafetyTests {
    static let offSite = [
        "/\t/other-host/path", "/\r\n/other-host/", "/\n/other-host", "//other-host", "/\\other-host",
        "https://other-host/", "/%2F/other-host", " /today", "/%5Cother-host",
    ]

    @Test func afterSignInOnlyPathsOnThisSiteAreFollowed() throws {
        let app = try TestApp()
        for next in Self.offSite {
            let client = app.client()
            let token = client.csrfToken(in: client.get("/sign-in")) ?? ""
            let response = client.send(
                .post, "/sign-in",
                body: FormEncoding.body([
                    ("email", "sarah@quranflow.test"), ("password", "quranflow-demo"), ("next", next), ("_csrf", token),
                ]), headers: [("Content-Type", "application/x-www-form-urlencoded")])
            #expect(response.status == .seeOther)
            #expect(response.headers["Location"] == "/", "\(next.debugDescription)")
        }
        // Signed in already: the query's next (percent-decoded once by the server) is held to the same rule.
        let client = app.client()
        client.signIn("sarah@quranflow.test")
        #expect(client.get("/sign-in?next=%2F%09%2Fother-host%2Fpath").headers["Location"] == "/")
        #expect(client.get("/sign-in?next=%2Fsessions%3Fday%3D2026-10-27").headers["Location"] == "/sessions?day=2026-10-27")
    }

    @Test func anAccountMadeThroughTheAPIIsUsableAtOnce() throws {
        let app = try TestApp()
        let admin = try #require(
            app.client().postJSON("/api/session", #"{"email":"admin@quranflow.test","password":"quranflow-demo"}"#)
                .json?["token"] as? String)
        func make(_ json: String) throws -> String {
            let made = app.client().postJSON("/api/admin/accounts", json, bearer: admin)
            #expect(made.status == .created)
            return try #require(made.json?["id"] as? String)
        }
        let student = try make(
            #"{"name":"Zaynab Idris","email":"zaynab@quranflow.test","role":"student","studentYear":1,"cityID":6167865,"password":"a long enough password"}"#
        )
        let browser = app.client()
        browser.signIn("admin@quranflow.test")
        #expect(browser.get("/admin/students/\(student)").status == .ok)
        _ = try make(
            #"{"name":"Hana Said","email":"hana@quranflow.test","role":"coach","cityID":6167865,"password":"a long enough password"}"#)
        let hana = app.client()
        #expect(hana.signIn("hana@quranflow.test", password: "a long enough password").status == .seeOther)
        #expect(hana.get("/coach/schedule").status == .ok)
        #expect(hana.get("/api/screens/coach/schedule").status == .ok)
    }

    @Test func theRightPasswordStillSignsInFromAKnownBrowserWhileStrangersPauseTheEmail() throws {
        let app = try TestApp()
        let sarahsBrowser = app.client()
        #expect(sarahsBrowser.signIn("sarah@quranflow.test").status == .seeOther)
        let device = try #require(sarahsBrowser.cookies["qf_device"])
        #expect(sarahsBrowser.post("/sign-out", form: [], csrfFrom: "/account").status == .seeOther)
        #expect(sarahsBrowser.cookies["qf_device"] == device)  // kept through sign-out

        // Ten wrong guesses from elsewhere, each after its back-off (the clock moves past Retry-After).
        let stranger = app.client()
        stranger.remoteAddress = "203.0.113.9"
        for _ in 0..<10 {
            let guess = stranger.signIn("sarah@quranflow.test", password: "not her password")
            #expect(guess.status == .unauthorized)
            app.env.clock.advance(by: 61)
        }
        let paused = app.client().signIn("sarah@quranflow.test")
        #expect(paused.status == .tooManyRequests)
        #expect(paused.text.contains("paused"))
        // The unlock mail went out once, at the failure that started the pause.
        let mails = try app.env.outbox.recent().filter { $0.subject == "Sign-in to QuranFlow is paused" }
        #expect(mails.count == 1)

        // Sarah's own browser: the right password signs in; a wrong one is refused without touching the pause.
        #expect(sarahsBrowser.signIn("sarah@quranflow.test", password: "wrong from her laptop").status == .unauthorized)
        app.env.clock.advance(by: 5)
        #expect(sarahsBrowser.signIn(" Sarah@QuranFlow.test ").status == .seeOther)
        #expect(sarahsBrowser.cookies["qf_device"] == device)
        // A stolen-looking cookie value that is not hers does nothing.
        let forged = app.client()
        forged.cookies["qf_device"] = "forged"
        app.env.clock.advance(by: 5)
        // Her sign-in cleared the email's failures, so the forged browser is just a new browser.
        #expect(forged.signIn("sarah@quranflow.test").status == .seeOther)
        #expect(forged.cookies["qf_device"] != "forged")
    }

    @Test func theEmailedUnlockLinkLiftsThePauseOnlyByItsButton() throws {
        let app = try TestApp()
        let stranger = app.client()
        for _ in 0..<10 {
            stranger.signIn("NOOR@quranflow.test", password: "wrong")
            app.env.clock.advance(by: 61)
        }
        #expect(app.client().signIn("noor@quranflow.test").status == .tooManyRequests)
        let mail = try #require(try app.env.outbox.recent().first { $0.subject == "Sign-in to QuranFlow is paused" })
        #expect(mail.recipient == "noor@quranflow.test")
        let link = try #require(mail.body.split(separator: "\n").first { $0.contains("/unlock?token=") })
        let path = String(link.trimmingCharacters(in: .whitespaces).dropFirst("http://localhost:8080".count))
        let noor = app.client()
        let page = noor.get(path)
        #expect(page.status == .ok)
        #expect(page.text.contains("Lift the pause"))
        #expect(noor.signIn("noor@quranflow.test").status == .tooManyRequests)  // the GET changed nothing
        let token = String(path.split(separator: "=").last ?? "")
        let lifted = noor.post("/unlock", form: [("token", token)], csrfFrom: path)
        #expect(lifted.status == .seeOther)
        #expect(lifted.headers["Location"] == "/sign-in?unlocked=1")
        #expect(noor.signIn("noor@quranflow.test").status == .seeOther)
        #expect(noor.get(path).status == .badRequest)  // spent
        // An unknown email is paused the same way and gets no mail.
        for _ in 0..<10 {
            stranger.signIn("nobody@quranflow.test", password: "wrong")
            app.env.clock.advance(by: 61)
        }
        #expect(try app.env.outbox.recent().filter { $0.recipient == "nobody@quranflow.test" }.isEmpty)
    }

    /// The hashing time of an unknown email is that of a wrong password (a dummy hash), measured as a ratio of medians in
    /// one run at the production strength: before, the unknown email answered in about 3 % of the time.
    @Test func anUnknownEmailTakesAsLongAsAWrongPassword() throws {
        let database = try TestDatabase.make(migrations: QuranFlowSchema.migrations)
        let accounts = AccountStore(database: database, hasher: PasswordHasher(strength: .interactive))
        _ = try accounts.create(
            NewAccount(
                email: "known@quranflow.test", name: "Known", role: .admin, studentYear: nil,
                cityID: 6167865, password: "the right password"), now: TestApp.demoNow)
        var service = SignInService(accounts: accounts, sessions: SessionStore(database: database))
        service.perEmail = SignInThrottle(window: 1, freeFailures: 100, maximumDelay: 0, lockoutFailures: 1000, lockout: 1)
        service.perAddress = service.perEmail
        // Known and unknown alternate, so a busy machine slows both alike; the medians of seven each are compared.
        var times: [String: [Double]] = [:]
        for attempt in 0..<8 {
            for email in ["known@quranflow.test", "unknown@quranflow.test"] {
                let start = DispatchTime.now().uptimeNanoseconds
                _ = try? service.signIn(
                    email: email, password: "wrong", kind: .web, remoteAddress: "r\(attempt)",
                    now: TestApp.demoNow.addingTimeInterval(Double(attempt) * 10))
                if attempt > 0 { times[email, default: []].append(Double(DispatchTime.now().uptimeNanoseconds - start)) }
            }
        }
        let known = (times["known@quranflow.test"] ?? [0]).sorted()[3]
        let unknown = (times["unknown@quranflow.test"] ?? [0]).sorted()[3]
        #expect(unknown > known * 0.5, "unknown \(unknown / 1e6) ms vs known \(known / 1e6) ms")
    }

    @Test func aCoachsAccountJSONCarriesStudentYearAsNullAsTheSchemaRequires() throws {
        let client = try TestApp().client()
        let token = try #require(
            client.postJSON("/api/session", #"{"email":"amina@quranflow.test","password":"quranflow-demo"}"#)
                .json?["token"] as? String)
        let me = client.send(.get, "/api/me", headers: [("Authorization", "Bearer \(token)")])
        #expect(me.json?.keys.contains("studentYear") == true)
        #expect(me.json?["studentYear"] is NSNull)
        let document = try #require(client.get("/api/openapi.json").json)
        let schemas = try #require((document["components"] as? [String: Any])?["schemas"] as? [String: Any])
        let error = try #require(((schemas["Error"] as? [String: Any])?["properties"] as? [String: Any])?["error"] as? [String: Any])
        #expect(error["required"] as? [String] == ["status", "message"])
    }
}
