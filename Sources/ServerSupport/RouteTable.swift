import Foundation
import HTTPServer
import Routing
import Synchronization

/// The web kernel's route table, one per product: typed endpoints are registered with their handlers; each request
/// runs one pipeline — the test clock's gate, the product's context and admission, CSRF for unsafe methods, the typed
/// parameters, the handler, the product's last touches — and every error renders with its own status.
///
/// ```swift
/// routes.add(QuranFlowRoute.revoke) { ctx, id in … }                    // POST /submissions/:id/revoke
/// routes.screen(QuranFlowRoute.lesson, model: { ctx, week in … }, page: { ctx, screen in .html(…) })
/// ```
public final class RouteTable<Product: WebProduct>: Sendable {
    public typealias Access = Product.Access
    public typealias Context = Product.Context

    /// The router requests are matched with (patterns bucketed, so a lookup is not a scan).
    public let router = Router()
    /// The product's side of the pipeline.
    public let product: Product
    @usableFromInline let registered = Mutex<[RegisteredRoute]>([])
    /// Counts requests against the routes' declared ``RateLimit``s (this process's share; see ``RateLimiter``).
    public let rateLimiter = RateLimiter()

    public init(product: Product) {
        self.product = product
    }

    /// Every registered route, in registration order.
    public var routes: [RegisteredRoute] { registered.withLock { $0 } }

    // MARK: Registering

    /// Registers `handler` for `endpoint` (no query): it receives the context and the path's typed parameters.
    /// `maxBodyBytes` is the route's own body cap; `spoolsBody` (an upload route) has the real server write the body to a
    /// temporary file from its first byte, so the handler reads ``HTTPServer/Request/bodyFile`` or its form's
    /// ``HTTPServer/UploadedFile/path`` (and, from an in-process request, the bytes as usual).
    @inlinable
    public func add<each P: PathParameter>(
        _ endpoint: Endpoint<Access, NoQuery, repeat each P>, body: RequestBodyDoc? = nil, response: ResponseDoc? = nil,
        maxBodyBytes: Int? = nil, spoolsBody: Bool = false, _ handler: @escaping @Sendable (Context, repeat each P) throws -> Response
    ) {
        register(endpoint.description, body: body, response: response, maxBodyBytes: maxBodyBytes, spoolsBody: spoolsBody) {
            context, captures in
            let parameters = try endpoint.parse(captures)
            return try handler(context, repeat each parameters)
        }
    }

    /// Registers `handler` for `endpoint`: it receives the context, the typed query and the path's typed parameters.
    @inlinable
    public func add<Q: RouteQuery, each P: PathParameter>(
        _ endpoint: Endpoint<Access, Q, repeat each P>, body: RequestBodyDoc? = nil, response: ResponseDoc? = nil,
        maxBodyBytes: Int? = nil, spoolsBody: Bool = false, _ handler: @escaping @Sendable (Context, Q, repeat each P) throws -> Response
    ) {
        let empty = Self.emptyQuery(Q.self)
        register(endpoint.description, body: body, response: response, maxBodyBytes: maxBodyBytes, spoolsBody: spoolsBody) {
            context, captures in
            let parameters = try endpoint.parse(captures)
            let query = try Self.query(Q.self, of: context.request, empty: empty)
            return try handler(context, query, repeat each parameters)
        }
    }

    /// Registers `handler` for a form `endpoint` (no query) whose body is `form`: the kernel reads the request's form
    /// into it (415 for another content type, 400/422 naming a typed field that does not parse) and the handler
    /// receives the value with the path's typed parameters.
    ///
    /// ```swift
    /// routes.add(JamaalRoute.markAnchor, form: MarkAnchorForm.self) { req, form in … form.outcome.text … }
    /// ```
    @inlinable
    public func add<Body: FormBody, each P: PathParameter>(
        _ endpoint: Endpoint<Access, NoQuery, repeat each P>, form: Body.Type, response: ResponseDoc? = nil,
        maxBodyBytes: Int? = nil, spoolsBody: Bool = false,
        _ handler: @escaping @Sendable (Context, Body, repeat each P) throws -> Response
    ) {
        register(endpoint.description, body: .form(form), response: response, maxBodyBytes: maxBodyBytes, spoolsBody: spoolsBody) {
            context, captures in
            let parameters = try endpoint.parse(captures)
            let body = try context.request.form(Body.self)
            return try handler(context, body, repeat each parameters)
        }
    }

    /// Registers `handler` for a form `endpoint` with a query whose body is `form`.
    @inlinable
    public func add<Body: FormBody, Q: RouteQuery, each P: PathParameter>(
        _ endpoint: Endpoint<Access, Q, repeat each P>, form: Body.Type, response: ResponseDoc? = nil,
        maxBodyBytes: Int? = nil, spoolsBody: Bool = false,
        _ handler: @escaping @Sendable (Context, Q, Body, repeat each P) throws -> Response
    ) {
        let empty = Self.emptyQuery(Q.self)
        register(endpoint.description, body: .form(form), response: response, maxBodyBytes: maxBodyBytes, spoolsBody: spoolsBody) {
            context, captures in
            let parameters = try endpoint.parse(captures)
            let query = try Self.query(Q.self, of: context.request, empty: empty)
            let body = try context.request.form(Body.self)
            return try handler(context, query, body, repeat each parameters)
        }
    }

    /// Registers a screen once: its page at the endpoint's path and its model as JSON at the twin
    /// (`/api/screens/…`), documented from `Model`'s shape.
    @inlinable
    public func screen<Model: Codable & Sendable, each P: PathParameter>(
        _ endpoint: Endpoint<Access, NoQuery, repeat each P>,
        model: @escaping @Sendable (Context, repeat each P) throws -> Model,
        page: @escaping @Sendable (Context, Model) throws -> Response
    ) {
        register(endpoint.description, body: nil, response: nil, maxBodyBytes: nil) { context, captures in
            let parameters = try endpoint.parse(captures)
            return try page(context, try model(context, repeat each parameters))
        }
        twin(of: endpoint, model: Model.self) { context, captures in
            let parameters = try endpoint.parse(captures)
            return try .json(try model(context, repeat each parameters))
        }
    }

    /// Registers a screen with a query once: its page and its JSON twin.
    @inlinable
    public func screen<Model: Codable & Sendable, Q: RouteQuery, each P: PathParameter>(
        _ endpoint: Endpoint<Access, Q, repeat each P>,
        model: @escaping @Sendable (Context, Q, repeat each P) throws -> Model,
        page: @escaping @Sendable (Context, Model) throws -> Response
    ) {
        let empty = Self.emptyQuery(Q.self)
        register(endpoint.description, body: nil, response: nil, maxBodyBytes: nil) { context, captures in
            let parameters = try endpoint.parse(captures)
            let query = try Self.query(Q.self, of: context.request, empty: empty)
            return try page(context, try model(context, query, repeat each parameters))
        }
        twin(of: endpoint, model: Model.self) { context, captures in
            let parameters = try endpoint.parse(captures)
            let query = try Self.query(Q.self, of: context.request, empty: empty)
            return try .json(try model(context, query, repeat each parameters))
        }
    }

    /// Registers the JSON twin of a screen whose page is registered on its own (a cached answer, say), documented
    /// from `model`'s shape.
    @inlinable
    public func twin<Model: Codable & Sendable, each P: PathParameter>(
        of endpoint: Endpoint<Access, NoQuery, repeat each P>, model: Model.Type,
        _ handler: @escaping @Sendable (Context, repeat each P) throws -> Response
    ) {
        twin(of: endpoint, model: model) { context, captures in
            let parameters = try endpoint.parse(captures)
            return try handler(context, repeat each parameters)
        }
    }

    /// Registers the JSON twin of a screen with a query.
    @inlinable
    public func twin<Model: Codable & Sendable, Q: RouteQuery, each P: PathParameter>(
        of endpoint: Endpoint<Access, Q, repeat each P>, model: Model.Type,
        _ handler: @escaping @Sendable (Context, Q, repeat each P) throws -> Response
    ) {
        let empty = Self.emptyQuery(Q.self)
        twin(of: endpoint, model: model) { context, captures in
            let parameters = try endpoint.parse(captures)
            let query = try Self.query(Q.self, of: context.request, empty: empty)
            return try handler(context, query, repeat each parameters)
        }
    }

    @inlinable
    func twin<Model: Codable & Sendable, Q: RouteQuery, each P: PathParameter>(
        of endpoint: Endpoint<Access, Q, repeat each P>, model: Model.Type,
        captured handler: @escaping @Sendable (Context, [String]) throws -> Response
    ) {
        guard let twin = endpoint.jsonTwin else { preconditionFailure("\(endpoint.pattern) is not declared as a screen") }
        register(twin.description, body: nil, response: .json(model), maxBodyBytes: nil, handler)
    }

    /// The typed query of `request` (400/422 naming a value that does not parse).
    @inlinable
    public static func query<Q: RouteQuery>(_ type: Q.Type, of request: Request) throws(RouteParameterError) -> Q {
        try QueryItems(request.query.items).decode(type, location: .query)
    }

    /// The query with nothing sent, decoded once at registration (nil when it needs a field): most requests send no query.
    @inlinable
    static func emptyQuery<Q: RouteQuery>(_ type: Q.Type) -> Q? {
        try? QueryItems([]).decode(type, location: .query)
    }

    @inlinable
    static func query<Q: RouteQuery>(_ type: Q.Type, of request: Request, empty: Q?) throws(RouteParameterError) -> Q {
        if request.query.isEmpty, let empty { return empty }
        return try query(type, of: request)
    }

    @inlinable
    func register(
        _ endpoint: EndpointDescription, body: RequestBodyDoc?, response: ResponseDoc?, maxBodyBytes: Int?, spoolsBody: Bool = false,
        _ handler: @escaping @Sendable (Context, [String]) throws -> Response
    ) {
        registered.withLock { $0.append(RegisteredRoute(endpoint: endpoint, request: body, response: response)) }
        let product = self.product
        guard let access = endpoint.access as? Access else { preconditionFailure("\(endpoint.label): another product's access") }
        let usesMicrophone = endpoint.usesMicrophone
        let budget = endpoint.rateLimit.map { (limit: $0, counter: rateLimiter) }
        let label = endpoint.label
        router.add(endpoint.method, endpoint.template.routerPattern, maxBodyBytes: maxBodyBytes, spoolsBody: spoolsBody) {
            request in
            request.notes.routeName = label
            var response = try Self.handle(request, access: access, product: product, budget: budget) { context in
                try handler(context, request.pathCaptures)
            }
            // Declared on the route, so the pages allowed the microphone cannot drift from the pages that record.
            if usesMicrophone { response.headers.set(name: PermissionsPolicy.header, value: PermissionsPolicy.recording) }
            return response
        }
    }

    // MARK: The pipeline

    @inlinable
    static func handle(
        _ request: Request, access: Access, product: Product, budget: (limit: RateLimit, counter: RateLimiter)? = nil,
        handler: (Context) throws -> Response
    ) throws -> Response {
        if access.isTestClock, !(product.testClockEnabled && request.isLoopback) {
            throw HTTPError(.notFound, "There is nothing at this address.")
        }
        let context = try product.context(for: request, access: access)
        request.notes.role = product.logRole(context)
        if let refusal = try product.admit(context, to: access) { return refusal }
        if request.method.isUnsafe, !access.isTestClock, product.needsCSRFToken(context, access: access) {
            // A malformed form is a 400 before it is a CSRF question.
            let isForm = ["application/x-www-form-urlencoded", "multipart/form-data"].contains(request.contentType ?? "")
            let sent = try request.headers["X-CSRF-Token"] ?? (isForm ? request.formData().decode(CSRFForm.self).token.text : nil) ?? ""
            guard product.isValidCSRFToken(sent, for: context) else {
                throw HTTPError(.forbidden, "This form has expired. Reload the page and try again.")
            }
        }
        if let budget {
            // Counted once the request is admitted: a refused or forged one spends no one's budget.
            let subject = budget.limit.subject == .account ? product.rateLimitSubject(context) : nil
            let key = subject ?? "client " + (request.remoteAddress ?? "unknown")
            try budget.counter.admit(budget.limit, key: key, now: context.now)
        }
        var response = try product.handle(context) { try handler(context) }
        product.finish(&response, for: context)
        return response
    }

    // MARK: Errors

    /// The product's application: the router behind `middlewares`, every error answered as JSON on `/api/` paths
    /// and as the product's error page elsewhere, with the error's own status and headers.
    public func application(middlewares: [any Middleware]) -> Application {
        let product = self.product
        return Application(
            router: router, middlewares: middlewares,
            errorPage: { error, request in Self.errorResponse(error, for: request, product: product) },
            unavailable: { DatabaseAvailability.answer(to: $0) ?? StorageFailure.answer(to: $0) })
    }

    static func errorResponse(_ error: HTTPError, for request: Request, product: Product) -> Response {
        var response =
            request.path.hasPrefix("/api/")
            ? ((try? Response.json(ErrorBody(error), status: error.status)) ?? .text(error.message, status: error.status))
            : product.errorPage(error, for: request)
        for (name, value) in error.headers { response.headers.set(name: name, value: value) }
        return response
    }
}

/// The JSON body of every error: `{"error": {"status": 404, "message": "…", "field": "id"}}` (`field` only when the
/// error is about one input).
public struct ErrorBody: Codable, Sendable {
    public struct Detail: Codable, Sendable {
        public let status: Int
        public let message: String
        public let field: String?
    }

    public let error: Detail

    public init(_ error: HTTPError) {
        self.error = Detail(status: error.status.code, message: error.message, field: error.field)
    }
}
