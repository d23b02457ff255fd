import Foundation
import Testing

@testable import HTTPServer

#if canImport(Glibc)
    import Glibc
#endif

/// Keeps the event streams opened by the test server.
final class StreamHub: Sendable {
    private let streams = Locked<[EventStream]>([])
    private let closed = Locked(0)

    func add(_ stream: EventStream) { streams.withLock { $0.append(stream) } }
    var count: Int { streams.withLock { $0.count } }
    var closedCount: Int { closed.withLock { $0 } }
    func markClosed() { closed.withLock { $0 += 1 } }
    func broadcast(_ data: String) { for stream in streams.withLock({ $0 }) { stream.send(event: "note", data: data) } }
}

/// A real server on an ephemeral port with routes covering the network behaviour.
struct TestServer {
    let server: HTTPServer
    let hub = StreamHub()
    let filePath: String
    let fileBytes: [UInt8]
    /// A page kept in memory and sent by every request without a copy.
    let shared = SharedBytes((0..<40_000).map { UInt8(truncatingIfNeeded: $0 &* 7) })
    let logLines = Locked<[String]>([])

    init() throws {
        fileBytes = (0..<10_000).map { UInt8($0 % 251) }
        filePath = NSTemporaryDirectory() + "httpserver-test-\(UUID().uuidString).bin"
        _ = FileManager.default.createFile(atPath: filePath, contents: Data(fileBytes))
        let router = Router()
        let hub = hub
        let filePath = filePath
        router.get("/hello") { request in
            .text("hello \(request.query["name"] ?? "?") from \(request.remoteAddress ?? "-") \(request.isLoopback)")
        }
        router.post("/form") { request in
            let form = try request.formData()
            return .text("\(try form.required("a"))|\(form.all("b").joined(separator: ","))")
        }
        router.post("/upload", maxBodyBytes: 4 << 20) { request in
            let form = try request.formData()
            guard let file = form.file(named: "audio") else { throw HTTPError.badRequest("no file") }
            return .text("\(form["title"] ?? "")|\(file.filename)|\(file.data.count)|\(file.data.reduce(0) { ($0 &* 31) &+ Int($1) })")
        }
        router.post("/small", maxBodyBytes: 10) { request in .text("got \(request.body.count)") }
        let shared = shared
        router.get("/shared") { _ in .shared(shared, contentType: "application/octet-stream") }
        router.get("/file") { request in try .file(at: filePath, contentType: "audio/mpeg", for: request) }
        router.get("/slow") { _ in
            usleep(300_000)
            return .text("done")
        }
        router.get("/events") { _ in
            let stream = EventStream(retry: 1000) { hub.markClosed() }
            hub.add(stream)
            return .eventStream(stream)
        }
        let lines = logLines
        let app = Application(router: router, middlewares: [AccessLog { line in lines.withLock { $0.append(line) } }])
        server = HTTPServer(application: app, host: "127.0.0.1", port: 0, threads: 4, maxBodyBytes: 64 << 10)
        try server.start()
    }

    var port: UInt16 { server.port }

    func stop() {
        server.stop()
        try? FileManager.default.removeItem(atPath: filePath)
    }
}

@Suite(.serialized) struct NetworkTests {
    /// Shared bytes go out straight from their memory, to many requests at once, and stay intact for the next ones.
    @Test func sharedBytesAreSentWholeToConcurrentRequests() throws {
        let test = try TestServer()
        defer { test.stop() }
        let expected = test.shared.bytes
        let failures = Locked(0)
        DispatchQueue.concurrentPerform(iterations: 64) { _ in
            let response = try? TestClient.request(port: test.port, "GET", "/shared")
            if response?.status != 200 || response?.body != expected { failures.withLock { $0 += 1 } }
        }
        #expect(failures.withLock { $0 } == 0)
        let head = try TestClient.request(port: test.port, "HEAD", "/shared")
        #expect(head.status == 200 && head.body.isEmpty && head.headers["Content-Length"] == "40000")
        #expect(try TestClient.request(port: test.port, "GET", "/shared").body == expected)
    }

    @Test func getWithQueryAndRemoteAddress() throws {
        let test = try TestServer()
        defer { test.stop() }
        #expect(test.port != 0)
        let response = try TestClient.request(port: test.port, "GET", "/hello?name=J%C3%BCrgen+K")
        #expect(response.status == 200)
        #expect(response.text == "hello Jürgen K from 127.0.0.1 true")
        let missing = try TestClient.request(port: test.port, "GET", "/nope")
        #expect(missing.status == 404)
        let wrongMethod = try TestClient.request(port: test.port, "DELETE", "/hello")
        #expect(wrongMethod.status == 405)
        #expect(wrongMethod.headers["Allow"] == "GET, HEAD")
        let head = try TestClient.request(port: test.port, "HEAD", "/hello?name=x")
        #expect(head.status == 200 && head.body.isEmpty)
        #expect(test.logLines.withLock { $0.count } == 4)
        #expect(test.logLines.withLock { $0.first.map { $0.contains("route=\"GET /hello\" ") && $0.contains(" status=200 ") } } == true)
    }

    @Test func postUrlencodedForm() throws {
        let test = try TestServer()
        defer { test.stop() }
        let response = try TestClient.request(
            port: test.port, "POST", "/form",
            headers: [("Content-Type", "application/x-www-form-urlencoded")],
            body: Array("a=x+y%26z&b=1&b=2".utf8))
        #expect(response.status == 200)
        #expect(response.text == "x y&z|1,2")
        let missing = try TestClient.request(
            port: test.port, "POST", "/form",
            headers: [("Content-Type", "application/x-www-form-urlencoded")],
            body: Array("b=1".utf8))
        #expect(missing.status == 400)
        #expect(missing.text.contains("Missing field: a"))
    }

    @Test func multipartUpload() throws {
        let test = try TestServer()
        defer { test.stop() }
        let data: [UInt8] = (0..<200_000).map { UInt8(($0 * 7) % 256) }
        let body = MultipartFixture.body(
            boundary: "XyZ", fields: [("title", "Al-Fatiha")],
            file: ("audio", "001.mp3", "audio/mpeg", data))
        let response = try TestClient.request(
            port: test.port, "POST", "/upload",
            headers: [("Content-Type", "multipart/form-data; boundary=\"XyZ\"")],
            body: body)
        let checksum = data.reduce(0) { ($0 &* 31) &+ Int($1) }
        #expect(response.status == 200)
        #expect(response.text == "Al-Fatiha|001.mp3|200000|\(checksum)")
    }

    @Test func oversizedBodiesGet413() throws {
        let test = try TestServer()
        defer { test.stop() }
        // Content-Length over the route's cap: answered before any body byte is sent.
        let declared = try TestClient.request(port: test.port, "POST", "/small", contentLength: 100)
        #expect(declared.status == 413)
        // Over the server-wide cap (64 KiB) on a route without its own.
        let big = try TestClient.request(
            port: test.port, "POST", "/form",
            headers: [("Content-Type", "application/x-www-form-urlencoded")],
            body: [UInt8](repeating: 65, count: 100_000))
        #expect(big.status == 413)
        // Chunked body that grows past the cap while streaming.
        let chunk = "14\r\n" + String(repeating: "z", count: 20) + "\r\n0\r\n\r\n"
        let streamed = try TestClient.request(
            port: test.port, "POST", "/small",
            headers: [("Transfer-Encoding", "chunked")], body: Array(chunk.utf8))
        #expect(streamed.status == 413)
        let fits = try TestClient.request(port: test.port, "POST", "/small", body: Array("12345".utf8))
        #expect(fits.text == "got 5")
    }

    /// A request head (URL and headers) is bounded at 16 KiB (``HTTPServer/maxHeadBytes``): 14 KiB of headers, a 12-KiB
    /// query and forty 100-byte cookies (libmicrohttpd keeps a parsed copy of the Cookie header, so it counts twice)
    /// are served; a 20-KiB header is answered 431 (by the application: `HeadLimitTests`), and the server goes on serving.
    @Test func requestHeadsUpToTheirBoundAreServedAndLongerOnesGet431() throws {
        let test = try TestServer()
        defer { test.stop() }
        let header = try TestClient.request(
            port: test.port, "GET", "/hello?name=a", headers: [("X-Long", String(repeating: "h", count: 14_000))])
        #expect(header.status == 200)
        let query = try TestClient.request(port: test.port, "GET", "/hello?name=" + String(repeating: "q", count: 12_000))
        #expect(query.status == 200 && query.text.count > 12_000)
        let cookies = (0..<40).map { "c\($0)=" + String(repeating: "v", count: 96) }.joined(separator: "; ")
        #expect(cookies.utf8.count > 4_000)
        #expect(try TestClient.request(port: test.port, "GET", "/hello?name=c", headers: [("Cookie", cookies)]).status == 200)
        let long = try TestClient.request(port: test.port, "GET", "/hello", headers: [("X-Long", String(repeating: "y", count: 20_000))])
        #expect(long.status == 431)
        let after = try TestClient.request(port: test.port, "GET", "/hello?name=after")
        #expect(after.text.hasPrefix("hello after"))
    }

    @Test func fileRangeRequest() throws {
        let test = try TestServer()
        defer { test.stop() }
        let whole = try TestClient.request(port: test.port, "GET", "/file")
        #expect(whole.status == 200)
        #expect(whole.body == test.fileBytes)
        #expect(whole.headers["Accept-Ranges"] == "bytes")
        let part = try TestClient.request(port: test.port, "GET", "/file", headers: [("Range", "bytes=100-199")])
        #expect(part.status == 206)
        #expect(part.headers["Content-Range"] == "bytes 100-199/10000")
        #expect(part.body == Array(test.fileBytes[100...199]))
        let tail = try TestClient.request(port: test.port, "GET", "/file", headers: [("Range", "bytes=-10")])
        #expect(tail.body == Array(test.fileBytes[9990...]))
        let etag = try #require(whole.headers["ETag"])
        let cached = try TestClient.request(port: test.port, "GET", "/file", headers: [("If-None-Match", etag)])
        #expect(cached.status == 304)
    }

    @Test func serverSentEventsReachConcurrentClients() throws {
        let test = try TestServer()
        defer { test.stop() }
        let clients = try (0..<20).map { _ in try TestConnection(port: test.port) }
        for client in clients {
            try client.write(Array("GET /events HTTP/1.1\r\nHost: x\r\nAccept: text/event-stream\r\n\r\n".utf8))
        }
        for client in clients { #expect(client.read(until: "retry: 1000")) }
        #expect(test.hub.count == 20)
        test.hub.broadcast("first line\nsecond line")
        for client in clients {
            #expect(client.read(until: "event: note\ndata: first line\ndata: second line\n\n"))
            #expect(String(decoding: client.received, as: UTF8.self).contains("text/event-stream"))
        }
    }

    @Test func idleEventStreamUsesNoCPU() throws {
        let test = try TestServer()
        defer { test.stop() }
        let client = try TestConnection(port: test.port)
        try client.write(Array("GET /events HTTP/1.1\r\nHost: x\r\n\r\n".utf8))
        #expect(client.read(until: "retry: 1000"))
        #expect(CPUTime.serverThreadsMeasured().named, "libmicrohttpd threads should be measurable by name")
        let before = CPUTime.serverThreads()
        usleep(2_000_000)
        let used = CPUTime.serverThreads() - before
        #expect(used < 0.05, "server threads used \(used) s of CPU while the stream was idle")
        test.hub.broadcast("still alive")
        #expect(client.read(until: "data: still alive"))
    }

    @Test func gracefulShutdownFinishesInFlightAndClosesStreams() throws {
        let test = try TestServer()
        let port = test.port
        let stream = try TestConnection(port: port)
        try stream.write(Array("GET /events HTTP/1.1\r\nHost: x\r\n\r\n".utf8))
        #expect(stream.read(until: "retry: 1000"))
        let slow = try TestConnection(port: port)
        try slow.write(Array("GET /slow HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n".utf8))
        usleep(100_000)
        test.stop()
        let response = try TestClient.parse(slow.readToEnd())
        #expect(response.status == 200 && response.text == "done")
        _ = stream.readToEnd()  // EOF once the server closed the stream
        #expect(test.hub.closedCount == 1)
        // The stopped server answers nothing more. (Tests run in parallel on ephemeral ports: another test's server may
        // already listen on this freed port, so a connection that succeeds must not reach this server's routes.)
        if let late = try? TestConnection(port: port) {
            try? late.write(Array("GET /events HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n".utf8))
            usleep(200_000)
            #expect(test.hub.count == 1, "a connection after stop reached the stopped server")
        }
    }

    @Test func startFailsClearlyWhenPortIsTaken() throws {
        let test = try TestServer()
        defer { test.stop() }
        let second = HTTPServer(application: Application(router: Router()), port: test.port)
        #expect { try second.start() } throws: { error in
            String(describing: error).contains("\(test.port)")
        }
    }
}

extension NetworkTests {
    @Test func clientThatLeftIsNoticedOnNextSend() throws {
        let test = try TestServer()
        defer { test.stop() }
        do {
            let client = try TestConnection(port: test.port)
            try client.write(Array("GET /events HTTP/1.1\r\nHost: x\r\n\r\n".utf8))
            #expect(client.read(until: "retry: 1000"))
        }  // socket closed here while the stream is suspended
        var attempts = 0
        while test.hub.closedCount == 0, attempts < 100 {
            test.hub.broadcast("anyone?")
            usleep(20_000)
            attempts += 1
        }
        #expect(test.hub.closedCount == 1)
    }

    @Test func abandonedRequestsDoNotDelayShutdown() throws {
        let test = try TestServer()
        do {
            let client = try TestConnection(port: test.port)
            try client.write(Array("GET /hello HTTP/1.1\r\nHost: x\r\n".utf8))  // headers never finished
            let upload = try TestConnection(port: test.port)
            try upload.write(Array("POST /small HTTP/1.1\r\nHost: x\r\nContent-Length: 8\r\n\r\n1234".utf8))
            usleep(50_000)
        }
        usleep(50_000)
        let started = Date()
        test.stop()
        #expect(Date().timeIntervalSince(started) < 1)
    }

    @Test func terminationSignalUnblocksWaiter() {
        signal(SIGTERM, SIG_IGN)  // never let the test process die if the raise comes early
        DispatchQueue.global().asyncAfter(deadline: .now() + 0.3) { kill(getpid(), SIGTERM) }
        let started = Date()
        HTTPServer.waitForTerminationSignal()
        #expect(Date().timeIntervalSince(started) < 5)
    }
}
