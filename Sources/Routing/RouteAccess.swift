/// Who may call a route, as a product states it (QuranFlow: students, coaches…; Jamaal: the person at this machine).
/// Every route declares one; there is no default, so nothing is open by accident.
public protocol RouteAccess: Hashable, Sendable {
    /// A short phrase for the OpenAPI document and the route list ("students").
    var summary: String { get }
    /// Whether anyone may call it without signing in.
    var isPublic: Bool { get }
    /// Whether a signed-in person of the wrong role is refused (403): routes for one role, not for everyone signed in.
    var refusesRoles: Bool { get }
    /// Whether this is the test clock's access: the route exists only with `--test-clock`, for loopback callers, and
    /// needs no CSRF token.
    var isTestClock: Bool { get }
    /// What a route can be declared as, beyond its address: the product's features a screen's control leads into
    /// (QuranFlow's `QuranFlowFeature`: "lesson", "subscription"…). A product without them leaves it `Never`.
    associatedtype Feature: Hashable & Sendable = Never
}

/// What a route serves, for the OpenAPI document and the fuzz.
public enum RouteKind: Hashable, Sendable {
    /// A page or a form's action, for people in a browser.
    case page
    /// A page whose screen model is also served as JSON at `/api/screens` + its path (or at `twinPattern`, whose
    /// parameters are the page's); the summary describes the screen. `name` is what a person calls the screen
    /// ("Today") and `spec` its identifier in the product's specification ("SakToday"), when it has one: what a report
    /// of an issue says it came from.
    ///
    /// ```swift
    /// .screen(summary: "The Today screen for the signed-in student.", name: "Today", spec: "SakToday")
    /// ```
    case screen(summary: String, twinPattern: String? = nil, name: String? = nil, spec: String? = nil)

    /// The screen's name as its declaration gives it ("Today"); nil for anything but a named screen.
    public var screenName: String? {
        guard case .screen(_, _, let name, _) = self else { return nil }
        return name
    }

    /// The screen's specification identifier as its declaration gives it ("SakToday"); nil when it has none.
    public var specIdentifier: String? {
        guard case .screen(_, _, _, let spec) = self else { return nil }
        return spec
    }
    /// A JSON route of the API; the summary describes it.
    case api(summary: String)
    /// A file or a stream (media with Range, calendars, static files, server-sent events).
    case file
}
