import Foundation
import HTTPServer
import QuranFlowDemo
import QuranFlowJobs
import QuranFlowPersistence
import QuranFlowServer
import Testing

/// Sign-in, sign-out and the protections around them, through the whole pipeline in-process.
@Suite struct SignInFlowTests {
    @Test func theStartRedirectsToSignInAndThePageHasLabelledFields() throws {
        let client = try TestApp().client()
        let start = client.get("/")
        #expect(start.status == .seeOther)
        #expect(start.headers["Location"] == "/sign-in")
        let page = client.get("/sign-in")
        #expect(page.status == .ok)
        #expect(page.text.contains(#"<label for="email">Email</label>"#))
        #expect(page.text.contains(#"<label for="password">Password</label>"#))
        #expect(client.csrfToken(in: page) != nil)
    }

    @Test func signingInSetsAnHTTPOnlyLaxCookieAndShowsWhoIsSignedIn() throws {
        let client = try TestApp().client()
        let response = client.signIn("sarah@quranflow.test")
        #expect(response.status == .seeOther)
        let cookie = try #require(response.headers.values(for: "Set-Cookie").first { $0.hasPrefix("qf_session=") })
        #expect(cookie.contains("HttpOnly"))
        #expect(cookie.contains("SameSite=Lax"))
        let account = client.get("/account")
        #expect(account.status == .ok)
        #expect(account.text.contains("Sarah Ahmed"))
        #expect(account.text.contains("Student · Year 2"))
        #expect(account.headers["Cache-Control"] == "no-store")
    }

    @Test func signingOutEndsTheSession() throws {
        let client = try TestApp().client()
        client.signIn("sarah@quranflow.test")
        let token = try #require(client.cookies["qf_session"])
        let out = client.post("/sign-out", form: [], csrfFrom: "/account")
        #expect(out.status == .seeOther)
        #expect(client.cookies["qf_session"] == nil)
        // The old token no longer works even if replayed.
        client.cookies["qf_session"] = token
        #expect(client.get("/account").headers["Location"]?.hasPrefix("/sign-in") == true)
    }

    @Test func aWrongPasswordSaysSoKeepsTheEmailAndAnswers401() throws {
        let client = try TestApp().client()
        let response = client.signIn("sarah@quranflow.test", password: "nope nope nope")
        #expect(response.status == .unauthorized)
        #expect(response.text.contains("That email or password is not right."))
        #expect(response.text.contains(#"value="sarah@quranflow.test""#))
        #expect(client.cookies["qf_session"] == nil)
    }

    @Test func repeatedFailuresAreRefusedWith429AndRetryAfter() throws {
        let client = try TestApp().client()
        for _ in 0..<4 { client.signIn("noor@quranflow.test", password: "wrong wrong") }
        let refused = client.signIn("noor@quranflow.test")
        #expect(refused.status == .tooManyRequests)
        #expect(refused.headers["Retry-After"] == "2")
        #expect(refused.text.contains("Too many attempts"))
    }

    @Test func aFormWithoutItsCSRFTokenIsRefused() throws {
        let client = try TestApp().client()
        _ = client.get("/sign-in")
        let response = client.post("/sign-in", form: [("email", "sarah@quranflow.test"), ("password", "quranflow-demo")])
        #expect(response.status == .forbidden)
        #expect(client.cookies["qf_session"] == nil)
        let forged = client.post(
            "/sign-in", form: [("email", "sarah@quranflow.test"), ("password", "quranflow-demo"), ("_csrf", "forged")])
        #expect(forged.status == .forbidden)
    }

    @Test func signInOnlyFollowsLocalNextPaths() throws {
        let client = try TestApp().client()
        let token = client.csrfToken(in: client.get("/sign-in")) ?? ""
        let response = client.post(
            "/sign-in",
            form: [
                ("email", "sarah@quranflow.test"), ("password", "quranflow-demo"),
                ("next", "//evil.example/steal"), ("_csrf", token),
            ])
        #expect(response.headers["Location"] == "/")
    }

    @Test func sqlInTheFormIsJustText() throws {
        let app = try TestApp()
        let client = app.client()
        for attempt in ["' OR '1'='1", "sarah@quranflow.test' --", "x\"; DROP TABLE accounts; --"] {
            #expect(client.signIn(attempt, password: "' OR '1'='1").status == .unauthorized)
        }
        #expect(try app.env.accounts.all().count == 9)
    }

    @Test func pagesNeedingSignInRedirectThere() throws {
        let client = try TestApp().client()
        let response = client.get("/account")
        #expect(response.status == .seeOther)
        #expect(response.headers["Location"] == "/sign-in?next=%2Faccount")
    }
}
