import Foundation
import HTTPServer
import HTTPTestSupport
import QuranFlowDemo
import QuranFlowJobs
import QuranFlowPersistence
import QuranFlowServer
import Testing

/// The QuranFlow pipeline behind the real libmicrohttpd server, over a real socket.
@Suite(.serialized) struct RealServerTests {
    func withServer(_ body: (UInt16) throws -> Void) throws {
        let app = try TestApp()
        let server = HTTPServer(application: app.app.application, host: "127.0.0.1", port: 0, threads: 2, maxBodyBytes: 64 * 1024)
        try server.start()
        defer { server.stop() }
        try body(server.port)
    }

    @Test func theSignInPageIsServedWithItsHeaders() throws {
        try withServer { port in
            let reply = try RawHTTPClient.send(port: port, head: "GET /sign-in HTTP/1.1\r\nHost: localhost")
            #expect(reply.status == 200)
            #expect(reply.headers["content-security-policy"] != nil)
            #expect(reply.body.contains("Sign in"))
        }
    }

    @Test func aBodyOverTheCapIs413AndNothingIsStored() throws {
        try withServer { port in
            let body = [UInt8](repeating: UInt8(ascii: "a"), count: 200 * 1024)
            let reply = try RawHTTPClient.send(
                port: port,
                head: """
                    POST /sign-in HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: \(body.count)
                    """, body: body)
            #expect(reply.status == 413)
        }
    }

    /// TRACE, CONNECT and QUERY are HTTP's own methods, taken by no route: 405 with the path's methods (schemathesis found it answered 501,
    /// a server error); a method HTTP does not define stays 501.
    @Test func traceIsAMethodNotAllowedAndAnUnknownMethodIsNotImplemented() throws {
        try withServer { port in
            let trace = try RawHTTPClient.send(port: port, head: "TRACE /api/session HTTP/1.1\r\nHost: localhost")
            #expect(trace.status == 405)
            #expect(trace.headers["allow"]?.contains("POST") == true && trace.headers["allow"]?.contains("DELETE") == true)
            #expect(try RawHTTPClient.send(port: port, head: "CONNECT /api/me HTTP/1.1\r\nHost: localhost").status == 405)
            #expect(try RawHTTPClient.send(port: port, head: "QUERY /api/me HTTP/1.1\r\nHost: localhost").status == 405)
            #expect(try RawHTTPClient.send(port: port, head: "TRACE /no/such/place HTTP/1.1\r\nHost: localhost").status == 404)
            #expect(try RawHTTPClient.send(port: port, head: "BREW /api/me HTTP/1.1\r\nHost: localhost").status == 501)
        }
    }

    @Test func gzipIsUsedWhenAccepted() throws {
        try withServer { port in
            let reply = try RawHTTPClient.send(
                port: port, head: "GET /api/openapi.json HTTP/1.1\r\nHost: localhost\r\nAccept-Encoding: gzip")
            #expect(reply.status == 200)
            #expect(reply.headers["content-encoding"] == "gzip")
        }
    }

    /// An over-long address (414) and an over-large head (431) are QuranFlow's own answers, with the security headers
    /// every page carries (libmicrohttpd's bare ones had none); the server goes on serving.
    @Test func anOverLongAddressAndAnOverLargeHeadCarryTheSecurityHeaders() throws {
        try withServer { port in
            let long = try RawHTTPClient.send(
                port: port, head: "GET /sign-in?next=\(String(repeating: "a", count: 20_000)) HTTP/1.1\r\nHost: localhost")
            let large = try RawHTTPClient.send(
                port: port, head: "GET /sign-in HTTP/1.1\r\nHost: localhost\r\nX-Padding: \(String(repeating: "b", count: 20_000))")
            for (reply, status) in [(long, 414), (large, 431)] {
                #expect(reply.status == status)
                for name in [
                    "content-security-policy", "x-content-type-options", "referrer-policy", "x-frame-options", "permissions-policy",
                ] {
                    #expect(reply.headers[name] != nil, "\(status) lacks \(name)")
                }
            }
            #expect(try RawHTTPClient.send(port: port, head: "GET /sign-in HTTP/1.1\r\nHost: localhost").status == 200)
        }
    }
}
