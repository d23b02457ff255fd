import Foundation

/// An HTTP response produced by handlers.
///
/// ```swift
/// return .html("<h1>Hello</h1>")
/// ```
public struct Response: Sendable {
    /// What the server sends as the body.
    public enum ResponseBody: Sendable {
        /// In-memory bytes.
        case bytes([UInt8])
        /// In-memory bytes several responses send without a copy (a cached page).
        case shared(SharedBytes)
        /// A file streamed from disk; `range` (inclusive byte offsets) for partial responses.
        case file(path: String, range: ClosedRange<Int>?, totalSize: Int)
        /// A long-lived server-sent-events stream.
        case eventStream(EventStream)
    }

    /// Status code.
    public var status: HTTPStatus
    /// Response headers (Content-Length is computed by the server).
    public var headers: HTTPHeaders
    /// Body.
    public var body: ResponseBody

    /// Creates a response.
    public init(status: HTTPStatus = .ok, headers: HTTPHeaders = [:], body: ResponseBody = .bytes([])) {
        self.status = status
        self.headers = headers
        self.body = body
    }

    /// The number of body bytes that will be sent, or nil for event streams.
    public var contentLength: Int? {
        switch body {
        case .bytes(let bytes): return bytes.count
        case .shared(let bytes): return bytes.count
        case .file(_, let range, let totalSize): return range.map { $0.count } ?? totalSize
        case .eventStream: return nil
        }
    }

    /// An HTML page (`text/html; charset=utf-8`).
    ///
    /// ```swift
    /// return .html(page.render())
    /// ```
    public static func html(_ html: String, status: HTTPStatus = .ok) -> Response {
        Response(status: status, headers: ["Content-Type": "text/html; charset=utf-8"], body: .bytes(Array(html.utf8)))
    }

    /// Plain text (`text/plain; charset=utf-8`).
    ///
    /// ```swift
    /// return .text("pong")
    /// ```
    public static func text(_ text: String, status: HTTPStatus = .ok) -> Response {
        Response(status: status, headers: ["Content-Type": "text/plain; charset=utf-8"], body: .bytes(Array(text.utf8)))
    }

    /// JSON with sorted keys and ISO-8601 dates.
    ///
    /// ```swift
    /// return try .json(student, status: .created)
    /// ```
    /// A response whose body is JSON text already encoded (for example, taken from a cache).
    /// A kept page or document sent without copying (`SharedBytes`), with its content type.
    ///
    /// ```swift
    /// return .shared(page, contentType: "text/html; charset=utf-8")
    /// ```
    public static func shared(_ bytes: SharedBytes, contentType: String, status: HTTPStatus = .ok) -> Response {
        Response(status: status, headers: ["Content-Type": contentType], body: .shared(bytes))
    }

    public static func json(encoded text: String, status: HTTPStatus = .ok) -> Response {
        Response(status: status, headers: ["Content-Type": "application/json; charset=utf-8"], body: .bytes(Array(text.utf8)))
    }

    public static func json<T: Encodable>(_ value: T, status: HTTPStatus = .ok) throws -> Response {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        encoder.dateEncodingStrategy = .iso8601
        let data = try encoder.encode(value)
        return Response(
            status: status, headers: ["Content-Type": "application/json; charset=utf-8"],
            body: .bytes(Array(data)))
    }

    /// A redirect (303 See Other by default, so POST → GET).
    ///
    /// ```swift
    /// return .redirect(to: "/dashboard")
    /// ```
    public static func redirect(to location: String, status: HTTPStatus = .seeOther) -> Response {
        Response(status: status, headers: ["Location": location], body: .bytes([]))
    }

    /// A server-sent-events response (`text/event-stream`, not cached).
    ///
    /// ```swift
    /// let stream = EventStream(); hub.add(stream); return .eventStream(stream)
    /// ```
    public static func eventStream(_ stream: EventStream) -> Response {
        Response(
            status: .ok,
            headers: [
                "Content-Type": "text/event-stream; charset=utf-8",
                "Cache-Control": "no-cache", "X-Accel-Buffering": "no",
            ],
            body: .eventStream(stream))
    }

    /// Adds a `Set-Cookie` header.
    public mutating func setCookie(_ cookie: Cookie) {
        headers.add(name: "Set-Cookie", value: cookie.headerValue)
    }
}
