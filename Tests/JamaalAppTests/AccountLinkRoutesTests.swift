import Accounts
import Foundation
import HTTPServer
import HTTPTestSupport
import JamaalApp
import JamaalCore
import JamaalDemo
import JamaalPersistence
import Testing

/// #42's emailed ways back in, on SQLite and PostgreSQL (`TEST_DATABASE`): Forgot your password (the same answer
/// whether or not an account has the email), the reset link (an hour, single-use; every device signed out; the other
/// links spent), the unlock link mailed when a sign-in pause starts, and Delete my data taking their rows with it.
@Suite("Jamaal accounts: password reset and unlock links")
struct AccountLinkRoutesTests {
    /// The token of the newest mail to `email` whose link opens `path`.
    static func link(_ app: JamaalTestApp, to email: String, path: String) throws -> String {
        let mail = try #require(try app.env.outbox.recent().first { $0.recipient == email && $0.body.contains(path + "?token=") })
        let after = try #require(mail.body.components(separatedBy: path + "?token=").last)
        return String(after.prefix { !$0.isWhitespace })
    }

    @Test("Forgot your password: one answer for every address; the link sets a new password once and signs out every device")
    func resetPassword() throws {
        let app = try JamaalTestApp()
        let phone = app.client()
        let laptop = app.client()
        let visitor = app.anonymousClient()
        #expect(visitor.get("/sign-in").text.contains("href=\"/forgot-password\""))
        #expect(visitor.get("/forgot-password").text.contains("Reset your password"))
        let unknown = visitor.post("/forgot-password", [("email", "nobody@jamaal.test")], csrfFrom: "/forgot-password")
        let known = visitor.post("/forgot-password", [("email", " Maryam@Jamaal.test ")], csrfFrom: "/forgot-password")
        #expect(unknown.status == .ok && known.status == .ok)
        #expect(unknown.text.contains("If an account exists for nobody@jamaal.test, we&#39;ve sent it a link."))
        #expect(known.text.contains("If an account exists for Maryam@Jamaal.test, we&#39;ve sent it a link."))
        let mails = try app.env.outbox.recent()
        #expect(mails.map(\.recipient) == [JamaalDemo.email])
        #expect(mails.first?.subject == "Reset your Jamaal password")
        #expect(mails.first?.body.contains("http://localhost:8090/reset-password?token=") == true)
        let token = try Self.link(app, to: JamaalDemo.email, path: "/reset-password")

        let form = visitor.get("/reset-password?token=\(token)")
        #expect(form.status == .ok && form.text.contains("Choose a new password") && form.text.contains("autocomplete=\"new-password\""))
        let short = visitor.post("/reset-password", [("token", token), ("password", "short")], csrfFrom: "/forgot-password")
        #expect(short.status == .unprocessableEntity && short.text.contains("Use at least 10 characters for the password."))
        #expect(try app.env.passwordReset.isUsable(token: token, now: app.env.now))

        let done = visitor.post("/reset-password", [("token", token), ("password", "a fresh password")], csrfFrom: "/forgot-password")
        #expect(done.location == "/sign-in?reset=1")
        #expect(visitor.get("/sign-in?reset=1").text.contains("Your password is changed. Sign in with the new one."))
        #expect(phone.get("/today").location?.hasPrefix("/sign-in") == true)
        #expect(laptop.get("/today").location?.hasPrefix("/sign-in") == true)
        #expect(try app.env.people.devices(of: Person.firstID, now: app.env.now).isEmpty)
        let again = visitor.post("/reset-password", [("token", token), ("password", "another password")], csrfFrom: "/forgot-password")
        #expect(again.status == .badRequest && again.text.contains("This reset link has expired or was already used."))
        #expect(visitor.get("/reset-password?token=\(token)").status == .badRequest)
        let old = AccountRoutesTests.post(
            visitor, "/sign-in", [("email", JamaalDemo.email), ("password", JamaalDemo.password)], from: "/sign-in")
        #expect(old.status == .unauthorized)
        let new = AccountRoutesTests.post(
            visitor, "/sign-in", [("email", JamaalDemo.email), ("password", "a fresh password")], from: "/sign-in")
        #expect(new.location == "/")
    }

    @Test("A reset link lasts an hour; setting the password by one link spends the others; a malformed email is refused")
    func resetLinkRules() throws {
        let app = try JamaalTestApp(testClock: true)
        let visitor = app.anonymousClient()
        let bad = visitor.post("/forgot-password", [("email", "maryam@")], csrfFrom: "/forgot-password")
        #expect(bad.status == .unprocessableEntity && bad.text.contains("aria-invalid=\"true\""))
        #expect(try app.env.outbox.recent().isEmpty)
        _ = visitor.post("/forgot-password", [("email", JamaalDemo.email)], csrfFrom: "/forgot-password")
        let first = try Self.link(app, to: JamaalDemo.email, path: "/reset-password")
        app.advance(60)
        _ = visitor.post("/forgot-password", [("email", JamaalDemo.email)], csrfFrom: "/forgot-password")
        let second = try Self.link(app, to: JamaalDemo.email, path: "/reset-password")
        #expect(first != second)
        app.advance(PasswordReset.lifetime - 60 - 1)
        #expect(visitor.get("/reset-password?token=\(first)").status == .ok)
        app.advance(1)
        #expect(visitor.get("/reset-password?token=\(first)").status == .badRequest)
        #expect(
            visitor.post("/reset-password", [("token", second), ("password", "chosen in time")], csrfFrom: "/forgot-password").location
                == "/sign-in?reset=1")
        #expect(visitor.get("/reset-password?token=nonsense").text.contains("Send a new link"))
        #expect(visitor.get("/reset-password").status == .badRequest)
    }

    @Test("The tenth wrong password pauses the email and mails one unlock link; the link lifts the pause once")
    func unlock() throws {
        let app = try JamaalTestApp(testClock: true)
        let visitor = app.anonymousClient()
        func attempt(_ email: String, _ password: String) -> Response {
            AccountRoutesTests.post(visitor, "/sign-in", [("email", email), ("password", password)], from: "/sign-in")
        }
        for _ in 0..<10 {
            #expect(attempt(JamaalDemo.email, "a wrong guess").status == .unauthorized)
            #expect(attempt("nobody@jamaal.test", "a wrong guess").status == .unauthorized)
            app.advance(61)
        }
        let mails = try app.env.outbox.recent()
        #expect(mails.map(\.recipient) == [JamaalDemo.email])
        #expect(mails.first?.subject == "Sign-in to Jamaal is paused")
        #expect(mails.first?.body.contains("Devices already signed in stay signed in") == true)
        let paused = attempt(JamaalDemo.email, JamaalDemo.password)
        #expect(paused.status == .tooManyRequests)
        #expect(paused.text.contains("Sign-in with this email is paused for"))
        #expect(paused.text.contains("we&#39;ve emailed it a link to sign in again"))

        let token = try Self.link(app, to: JamaalDemo.email, path: "/unlock")
        let page = visitor.get("/unlock?token=\(token)")
        #expect(page.status == .ok && page.text.contains("Lift the pause"))
        #expect(attempt(JamaalDemo.email, JamaalDemo.password).status == .tooManyRequests)  // the GET changed nothing
        let lifted = visitor.post("/unlock", [("token", token)], csrfFrom: "/sign-in")
        #expect(lifted.location == "/sign-in?unlocked=1")
        #expect(visitor.get("/sign-in?unlocked=1").text.contains("Signing in is open again."))
        #expect(visitor.post("/unlock", [("token", token)], csrfFrom: "/sign-in").status == .badRequest)
        #expect(attempt(JamaalDemo.email, JamaalDemo.password).location == "/")
    }

    @Test("A paused person who sets a new password by a reset link can sign in with it at once")
    func resetLiftsThePause() throws {
        let app = try JamaalTestApp(testClock: true)
        let visitor = app.anonymousClient()
        for _ in 0..<10 {
            _ = AccountRoutesTests.post(visitor, "/sign-in", [("email", JamaalDemo.email), ("password", "wrong")], from: "/sign-in")
            app.advance(61)
        }
        _ = visitor.post("/forgot-password", [("email", JamaalDemo.email)], csrfFrom: "/forgot-password")
        let token = try Self.link(app, to: JamaalDemo.email, path: "/reset-password")
        _ = visitor.post("/reset-password", [("token", token), ("password", "a fresh password")], csrfFrom: "/forgot-password")
        let signedIn = AccountRoutesTests.post(
            visitor, "/sign-in", [("email", JamaalDemo.email), ("password", "a fresh password")], from: "/sign-in")
        #expect(signedIn.location == "/")
    }

    @Test("Delete my data takes the person's links and mail with it and leaves another person's")
    func deleteTakesTheLinks() throws {
        let app = try JamaalTestApp(testClock: true)
        let visitor = app.anonymousClient()
        let other = try app.env.people.create(
            email: "other@jamaal.test", passwordHash: try app.env.hasher.hash("other password!"), now: app.env.now)
        for email in [JamaalDemo.email, "other@jamaal.test"] {
            _ = visitor.post("/forgot-password", [("email", email)], csrfFrom: "/forgot-password")
        }
        try app.env.store(for: Person.firstID).write { try $0.deletePerson() }
        #expect(try app.env.outbox.recent().map(\.recipient) == ["other@jamaal.test"])
        let kept = try Self.link(app, to: "other@jamaal.test", path: "/reset-password")
        #expect(try app.env.passwordReset.isUsable(token: kept, now: app.env.now))
        #expect(try app.env.people.account(other) != nil)
    }

    @Test("Signed in, a next= that leaves the site is dropped when read from the address too")
    func nextStaysOnSite() throws {
        let app = try JamaalTestApp()
        let client = app.client()
        #expect(client.get("/sign-in?next=https%3A%2F%2Fevil.example%2F").location == "/")
        #expect(client.get("/sign-in?next=%2F%2Fevil.example").location == "/")
        #expect(client.get("/sign-in?next=%2Fhabits").location == "/habits")
    }
}
