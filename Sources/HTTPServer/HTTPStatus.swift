/// An HTTP status code with its reason phrase.
///
/// ```swift
/// let status = HTTPStatus.notFound   // 404 Not Found
/// ```
public struct HTTPStatus: Sendable, Hashable, CustomStringConvertible {
    /// The numeric status code, e.g. 404.
    public let code: Int
    /// The standard reason phrase, e.g. "Not Found".
    public let reasonPhrase: String

    /// Creates a status from its code; the reason phrase is looked up (unknown codes get "Status <code>").
    ///
    /// ```swift
    /// let teapot = HTTPStatus(code: 418)
    /// ```
    public init(code: Int) {
        self.code = code
        self.reasonPhrase = HTTPStatus.phrases[code] ?? "Status \(code)"
    }

    /// Creates a status with a custom reason phrase.
    public init(code: Int, reasonPhrase: String) {
        self.code = code
        self.reasonPhrase = reasonPhrase
    }

    /// "404 Not Found".
    public var description: String { "\(code) \(reasonPhrase)" }

    /// Whether the code is in the 2xx range.
    public var isSuccess: Bool { (200..<300).contains(code) }

    /// 200 OK
    public static let ok = HTTPStatus(code: 200)
    /// 201 Created
    public static let created = HTTPStatus(code: 201)
    public static let accepted = HTTPStatus(code: 202)
    /// 204 No Content
    public static let noContent = HTTPStatus(code: 204)
    /// 206 Partial Content
    public static let partialContent = HTTPStatus(code: 206)
    /// 301 Moved Permanently
    public static let movedPermanently = HTTPStatus(code: 301)
    /// 302 Found
    public static let found = HTTPStatus(code: 302)
    /// 303 See Other
    public static let seeOther = HTTPStatus(code: 303)
    /// 304 Not Modified
    public static let notModified = HTTPStatus(code: 304)
    /// 400 Bad Request
    public static let badRequest = HTTPStatus(code: 400)
    /// 401 Unauthorized
    public static let unauthorized = HTTPStatus(code: 401)
    /// 403 Forbidden
    public static let forbidden = HTTPStatus(code: 403)
    /// 404 Not Found
    public static let notFound = HTTPStatus(code: 404)
    /// 405 Method Not Allowed
    public static let methodNotAllowed = HTTPStatus(code: 405)
    /// 409 Conflict
    public static let conflict = HTTPStatus(code: 409)
    /// 413 Payload Too Large
    public static let payloadTooLarge = HTTPStatus(code: 413)
    /// 414 URI Too Long
    public static let uriTooLong = HTTPStatus(code: 414)
    /// 415 Unsupported Media Type
    public static let unsupportedMediaType = HTTPStatus(code: 415)
    /// 416 Range Not Satisfiable
    public static let rangeNotSatisfiable = HTTPStatus(code: 416)
    /// 422 Unprocessable Entity
    public static let unprocessableEntity = HTTPStatus(code: 422)
    /// 429 Too Many Requests
    public static let tooManyRequests = HTTPStatus(code: 429)
    /// 431 Request Header Fields Too Large
    public static let requestHeaderFieldsTooLarge = HTTPStatus(code: 431)
    /// 500 Internal Server Error
    public static let internalServerError = HTTPStatus(code: 500)
    /// 501 Not Implemented
    public static let notImplemented = HTTPStatus(code: 501)
    /// 502 Bad Gateway
    public static let badGateway = HTTPStatus(code: 502)
    /// 503 Service Unavailable
    public static let serviceUnavailable = HTTPStatus(code: 503)
    /// 507: the server has no room to store what was sent (a full disk, a quota, a file-size limit).
    public static let insufficientStorage = HTTPStatus(code: 507)

    private static let phrases: [Int: String] = [
        100: "Continue", 200: "OK", 201: "Created", 202: "Accepted", 204: "No Content",
        206: "Partial Content", 301: "Moved Permanently", 302: "Found", 303: "See Other",
        304: "Not Modified", 307: "Temporary Redirect", 308: "Permanent Redirect",
        400: "Bad Request", 401: "Unauthorized", 403: "Forbidden", 404: "Not Found",
        405: "Method Not Allowed", 406: "Not Acceptable", 408: "Request Timeout", 409: "Conflict",
        410: "Gone", 411: "Length Required", 412: "Precondition Failed", 413: "Payload Too Large",
        414: "URI Too Long", 415: "Unsupported Media Type", 416: "Range Not Satisfiable", 418: "I'm a teapot",
        422: "Unprocessable Entity", 429: "Too Many Requests",
        431: "Request Header Fields Too Large", 500: "Internal Server Error",
        501: "Not Implemented", 502: "Bad Gateway", 503: "Service Unavailable", 504: "Gateway Timeout",
    ]
}
