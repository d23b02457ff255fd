import Foundation

@testable import HTTPServer

#if canImport(Glibc)
    import Glibc
#endif

/// A parsed HTTP response received over a real socket.
struct RawResponse {
    let status: Int
    let headers: HTTPHeaders
    let body: [UInt8]
    var text: String { String(decoding: body, as: UTF8.self) }
}

struct ClientError: Error, CustomStringConvertible {
    let description: String
}

/// A tiny blocking HTTP/1.1 client over POSIX sockets, for tests.
final class TestConnection {
    let descriptor: Int32
    private(set) var received: [UInt8] = []

    init(port: UInt16, timeoutSeconds: Int = 5) throws {
        descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { throw ClientError(description: "socket failed") }
        var timeout = timeval(tv_sec: timeoutSeconds, tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let result = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        // No close here: an initializer that throws once every property is set still runs deinit, which closes the
        // descriptor. Closing it twice closed whatever descriptor the number belonged to by then — in a parallel run,
        // another test server's listening socket, which libmicrohttpd then failed to remove from its epoll set and
        // aborted the whole test process (seen in CI).
        guard result == 0 else { throw ClientError(description: "connect failed: errno \(errno)") }
    }

    deinit { close(descriptor) }

    func write(_ bytes: [UInt8]) throws {
        var offset = 0
        while offset < bytes.count {
            let sent = bytes[offset...].withUnsafeBytes { send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            guard sent > 0 else { throw ClientError(description: "send failed: errno \(errno)") }
            offset += sent
        }
    }

    /// Reads once; returns false on EOF, timeout or error.
    @discardableResult
    func readSome() -> Bool {
        var chunk = [UInt8](repeating: 0, count: 65_536)
        let count = chunk.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
        guard count > 0 else { return false }
        received += chunk[0..<count]
        return true
    }

    func readToEnd() -> [UInt8] {
        while readSome() {}
        return received
    }

    /// Reads until the received text contains `marker` (or EOF/timeout).
    func read(until marker: String) -> Bool {
        while !String(decoding: received, as: UTF8.self).contains(marker) {
            guard readSome() else { return String(decoding: received, as: UTF8.self).contains(marker) }
        }
        return true
    }
}

enum TestClient {
    /// Sends one request with `Connection: close` and returns the parsed response.
    static func request(
        port: UInt16, _ method: String, _ target: String, headers: [(String, String)] = [],
        body: [UInt8] = [], contentLength: Int? = nil
    ) throws -> RawResponse {
        let connection = try TestConnection(port: port)
        var head = "\(method) \(target) HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n"
        for (name, value) in headers { head += "\(name): \(value)\r\n" }
        if !headers.contains(where: { $0.0.lowercased() == "transfer-encoding" }) {
            head += "Content-Length: \(contentLength ?? body.count)\r\n"
        }
        try connection.write(Array((head + "\r\n").utf8) + body)
        return try parse(connection.readToEnd())
    }

    static func parse(_ bytes: [UInt8]) throws -> RawResponse {
        guard let end = MultipartParser.find(Array("\r\n\r\n".utf8), in: bytes, from: 0) else {
            throw ClientError(description: "no header terminator in \(bytes.count) bytes")
        }
        let lines = String(decoding: bytes[..<end], as: UTF8.self).components(separatedBy: "\r\n")
        let statusParts = lines[0].split(separator: " ")
        guard statusParts.count >= 2, let status = Int(statusParts[1]) else {
            throw ClientError(description: "bad status line \(lines[0])")
        }
        var headers = HTTPHeaders()
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers.add(
                name: String(line[..<colon]),
                value: line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces))
        }
        var body = Array(bytes[(end + 4)...])
        if headers["Transfer-Encoding"]?.lowercased() == "chunked" { body = dechunk(body) }
        return RawResponse(status: status, headers: headers, body: body)
    }

    static func dechunk(_ bytes: [UInt8]) -> [UInt8] {
        var result: [UInt8] = []
        var index = 0
        while let lineEnd = MultipartParser.find([13, 10], in: bytes, from: index) {
            let sizeText = String(decoding: bytes[index..<lineEnd], as: UTF8.self).split(separator: ";").first ?? ""
            guard let size = Int(sizeText, radix: 16), size > 0, lineEnd + 2 + size <= bytes.count else { break }
            result += bytes[(lineEnd + 2)..<(lineEnd + 2 + size)]
            index = lineEnd + 2 + size + 2
        }
        return result
    }
}
