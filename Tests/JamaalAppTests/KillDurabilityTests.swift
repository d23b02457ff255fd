import Foundation
import HTTPTestSupport
import Synchronization
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Everything the person does is saved at once: a real `jamaal serve` process is killed with SIGKILL in the middle
/// of a stream of writes, restarted on the same data directory, and every change it acknowledged (303) is there.
@Suite("Jamaal survives SIGKILL mid-writes", .serialized)
struct KillDurabilityTests {
    /// The built `jamaal` executable beside this test bundle (or `JAMAAL_BIN`).
    static var binary: String {
        if let path = ProcessInfo.processInfo.environment["JAMAAL_BIN"] { return path }
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        for configuration in ["debug", "release"] {
            let path = root.appendingPathComponent(".build/\(configuration)/jamaal").path
            if FileManager.default.isExecutableFile(atPath: path) { return path }
        }
        return root.appendingPathComponent(".build/debug/jamaal").path
    }

    static func freePort() -> UInt16 {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(fd) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        _ = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) } }
        return UInt16(bigEndian: address.sin_port)
    }

    static func start(data: String, port: UInt16) throws -> Process {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: binary)
        process.arguments = ["serve", "--port", String(port), "--data", data, "--now", "2026-11-29T10:05:00Z"]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        for _ in 0..<200 {
            if let reply = try? RawHTTPClient.send(port: port, head: "GET /health HTTP/1.1\r\nHost: localhost"), reply.status == 200 {
                return process
            }
            usleep(50_000)
        }
        process.terminate()
        throw RawHTTPClient.Failure(description: "jamaal did not start")
    }

    /// The signed-in browser of each port's server: its `Cookie` header (the CSRF identity and the session).
    static let sessions = Mutex<[UInt16: String]>([:])

    /// The `Cookie` header of the browser signed in to the server on `port`, if one is.
    static func cookie(for port: UInt16) -> String? { sessions.withLock { $0[port] } }

    /// Signs a browser in to the server on `port` through the real forms (creating the account first with `create`), and
    /// keeps its cookies for ``cookie(for:)``: the `Cookie` header and a CSRF token for its forms.
    @discardableResult
    static func signIn(port: UInt16, email: String, password: String, create: Bool = false) throws -> (cookie: String, token: String) {
        let path = create ? "/sign-up" : "/sign-in"
        let page = try RawHTTPClient.send(port: port, head: "GET \(path) HTTP/1.1\r\nHost: localhost")
        guard let csrf = page.headers["set-cookie"]?.split(separator: ";").first.map(String.init),
            let token = FormEncoding.csrfToken(in: page.body)
        else { throw RawHTTPClient.Failure(description: "\(path) gave no CSRF cookie and token (\(page.status))") }
        let body = FormEncoding.body([("email", email), ("password", password), ("_csrf", token)])
        let reply = try RawHTTPClient.send(
            port: port,
            head: """
                POST \(path) HTTP/1.1\r\nHost: localhost\r\nCookie: \(csrf)\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: \(body.count)
                """, body: body)
        guard reply.status == 303, let session = reply.headers["set-cookie"]?.split(separator: ";").first.map(String.init) else {
            throw RawHTTPClient.Failure(description: "\(path) refused the sign-in (\(reply.status))")
        }
        let cookie = "\(csrf); \(session)"
        sessions.withLock { $0[port] = cookie }
        return (cookie, token)
    }

    @Test("Every acknowledged task survives a SIGKILL during a stream of writes")
    func acknowledgedWritesSurvive() throws {
        let data = NSTemporaryDirectory() + "jamaal-kill-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: data) }
        let port = Self.freePort()
        let server = try Self.start(data: data, port: port)

        // A new account, signed in through the real forms: its cookies and a CSRF token.
        let (cookie, token) = try Self.signIn(port: port, email: "kill@jamaal.test", password: "kill-test-password", create: true)

        let acknowledged = Mutex<[String]>([])
        let writers = 3
        let group = DispatchGroup()
        for writer in 0..<writers {
            group.enter()
            Thread.detachNewThread {
                defer { group.leave() }
                for index in 0..<10_000 {
                    let title = "Kill test \(writer)-\(index)"
                    let body = Array(
                        "title=\(title.replacingOccurrences(of: " ", with: "+"))&effort=15&importance=low&schedule=none&repeat=none&_csrf=\(token)"
                            .utf8)
                    guard
                        let reply = try? RawHTTPClient.send(
                            port: port,
                            head: """
                                POST /today/tasks HTTP/1.1\r\nHost: localhost\r\nCookie: \(cookie)\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: \(body.count)
                                """, body: body)
                    else { return }
                    guard reply.status == 303 else { return }
                    acknowledged.withLock { $0.append(title) }
                }
            }
        }
        // Let writes flow, then kill without warning.
        while acknowledged.withLock({ $0.count }) < 60 { usleep(5_000) }
        kill(server.processIdentifier, SIGKILL)
        server.waitUntilExit()
        group.wait()
        let saved = acknowledged.withLock { $0 }
        #expect(saved.count >= 60)

        let restarted = try Self.start(data: data, port: port)
        defer {
            restarted.terminate()
            restarted.waitUntilExit()
        }
        let today = try RawHTTPClient.send(port: port, head: "GET /api/screens/today HTTP/1.1\r\nHost: localhost\r\nCookie: \(cookie)")
        #expect(today.status == 200)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(today.body.utf8)) as? [String: Any])
        let rows = (json["alsoToday"] as? [String: Any])?["rows"] as? [[String: Any]] ?? []
        let titles = Set(rows.compactMap { $0["title"] as? String })
        let missing = saved.filter { !titles.contains($0) }
        #expect(missing.isEmpty, "acknowledged but lost: \(missing.prefix(5))")
    }
}
