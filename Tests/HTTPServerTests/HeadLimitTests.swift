import Foundation
import Testing

@testable import HTTPServer

/// Over-long request targets and heads are refused by the application — 414 and 431 with its error page and the
/// security headers every other answer carries — not by libmicrohttpd's bare answers; the server goes on serving.
@Suite(.serialized) struct HeadLimitTests {
    static let securityHeaders = [
        "Content-Security-Policy", "X-Content-Type-Options", "Referrer-Policy", "X-Frame-Options", "Permissions-Policy",
    ]

    /// A real server with the security headers' middleware.
    static func start() throws -> HTTPServer {
        let router = Router()
        router.get("/hello") { request in .text("hello \(request.query["name"]?.count ?? 0)") }
        router.post("/form") { request in .text("got \(request.body.count)") }
        let server = HTTPServer(
            application: Application(router: router, middlewares: [SecurityHeaders()]), host: "127.0.0.1", port: 0, threads: 2)
        try server.start()
        return server
    }

    static func expectRefusal(_ response: RawResponse, _ status: Int, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(response.status == status, sourceLocation: sourceLocation)
        for name in securityHeaders {
            #expect(response.headers[name] != nil, "\(status) lacks \(name)", sourceLocation: sourceLocation)
        }
        #expect(response.headers["Content-Type"]?.hasPrefix("text/html") == true, sourceLocation: sourceLocation)
    }

    @Test func anOverLongTargetIs414WithTheSecurityHeaders() throws {
        let server = try Self.start()
        defer { server.stop() }
        let fits = "/hello?name=" + String(repeating: "q", count: HTTPServer.maxRequestTargetBytes - "/hello?name=".count)
        #expect(try TestClient.request(port: server.port, "GET", fits).text == "hello \(HTTPServer.maxRequestTargetBytes - 12)")
        for length in [HTTPServer.maxRequestTargetBytes + 1, 20_000] {
            let response = try TestClient.request(port: server.port, "GET", "/hello?name=" + String(repeating: "q", count: length))
            Self.expectRefusal(response, 414)
        }
        // A POST with a body is refused at its head too, its body unread.
        let post = try TestClient.request(
            port: server.port, "POST", "/form?" + String(repeating: "p", count: 14_000), body: Array(repeating: 65, count: 5_000))
        Self.expectRefusal(post, 414)
        #expect(try TestClient.request(port: server.port, "GET", "/hello?name=after").text == "hello 5")
    }

    @Test func anOverLargeHeadIs431WithTheSecurityHeaders() throws {
        let server = try Self.start()
        defer { server.stop() }
        #expect(
            try TestClient.request(port: server.port, "GET", "/hello", headers: [("X-Long", String(repeating: "h", count: 14_000))]).status
                == 200)
        for length in [17_000, 20_000, 26_000] {
            let response = try TestClient.request(
                port: server.port, "GET", "/hello", headers: [("X-Long", String(repeating: "y", count: length))])
            Self.expectRefusal(response, 431)
        }
        // Many headers, and a Cookie header that libmicrohttpd keeps twice: counted as it costs.
        let many = (0..<140).map { ("X-Field-\($0)", String(repeating: "m", count: 120)) }
        Self.expectRefusal(try TestClient.request(port: server.port, "GET", "/hello", headers: many), 431)
        let cookies = (0..<90).map { "c\($0)=" + String(repeating: "v", count: 96) }.joined(separator: "; ")
        Self.expectRefusal(try TestClient.request(port: server.port, "GET", "/hello", headers: [("Cookie", cookies)]), 431)
        #expect(try TestClient.request(port: server.port, "GET", "/hello?name=after").text == "hello 5")
    }

    @Test func theHeadBoundsCountTheTargetTheLinesAndTheCookieTwice() {
        let cookie: HTTPHeaders = ["Cookie": String(repeating: "c", count: 8_200)]
        #expect(Callbacks.headRefusal(target: "/", headers: cookie)?.status == .requestHeaderFieldsTooLarge)
        #expect(Callbacks.headRefusal(target: "/", headers: ["X-Other": String(repeating: "c", count: 8_200)]) == nil)
        let exactly = String(repeating: "t", count: HTTPServer.maxRequestTargetBytes)
        #expect(Callbacks.headRefusal(target: exactly, headers: [:]) == nil)
        #expect(Callbacks.headRefusal(target: exactly + "t", headers: [:])?.status == .uriTooLong)
        // Target and header lines together: one byte over the head's bound is refused.
        let line = HTTPServer.maxHeadBytes - exactly.utf8.count - "X-A".count - 4
        #expect(Callbacks.headRefusal(target: exactly, headers: ["X-A": String(repeating: "a", count: line)]) == nil)
        #expect(
            Callbacks.headRefusal(target: exactly, headers: ["X-A": String(repeating: "a", count: line + 1)])?.status
                == .requestHeaderFieldsTooLarge)
    }
}
