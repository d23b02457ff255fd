import Foundation

/// An HTTP request as seen by handlers and middlewares.
///
/// ```swift
/// let request = Request(method: .get, path: "/search", query: "q=swift")
/// ```
public struct Request: Sendable {
    /// The method.
    public var method: HTTPMethod
    /// The percent-decoded path without the query string.
    public var path: String
    /// Decoded query parameters.
    public var query: QueryParameters
    /// Request headers.
    public var headers: HTTPHeaders
    /// Cookies from the `Cookie` header(s).
    public var cookies: [String: String]
    /// The raw body; empty when the body was spooled to a file (see ``bodyFile``).
    public var body: [UInt8]
    /// A body kept in a temporary file instead of memory — any body of an upload route (`Router.add(spoolsBody:)`),
    /// and any other over the server's spool threshold (20 MB by default) — removed when the request ends; nil for
    /// bodies held in ``body``.
    public var bodyFile: SpooledBody?
    /// The path segments the router captured for the route's `:name` parameters and `*rest` wildcard, in the pattern's
    /// order (a typed route reads them into its parameter types).
    public var pathCaptures: [String]
    /// The client's IP address, if known: the socket's peer, or the client behind a trusted proxy once
    /// ``TransportSecurity`` has read its `X-Forwarded-For`.
    public var remoteAddress: String?
    /// The address of the socket's other end (a trusted proxy's, when one forwards the request).
    public let peerAddress: String?
    /// Whether the client is on the loopback interface (127.0.0.0/8 or ::1).
    public var isLoopback: Bool
    /// Whether the client's connection was HTTPS (a trusted TLS proxy said so; see ``ProxyTrust``).
    public var isHTTPS = false
    /// The route that matched, once routed.
    public var route: Route?
    /// This request's id (``RequestID``): the proxy's `X-Request-Id` when it is a safe token, else a new one; answered
    /// in `X-Request-Id`, printed on error pages and in every log line of the request.
    public var id: String
    /// What the pipeline learned while answering (the route's name, the caller's role), for the access log.
    public let notes: RequestNotes

    /// Creates a request (used by the server and by in-process tests); cookies are parsed from `headers`.
    ///
    /// ```swift
    /// let response = app.respond(to: Request(method: .get, path: "/"))
    /// ```
    public init(
        method: HTTPMethod, path: String, query: String = "", headers: HTTPHeaders = [:],
        body: [UInt8] = [], remoteAddress: String? = "127.0.0.1"
    ) {
        self.method = method
        self.path = path
        self.query = QueryParameters(query)
        self.headers = headers
        self.cookies = Cookie.parse(headerValues: headers.values(for: "Cookie"))
        self.body = body
        self.bodyFile = nil
        self.pathCaptures = []
        self.remoteAddress = remoteAddress
        self.peerAddress = remoteAddress
        self.isLoopback = remoteAddress.map(Request.isLoopbackAddress) ?? false
        self.route = nil
        self.id = RequestID.adopt(headers[RequestID.header])
        self.notes = RequestNotes()
    }

    /// The media type of the body without parameters, lowercased ("application/json").
    public var contentType: String? {
        headers["Content-Type"].map { MediaType.essence(of: $0) }
    }

    /// The body's size in bytes, whether in memory or spooled.
    public var bodySize: Int { bodyFile?.size ?? body.count }

    /// Parses the body as a form: urlencoded or multipart/form-data (by Content-Type). A spooled multipart body is
    /// read from its file in pieces, and each uploaded file goes to its own temporary file (``UploadedFile/path``)
    /// without the body ever being held in memory.
    ///
    /// ```swift
    /// let name = try request.formData().required("name")
    /// ```
    /// - Throws: `HTTPError` 415 for other content types, 400 for malformed bodies.
    public func formData() throws -> FormData {
        let raw = headers["Content-Type"]
        switch contentType {
        case "application/x-www-form-urlencoded":
            if let bodyFile {
                guard bodyFile.size <= 1 << 20 else { throw HTTPError.payloadTooLarge(limit: 1 << 20) }
                let bytes = [UInt8](FileManager.default.contents(atPath: bodyFile.path) ?? Data())
                return FormData(fields: try PercentDecoding.strictFormPairs(bytes), files: [])
            }
            return FormData(fields: try PercentDecoding.strictFormPairs(body), files: [])
        case "multipart/form-data":
            guard let raw, let boundary = MediaType.parameter("boundary", in: raw), !boundary.isEmpty else {
                throw HTTPError.badRequest("Multipart body without boundary")
            }
            if let bodyFile { return try MultipartFileParser(boundary: boundary, spool: bodyFile).parse() }
            return try MultipartParser(boundary: boundary).parse(body)
        default:
            throw HTTPError.unsupportedMediaType(raw)
        }
    }

    static func isLoopbackAddress(_ address: String) -> Bool {
        if address == "::1" || address.hasPrefix("127.") { return true }
        return address.lowercased().hasPrefix("::ffff:127.")
    }
}

/// Helpers for Content-Type style values.
enum MediaType {
    /// "text/html; charset=utf-8" → "text/html".
    static func essence(of value: String) -> String {
        let base = value.split(separator: ";", maxSplits: 1).first ?? value[...]
        return ASCII.lowercased(ASCII.trimmed(base))
    }

    /// The value of a parameter (quoted or not), e.g. `boundary`.
    static func parameter(_ name: String, in value: String) -> String? {
        for piece in value.split(separator: ";").dropFirst() {
            guard let equals = piece.firstIndex(of: "=") else { continue }
            let key = piece[..<equals].trimmingCharacters(in: .whitespaces).lowercased()
            guard key == name.lowercased() else { continue }
            var result = piece[piece.index(after: equals)...].trimmingCharacters(in: .whitespaces)
            if result.count >= 2, result.hasPrefix("\""), result.hasSuffix("\"") {
                result = String(result.dropFirst().dropLast())
                    .replacingOccurrences(of: "\\\"", with: "\"")
            }
            return result
        }
        return nil
    }
}
