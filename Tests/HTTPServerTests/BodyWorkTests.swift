import Foundation
import Testing

@testable import HTTPServer

/// Uploads (bodies of 16 KiB or more) are answered off libmicrohttpd's pool threads: a handler that takes seconds
/// (decoding an upload) must not hold up the other connections its pool thread serves. With a single pool thread the
/// slow upload's handler waits until a GET on another connection has been answered — which, handled inline, could
/// never happen: the GET would sit behind the upload until the upload gave up.
@Suite struct BodyWorkTests {
    final class Gate: Sendable {
        let fastAnswered = DispatchSemaphore(value: 0)
        let slowStarted = DispatchSemaphore(value: 0)
    }

    func server(_ gate: Gate) throws -> HTTPServer {
        let router = Router()
        router.post("/upload") { request in
            gate.slowStarted.signal()
            // Holds its thread until the GET on the other connection is answered (or 10 s pass: the failure).
            let answered = gate.fastAnswered.wait(timeout: .now() + 10) == .success
            return .text("upload of \(request.body.count) bytes, other request answered meanwhile: \(answered)")
        }
        router.get("/fast") { _ in
            gate.fastAnswered.signal()
            return .text("fast")
        }
        let server = HTTPServer(application: Application(router: router), host: "127.0.0.1", port: 0, threads: 1)
        try server.start()
        return server
    }

    @Test func aSlowUploadDoesNotHoldUpAnotherConnectionOnTheSamePoolThread() throws {
        let gate = Gate()
        let server = try server(gate)
        defer { server.stop() }
        let upload = try TestConnection(port: server.port, timeoutSeconds: 15)
        let body = [UInt8](repeating: 65, count: 20_000)
        try upload.write(
            Array(
                "POST /upload HTTP/1.1\r\nHost: x\r\nContent-Type: application/octet-stream\r\nContent-Length: \(body.count)\r\n\r\n".utf8)
                + body)
        #expect(gate.slowStarted.wait(timeout: .now() + 10) == .success)

        let fast = try TestConnection(port: server.port, timeoutSeconds: 15)
        try fast.write(Array("GET /fast HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n".utf8))
        #expect(String(decoding: fast.readToEnd(), as: UTF8.self).hasSuffix("fast"))

        #expect(upload.read(until: "meanwhile: "))
        #expect(upload.read(until: "true") || upload.read(until: "false"))
        #expect(String(decoding: upload.received, as: UTF8.self).hasSuffix("upload of 20000 bytes, other request answered meanwhile: true"))
    }

    @Test func keepAliveCarriesOnAfterAnAnswerFromTheBodyWorkers() throws {
        let gate = Gate()
        for _ in 1...3 { gate.fastAnswered.signal() }
        let server = try server(gate)
        defer { server.stop() }
        let connection = try TestConnection(port: server.port, timeoutSeconds: 10)
        // Two uploads, a form and a GET on one kept-alive connection: each answered in order.
        // A small form body is answered on the pool thread, the uploads on the body workers; the order holds.
        for size in [20_000, 3, 30_000] {
            try connection.write(
                Array("POST /upload HTTP/1.1\r\nHost: x\r\nContent-Length: \(size)\r\n\r\n".utf8) + [UInt8](repeating: 66, count: size))
            #expect(connection.read(until: "upload of \(size) bytes"))
        }
        try connection.write(Array("GET /fast HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n".utf8))
        #expect(String(decoding: connection.readToEnd(), as: UTF8.self).hasSuffix("fast"))
    }

    @Test func stoppingWaitsForAnAnswerBeingMadeOffThePoolThreads() throws {
        let gate = Gate()
        let server = try server(gate)
        let upload = try TestConnection(port: server.port, timeoutSeconds: 10)
        try upload.write(
            Array("POST /upload HTTP/1.1\r\nHost: x\r\nContent-Length: 20000\r\n\r\n".utf8) + [UInt8](repeating: 67, count: 20_000))
        #expect(gate.slowStarted.wait(timeout: .now() + 10) == .success)
        DispatchQueue.global().asyncAfter(deadline: .now() + 0.5) { gate.fastAnswered.signal() }
        server.stop(timeout: 0.1)  // must neither crash nor free the connection under the worker
        #expect(String(decoding: upload.readToEnd(), as: UTF8.self).contains("upload of 20000 bytes"))
    }
}

/// The upload threads: as many run at once as jobs wait (up to the limit), whatever the machine's core count — a
/// dispatch queue ran about one blocking job per core — and they end when stopped.
@Suite struct BodyWorkersTests {
    @Test func eightBlockingJobsRunAtOnceAndTheThreadsEndWhenStopped() {
        let workers = BodyWorkers(limit: 8)
        let started = DispatchSemaphore(value: 0)
        let release = DispatchSemaphore(value: 0)
        let finished = DispatchSemaphore(value: 0)
        for _ in 0..<8 {
            workers.submit {
                started.signal()
                _ = release.wait(timeout: .now() + 10)
                finished.signal()
            }
        }
        // All eight are running together (each waits for the release that comes only after all have started).
        for _ in 0..<8 { #expect(started.wait(timeout: .now() + 10) == .success) }
        for _ in 0..<8 { release.signal() }
        for _ in 0..<8 { #expect(finished.wait(timeout: .now() + 10) == .success) }
        workers.stop()
    }

    @Test func moreJobsThanTheLimitQueueAndAllRun() {
        let workers = BodyWorkers(limit: 2)
        let done = Locked(0)
        let finished = DispatchSemaphore(value: 0)
        for _ in 0..<20 {
            workers.submit {
                usleep(2_000)
                done.withLock { $0 += 1 }
                finished.signal()
            }
        }
        for _ in 0..<20 { #expect(finished.wait(timeout: .now() + 10) == .success) }
        #expect(done.withLock { $0 } == 20)
        workers.stop()
    }
}
