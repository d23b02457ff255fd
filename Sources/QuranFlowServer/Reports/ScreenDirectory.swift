import Foundation
import HTTPServer
import QuranFlowCore
import QuranFlowRoutes
import QuranFlowWeb
import Routing
import ServerSupport
import Synchronization

/// The app's named screens, read from the route table: a path ("/learn/week/8") is a screen when a GET route whose
/// declaration names a screen (``RouteKind/screenName``) matches it and its typed parameters parse. A report of an
/// issue takes the screen's name and specification identifier from here — from the route's declaration, never from
/// text the request carries.
///
/// ```swift
/// let screens = ScreenDirectory(routes)
/// screens.context(for: OriginPath("/today")!)?.label   // "Today · 2.0.1"
/// ```
final class ScreenDirectory: Sendable {
    private struct Entry: Sendable {
        let endpoint: EndpointDescription
        let name: String
    }

    private let table: AppRoutes
    /// GET routes with a named screen by router pattern, built at the first lookup (every route is registered by then).
    private let entries = Mutex<[String: Entry]?>(nil)
    /// Paths that are never a report's origin: the report's own pages.
    private let excluded: Set<String>

    init(_ table: AppRoutes) {
        self.table = table
        excluded = [QuranFlowRoute.reportIssue.template.routerPattern]
    }

    /// The context a report from `origin` carries, or nil when `origin` is not a named screen of the app.
    func context(for origin: OriginPath) -> ReportContext? {
        guard case .found(_, let captures, let route, _) = table.router.match(.get, origin.path), route.method == .get,
            let entry = entry(for: route.pattern), (try? entry.endpoint.reading(captures)) != nil
        else { return nil }
        return ReportContext(screenName: entry.name, specIdentifier: entry.endpoint.kind.specIdentifier, path: origin.path)
    }

    private func entry(for pattern: String) -> Entry? {
        entries.withLock { entries in
            if entries == nil {
                var built: [String: Entry] = [:]
                for route in table.routes where route.endpoint.method == .get {
                    let pattern = route.endpoint.template.routerPattern
                    guard let name = route.endpoint.kind.screenName, !excluded.contains(pattern) else { continue }
                    built[pattern] = Entry(endpoint: route.endpoint, name: name)
                }
                entries = built
            }
            return entries?[pattern]
        }
    }
}

/// Sets ``ReportControl/origin`` around a GET request for a named screen, so its page ends with "Report an issue" for
/// that screen (the path is read against the route table first; anything else renders without the control).
struct ReportOriginMiddleware: Middleware {
    let screens: ScreenDirectory

    func respond(to request: Request, next: Handler) throws -> Response {
        guard request.method == .get || request.method == .head, !request.path.hasPrefix("/api/"),
            !request.path.hasPrefix("/static/"), let origin = OriginPath(request.path), screens.context(for: origin) != nil
        else { return try next(request) }
        return try ReportControl.$origin.withValue(origin) { try next(request) }
    }
}
