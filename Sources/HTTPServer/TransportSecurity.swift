import Foundation

/// Reads the client behind a trusted proxy (``ProxyTrust``) into the request — its address feeds every throttle and
/// rate limit — and, when the client's connection was HTTPS, adds `Strict-Transport-Security` and marks every cookie
/// `Secure`. Over plain HTTP neither, so a server on localhost keeps working. Put it first among the middlewares.
///
/// ```swift
/// let trust = try ProxyTrust.parse(trustedProxies: "127.0.0.1", behindTLSProxy: true)
/// Application(router: router, middlewares: [TransportSecurity(trust: trust), SecurityHeaders()])
/// ```
public struct TransportSecurity: Middleware {
    /// One year, subdomains included.
    public static let strictTransportSecurity = "max-age=31536000; includeSubDomains"

    public let trust: ProxyTrust

    public init(trust: ProxyTrust = .none) {
        self.trust = trust
    }

    public func respond(to request: Request, next: Handler) throws -> Response {
        var request = request
        let origin = trust.origin(peer: request.peerAddress, headers: request.headers)
        if origin.viaProxy {
            request.remoteAddress = origin.address
            request.isLoopback = origin.address.flatMap(IPAddress.init)?.isLoopback ?? false
            request.isHTTPS = origin.isHTTPS
        }
        var response = try next(request)
        if origin.isHTTPS { Self.secure(&response) }
        return response
    }

    /// Adds HSTS and `Secure` to every `Set-Cookie` of `response`.
    static func secure(_ response: inout Response) {
        response.headers.set(name: "Strict-Transport-Security", value: strictTransportSecurity)
        let cookies = response.headers.values(for: "Set-Cookie")
        guard !cookies.isEmpty else { return }
        response.headers.remove(name: "Set-Cookie")
        for cookie in cookies {
            let attributes = cookie.split(separator: ";").dropFirst().map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
            response.headers.add(name: "Set-Cookie", value: attributes.contains("secure") ? cookie : cookie + "; Secure")
        }
    }
}
