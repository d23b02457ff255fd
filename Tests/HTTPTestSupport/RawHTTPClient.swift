import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A tiny blocking HTTP/1.1 client over a POSIX socket, for tests that must cross a real connection (QuranFlow's and
/// Jamaal's server tests share it).
///
/// ```swift
/// let reply = try RawHTTPClient.send(port: 8080, head: "GET /health HTTP/1.1\r\nHost: localhost")
/// ```
public enum RawHTTPClient {
    public struct Reply: Sendable {
        public let status: Int
        public let headers: [String: String]
        public let body: String
    }

    public struct Failure: Error, CustomStringConvertible {
        public let description: String
        public init(description: String) { self.description = description }
    }

    /// Sends `head` (request line and headers, without the blank line) and `body`, then reads until the server closes.
    public static func send(port: UInt16, head: String, body: [UInt8] = []) throws -> Reply {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw Failure(description: "socket() failed") }
        defer { close(fd) }
        var timeout = timeval(tv_sec: 10, tv_usec: 0)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else { throw Failure(description: "connect() failed: \(errno)") }
        let request = Array((head + "\r\nConnection: close\r\n\r\n").utf8) + body
        var sent = 0
        while sent < request.count {
            let n = request[sent...].withUnsafeBytes { Glibc.send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            if n <= 0 { break }  // the server may answer and close before reading an oversized body
            sent += n
        }
        var response: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let n = recv(fd, &buffer, buffer.count, 0)
            if n <= 0 { break }
            response += buffer[0..<n]
        }
        let text = String(decoding: response, as: UTF8.self)
        guard let split = text.range(of: "\r\n\r\n") else { throw Failure(description: "no HTTP response: \(text.prefix(200))") }
        let lines = text[..<split.lowerBound].split(separator: "\r\n")
        guard let statusLine = lines.first, let status = Int(statusLine.split(separator: " ")[1]) else {
            throw Failure(description: "bad status line")
        }
        var headers: [String: String] = [:]
        for line in lines.dropFirst() {
            if let colon = line.firstIndex(of: ":") {
                headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            }
        }
        return Reply(status: status, headers: headers, body: String(text[split.upperBound...]))
    }
}
