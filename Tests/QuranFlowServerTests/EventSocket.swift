import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A browser's EventSource over a real socket, for tests: opens `GET path` (HTTP/1.0, so the body is the raw event
/// stream, not chunked) with the given cookies and reads `room` events as they arrive.
///
/// ```swift
/// let events = try EventSocket(port: server.port, path: "/live/\(id)/events", cookies: client.cookies)
/// let screen = events.next(within: 1) { $0["presence"] as? String == "2 of 3" }
/// ```
final class EventSocket {
    struct Failure: Error, CustomStringConvertible { let description: String }

    private let fd: Int32
    private var received: [UInt8] = []
    private var bodyStart: Int?
    /// Every `room` event's JSON so far, in order.
    private(set) var events: [[String: Any]] = []
    private var consumed = 0

    init(port: UInt16, path: String, cookies: [String: String]) throws {
        fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw Failure(description: "socket() failed") }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        // No close on failure: deinit runs for an initializer that throws once every property is set, and closes `fd`
        // (closing it twice could close another test server's socket that reused the number).
        guard connected == 0 else { throw Failure(description: "connect() failed: \(errno)") }
        let cookie = cookies.map { "\($0.key)=\($0.value)" }.sorted().joined(separator: "; ")
        let request = Array("GET \(path) HTTP/1.0\r\nHost: 127.0.0.1\r\nAccept: text/event-stream\r\nCookie: \(cookie)\r\n\r\n".utf8)
        let sent = request.withUnsafeBytes { Glibc.send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
        guard sent == request.count else { throw Failure(description: "send() failed") }
    }

    deinit { Glibc.close(fd) }

    /// The first not yet returned `room` (or `messages`, as `["days": …]`) event matching `matches` that arrives within `seconds` (earlier unmatched ones
    /// are skipped), or `nil`.
    func next(within seconds: Double, where matches: ([String: Any]) -> Bool = { _ in true }) -> [String: Any]? {
        let deadline = ProcessInfo.processInfo.systemUptime + seconds
        while true {
            while consumed < events.count {
                let event = events[consumed]
                consumed += 1
                if matches(event) { return event }
            }
            let remaining = deadline - ProcessInfo.processInfo.systemUptime
            guard remaining > 0, read(for: remaining) else { return nil }
        }
    }

    /// Waits up to `seconds` for bytes; false when none came (timeout or closed).
    private func read(for seconds: Double) -> Bool {
        var descriptor = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        guard poll(&descriptor, 1, Int32(max(1, seconds * 1000))) > 0 else { return false }
        var buffer = [UInt8](repeating: 0, count: 65536)
        let n = recv(fd, &buffer, buffer.count, 0)
        guard n > 0 else { return false }
        received += buffer[0..<n]
        parse()
        return true
    }

    private func parse() {
        if bodyStart == nil {
            let separator = Array("\r\n\r\n".utf8)
            guard
                let index = (0...max(0, received.count - 4)).first(where: {
                    received.count >= $0 + 4 && Array(received[$0..<$0 + 4]) == separator
                })
            else { return }
            bodyStart = index + 4
        }
        guard let start = bodyStart else { return }
        let text = String(decoding: received[start...], as: UTF8.self)
        // Whole events only (each ends with a blank line); keep a partial one for the next read.
        guard let last = text.range(of: "\n\n", options: .backwards) else { return }
        for block in text[..<last.upperBound].components(separatedBy: "\n\n")
        where block.contains("event: room") || block.contains("event: messages") {
            let data = block.split(separator: "\n").filter { $0.hasPrefix("data: ") }.map { $0.dropFirst(6) }.joined(separator: "\n")
            let json = try? JSONSerialization.jsonObject(with: Data(data.utf8))
            // A room's screen is an object; a thread's new messages are days (an array), kept under "days".
            if let object = json as? [String: Any] {
                events.append(object)
            } else if let days = json as? [Any] {
                events.append(["days": days])
            }
        }
        bodyStart = start + text[..<last.upperBound].utf8.count
    }
}
