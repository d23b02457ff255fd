import Foundation
import HTTPServer
import QuranFlowDemo
import QuranFlowJobs
import QuranFlowPersistence
import QuranFlowServer
import Testing

@Suite struct AdminAndAPITests {
    @Test func theAPISignsInWithABearerTokenAndSignsOut() throws {
        let client = try TestApp().client()
        let signIn = client.postJSON("/api/session", #"{"email": "amina@quranflow.test", "password": "quranflow-demo"}"#)
        #expect(signIn.status == .created)
        let token = try #require(signIn.json?["token"] as? String)
        let me = client.send(.get, "/api/me", headers: [("Authorization", "Bearer \(token)")])
        #expect(me.status == .ok)
        #expect(me.json?["zone"] as? String == "Africa/Cairo")
        #expect(me.json?["role"] as? String == "coach")
        let out = client.send(.delete, "/api/session", headers: [("Authorization", "Bearer \(token)")])
        #expect(out.status == .noContent)
        #expect(client.send(.get, "/api/me", headers: [("Authorization", "Bearer \(token)")]).status == .unauthorized)
    }

    @Test func anAdminCreatesAnAccountAndTheNameRendersAsText() throws {
        let client = try TestApp().client()
        client.signIn("admin@quranflow.test")
        let created = client.post(
            "/admin/accounts",
            form: [
                ("name", "<script>alert(1)</script>"), ("email", "zainab@quranflow.test"), ("role", "student"), ("year", "1"),
                ("city", "Toronto"), ("password", "a temporary password"),
            ], csrfFrom: "/admin")
        #expect(created.status == .seeOther)
        let page = client.get("/admin")
        #expect(page.text.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
        #expect(!page.text.contains("<script>alert(1)"))
        #expect(page.text.contains("zainab@quranflow.test"))
    }

    @Test func creatingAnAccountWithATakenEmailIs409AndKeepsTheOriginal() throws {
        let client = try TestApp().client()
        client.signIn("admin@quranflow.test")
        let response = client.post(
            "/admin/accounts",
            form: [
                ("name", "Another Sarah"), ("email", "sarah@quranflow.test"), ("role", "student"), ("year", "1"),
                ("city", "Cairo"), ("password", "a temporary password"),
            ], csrfFrom: "/admin")
        #expect(response.status == .conflict)
        #expect(response.text.contains("already exists"))
        #expect(response.text.contains(#"value="Another Sarah""#))
        let accounts = try client.app.env.accounts.all()
        #expect(accounts.filter { $0.email == "sarah@quranflow.test" }.map(\.name) == ["Sarah Ahmed"])
    }

    @Test func anUnknownCityNamesTheField() throws {
        let client = try TestApp().client()
        client.signIn("admin@quranflow.test")
        let response = client.post(
            "/admin/accounts",
            form: [
                ("name", "Zainab K."), ("email", "zainab@quranflow.test"), ("role", "student"), ("year", "1"),
                ("city", "Qwxyzzy"), ("password", "a temporary password"),
            ], csrfFrom: "/admin")
        #expect(response.status == .badRequest)
        #expect(response.text.contains("No city matches"))
    }

    @Test func passwordResetGoesThroughTheOutboxAndTheLinkWorksOnce() throws {
        let app = try TestApp()
        let client = app.client()
        let asked = client.post("/forgot-password", form: [("email", "noor@quranflow.test")], csrfFrom: "/forgot-password")
        #expect(asked.status == .ok)
        #expect(asked.text.contains("If an account exists"))
        let mail = try #require(try app.env.outbox.recent().first)
        #expect(app.logLines.withLock { $0.contains { $0.contains("to=noor@quranflow.test") } })
        let link = try #require(mail.body.split(separator: "\n").first { $0.contains("/reset-password?token=") })
        let path = String(link.trimmingCharacters(in: .whitespaces).dropFirst("http://localhost:8080".count))
        let page = client.get(path)
        #expect(page.status == .ok && page.text.contains("Choose a new password") && !page.text.contains("invited"))
        let token = String(path.split(separator: "=").last!)
        let done = client.post("/reset-password", form: [("token", token), ("password", "my new long password")], csrfFrom: path)
        #expect(done.status == .seeOther)
        #expect(client.signIn("noor@quranflow.test", password: "my new long password").status == .seeOther)
        #expect(client.get(path).status == .badRequest)
    }

    @Test func citySearchFindsTorontoFirst() throws {
        let response = try TestApp().client().get("/api/cities?q=toronto&limit=3")
        #expect(response.status == .ok)
        let cities = try #require((try JSONSerialization.jsonObject(with: Data(response.text.utf8))) as? [[String: Any]])
        #expect(cities.first?["zone"] as? String == "America/Toronto")
    }

    @Test func theOpenAPIDocumentListsExactlyTheRoutersJSONRoutes() throws {
        let app = try TestApp()
        let doc = try #require(app.client().get("/api/openapi.json").json)
        #expect(doc["openapi"] as? String == "3.1.0")
        let paths = try #require(doc["paths"] as? [String: [String: Any]])
        var documented = Set<String>()
        for (path, operations) in paths { for method in operations.keys { documented.insert("\(method.uppercased()) \(path)") } }
        let routed = Set(
            app.app.routes.router.routes
                .filter { $0.pattern.hasPrefix("/api/") && $0.pattern != "/api/openapi.json" }
                .map { route in
                    let path = route.pattern.split(separator: "/", omittingEmptySubsequences: false)
                        .map { $0.hasPrefix(":") ? "{\($0.dropFirst())}" : String($0) }.joined(separator: "/")
                    return "\(route.method.rawValue) \(path)"
                })
        #expect(!routed.isEmpty)
        #expect(documented == routed)
    }
}
