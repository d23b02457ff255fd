import Calendar
import Foundation
import HTTPServer
import QuranFlowDemo
import QuranFlowJobs
import QuranFlowPersistence
import QuranFlowServer
import Testing

/// Bad input and wrong roles get a clear status and message, and lose nothing already stored.
@Suite struct ErrorAndRoleTests {
    @Test func anUnknownRouteIsA404PageAndA404JSONUnderAPI() throws {
        let client = try TestApp().client()
        let page = client.get("/no/such/page")
        #expect(page.status == .notFound)
        #expect(page.headers["Content-Type"]?.hasPrefix("text/html") == true)
        #expect(page.text.contains("Not found"))
        let api = client.get("/api/no-such-thing")
        #expect(api.status == .notFound)
        #expect((api.json?["error"] as? [String: Any])?["status"] as? Int == 404)
    }

    @Test func theWrongMethodIsA405WithAllow() throws {
        let client = try TestApp().client()
        let response = client.send(.delete, "/sign-in")
        #expect(response.status == .methodNotAllowed)
        #expect(response.headers["Allow"]?.contains("GET") == true)
        #expect(response.headers["Allow"]?.contains("POST") == true)
    }

    @Test func malformedJSONIsA400NamingTheField() throws {
        let client = try TestApp().client()
        let broken = client.postJSON("/api/session", "{\"email\": ")
        #expect(broken.status == .badRequest)
        let missing = client.postJSON("/api/session", #"{"email": "sarah@quranflow.test"}"#)
        #expect(missing.status == .badRequest)
        let error = try #require(missing.json?["error"] as? [String: Any])
        #expect(error["field"] as? String == "password")
        let wrongType = client.postJSON("/api/session", #"{"email": 5, "password": "x"}"#)
        #expect(wrongType.status == .badRequest)
        #expect((wrongType.json?["error"] as? [String: Any])?["field"] as? String == "email")
    }

    @Test func aMalformedFormIsA400() throws {
        let client = try TestApp().client()
        let token = client.csrfToken(in: client.get("/sign-in")) ?? ""
        let response = client.send(
            .post, "/sign-in", body: Array("_csrf=\(token)&email=%zz".utf8),
            headers: [("Content-Type", "application/x-www-form-urlencoded")])
        #expect(response.status == .badRequest)
    }

    @Test func theWrongRoleIs403WithoutSayingWhetherTheThingExists() throws {
        let client = try TestApp().client()
        client.signIn("sarah@quranflow.test")
        #expect(client.get("/admin").status == .forbidden)
        let api = client.get("/api/admin/accounts")
        #expect(api.status == .forbidden)
        #expect(!api.text.contains("amina"))
    }

    @Test func theAPIWithoutATokenIs401() throws {
        let client = try TestApp().client()
        #expect(client.get("/api/me").status == .unauthorized)
        #expect(client.send(.get, "/api/me", headers: [("Authorization", "Bearer not-a-token")]).status == .unauthorized)
    }

    @Test func theTestClockDoesNotExistWithoutTheFlag() throws {
        let client = try TestApp().client()
        #expect(client.post("/_test/clock", form: [("advance", "60")]).status == .notFound)
    }

    @Test func theTestClockMovesTimeFromLoopbackOnly() throws {
        let app = try TestApp(testClock: true)
        let client = app.client()
        let before = app.env.now
        let moved = client.post("/_test/clock", form: [("advance", "3600")])
        #expect(moved.status == .ok)
        #expect(app.env.now == before.addingTimeInterval(3600))
        #expect(client.post("/_test/clock", form: [("to", "2026-11-02T00:00:00-05:00")]).status == .ok)
        #expect(app.env.now == ISO8601.parse("2026-11-02T05:00:00Z"))
        #expect(client.post("/_test/clock", form: [("to", "next tuesday")]).status == .badRequest)
        client.remoteAddress = "203.0.113.9"
        #expect(client.post("/_test/clock", form: [("advance", "60")]).status == .notFound)
    }

    @Test func responsesCarryTheSecurityHeaders() throws {
        let response = try TestApp().client().get("/sign-in")
        let csp = try #require(response.headers["Content-Security-Policy"])
        #expect(csp.contains("script-src 'self'"))
        #expect(!csp.contains("unsafe-inline"))
        #expect(response.headers["X-Content-Type-Options"] == "nosniff")
        #expect(response.headers["Referrer-Policy"] != nil)
    }

    @Test func pagesHaveNoInlineScript() throws {
        let html = try TestApp().client().get("/sign-in").text
        #expect(html.contains(#"<script src="/static/app.js"></script>"#))
        #expect(!html.contains("<script>"))
        #expect(!html.contains(" onclick="))
    }
}
