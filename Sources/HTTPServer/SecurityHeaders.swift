/// Adds a strict Content-Security-Policy (no inline script) and related hardening headers, among them
/// `Permissions-Policy` denying the microphone, camera and other powerful features (a route that records sets
/// ``PermissionsPolicy/recording`` on its own responses, which this keeps).
///
/// ```swift
/// let app = Application(router: router, middlewares: [SecurityHeaders()])
/// ```
public struct SecurityHeaders: Middleware {
    /// The default policy: everything from 'self', no inline script, no framing.
    public static let defaultPolicy = [
        "default-src 'self'", "script-src 'self'", "style-src 'self'", "img-src 'self' data: blob:",
        "media-src 'self' blob:", "font-src 'self'", "connect-src 'self'", "object-src 'none'",
        "base-uri 'self'", "form-action 'self'", "frame-ancestors 'none'",
    ].joined(separator: "; ")

    /// The Content-Security-Policy value sent.
    public let contentSecurityPolicy: String
    /// The Permissions-Policy value sent where the route set none (``PermissionsPolicy/denied`` unless the product's
    /// pages need a power, as Jamaal's the position: ``PermissionsPolicy/locating``).
    public let permissionsPolicy: String

    /// Creates the middleware with an optional custom CSP and Permissions-Policy.
    public init(
        contentSecurityPolicy: String = SecurityHeaders.defaultPolicy, permissionsPolicy: String = PermissionsPolicy.denied
    ) {
        self.contentSecurityPolicy = contentSecurityPolicy
        self.permissionsPolicy = permissionsPolicy
    }

    /// Adds the headers unless the handler already set them.
    public func respond(to request: Request, next: Handler) throws -> Response {
        var response = try next(request)
        let defaults = [
            ("Content-Security-Policy", contentSecurityPolicy),
            ("X-Content-Type-Options", "nosniff"),
            ("Referrer-Policy", "strict-origin-when-cross-origin"),
            ("X-Frame-Options", "DENY"),
            ("Permissions-Policy", permissionsPolicy),
        ]
        for (name, value) in defaults where !response.headers.contains(name) {
            response.headers.set(name: name, value: value)
        }
        return response
    }
}
