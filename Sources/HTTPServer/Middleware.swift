/// Wraps request handling; call `next` to continue down the chain.
///
/// The `next` handler given to a middleware already turns thrown errors into error-page responses,
/// so middlewares always see a `Response` (check its status rather than catching).
///
/// ```swift
/// struct RequireLogin: Middleware {
///     func respond(to request: Request, next: Handler) throws -> Response {
///         request.cookies["session"] == nil ? .redirect(to: "/login") : try next(request)
///     }
/// }
/// ```
public protocol Middleware: Sendable {
    /// Handles `request`, usually by calling `next` and adjusting the response.
    func respond(to request: Request, next: Handler) throws -> Response
}
