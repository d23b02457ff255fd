/// One route, declared once: its method, its path with typed parameters, its typed query, who may call it and what it
/// serves. The same value prints a link (``path(_:)``) and, registered in the web kernel, parses a request into the
/// typed parameters its handler receives — so a printed link and the route that serves it cannot disagree.
///
/// ```swift
/// static let video = Endpoint(.get, "/learn/week/:week/video/:position", Int.self, Int.self, access: Access.students)
/// video.path(8, 1)        // "/learn/week/8/video/1"
/// try video.parse(["8", "1"])   // (8, 1)
/// ```
public final class Endpoint<Access: RouteAccess, Query: RouteQuery, each Parameter: PathParameter>: Sendable {
    /// The method it answers (GET also answers HEAD).
    public let method: HTTPMethod
    /// The path pattern.
    public let template: PathTemplate
    /// Who may call it.
    public let access: Access
    /// The feature it belongs to as a destination of the product's screens (a control leading to it names this and is
    /// shown only while the feature exists); `nil` for a route no control leads to.
    public let feature: Access.Feature?
    /// What it serves.
    public let kind: RouteKind
    /// The 4xx statuses it can answer beyond those its shape implies (400 for parameters, 401/403 for its access, 404
    /// for path parameters), for the OpenAPI document: 409 for a rule that forbids it now, 413/415 for uploads…
    public let statuses: [Int]
    /// Whether its page records audio in the browser: only such a page is sent a `Permissions-Policy` that lets it
    /// use the microphone (every other response denies it).
    public let usesMicrophone: Bool
    /// Its request budget, when it has one (sending messages, uploads, reports, signing in): over it, a 429.
    public let rateLimit: RateLimit?

    /// Declares a route whose path carries `parameters` (one type per `:name`, in order) and whose query is `query`.
    public init(
        _ method: HTTPMethod, _ pattern: String, _ parameters: repeat (each Parameter).Type, query: Query.Type,
        access: Access, feature: Access.Feature? = nil, kind: RouteKind = .page, statuses: [Int] = [],
        usesMicrophone: Bool = false, rateLimit: RateLimit? = nil
    ) {
        self.method = method
        self.template = PathTemplate(pattern)
        self.access = access
        self.feature = feature
        self.kind = kind
        self.statuses = statuses
        self.usesMicrophone = usesMicrophone
        self.rateLimit = rateLimit
        var count = 0
        for _ in repeat (each Parameter).self { count += 1 }
        precondition(
            count == template.parameterNames.count, "\(pattern) names \(template.parameterNames.count) parameters; \(count) types given")
    }

    /// The pattern as declared ("/submissions/:id").
    public var pattern: String { template.pattern }

    /// The path of this route for `parameters`.
    public func path(_ parameters: repeat each Parameter) -> String {
        if let literal = template.literalPath { return literal }
        var texts: [String] = []
        for parameter in repeat each parameters { texts.append(parameter.parameterText) }
        return template.path(texts)
    }

    /// The path of this route for `parameters`, with `query` (its absent values left out).
    public func path(_ parameters: repeat each Parameter, query: Query) -> String {
        var texts: [String] = []
        for parameter in repeat each parameters { texts.append(parameter.parameterText) }
        let items = QueryItems.encoding(query)
        return template.path(texts) + (items.pairs.isEmpty ? "" : "?" + items.queryString)
    }

    /// The typed parameters from the router's captures; a segment that does not parse throws naming it.
    @inlinable
    public func parse(_ captures: [String]) throws(RouteParameterError) -> (repeat each Parameter) {
        let names = template.parameterNames
        let texts = names.isEmpty ? [] : try template.texts(from: captures)
        var index = 0
        func next<P: PathParameter>(_ type: P.Type) throws(RouteParameterError) -> P {
            defer { index += 1 }
            let name = index < names.count ? names[index] : "path"
            switch P.parse(parameter: index < texts.count ? texts[index] : "") {
            case .success(let value): return value
            case .failure(let problem):
                throw RouteParameterError(name: name, location: P.namesResource ? .path : .pathValue, problem: problem)
            }
        }
        return (repeat try next((each Parameter).self))
    }

    /// The JSON twin of a screen: the same parameters and query at `/api/screens` + this path, documented by the
    /// screen's summary. `nil` unless ``kind`` is ``RouteKind/screen(summary:)``.
    public var jsonTwin: Endpoint<Access, Query, repeat each Parameter>? {
        guard case .screen(let summary, let twinPattern, _, _) = kind else { return nil }
        return Endpoint(twinOf: self, pattern: twinPattern ?? "/api/screens" + pattern, summary: summary)
    }

    private init(twinOf page: Endpoint<Access, Query, repeat each Parameter>, pattern: String, summary: String) {
        method = page.method
        template = PathTemplate(pattern)
        access = page.access
        feature = nil
        kind = .api(summary: summary)
        statuses = page.statuses
        usesMicrophone = false
        rateLimit = page.rateLimit
    }

    /// This declaration without its types, for the OpenAPI document, the route list and the fuzz.
    public var description: EndpointDescription {
        var parameters: [EndpointDescription.Parameter] = []
        var names = template.parameterNames[...]
        for type in repeat (each Parameter).self {
            parameters.append(EndpointDescription.Parameter(name: names.popFirst() ?? "", type: type))
        }
        let endpoint = self
        return EndpointDescription(
            method: method, template: template, access: access, kind: kind, statuses: statuses,
            usesMicrophone: usesMicrophone, rateLimit: rateLimit, parameters: parameters,
            query: Query.self,
            reading: { captures throws(RouteParameterError) in
                let values = try endpoint.parse(captures)
                var texts: [String] = []
                for value in repeat each values { texts.append(value.parameterText) }
                return texts
            })
    }
}

extension Endpoint where Query == NoQuery {
    /// Declares a route without a query whose path carries `parameters` (one type per `:name`, in order).
    ///
    /// ```swift
    /// Endpoint(.post, "/submissions/:id/revoke", ID<Submission>.self, access: Access.students)
    /// ```
    public convenience init(
        _ method: HTTPMethod, _ pattern: String, _ parameters: repeat (each Parameter).Type, access: Access,
        feature: Access.Feature? = nil, kind: RouteKind = .page, statuses: [Int] = [], usesMicrophone: Bool = false,
        rateLimit: RateLimit? = nil
    ) {
        self.init(
            method, pattern, repeat (each Parameter).self, query: NoQuery.self, access: access, feature: feature, kind: kind,
            statuses: statuses, usesMicrophone: usesMicrophone, rateLimit: rateLimit)
    }
}

/// A declared route without its generic types: what the OpenAPI document, the route list and the fuzz read.
public struct EndpointDescription: Sendable {
    /// One typed path parameter.
    public struct Parameter: Sendable {
        public let name: String
        public let type: any PathParameter.Type
    }

    public let method: HTTPMethod
    public let template: PathTemplate
    public let access: any RouteAccess
    public let kind: RouteKind
    public let statuses: [Int]
    /// Whether the route's page records audio (``Endpoint/usesMicrophone``).
    public let usesMicrophone: Bool
    /// The route's request budget (``Endpoint/rateLimit``).
    public let rateLimit: RateLimit?
    public let parameters: [Parameter]
    public let query: any RouteQuery.Type
    /// Reads the router's captures into the typed parameters and prints each back (the round trip a test checks).
    public let reading: @Sendable ([String]) throws(RouteParameterError) -> [String]

    /// "GET /submissions/:id".
    public var label: String { "\(method.rawValue) \(template.pattern)" }
}
