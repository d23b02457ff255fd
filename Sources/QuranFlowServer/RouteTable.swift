import Accounts
import Foundation
import HTTPServer
import Synchronization

/// What the OpenAPI document says about a JSON route.
public struct APIDoc: Sendable {
    public var summary: String
    public var requestBody: JSONSchema?
    public var response: JSONSchema
    public var successStatus: Int
    /// The request body's media type ("multipart/form-data" for uploads).
    public var requestContentType = "application/json"

    public init(_ summary: String, request: JSONSchema? = nil, response: JSONSchema, status: Int = 200) {
        self.summary = summary
        self.requestBody = request
        self.response = response
        self.successStatus = status
    }
}

/// A route as declared: method, pattern, who may call it, and (for JSON routes) its documentation.
public struct DeclaredRoute: Sendable {
    public let method: HTTPMethod
    public let pattern: String
    public let access: Access
    public let api: APIDoc?
}

/// Registers routes with their access rule; resolves the session, enforces access and CSRF, maps errors.
///
///     routes.add(.GET, "/account", access: .signedIn) { ctx in .html(AccountPage.render(ctx)) }
public final class RouteTable: Sendable {
    public let router = Router()
    let environment: ServerEnvironment
    private let declared = Mutex<[DeclaredRoute]>([])

    init(environment: ServerEnvironment) { self.environment = environment }

    /// Every declared route, in registration order.
    public var routes: [DeclaredRoute] { declared.withLock { $0 } }

    /// Declares a route. `access` has no default: every route says who may call it.
    public func add(_ method: HTTPMethod, _ pattern: String, access: Access, api: APIDoc? = nil, maxBodyBytes: Int? = nil,
                    _ handler: @escaping @Sendable (RequestContext) throws -> Response) {
        precondition(pattern.hasPrefix("/api/") == (api != nil) || pattern == "/api/openapi.json",
                     "JSON routes (/api/…) and only they carry an APIDoc: \(method) \(pattern)")
        declared.withLock { $0.append(DeclaredRoute(method: method, pattern: pattern, access: access, api: api)) }
        let environment = self.environment
        router.add(method, pattern, maxBodyBytes: maxBodyBytes) { request in
            try Self.handle(request, access: access, environment: environment, handler: handler)
        }
    }

    private static func handle(_ request: Request, access: Access, environment: ServerEnvironment,
                               handler: (RequestContext) throws -> Response) throws -> Response {
        if access == .testClock, !(environment.testClockEnabled && request.isLoopback) {
            throw HTTPError(.notFound, "There is nothing at this address.")
        }
        let now = environment.now
        let isAPI = request.path.hasPrefix("/api/")
        let bearer = request.headers["Authorization"].flatMap { value -> String? in
            value.lowercased().hasPrefix("bearer ") ? String(value.dropFirst(7)).trimmingCharacters(in: .whitespaces) : nil
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
        let context = RequestContext(request: request, environment: environment, account: account, session: session, now: now,
                                     changeCounter: counter)

        guard access.allows(account) else {
            if account != nil { throw HTTPError(.forbidden, "You don't have access to this.") }
            if isAPI { throw HTTPError(.unauthorized, bearer == nil ? "Sign in to continue." : "This token has expired or was revoked.") }
            var response = Response.redirect(to: "/sign-in?next=" + (request.path.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? "/"))
            if token != nil { response.setCookie(Self.expiredSessionCookie) }
            return response
        }

        let unsafe = ![.GET, .HEAD, .OPTIONS].contains(request.method)
        let needsCSRF = unsafe && access != .testClock && !(isAPI && (bearer != nil || account == nil))
        if needsCSRF {
            // A malformed form is a 400 before it is a CSRF question.
            let isForm = ["application/x-www-form-urlencoded", "multipart/form-data"].contains(request.contentType ?? "")
            let sent = try request.headers["X-CSRF-Token"] ?? (isForm ? request.formData()["_csrf"] : nil) ?? ""
            guard let id = context.csrfID, environment.csrf.isValid(sent, forSession: id) else {
                throw HTTPError(.forbidden, "This form has expired. Reload the page and try again.")
            }
        }

        var response: Response
        do {
            response = try handler(context)
        } catch let error as AccountError {
            throw error.httpError
        }
        for cookie in context.newCookies { response.setCookie(cookie) }
        if isAPI || account != nil { response.headers.set(name: "Cache-Control", value: "no-store") }
        return response
    }

    static var expiredSessionCookie: Cookie {
        Cookie(name: CookieNames.session, value: "", path: "/", maxAge: 0, httpOnly: true, sameSite: .lax)
    }
}

extension AccountError {
    /// The HTTP status for each kind of account error.
    var httpError: HTTPError {
        switch kind {
        case .invalid: HTTPError(.badRequest, message, field: field)
        case .conflict: HTTPError(.conflict, message, field: field)
        case .unauthenticated: HTTPError(.unauthorized, message)
        case .throttled(let seconds): HTTPError.tooManyRequests(retryAfter: seconds, message: message)
        case .expired: HTTPError(.badRequest, message)
        case .notFound: HTTPError(.notFound, message)
        }
    }
}
