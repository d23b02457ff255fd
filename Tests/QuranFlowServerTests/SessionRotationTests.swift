import Foundation
import HTTPServer
import HTTPTestSupport
import QuranFlowRoutes
import QuranFlowServer
import Testing

/// Signing in always starts a fresh session and ends the one the browser presented (a planted session id never
/// becomes a signed-in one); changing the password ends every other session of the account and keeps this browser
/// signed in on a new one.
@Suite struct SessionRotationTests {
    static let session = "qf_session"

    @Test func signingInEndsThePresentedSessionAndIssuesAFreshOne() throws {
        let app = try TestApp()
        // An attacker signs in and plants their session id in the victim's browser.
        let attacker = app.client()
        attacker.signIn("noor@quranflow.test")
        let planted = try #require(attacker.cookies[Self.session])
        let victim = app.client()
        let token = victim.csrfToken(in: victim.get("/sign-in")) ?? ""
        victim.cookies[Self.session] = planted
        let signedIn = victim.post(
            "/sign-in", form: [("email", "sarah@quranflow.test"), ("password", "quranflow-demo"), ("_csrf", token)])
        #expect(signedIn.status == .seeOther)
        let fresh = try #require(victim.cookies[Self.session])
        #expect(fresh != planted)
        // The planted id no longer works, for the attacker or anyone.
        #expect(attacker.get(QuranFlowRoute.account.path()).status != .ok)
        #expect(victim.get(QuranFlowRoute.account.path()).text.contains("Sarah"))
        // Signing in again in the same browser (the form posted while signed in) rotates too.
        let again = victim.post(
            "/sign-in", form: [("email", "sarah@quranflow.test"), ("password", "quranflow-demo"), ("_csrf", token)])
        #expect(again.status == .seeOther)
        #expect(victim.cookies[Self.session] != fresh)
        let stale = app.client()
        stale.cookies[Self.session] = fresh
        #expect(stale.get(QuranFlowRoute.account.path()).status != .ok)
    }

    @Test func changingThePasswordEndsEveryOtherSessionAndKeepsThisBrowserSignedIn() throws {
        let app = try TestApp()
        let here = app.client()
        here.signIn("sarah@quranflow.test")
        let elsewhere = app.client()
        elsewhere.signIn("sarah@quranflow.test")
        let api = app.client().postJSON("/api/session", #"{"email": "sarah@quranflow.test", "password": "quranflow-demo"}"#)
        let bearer = try #require(api.json?["token"] as? String)
        let before = try #require(here.cookies[Self.session])

        // A wrong current password changes nothing.
        let wrong = here.post(
            QuranFlowRoute.changePassword.path(), form: [("current_password", "not it"), ("password", "a brand new password")],
            csrfFrom: QuranFlowRoute.account.path())
        #expect(wrong.status == .forbidden)
        #expect(wrong.text.contains("Your current password is not right."))
        #expect(elsewhere.get(QuranFlowRoute.account.path()).status == .ok)

        let changed = here.post(
            QuranFlowRoute.changePassword.path(), form: [("current_password", "quranflow-demo"), ("password", "a brand new password")],
            csrfFrom: QuranFlowRoute.account.path())
        #expect(changed.status == .seeOther)
        let after = try #require(here.cookies[Self.session])
        #expect(after != before)
        let page = here.get(try #require(changed.headers["Location"]))
        #expect(page.status == .ok)
        #expect(page.text.contains("Your password is changed. Other devices are signed out."))
        // The other browser, the old cookie and the API token are all signed out.
        #expect(elsewhere.get(QuranFlowRoute.account.path()).status != .ok)
        let old = app.client()
        old.cookies[Self.session] = before
        #expect(old.get(QuranFlowRoute.account.path()).status != .ok)
        let apiClient = app.client()
        #expect(apiClient.send(.get, "/api/screens/today", headers: [("Authorization", "Bearer \(bearer)")]).status == .unauthorized)
        // The new password signs in; the old one does not.
        #expect(app.client().signIn("sarah@quranflow.test").status == .unauthorized)
        #expect(app.client().signIn("sarah@quranflow.test", password: "a brand new password").status == .seeOther)
    }

    @Test func aNewPasswordThatBreaksThePolicyIsRefusedNamingIt() throws {
        let app = try TestApp()
        let here = app.client()
        here.signIn("sarah@quranflow.test")
        let short = here.post(
            QuranFlowRoute.changePassword.path(), form: [("current_password", "quranflow-demo"), ("password", "short")],
            csrfFrom: QuranFlowRoute.account.path())
        #expect(short.status == .unprocessableEntity)
        #expect(here.get(QuranFlowRoute.account.path()).status == .ok)
    }
}
