/// An error that maps to an HTTP status; throw it from handlers and the application renders the error page.
///
/// ```swift
/// guard let user else { throw HTTPError.unauthorized() }
/// ```
public struct HTTPError: Error, Sendable, CustomStringConvertible {
    /// The response status.
    public let status: HTTPStatus
    /// A human-readable message safe to show to the client.
    public let message: String
    /// The offending input field, if the error is about one.
    public let field: String?
    /// Extra headers for the error response (e.g. `Allow`, `Retry-After`).
    public let headers: HTTPHeaders

    /// Creates an error.
    public init(_ status: HTTPStatus, _ message: String, field: String? = nil, headers: HTTPHeaders = [:]) {
        self.status = status
        self.message = message
        self.field = field
        self.headers = headers
    }

    /// "404 Not Found: message".
    public var description: String {
        "\(status): \(message)" + (field.map { " (field: \($0))" } ?? "")
    }

    /// 404.
    public static func notFound(_ message: String = "Not found") -> HTTPError {
        HTTPError(.notFound, message)
    }

    /// 400 naming the problem (and the field, if any).
    public static func badRequest(_ message: String, field: String? = nil) -> HTTPError {
        HTTPError(.badRequest, message, field: field)
    }

    /// 403.
    public static func forbidden(_ message: String = "Forbidden") -> HTTPError {
        HTTPError(.forbidden, message)
    }

    /// 401.
    public static func unauthorized(_ message: String = "Unauthorized") -> HTTPError {
        HTTPError(.unauthorized, message)
    }

    /// 405 with an `Allow` header listing `allowed`.
    public static func methodNotAllowed(allowed: [HTTPMethod]) -> HTTPError {
        HTTPError(
            .methodNotAllowed, "Method not allowed",
            headers: ["Allow": allowed.map(\.rawValue).joined(separator: ", ")])
    }

    /// 413 mentioning the byte limit.
    public static func payloadTooLarge(limit: Int) -> HTTPError {
        HTTPError(.payloadTooLarge, "Request body too large (limit \(limit) bytes)")
    }

    /// 414 for a request target (path and query) over `limit` bytes.
    public static func uriTooLong(limit: Int) -> HTTPError {
        HTTPError(.uriTooLong, "The address asked for is too long (limit \(limit) bytes)")
    }

    /// 431 for request headers over `limit` bytes together.
    public static func headerFieldsTooLarge(limit: Int) -> HTTPError {
        HTTPError(.requestHeaderFieldsTooLarge, "The request's headers are too large (limit \(limit) bytes)")
    }

    /// 415 naming the rejected content type.
    public static func unsupportedMediaType(_ contentType: String?) -> HTTPError {
        HTTPError(.unsupportedMediaType, "Unsupported content type: \(contentType ?? "none")")
    }

    /// 409.
    public static func conflict(_ message: String) -> HTTPError {
        HTTPError(.conflict, message)
    }

    /// 429 with `Retry-After` in seconds.
    public static func tooManyRequests(retryAfter seconds: Int, message: String? = nil) -> HTTPError {
        HTTPError(
            .tooManyRequests, message ?? "Too many requests; retry in \(seconds) s",
            headers: ["Retry-After": String(seconds)])
    }
}
