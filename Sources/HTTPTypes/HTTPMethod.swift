/// The HTTP request methods the server understands. The raw value is the method as it travels ("GET"). The one type
/// the transport (`HTTPServer`) and the route declarations (`Routing`) share, so neither imports the other.
///
/// ```swift
/// HTTPMethod(rawValue: "POST")   // .post
/// ```
public enum HTTPMethod: String, Sendable, CaseIterable, Codable {
    /// Fetch a resource.
    case get = "GET"
    /// Like GET but without a body; routed to GET handlers.
    case head = "HEAD"
    /// Submit data.
    case post = "POST"
    /// Replace a resource.
    case put = "PUT"
    /// Partially update a resource.
    case patch = "PATCH"
    /// Delete a resource.
    case delete = "DELETE"
    /// Ask for the allowed methods.
    case options = "OPTIONS"

    /// Whether the method may change something (every method but GET, HEAD and OPTIONS): such requests need a CSRF token.
    public var isUnsafe: Bool {
        switch self {
        case .get, .head, .options: false
        case .post, .put, .patch, .delete: true
        }
    }
}
