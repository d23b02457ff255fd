import Foundation
import HTTPServer
import HTTPTestSupport
import JamaalApp
import JamaalCore
import JamaalDemo
import JamaalPersistence
import Testing

/// #42 accounts: Create an account (→ the first launch), Sign in on a second device (→ the same Today), Sign out, the
/// throttle, and Keep your plan for a single-person Jamaal's store — each refusal a page naming its field, nothing stored.
@Suite("Jamaal accounts: create, sign in, sign out, keep your plan")
struct AccountRoutesTests {
    static let iPhone =
        "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1"

    /// Posts a form with `User-Agent`, reading the CSRF token from `page`.
    static func post(
        _ client: JamaalTestClient, _ target: String, _ form: [(String, String)], from page: String, userAgent: String = iPhone
    ) -> Response {
        let token = client.csrfToken(in: client.get(page)) ?? ""
        return client.send(
            .post, target, body: FormEncoding.body(form + [("_csrf", token)]),
            headers: [("Content-Type", "application/x-www-form-urlencoded"), ("User-Agent", userAgent)])
    }

    @Test("A newcomer creates an account: OB-01 next, the email in its one form, this browser a device named from its user agent")
    func createAccount() throws {
        let app = try JamaalTestApp(demo: false)
        let client = app.anonymousClient()
        let page = client.get("/sign-up")
        #expect(
            page.status == .ok && page.text.contains("Create your Jamaal account") && page.text.contains("autocomplete=\"new-password\""))
        let created = Self.post(client, "/sign-up", [("email", " Aisha@Example.com "), ("password", "a long password")], from: "/sign-up")
        #expect(created.location == "/")
        #expect(created.headers.values(for: "Set-Cookie").contains { $0.hasPrefix("jm_session=") && $0.contains("HttpOnly") })
        #expect(client.get("/").location == "/onboarding/meet")
        let account = try #require(try app.env.people.credentials(email: "aisha@example.com")?.account)
        #expect(account.id != Person.firstID)
        let devices = try app.env.people.devices(of: account.id, now: app.env.now)
        #expect(devices.map(\.name) == ["iPhone · Safari"])
        // Signed in, the account pages lead on.
        #expect(client.get("/sign-up").location == "/" && client.get("/sign-in").location == "/")
    }

    @Test("Bad sign-up input: each refusal says what is wrong beside its field, keeps the email, and stores nothing")
    func signUpRefusals() throws {
        let app = try JamaalTestApp(demo: false)
        let client = app.anonymousClient()
        let badEmail = Self.post(client, "/sign-up", [("email", "aisha@"), ("password", "a long password")], from: "/sign-up")
        #expect(badEmail.status == .unprocessableEntity && badEmail.text.contains("Enter an email address like name@example.com."))
        #expect(badEmail.text.contains("value=\"aisha@\"") && badEmail.text.contains("aria-invalid=\"true\""))
        let short = Self.post(client, "/sign-up", [("email", "aisha@example.com"), ("password", "short")], from: "/sign-up")
        #expect(short.status == .unprocessableEntity && short.text.contains("Use at least 10 characters for the password."))
        let taken = Self.post(
            client, "/sign-up", [("email", JamaalTestApp.newcomerEmail.uppercased()), ("password", "a long password")], from: "/sign-up")
        #expect(taken.status == .conflict && taken.text.contains("There is already an account with this email. Sign in instead."))
        let missing = Self.post(client, "/sign-up", [], from: "/sign-up")
        #expect(missing.status == .unprocessableEntity)
        #expect(try app.env.people.count() == 1)
        #expect(client.get("/today").location == "/sign-in?next=%2Ftoday")
    }

    @Test("Sign in on a second device: the same Today; a wrong email and a wrong password read the same (401); next= is kept")
    func secondDevice() throws {
        let app = try JamaalTestApp()
        let phone = app.client()
        let laptop = app.anonymousClient()
        #expect(laptop.get("/habits").location == "/sign-in?next=%2Fhabits")
        let wrongPassword = Self.post(
            laptop, "/sign-in", [("email", JamaalDemo.email), ("password", "not her password")], from: "/sign-in")
        let wrongEmail = Self.post(
            laptop, "/sign-in", [("email", "nobody@jamaal.test"), ("password", "not her password")], from: "/sign-in")
        #expect(wrongPassword.status == .unauthorized && wrongEmail.status == .unauthorized)
        #expect(wrongPassword.text.contains("That email and password don&#39;t match."))
        #expect(wrongEmail.text.contains("That email and password don&#39;t match."))
        let signedIn = Self.post(
            laptop, "/sign-in", [("email", "Maryam@Jamaal.test"), ("password", JamaalDemo.password), ("next", "/habits")], from: "/sign-in",
            userAgent: "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_6) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36")
        #expect(signedIn.location == "/habits")
        #expect(laptop.get("/api/screens/today").text == phone.get("/api/screens/today").text)
        #expect(laptop.get("/today").text.contains("Draft the quarterly report"))
        let names = try app.env.people.devices(of: Person.firstID, now: app.env.now).map(\.name)
        #expect(names.contains("Mac · Chrome") && names.count == 2)
        // A next= that leaves the site is dropped.
        let other = app.anonymousClient()
        let away = Self.post(
            other, "/sign-in", [("email", JamaalDemo.email), ("password", JamaalDemo.password), ("next", "//evil.example/x")],
            from: "/sign-in")
        #expect(away.location == "/")
    }

    @Test("The throttle: after three failures each try waits (429, Retry-After) even with the right password; then it signs in")
    func throttle() throws {
        let app = try JamaalTestApp(testClock: true)
        let client = app.anonymousClient()
        for _ in 0..<4 {
            #expect(
                Self.post(client, "/sign-in", [("email", JamaalDemo.email), ("password", "guess")], from: "/sign-in").status
                    == .unauthorized)
        }
        let paused = Self.post(client, "/sign-in", [("email", JamaalDemo.email), ("password", JamaalDemo.password)], from: "/sign-in")
        #expect(paused.status == .tooManyRequests && paused.headers["Retry-After"] == "2")
        #expect(paused.text.contains("Too many attempts. Try again in 2 seconds."))
        #expect(client.get("/today").location?.hasPrefix("/sign-in") == true)
        app.advance(3)
        #expect(
            Self.post(client, "/sign-in", [("email", JamaalDemo.email), ("password", JamaalDemo.password)], from: "/sign-in").location
                == "/")
        #expect(client.get("/today").status == .ok)
    }

    @Test("Sign out ends this device's session only; its cookie is cleared")
    func signOut() throws {
        let app = try JamaalTestApp()
        let phone = app.client()
        let laptop = app.client()
        let out = phone.post("/sign-out", csrfFrom: "/settings")
        #expect(out.location == "/sign-in")
        #expect(out.headers.values(for: "Set-Cookie").contains { $0.hasPrefix("jm_session=;") && $0.contains("Max-Age=0") })
        #expect(phone.get("/today").location == "/sign-in?next=%2Ftoday")
        #expect(laptop.get("/today").status == .ok)
        #expect(try app.env.people.devices(of: Person.firstID, now: app.env.now).count == 1)
    }

    @Test("A single-person Jamaal's store: every page leads to Keep your plan; only this machine may claim it; the plan is kept")
    func claim() throws {
        let app = try JamaalTestApp(account: false)  // the demo's data, owned by the first person, with no account
        let owner = app.anonymousClient()
        #expect(owner.get("/today").location == "/claim")
        #expect(owner.get("/sign-in").location == "/claim")
        let page = owner.get("/claim")
        #expect(page.status == .ok && page.text.contains("Keep your plan"))
        let elsewhere = app.anonymousClient()
        elsewhere.remoteAddress = "192.168.1.20"
        let refused = Self.post(elsewhere, "/claim", [("email", "maryam@example.com"), ("password", "a long password")], from: "/claim")
        #expect(refused.status == .forbidden && refused.text.contains("Open Jamaal on the computer it runs on"))
        #expect(try app.env.people.count() == 0)
        let short = Self.post(owner, "/claim", [("email", "maryam@example.com"), ("password", "short")], from: "/claim")
        #expect(short.status == .unprocessableEntity && short.text.contains("Keep your plan"))
        let kept = Self.post(owner, "/claim", [("email", "maryam@example.com"), ("password", "a long password")], from: "/claim")
        #expect(kept.location == "/")
        #expect(owner.get("/today").text.contains("Draft the quarterly report"))
        #expect(try app.env.people.account(Person.firstID)?.email == "maryam@example.com")
        // Claimed once: the page is gone, and a second claim cannot take it over.
        let late = app.anonymousClient()
        #expect(late.get("/claim").location == "/sign-in")
        #expect(
            Self.post(late, "/claim", [("email", "thief@example.com"), ("password", "a long password")], from: "/sign-in").location
                == "/sign-in")
        #expect(try app.env.people.account(Person.firstID)?.email == "maryam@example.com")
    }
}
