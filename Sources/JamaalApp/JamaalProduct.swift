import Foundation
import HTTPServer
import JamaalRoutes
import JamaalWeb
import Routing
import ServerSupport

/// Jamaal's side of the web kernel's pipeline (``RouteTable``): one person, no sign-in (the loopback guard, a
/// middleware, admits only this machine), a CSRF token on every unsafe request but the test clock's, nothing cached
/// unless a route says so, and a plain error page for people.
///
/// ```swift
/// let routes = JamaalRouteTable(product: JamaalProduct(environment: env))
/// routes.add(JamaalRoute.setLevel) { req in … }
/// ```
public struct JamaalProduct: WebProduct {
    public let environment: JamaalEnvironment

    public init(environment: JamaalEnvironment) { self.environment = environment }

    public var testClockEnabled: Bool { environment.testClockEnabled }

    /// The request at the environment's one instant.
    public func context(for request: Request, access: JamaalAccess) throws -> JamaalRequest {
        JamaalRequest(request: request, environment: environment, now: environment.now)
    }

    /// Whoever passed the loopback guard is the person; a route that shapes the plan is refused (403, nothing changed)
    /// while the trial has ended unsubscribed (F12, ``ReadOnlyGate``).
    public func admit(_ context: JamaalRequest, to access: JamaalAccess) throws -> Response? {
        access == .shaping ? try ReadOnlyGate.refusal(context) : nil
    }

    /// Every form and script call carries the browser's token (the test clock's route is exempt in the kernel).
    public func needsCSRFToken(_ context: JamaalRequest, access: JamaalAccess) -> Bool { true }

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

    /// One person per store: the access log names the caller "person".
    public func logRole(_ context: JamaalRequest) -> String? { "person" }

    /// A plain page with the status and the message that says what to do.
    public func errorPage(_ error: HTTPError, for request: Request) -> Response {
        .html(ErrorPageView.render(status: error.status.code, message: error.message, requestID: request.id), status: error.status)
    }
}

/// Jamaal's route table: every ``JamaalRoute`` endpoint with its handler.
public typealias JamaalRouteTable = RouteTable<JamaalProduct>
