/// What an HTTP server answered to `Curl.post`.
///
///     let reply = try Curl.post(url: endpoint, headers: headers, body: body, timeout: 30)
///     if reply.status == 410 { deleteSubscription() }
///     let retry = reply.headers["retry-after"]
public struct HTTPReply: Sendable, Equatable {
    /// The final status code.
    public let status: Int
    /// Response headers by lower-cased name; repeated headers are joined with ", ".
    public let headers: [String: String]
    /// The body, at most `Curl.maximumResponseBytes` bytes.
    public let body: [UInt8]
    /// Whether the body was longer than the cap and the rest was dropped.
    public let bodyTruncated: Bool

    /// A reply (for tests and fakes).
    ///
    ///     HTTPReply(status: 201, headers: ["location": "/m/1"], body: [])
    public init(status: Int, headers: [String: String], body: [UInt8], bodyTruncated: Bool = false) {
        self.status = status
        self.headers = headers
        self.body = body
        self.bodyTruncated = bodyTruncated
    }

    /// The body as UTF-8 text (invalid bytes replaced), handy for logging a push service's complaint.
    ///
    ///     log("push rejected: \(reply.status) \(reply.text)")
    public var text: String { String(decoding: body, as: UTF8.self) }
}
