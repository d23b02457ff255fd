import HTTPServer

/// The browser half both products' test clients share: the cookies a server set (and unset), and the request a
/// browser would send with them.
///
/// ```swift
/// var jar = CookieJar()
/// let response = app.respond(jar.request(.get, "/today?day=2026-10-27"))
/// jar.store(from: response)
/// ```
public struct CookieJar: Sendable {
    public var cookies: [String: String] = [:]

    public init() {}

    /// A request for `target` ("/path?query") with the jar's cookies, `Host` when given, and `headers`.
    public func request(
        _ method: HTTPMethod, _ target: String, body: [UInt8] = [], headers: [(String, String)] = [],
        host: String? = nil, remoteAddress: String = "127.0.0.1"
    ) -> Request {
        let parts = target.split(separator: "?", maxSplits: 1).map(String.init)
        var requestHeaders = HTTPHeaders()
        if let host { requestHeaders.add(name: "Host", value: host) }
        for (name, value) in headers { requestHeaders.add(name: name, value: value) }
        if !cookies.isEmpty {
            requestHeaders.add(name: "Cookie", value: cookies.map { "\($0.key)=\($0.value)" }.sorted().joined(separator: "; "))
        }
        return Request(
            method: method, path: parts.first ?? "/", query: parts.count > 1 ? parts[1] : "", headers: requestHeaders,
            body: body, remoteAddress: remoteAddress)
    }

    /// Keeps the cookies `response` sets; an empty value or `Max-Age=0` removes one.
    public mutating func store(from response: Response) {
        for header in response.headers.values(for: "Set-Cookie") {
            let pair = (header.split(separator: ";").first ?? "").split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
                .map(String.init)
            guard pair.count == 2 else { continue }
            if pair[1].isEmpty || header.lowercased().contains("max-age=0") { cookies[pair[0]] = nil } else { cookies[pair[0]] = pair[1] }
        }
    }
}
