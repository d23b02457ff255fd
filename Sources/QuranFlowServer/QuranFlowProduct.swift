import Accounts
import Foundation
import HTTPServer
import QuranFlowPersistence
import QuranFlowRoutes
import QuranFlowScreens
import QuranFlowWeb
import Routing
import ServerSupport

/// QuranFlow's routes: the web kernel's table with QuranFlow's side of the pipeline.
public typealias AppRoutes = RouteTable<QuranFlowProduct>

/// QuranFlow's side of the web kernel's pipeline: the signed-in person from the session cookie or a bearer token
/// (kept in memory while the database's change counter stands still), who may call what (wrong role 403; not signed
/// in: 401 for the API, the sign-in page for people), CSRF on every unsafe browser request, `no-store` on anything
/// personal, and the error page.
///
/// ```swift
/// let routes = AppRoutes(product: QuranFlowProduct(environment: env))
/// ```
public struct QuranFlowProduct: WebProduct {
    public let environment: ServerEnvironment

    public init(environment: ServerEnvironment) {
        self.environment = environment
    }

    public var testClockEnabled: Bool { environment.testClockEnabled }

    public func context(for request: Request, access: QuranFlowAccess) throws -> RequestContext {
        let now = environment.now
        let bearer = request.headers["Authorization"].flatMap { value -> String? in
            value.lowercased().hasPrefix("bearer ") ? String(value.dropFirst(7)).trimmingCharacters(in: .whitespaces) : nil
        }
        // A widget device token (``WidgetTokenStore``) reads the ambient routes and nothing else.
        if let bearer, bearer.hasPrefix(WidgetTokenStore.prefix) {
            var account: Account?
            if access == .widgetReaders, let id = try WidgetTokenStore(database: environment.database).account(for: bearer, now: now) {
                account = try environment.accounts.account(id: id)
            }
            return RequestContext(
                request: request, environment: environment, account: account, session: nil, now: now,
                changeCounter: try environment.database.changeCounter(), bearer: bearer, presentedToken: true,
                widgetTokenElsewhere: access != .widgetReaders)
        }
        let token = bearer ?? request.cookies[CookieNames.session]
        var session: Session?
        var account: Account?
        // One small read per signed-in request: the database's change counter says whether what this process keeps
        // in memory (the session, the student's world) is still what the database holds.
        let counter = token == nil ? 0 : try environment.database.changeCounter()
        if let token {
            if let cached = environment.signedIn.value(for: token, counter: counter), cached.session.expiresAt > now {
                session = cached.session
                account = cached.account
            } else if let resolved = try environment.sessions.resolveWithAccount(token: token, now: now) {
                session = resolved.session
                account = resolved.account
                environment.signedIn.store(SignedIn(session: resolved.session, account: resolved.account), for: token, counter: counter)
            }
        }
        return RequestContext(
            request: request, environment: environment, account: account, session: session, now: now, changeCounter: counter,
            bearer: bearer, presentedToken: token != nil)
    }

    public func admit(_ context: RequestContext, to access: QuranFlowAccess) throws -> Response? {
        if context.widgetTokenElsewhere {
            throw HTTPError(.forbidden, "A widget device token reads only the ambient routes (/api/ambient).")
        }
        guard !access.allows(context.account) else { return nil }
        if context.account != nil { throw HTTPError(.forbidden, "You don't have access to this.") }
        if context.isAPI {
            throw HTTPError(.unauthorized, context.bearer == nil ? "Sign in to continue." : "This token has expired or was revoked.")
        }
        var response = Response.redirect(to: QuranFlowRoute.signIn.path(query: SignInQuery(next: context.request.path)))
        if context.presentedToken { response.setCookie(Self.expiredSessionCookie) }
        return response
    }

    /// A browser's unsafe request needs its CSRF token; a bearer-token API call, or an anonymous one to the API, does not.
    public func needsCSRFToken(_ context: RequestContext, access: QuranFlowAccess) -> Bool {
        guard access != .stripeSigned else { return false }
        return !(context.isAPI && (context.bearer != nil || context.account == nil))
    }

    public func isValidCSRFToken(_ token: String, for context: RequestContext) -> Bool {
        guard let id = context.csrfID else { return false }
        return environment.csrf.isValid(token, forSession: id)
    }

    public func finish(_ response: inout Response, for context: RequestContext) {
        for cookie in context.newCookies { response.setCookie(cookie) }
        if context.isAPI || context.account != nil { response.headers.set(name: "Cache-Control", value: "no-store") }
    }

    /// Per-account budgets count the signed-in account.
    public func rateLimitSubject(_ context: RequestContext) -> String? {
        context.account.map { "account " + $0.id.rawValue }
    }

    /// The signed-in account's role, or "anonymous".
    public func logRole(_ context: RequestContext) -> String? {
        context.account.map { "\($0.role)" } ?? "anonymous"
    }

    /// The error page — or, when a page's script asked for JSON, the refusal as JSON (``ErrorBody``) so the script can show
    /// its own words instead of a page's text.
    public func errorPage(_ error: HTTPError, for request: Request) -> Response {
        if request.asksForJSON, let json = try? Response.json(ErrorBody(error), status: error.status) { return json }
        return .html(
            AccountPages.error(ErrorScreen(status: error.status.code, message: error.message, requestID: request.id)), status: error.status)
    }

    /// The cookie that forgets a session.
    static var expiredSessionCookie: Cookie {
        Cookie(name: CookieNames.session, value: "", path: "/", maxAge: 0, httpOnly: true, sameSite: .lax)
    }
}

extension QuranFlowAccess {
    /// Whether this account may pass (nil: not signed in).
    func allows(_ account: Account?) -> Bool {
        switch self {
        case .anyone, .testClock, .stripeSigned: true
        case .signedIn: account != nil
        case .students: account?.role == .student
        case .coaches: account?.role == .coach
        case .admins: account?.role == .admin
        case .authors: account?.role == .coach || account?.role == .admin
        case .widgetOwners, .widgetReaders: account?.role == .student || account?.role == .coach
        }
    }
}
