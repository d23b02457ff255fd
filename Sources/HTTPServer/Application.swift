import Foundation

/// The whole request pipeline (routing, middlewares, error pages), usable in-process by tests.
///
/// ```swift
/// let app = Application(router: router, middlewares: [AccessLog(), SecurityHeaders(), Compression()])
/// let response = app.respond(to: Request(method: .get, path: "/"))
/// ```
public final class Application: Sendable {
    /// The router.
    public let router: Router
    /// Middlewares, outermost first.
    public let middlewares: [any Middleware]
    private let errorPage: @Sendable (HTTPError, Request) -> Response
    private let errorLog: @Sendable (String) -> Void
    private let unavailable: @Sendable (any Error) -> HTTPError?

    /// Creates an application. `errorPage` renders `HTTPError`s (including 404/405/413/500 produced here);
    /// `errorLog` receives details of unexpected errors, which clients only see as a generic 500. `unavailable`
    /// recognises errors of a dependency that is down for a while (the database restarting) and gives their answer (a
    /// 503 with `Retry-After`), logged but not a bug; every other error nobody mapped stays a 500.
    public init(
        router: Router, middlewares: [any Middleware] = [],
        errorPage: @escaping @Sendable (HTTPError, Request) -> Response = Application.defaultErrorPage,
        errorLog: @escaping @Sendable (String) -> Void = LogLine.standardError,
        unavailable: @escaping @Sendable (any Error) -> HTTPError? = { _ in nil }
    ) {
        self.router = router
        self.middlewares = middlewares
        self.errorPage = errorPage
        self.errorLog = errorLog
        self.unavailable = unavailable
    }

    /// A minimal HTML error page showing the status and message.
    public static let defaultErrorPage: @Sendable (HTTPError, Request) -> Response = { error, _ in
        let title = escape(error.status.description)
        return .html(
            "<!doctype html><html><head><meta charset=\"utf-8\"><title>\(title)</title></head>"
                + "<body><h1>\(title)</h1><p>\(escape(error.message))</p></body></html>\n",
            status: error.status)
    }

    /// Handles a request; never throws. Routes (404 / 405 with `Allow`), runs middlewares and the handler,
    /// renders every ``HTTPResponseError`` with the error page, maps other errors to a generic 500, strips HEAD bodies.
    public func respond(to request: Request) -> Response {
        var response = process(request)
        if request.method == .head { response.body = .bytes([]) }
        return response
    }

    /// Like `respond(to:)` but keeps HEAD bodies (the server lets libmicrohttpd drop them, keeping Content-Length).
    /// With `failure` set, the route handler is skipped and the error rendered instead (early 413 etc.),
    /// still passing through the middlewares so logging and headers stay uniform. `match` is the router's answer when
    /// the caller already has it (the server routes once, at the headers, to learn the route's body cap).
    func process(_ request: Request, failure: HTTPError? = nil, match known: RouteMatch? = nil) -> Response {
        var routed = request
        let match = known ?? router.match(request.method, request.path)
        if case .found(_, let parameters, let route, _) = match {
            routed.pathCaptures = parameters
            routed.route = route
        }
        let core: Handler = { request in
            if let failure { throw failure }
            switch match {
            case .found(let handler, _, _, _): return try handler(request)
            case .methodNotAllowed(let allowed): throw HTTPError.methodNotAllowed(allowed: allowed)
            case .notFound: throw HTTPError.notFound()
            }
        }
        let chain = middlewares.reversed().reduce(guarded(core)) { next, middleware in
            guarded { request in try middleware.respond(to: request, next: next) }
        }
        var response = (try? chain(routed)) ?? errorResponse(HTTPError(.internalServerError, "Internal server error"), routed)
        response.headers.set(name: RequestID.header, value: routed.id)
        return response
    }

    /// Renders an error through the error page, adding the error's headers (Allow, Retry-After…).
    func errorResponse(_ error: HTTPError, _ request: Request) -> Response {
        var response = errorPage(error, request)
        for (name, value) in error.headers { response.headers.set(name: name, value: value) }
        return response
    }

    /// Wraps a handler so it returns error pages instead of throwing.
    private func guarded(_ handler: @escaping Handler) -> Handler {
        { [self] request in
            do {
                return try handler(request)
            } catch let error as any HTTPResponseError {
                return errorResponse(error.httpError, request)
            } catch {
                if let answer = unavailable(error) {
                    errorLog(Self.errorLine(.warning, "unavailable", request, error))
                    return errorResponse(answer, request)
                }
                errorLog(Self.errorLine(.error, "unhandled_error", request, error))
                return errorResponse(HTTPError(.internalServerError, "Internal server error"), request)
            }
        }
    }

    /// The structured line for an error nobody mapped (or a dependency that is down), with the request's id and route.
    static func errorLine(_ level: LogLine.Level, _ event: String, _ request: Request, _ error: any Error) -> String {
        LogLine(
            level: level, subsystem: "http", event: event, requestID: request.id,
            fields: [
                ("method", request.method.rawValue), ("route", AccessLog.routeName(of: request)),
                ("error", String(reflecting: error)),
            ]
        ).text
    }

    static func escape(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            default: result.append(character)
            }
        }
        return result
    }
}
