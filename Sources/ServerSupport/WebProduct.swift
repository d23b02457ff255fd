import Foundation
import HTTPServer
import Routing

/// What a product tells the web kernel about its requests: who is calling, who may call what, its CSRF rule and the
/// last touches on a response. The kernel (``RouteTable``) runs the same pipeline for every product around these.
///
/// ```swift
/// struct JamaalProduct: WebProduct {
///     func context(for request: Request, access: JamaalAccess) throws -> JamaalRequest { … }
///     …
/// }
/// ```
public protocol WebProduct: Sendable {
    /// Who may call a route (the product's own roles).
    associatedtype Access: RouteAccess
    /// One request as the product's handlers see it.
    associatedtype Context: WebContext

    /// Whether the test clock's routes exist (`--test-clock`).
    var testClockEnabled: Bool { get }

    /// The handler's view of `request`: who is calling and the one instant the request is handled at.
    func context(for request: Request, access: Access) throws -> Context

    /// `nil` when `context` may call a route with `access`; otherwise the answer (a redirect to sign in) — or it throws
    /// the refusal (401, 403).
    func admit(_ context: Context, to access: Access) throws -> Response?

    /// Whether this unsafe request (POST, PUT…) must carry the browser's CSRF token (a bearer-token API call need not).
    func needsCSRFToken(_ context: Context, access: Access) -> Bool

    /// Whether `token` is the CSRF token of the browser `context` came from.
    func isValidCSRFToken(_ token: String, for context: Context) -> Bool

    /// Runs a route's handler (`body`) for an admitted `context`: a product may set task-local values around it (what
    /// every page of the signed-in person renders with). The default just runs it.
    func handle(_ context: Context, _ body: () throws -> Response) throws -> Response

    /// The last touches on a handler's response: the cookies the context set, caching headers.
    func finish(_ response: inout Response, for context: Context)

    /// A page for a person in a browser telling them what went wrong (JSON routes answer JSON instead).
    func errorPage(_ error: HTTPError, for request: Request) -> Response

    /// Who a per-account ``RateLimit`` counts for this request (the signed-in account's id); nil counts the client's
    /// address.
    func rateLimitSubject(_ context: Context) -> String?

    /// The caller's role as the access log names it ("student", "anonymous"); never a person's name or id.
    func logRole(_ context: Context) -> String?
}

/// One request as a product's handlers see it.
public protocol WebContext: AnyObject {
    /// The request itself.
    var request: Request { get }
    /// The request's instant, from the product's clock (so a test clock moves rate-limit windows too).
    var now: Date { get }
}

extension WebProduct {
    /// No account: every per-account limit counts the client's address.
    public func rateLimitSubject(_ context: Context) -> String? { nil }

    /// Runs `body` as it is.
    public func handle(_ context: Context, _ body: () throws -> Response) throws -> Response { try body() }

    /// No roles: the access log says "-".
    public func logRole(_ context: Context) -> String? { nil }
}
