/// A request handler.
public typealias Handler = @Sendable (Request) throws -> Response

/// A registered route: method plus pattern such as `/students/:id/files/*path`.
public struct Route: Sendable, Hashable, CustomStringConvertible {
    /// The method the route answers.
    public let method: HTTPMethod
    /// The pattern: static segments, `:name` parameters and a trailing `*name` wildcard.
    public let pattern: String

    /// Creates a route value.
    public init(method: HTTPMethod, pattern: String) {
        self.method = method
        self.pattern = pattern
    }

    /// "GET /students/:id".
    public var description: String { "\(method.rawValue) \(pattern)" }
}

/// What a route declared about its request body: its own size cap (nil: the server's) and whether the body goes to a
/// file from its first byte (an upload route, whose handler reads ``Request/bodyFile`` or its form's
/// ``UploadedFile/path``) instead of memory up to the server's spool threshold.
public struct RouteBody: Sendable, Equatable {
    /// The route's own cap in bytes, or nil for the server's.
    public let maxBytes: Int?
    /// Spool the body to a temporary file from the first byte.
    public let spooled: Bool

    public init(maxBytes: Int? = nil, spooled: Bool = false) {
        self.maxBytes = maxBytes
        self.spooled = spooled
    }
}

/// The outcome of `Router.match(_:_:)`.
public enum RouteMatch: Sendable {
    /// A route matched; `parameters` holds the captured path segments in the pattern's order.
    case found(handler: Handler, parameters: [String], route: Route, body: RouteBody)
    /// The path exists but not for this method.
    case methodNotAllowed(allowed: [HTTPMethod])
    /// Nothing matches the path.
    case notFound
}

/// Maps method + path to handlers. Static segments win over `:parameters`, which win over `*wildcards`; a route that
/// ends where the path ends wins over a wildcard capturing nothing.
///
/// ```swift
/// let router = Router()
/// router.get("/students/:id") { request in .text(request.pathCaptures.first ?? "") }
/// ```
public final class Router: Sendable {
    private final class Entry: Sendable {
        let route: Route
        let segments: [Segment]
        let body: RouteBody
        let handler: Handler
        /// What `match` compares between candidates: each segment's rank, then 1 for the pattern's end.
        let ranks: [Int]

        init(route: Route, segments: [Segment], body: RouteBody, handler: @escaping Handler) {
            self.route = route
            self.segments = segments
            self.body = body
            self.handler = handler
            ranks = segments.map(\.rank) + [1]
        }
    }

    private enum Segment: Sendable, Equatable {
        case literal(String)
        case parameter(String)
        case wildcard(String)

        /// A route's ranks are its segments' followed by `end` (1), which sits above a wildcard: an exact route beats a
        /// wildcard that would capture nothing ("/a" wins over "/a/*rest" for the path "/a").
        var rank: Int {
            switch self {
            case .literal: return 3
            case .parameter: return 2
            case .wildcard: return 0
            }
        }

        var shape: String {
            switch self {
            case .literal(let text): return text
            case .parameter: return ":"
            case .wildcard: return "*"
            }
        }
    }

    /// The registered routes, bucketed so a request tries only the routes that could match its path: all-literal
    /// routes by their whole path; routes with parameters by their first literal segment ("" when it is a parameter)
    /// and their length; the few with a wildcard always.
    private struct Table: Sendable {
        struct Shape: Hashable, Sendable {
            let head: String
            let count: Int
        }

        var entries: [Entry] = []
        var literal: [String: [Entry]] = [:]
        var parameterised: [Shape: [Entry]] = [:]
        var wildcard: [Entry] = []

        mutating func insert(_ entry: Entry) {
            entries.append(entry)
            if entry.segments.contains(where: { if case .wildcard = $0 { true } else { false } }) {
                wildcard.append(entry)
            } else if entry.segments.allSatisfy({ if case .literal = $0 { true } else { false } }) {
                literal[entry.segments.map(\.shape).joined(separator: "/"), default: []].append(entry)
            } else {
                let head = if case .literal(let text) = entry.segments.first { text } else { "" }
                parameterised[Shape(head: head, count: entry.segments.count), default: []].append(entry)
            }
        }

        func candidates(for path: [String]) -> [Entry] {
            var found = literal[path.joined(separator: "/")] ?? []
            if let head = path.first, let entries = parameterised[Shape(head: head, count: path.count)] { found += entries }
            if let entries = parameterised[Shape(head: "", count: path.count)] { found += entries }
            return found + wildcard
        }
    }

    private let table = Locked(Table())

    /// Creates an empty router.
    public init() {}

    /// Registers a handler; `maxBodyBytes` overrides the server's body cap for this route, and `spoolsBody` sends its
    /// body to a temporary file from the first byte (``Request/bodyFile``; a multipart form's files then come as
    /// ``UploadedFile/path``) — for upload routes, so a recording in flight is not held in memory.
    /// Registering the same method and pattern shape twice is a programming error (precondition failure).
    ///
    /// ```swift
    /// router.add(.post, "/uploads", maxBodyBytes: 50 << 20, spoolsBody: true) { request in .text("stored") }
    /// ```
    public func add(
        _ method: HTTPMethod, _ pattern: String, maxBodyBytes: Int? = nil, spoolsBody: Bool = false,
        _ handler: @escaping Handler
    ) {
        let segments = Self.parse(pattern)
        let entry = Entry(
            route: Route(method: method, pattern: pattern), segments: segments,
            body: RouteBody(maxBytes: maxBodyBytes, spooled: spoolsBody), handler: handler)
        table.withLock { table in
            let shape = segments.map(\.shape)
            let duplicate = table.entries.contains { $0.route.method == method && $0.segments.map(\.shape) == shape }
            precondition(!duplicate, "Duplicate route: \(method.rawValue) \(pattern)")
            table.insert(entry)
        }
    }

    /// Registers a GET handler (also answers HEAD).
    public func get(_ pattern: String, maxBodyBytes: Int? = nil, _ handler: @escaping Handler) {
        add(.get, pattern, maxBodyBytes: maxBodyBytes, handler)
    }

    /// Registers a POST handler.
    public func post(_ pattern: String, maxBodyBytes: Int? = nil, _ handler: @escaping Handler) {
        add(.post, pattern, maxBodyBytes: maxBodyBytes, handler)
    }

    /// Registers a PUT handler.
    public func put(_ pattern: String, maxBodyBytes: Int? = nil, _ handler: @escaping Handler) {
        add(.put, pattern, maxBodyBytes: maxBodyBytes, handler)
    }

    /// Registers a PATCH handler.
    public func patch(_ pattern: String, maxBodyBytes: Int? = nil, _ handler: @escaping Handler) {
        add(.patch, pattern, maxBodyBytes: maxBodyBytes, handler)
    }

    /// Registers a DELETE handler.
    public func delete(_ pattern: String, maxBodyBytes: Int? = nil, _ handler: @escaping Handler) {
        add(.delete, pattern, maxBodyBytes: maxBodyBytes, handler)
    }

    /// All registered routes in registration order.
    public var routes: [Route] { table.withLock { $0.entries.map(\.route) } }

    /// Finds the handler for `method` and (decoded) `path`. HEAD falls back to GET routes.
    ///
    /// ```swift
    /// if case .found(let handler, let parameters, _, _) = router.match(.get, "/students/7") { ... }
    /// ```
    public func match(_ method: HTTPMethod, _ path: String) -> RouteMatch {
        let pathSegments = path.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        let candidates = table.withLock { $0.candidates(for: pathSegments) }.compactMap { entry -> (Entry, [String])? in
            Self.capture(entry.segments, pathSegments).map { (entry, $0) }
        }
        guard !candidates.isEmpty else { return .notFound }
        func best(for wanted: HTTPMethod) -> (Entry, [String])? {
            candidates.filter { $0.0.route.method == wanted }
                .max { $0.0.ranks.lexicographicallyPrecedes($1.0.ranks) }
        }
        if let (entry, parameters) = best(for: method) ?? (method == .head ? best(for: .get) : nil) {
            return .found(
                handler: entry.handler, parameters: parameters, route: entry.route, body: entry.body)
        }
        var allowed = Set(candidates.map(\.0.route.method))
        if allowed.contains(.get) { allowed.insert(.head) }
        return .methodNotAllowed(allowed: HTTPMethod.allCases.filter(allowed.contains))
    }

    private static func parse(_ pattern: String) -> [Segment] {
        let pieces = pattern.split(separator: "/", omittingEmptySubsequences: true)
        return pieces.enumerated().map { index, piece in
            if piece.hasPrefix(":") { return .parameter(String(piece.dropFirst())) }
            if piece.hasPrefix("*") {
                precondition(index == pieces.count - 1, "Wildcard must be the last segment: \(pattern)")
                return .wildcard(String(piece.dropFirst()))
            }
            return .literal(String(piece))
        }
    }

    private static func capture(_ segments: [Segment], _ path: [String]) -> [String]? {
        var parameters: [String] = []
        for (index, segment) in segments.enumerated() {
            switch segment {
            case .wildcard:
                parameters.append(path.dropFirst(index).joined(separator: "/"))
                return parameters
            case .literal(let text):
                guard index < path.count, path[index] == text else { return nil }
            case .parameter:
                guard index < path.count else { return nil }
                parameters.append(path[index])
            }
        }
        return segments.count == path.count ? parameters : nil
    }
}
