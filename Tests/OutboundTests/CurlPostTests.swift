import Foundation
import HTTPServer
import Synchronization
import Testing

@testable import Outbound

/// A loopback server: /echo answers 201 with what it received, /big sends more than the body cap.
struct EchoServer {
    let server: HTTPServer

    init() throws {
        let router = Router()
        router.post("/echo") { request in
            var headers: HTTPHeaders = [
                "X-Method": request.method.rawValue,
                "X-Content-Encoding": request.headers["Content-Encoding"] ?? "-",
                "X-TTL": request.headers["TTL"] ?? "-",
                "X-Expect": request.headers["Expect"] ?? "-",
                "X-Content-Type": request.headers["Content-Type"] ?? "-",
            ]
            headers.add(name: "X-Twice", value: "one")
            headers.add(name: "X-Twice", value: "two")
            return Response(status: HTTPStatus(code: 201), headers: headers, body: .bytes(request.body))
        }
        router.post("/big") { _ in Response(status: .ok, body: .bytes([UInt8](repeating: 0x61, count: 200_000))) }
        router.post("/slow") { _ in
            usleep(1_500_000)
            return .text("late")
        }
        router.post("/gone") { _ in .text("subscription expired", status: HTTPStatus(code: 410)) }
        server = HTTPServer(application: Application(router: router), host: "127.0.0.1", port: 0, threads: 2)
        try server.start()
    }

    var base: String { "http://127.0.0.1:\(server.port)" }
}

@Suite(.serialized) struct CurlPostTests {
    @Test func postsMethodHeadersAndBinaryBodyAndReadsTheReply() throws {
        let echo = try EchoServer()
        defer { echo.server.stop() }
        let body = (0..<3000).map { UInt8(truncatingIfNeeded: $0 &* 31) }  // binary, with NUL bytes
        let reply = try Curl.post(
            url: echo.base + "/echo", headers: ["Content-Encoding": "aes128gcm", "TTL": "86400"], body: body, timeout: 10)
        #expect(reply.status == 201)
        #expect(reply.body == body)
        #expect(!reply.bodyTruncated)
        #expect(reply.headers["x-method"] == "POST")
        #expect(reply.headers["x-content-encoding"] == "aes128gcm")
        #expect(reply.headers["x-ttl"] == "86400")
        #expect(reply.headers["x-expect"] == "-")
        #expect(reply.headers["x-content-type"] == "-")
        #expect(reply.headers["x-twice"] == "one, two")
        #expect(reply.headers["content-length"] == "3000")
    }

    @Test func errorStatusesAreRepliesNotErrors() throws {
        let echo = try EchoServer()
        defer { echo.server.stop() }
        let reply = try Curl.post(url: echo.base + "/gone", headers: ["Content-Type": "application/octet-stream"], body: [], timeout: 10)
        #expect(reply.status == 410)
        #expect(reply.text == "subscription expired")
    }

    @Test func theResponseBodyIsCapped() throws {
        let echo = try EchoServer()
        defer { echo.server.stop() }
        let reply = try Curl.post(url: echo.base + "/big", headers: [:], body: [1], timeout: 10)
        #expect(reply.status == 200)
        #expect(reply.body.count == Curl.maximumResponseBytes)
        #expect(reply.bodyTruncated)
    }

    @Test func aRefusedPortThrowsCurlsMessage() throws {
        let echo = try EchoServer()
        let port = echo.server.port
        echo.server.stop()  // nothing listens there any more
        do {
            _ = try Curl.post(url: "http://127.0.0.1:\(port)/echo", headers: [:], body: [1], timeout: 5)
            Issue.record("expected a CurlError")
        } catch let error as CurlError {
            #expect(error.code == 7)  // CURLE_COULDNT_CONNECT
            #expect(error.message.contains("Couldn't connect to server"))
            #expect("\(error)".hasPrefix("POST http://127.0.0.1:\(port): "))
        }
    }

    @Test func aSlowServerTimesOut() throws {
        let echo = try EchoServer()
        defer { echo.server.stop() }
        do {
            _ = try Curl.post(url: echo.base + "/slow", headers: [:], body: [1], timeout: 0.3)
            Issue.record("expected a CurlError")
        } catch let error as CurlError {
            #expect(error.code == 28)  // CURLE_OPERATION_TIMEDOUT
            #expect(error.message.contains("Timeout was reached"))
        }
    }

    @Test func refusesOtherSchemesAndHeaderInjection() throws {
        #expect(throws: CurlError.self) { try Curl.post(url: "file:///etc/passwd", headers: [:], body: [], timeout: 5) }
        #expect(throws: CurlError.self) { try Curl.post(url: "ftp://127.0.0.1/x", headers: [:], body: [], timeout: 5) }
        #expect(throws: CurlError.self) {
            try Curl.post(url: "http://127.0.0.1:9/x", headers: ["TTL": "1\r\nX-Evil: 1"], body: [], timeout: 5)
        }
        #expect(throws: CurlError.self) {
            try Curl.post(url: "http://127.0.0.1:9/x", headers: ["Bad Name": "1"], body: [], timeout: 5)
        }
        #expect(throws: CurlError.self) { try Curl.post(url: "http://127.0.0.1:9/x", headers: [:], body: [], timeout: 0) }
    }

    @Test func manyThreadsCanPostAtOnce() throws {
        let echo = try EchoServer()
        defer { echo.server.stop() }
        let failures = Mutex(0)
        DispatchQueue.concurrentPerform(iterations: 16) { index in
            let body = Array("request \(index)".utf8)
            let reply = try? Curl.post(url: echo.base + "/echo", headers: [:], body: body, timeout: 10)
            if reply?.body != body { failures.withLock { $0 += 1 } }
        }
        #expect(failures.withLock { $0 } == 0)
    }
}
