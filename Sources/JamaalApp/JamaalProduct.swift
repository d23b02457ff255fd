import Foundation
import HTTPServer
import JamaalRoutes
import JamaalWeb
import Routing
import ServerSupport

/// Jamaal's side of the web kernel's pipeline (``RouteTable``): the device a session cookie names (and so the person),
/// Sign in for everyone else on every route but ``JamaalAccess/anyone``'s, a CSRF token on every unsafe request but the
/// test clock's, nothing cached unless a route says so, and a plain error page for people.
///
/// ```swift
/// let routes = JamaalRouteTable(product: JamaalProduct(environment: env))
/// routes.add(JamaalRoute.setLevel) { req in … }
/// ```
public struct JamaalProduct: WebProduct {
    public let environment: JamaalEnvironment

    public init(environment: JamaalEnvironment) { self.environment = environment }

    public var testClockEnabled: Bool { environment.testClockEnabled }

    /// The request at the environment's one instant, with the device its session cookie names (none for the public
    /// assets and health checks, which need no lookup).
    public func context(for request: Request, access: JamaalAccess) throws -> JamaalRequest {
        let now = environment.now
        let token = request.cookies[JamaalRequest.sessionCookie]
        // A public route (the stylesheet, the health checks, Sign in) never needs the session: while the database is
        // out of reach it is served without it rather than refused.
        let device =
            access.isPublic
            ? (try? token.flatMap { try environment.people.device(token: $0, now: now) }) ?? nil
            : try token.flatMap { try environment.people.device(token: $0, now: now) }
        return JamaalRequest(request: request, environment: environment, now: now, device: device)
    }

    /// Anyone may call ``JamaalAccess/anyone``'s routes; every other one needs a signed-in device — a page goes to Sign
    /// in (and back after), the API answers 401. A route that shapes the plan is refused (403, nothing changed) while the
    /// trial has ended unsubscribed (F12, ``ReadOnlyGate``).
    public func admit(_ context: JamaalRequest, to access: JamaalAccess) throws -> Response? {
        if access.isPublic { return nil }
        guard context.person != nil else {
            if context.isAPI || context.request.method != .get { throw AccountRefusal.signInRequired }
            if try environment.people.hasUnclaimedFirstPerson() { return .redirect(to: JamaalRoute.claim.path()) }
            let next = context.request.path == JamaalRoute.root.path() ? nil : Self.target(of: context.request)
            return .redirect(to: JamaalRoute.signIn.path(query: SignInQuery(next: next)))
        }
        return access == .shaping ? try ReadOnlyGate.refusal(context) : nil
    }

    /// The path and query a request asked for, to come back to after signing in.
    static func target(of request: Request) -> String {
        guard !request.query.items.isEmpty else { return request.path }
        var components = URLComponents()
        components.queryItems = request.query.items.map { URLQueryItem(name: $0.0, value: $0.1) }
        return request.path + "?" + (components.percentEncodedQuery ?? "")
    }

    /// Every form and script call carries the browser's token (the test clock's route is exempt in the kernel), but
    /// Stripe's webhook: it has no browser, and its signature is checked instead.
    public func needsCSRFToken(_ context: JamaalRequest, access: JamaalAccess) -> Bool { access != .stripeSigned }

    /// Whether `token` was issued to the browser's CSRF identity (the `jm_csrf` cookie).
    public func isValidCSRFToken(_ token: String, for context: JamaalRequest) -> Bool {
        guard let id = context.csrfID else { return false }
        return environment.csrf.isValid(token, forSession: id)
    }

    /// The CSRF cookie a page issued, and `no-store` unless the route chose its own caching.
    public func finish(_ response: inout Response, for context: JamaalRequest) {
        for cookie in context.newCookies { response.setCookie(cookie) }
        if !response.headers.contains("Cache-Control") { response.headers.set(name: "Cache-Control", value: "no-store") }
    }

    /// The access log names a signed-in caller "person", anyone else "anonymous" (never who).
    public func logRole(_ context: JamaalRequest) -> String? { context.person == nil ? "anonymous" : "person" }

    /// Per-account limits count the signed-in person.
    public func rateLimitSubject(_ context: JamaalRequest) -> String? { context.person?.rawValue }

    /// A plain page with the status and the message that says what to do.
    public func errorPage(_ error: HTTPError, for request: Request) -> Response {
        .html(ErrorPageView.render(status: error.status.code, message: error.message, requestID: request.id), status: error.status)
    }
}

/// Jamaal's route table: every ``JamaalRoute`` endpoint with its handler.
public typealias JamaalRouteTable = RouteTable<JamaalProduct>
