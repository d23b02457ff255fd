import QuranFlowCore
import QuranFlowRoutes
import Routing

/// Where a control can lead: a route's declaration (``QuranFlowRoute``) with its typed parameters, so a control's link
/// is the address its route serves, and its kind is the feature the route declares. ``Destinations`` says which exist.
///
/// ```swift
/// Destination(QuranFlowRoute.lesson, 8).path                                        // "/learn/week/8"
/// Destination(QuranFlowRoute.liveClass, id, query: LiveQuery(from: .today)).path    // "/live/l1?from=today"
/// ```
public struct Destination: Hashable, Sendable {
    /// The URL the web app serves it at (the meeting link itself for ``meetingLink(_:)``), printed by its route.
    public let path: String
    /// The feature its route declares, which ``Destinations`` switches on and off.
    public let kind: Destinations.Kind
    /// The method its route answers: POST for a form (Sign out, the photo's upload and removal, the billing portal).
    public let method: HTTPMethod
    /// Whether the destination lives outside the app (opened in a new tab, `rel="noopener"`).
    public let isExternal: Bool

    /// `route` for `parameters`.
    public init<Query, each Parameter>(
        _ route: QuranFlowEndpoint<Query, repeat each Parameter>, _ parameters: repeat each Parameter
    ) {
        self.init(route, path: route.path(repeat each parameters))
    }

    /// `route` for `parameters` and `query` (its absent values left out).
    public init<Query, each Parameter>(
        _ route: QuranFlowEndpoint<Query, repeat each Parameter>, _ parameters: repeat each Parameter, query: Query
    ) {
        self.init(route, path: route.path(repeat each parameters, query: query))
    }

    private init<Query, each Parameter>(_ route: QuranFlowEndpoint<Query, repeat each Parameter>, path: String) {
        guard let feature = route.feature else {
            preconditionFailure("\(route.method.rawValue) \(route.pattern) declares no feature, so no control can lead to it")
        }
        self.init(path: path, kind: feature, method: route.method, isExternal: false)
    }

    private init(path: String, kind: Destinations.Kind, method: HTTPMethod, isExternal: Bool) {
        self.path = path
        self.kind = kind
        self.method = method
        self.isExternal = isExternal
    }

    /// A session's external meeting link (Zoom), opened in a new tab.
    public static func meetingLink(_ url: String) -> Destination {
        Destination(path: url, kind: .meetingLink, method: .get, isExternal: true)
    }

    /// The coach's queue tab in `order`: the default order (oldest first) prints no query.
    public static func coachQueue(_ order: QueueSortOrder) -> Destination {
        order == .oldestFirst
            ? Destination(QuranFlowRoute.coachQueue) : Destination(QuranFlowRoute.coachQueue, query: QueueQuery(sort: order))
    }
}

/// Which destinations exist. The server passes it in; a control whose destination is missing is left out of the
/// screen model entirely (never shown as a dead or fake link).
///
/// ```swift
/// let destinations = Destinations.current
/// destinations.allows(Destination(QuranFlowRoute.lesson, 8))   // true once the lesson feature exists
/// ```
public struct Destinations: Hashable, Sendable {
    /// Kinds of destination: the features routes declare (and the meeting link), switched on as their screens ship.
    public typealias Kind = QuranFlowFeature

    /// The kinds that exist.
    public let available: Set<Kind>

    /// A registry in which exactly `available` exist.
    public init(_ available: Set<Kind>) {
        self.available = available
    }

    /// What exists today: every feature a route declares, and a session's meeting link.
    public static let current = Destinations(Set(Kind.allCases))

    /// Every destination (for previews and tests of the finished app).
    public static let all = Destinations(Set(Kind.allCases))

    /// Whether `destination` exists.
    public func allows(_ destination: Destination) -> Bool {
        allows(destination.kind)
    }

    /// Whether destinations of `kind` exist.
    public func allows(_ kind: Kind) -> Bool {
        available.contains(kind)
    }

    /// This registry with `kinds` switched on too.
    ///
    /// ```swift
    /// Destinations.current.adding(.lesson)
    /// ```
    public func adding(_ kinds: Kind...) -> Destinations {
        Destinations(available.union(kinds))
    }

    /// An action labelled `label` leading to `destination`, or `nil` when the destination does not exist.
    ///
    /// ```swift
    /// destinations.action("Continue", to: Destination(QuranFlowRoute.lesson, 8))
    /// ```
    public func action(_ label: String, to destination: Destination) -> ScreenAction? {
        allows(destination) ? ScreenAction(label: label, destination: destination) : nil
    }
}
