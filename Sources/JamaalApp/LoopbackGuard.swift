import HTTPServer

/// Jamaal is one person's private data on their own machine: it answers only loopback clients, and only requests
/// addressed to a loopback name, so no web page can drive it through DNS rebinding (a hostile name resolving to
/// 127.0.0.1 still sends its own name in `Host`).
///
///     Application(router: router, middlewares: [LoopbackGuard()])
public struct LoopbackGuard: Middleware {
    /// Host names (without port) that mean this machine.
    public static let loopbackNames: Set<String> = ["localhost", "127.0.0.1", "[::1]"]

    public init() {}

    public func respond(to request: Request, next: Handler) throws -> Response {
        guard request.isLoopback else {
            throw HTTPError(.forbidden, "Jamaal answers only this computer. Open it at http://localhost on the same machine.")
        }
        guard let host = request.headers["Host"], Self.isLoopbackHost(host) else {
            throw HTTPError(.forbidden, "Open Jamaal at http://localhost or http://127.0.0.1 — other names are refused.")
        }
        return try next(request)
    }

    /// Whether a `Host` header value names this machine: a loopback name, optionally with a numeric port.
    public static func isLoopbackHost(_ value: String) -> Bool {
        let host = value.lowercased()
        var name = host
        if host.hasPrefix("[") {
            guard let close = host.firstIndex(of: "]") else { return false }
            name = String(host[...close])
            let rest = host[host.index(after: close)...]
            guard rest.isEmpty || isPort(rest) else { return false }
        } else if let colon = host.firstIndex(of: ":") {
            name = String(host[..<colon])
            guard isPort(host[colon...]) else { return false }
        }
        return loopbackNames.contains(name)
    }

    private static func isPort(_ text: Substring) -> Bool {
        guard text.first == ":" else { return false }
        let digits = text.dropFirst()
        return !digits.isEmpty && digits.count <= 5 && digits.allSatisfy(\.isASCII) && digits.allSatisfy(\.isNumber)
            && (Int(digits) ?? 0) <= 65535
    }
}
