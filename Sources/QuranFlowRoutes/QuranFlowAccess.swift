import Routing

/// Who may call a QuranFlow route. Every route declares one; there is no default, so nothing is open by accident.
/// The wrong role is a 403; the right role but not your object is the route's own 404.
///
/// ```swift
/// QuranFlowRoute.today.access   // .students
/// ```
public enum QuranFlowAccess: RouteAccess {
    /// Anyone, signed in or not (sign-in page, health, static files).
    case anyone
    /// Any signed-in person.
    case signedIn
    /// Signed-in students.
    case students
    /// Signed-in coaches.
    case coaches
    /// Signed-in programme admins.
    case admins
    /// Signed-in coaches and programme admins (announcement authors).
    case authors
    /// Signed-in students and coaches (the people who have widgets).
    case widgetOwners
    /// Students and coaches, signed in or reading with a widget device token (the ambient routes: GET only).
    case widgetReaders
    /// Stripe's webhook deliveries: no sign-in, no CSRF token; the handler admits only a body signed with the endpoint
    /// secret (`Stripe-Signature`).
    case stripeSigned
    /// Only when the server runs with `--test-clock`, and only from loopback.
    case testClock

    public var summary: String {
        switch self {
        case .anyone: "anyone"
        case .signedIn: "signed in"
        case .students: "student"
        case .coaches: "coach"
        case .admins: "admin"
        case .authors: "coach or admin"
        case .widgetOwners: "student or coach"
        case .widgetReaders: "student or coach, or their widget device token"
        case .stripeSigned: "Stripe (signed with the webhook endpoint's secret)"
        case .testClock: "test clock (loopback)"
        }
    }

    public var isPublic: Bool { self == .anyone || self == .testClock || self == .stripeSigned }
    public var refusesRoles: Bool { [.students, .coaches, .admins, .authors, .widgetOwners, .widgetReaders].contains(self) }
    public var isTestClock: Bool { self == .testClock }

    /// A route's feature as a destination of the screens.
    public typealias Feature = QuranFlowFeature
}

/// A QuranFlow route: its access is a ``QuranFlowAccess``.
public typealias QuranFlowEndpoint<Query: RouteQuery, each Parameter: PathParameter> =
    Endpoint<QuranFlowAccess, Query, repeat each Parameter>
