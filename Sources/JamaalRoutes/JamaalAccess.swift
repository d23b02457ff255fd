import Routing

/// Who may call a Jamaal route. Every route states one. Each person signs in (email and password) on each device; the
/// Host allow-list admits only this service's names, and every form carries a CSRF token.
///
/// ```swift
/// Endpoint(.post, "/today/level", access: JamaalAccess.person)
/// ```
public enum JamaalAccess: RouteAccess {
    /// Anyone, signed in or not: the sign-in and account pages, the assets, the health checks and the API's description.
    case anyone
    /// The signed-in person (unsafe methods need a CSRF token); anyone else is sent to sign in (401 for the API).
    case person
    /// The person, shaping the plan (creating or editing tasks, habits, Anchors, categories; Night Planning; capacity and
    /// day settings): refused while the trial has ended unsubscribed (read-only, F12).
    case shaping
    /// Only when the server runs with `--test-clock` (no CSRF token; still loopback only).
    case testClock
    /// Stripe's webhook: no session and no CSRF token — the request is genuine when its `Stripe-Signature` verifies
    /// with the endpoint's signing secret (the handler checks it before reading anything).
    case stripeSigned

    /// A short phrase for the route list and the OpenAPI document.
    public var summary: String {
        switch self {
        case .anyone: "anyone (CSRF on forms)"
        case .person: "the signed-in person (CSRF on forms)"
        case .shaping: "the signed-in person, shaping the plan (CSRF on forms; locked in read-only)"
        case .testClock: "test clock (loopback)"
        case .stripeSigned: "Stripe (signed with the webhook endpoint's secret)"
        }
    }

    /// Only ``anyone``'s routes (the test clock's, loopback only, and Stripe's signed webhook) are open without signing in.
    public var isPublic: Bool { self == .anyone || self == .testClock || self == .stripeSigned }

    /// Every signed-in person has the same role.
    public var refusesRoles: Bool { false }

    public var isTestClock: Bool { self == .testClock }

    /// A route's feature as a destination of the screens.
    public typealias Feature = JamaalFeature
}
