import Foundation
import HTTPServer
import QuranFlowCore
import QuranFlowRoutes
import QuranFlowWeb
import Routing
import ServerSupport

/// The app's named screens, read from the route table: a path ("/learn/week/8") is a screen when a GET route whose
/// declaration names a screen (``RouteKind/screenName``) matches it and its typed parameters parse. A report of an
/// issue takes the screen's name and specification identifier from here — from the route's declaration, never from
/// text the request carries. Built once the other routes are registered (the report's own are not among them).
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

    private let router: Router
    /// GET routes with a named screen, by router pattern.
    private let entries: [String: Entry]

    init(_ table: AppRoutes) {
        router = table.router
        var entries: [String: Entry] = [:]
        for route in table.routes where route.endpoint.method == .get {
            guard let name = route.endpoint.kind.screenName else { continue }
            entries[route.endpoint.template.routerPattern] = Entry(endpoint: route.endpoint, name: name)
        }
        self.entries = entries
    }

    /// The context a report from `origin` carries, or nil when `origin` is not a named screen of the app.
    func context(for origin: OriginPath) -> ReportContext? {
        guard case .found(_, let captures, let route, _) = router.match(.get, origin.path), route.method == .get,
            let entry = entries[route.pattern], (try? entry.endpoint.reading(captures)) != nil
        else { return nil }
        return ReportContext(screenName: entry.name, specIdentifier: entry.endpoint.kind.specIdentifier, path: origin.path)
    }
}

/// Sets ``ReportControl/origin`` around a GET request for a named screen, so its page ends with "Report an issue" for
/// that screen (the path is read against the route table first; anything else renders without the control), and lets
/// that page use the microphone, which the control's narration needs.
struct ReportOriginMiddleware: Middleware {
    let screens: ScreenDirectory

    func respond(to request: Request, next: Handler) throws -> Response {
        guard request.method == .get || request.method == .head, !request.path.hasPrefix("/api/"),
            !request.path.hasPrefix("/static/"), let origin = OriginPath(request.path), screens.context(for: origin) != nil
        else { return try next(request) }
        var response = try ReportControl.$origin.withValue(origin) { try next(request) }
        // The control's sheet records a narration ("Narrate it instead") over the screen itself, so a named screen's
        // page is a recording page: the microphone for this origin (every other response keeps it denied).
        if Self.carriesControl(response) {
            response.headers.set(name: PermissionsPolicy.header, value: PermissionsPolicy.recording)
        }
        return response
    }

    /// Whether `response` is a screen's page (HTML, 2xx), the one the report control ends.
    static func carriesControl(_ response: Response) -> Bool {
        (200..<300).contains(response.status.code) && response.headers["Content-Type"]?.hasPrefix("text/html") == true
    }
}
