import Testing

@testable import HTTPServer

@Suite struct RouterTests {
    @Test func staticBeatsParameterBeatsWildcard() {
        let router = Router()
        router.get("/students/:id") { _ in .text("param") }
        router.get("/students/new") { _ in .text("static") }
        router.get("/students/*rest") { _ in .text("wild") }
        guard case .found(_, let parameters, let route, _) = router.match(.get, "/students/42") else {
            Issue.record("no match"); return
        }
        #expect(parameters == ["42"])
        #expect(route.pattern == "/students/:id")
        guard case .found(_, _, let staticRoute, _) = router.match(.get, "/students/new") else {
            Issue.record("no match"); return
        }
        #expect(staticRoute.pattern == "/students/new")
        guard case .found(_, let wild, _, _) = router.match(.get, "/students/1/files/a.mp3") else {
            Issue.record("no match"); return
        }
        #expect(wild == ["1/files/a.mp3"])
    }
}

extension RouterTests {
    @Test func notFoundVersusMethodNotAllowed() {
        let router = Router()
        router.get("/items/:id") { _ in .text("get") }
        router.delete("/items/:id") { _ in .text("delete") }
        guard case .notFound = router.match(.get, "/other") else { Issue.record("expected 404"); return }
        guard case .methodNotAllowed(let allowed) = router.match(.post, "/items/3") else {
            Issue.record("expected 405"); return
        }
        #expect(allowed == [.get, .head, .delete])
        let app = Application(router: router)
        let response = app.respond(to: Request(method: .put, path: "/items/3"))
        #expect(response.status == .methodNotAllowed)
        #expect(response.headers["Allow"] == "GET, HEAD, DELETE")
        #expect(app.respond(to: Request(method: .get, path: "/missing")).status == .notFound)
    }

    @Test func headUsesGetRouteWithoutBody() {
        let router = Router()
        router.get("/page") { request in .text("body for \(request.method.rawValue)") }
        let app = Application(router: router)
        let response = app.respond(to: Request(method: .head, path: "/page"))
        #expect(response.status == .ok)
        #expect(response.contentLength == 0)
        #expect(response.headers["Content-Type"] == "text/plain; charset=utf-8")
    }

    @Test func requestCarriesRouteAndParameters() {
        let router = Router()
        router.get("/students/:id/files/*path") { request in
            .text("\(request.route?.pattern ?? "") \(request.pathCaptures.joined(separator: " "))")
        }
        let response = Application(router: router).respond(to: Request(method: .get, path: "/students/7/files/a/b.mp3"))
        #expect(response.bodyText == "/students/:id/files/*path 7 a/b.mp3")
        #expect(router.routes == [Route(method: .get, pattern: "/students/:id/files/*path")])
    }
}

extension Response {
    var bodyText: String {
        if case .bytes(let bytes) = body { return String(decoding: bytes, as: UTF8.self) }
        if case .shared(let bytes) = body { return String(decoding: bytes.bytes, as: UTF8.self) }
        return ""
    }
}

extension RouterTests {
    /// The router tries only the routes whose first segment (or whole literal path) could match; routes starting with
    /// a parameter or wildcard are tried for every path. Precedence holds across buckets, and an exact route beats a
    /// wildcard that would capture nothing.
    @Test func bucketedRoutesKeepTheirPrecedence() {
        let router = Router()
        for pattern in ["/", "/a", "/a/b", "/a/:id", "/a/*rest", "/b/:x/c", "/:slug", "/*all"] {
            router.get(pattern) { request in .text(request.route?.pattern ?? "") }
        }
        router.post("/a/b") { _ in .text("post") }
        router.delete("/:slug/items") { _ in .text("delete") }
        let expected: [(String, String)] = [
            ("/", "/"), ("/a", "/a"), ("/a/b", "/a/b"), ("/a/7", "/a/:id"), ("/a/7/8", "/a/*rest"),
            ("/b/1/c", "/b/:x/c"), ("/b", "/:slug"), ("/b/1", "/*all"), ("/zzz/1/2", "/*all"), ("/c", "/:slug"),
        ]
        for (path, pattern) in expected {
            guard case .found(_, _, let route, _) = router.match(.get, path) else { Issue.record("no match for \(path)"); continue }
            #expect(route.pattern == pattern, "GET \(path)")
        }
        guard case .found(_, let parameters, let route, _) = router.match(.delete, "/x/items") else { Issue.record("no DELETE"); return }
        #expect(route.pattern == "/:slug/items" && parameters == ["x"])
        // 405 gathers the methods of every bucket that matched: the literal /a/b (GET, POST) and the dynamic ones (GET).
        guard case .methodNotAllowed(let allowed) = router.match(.put, "/a/b") else { Issue.record("expected 405"); return }
        #expect(allowed == [.get, .head, .post])
        guard case .methodNotAllowed(let onlyDelete) = router.match(.patch, "/q/items") else { Issue.record("expected 405"); return }
        #expect(onlyDelete == [.get, .head, .delete])
    }
}
