/// The HTTP request methods the server understands.
///
/// ```swift
/// router.add(.POST, "/login") { request in .text("ok") }
/// ```
public enum HTTPMethod: String, Sendable, CaseIterable {
    /// Fetch a resource.
    case GET
    /// Like GET but without a body; routed to GET handlers.
    case HEAD
    /// Submit data.
    case POST
    /// Replace a resource.
    case PUT
    /// Partially update a resource.
    case PATCH
    /// Delete a resource.
    case DELETE
    /// Ask for the allowed methods.
    case OPTIONS
}
