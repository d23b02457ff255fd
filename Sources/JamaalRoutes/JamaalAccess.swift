import Routing

/// Who may call a Jamaal route. Every route states one. Jamaal has one person and no sign-in: the loopback and Host
/// guard admits only this machine, and every form carries a CSRF token.
///
/// ```swift
/// Endpoint(.post, "/today/level", access: JamaalAccess.person)
/// ```
public enum JamaalAccess: RouteAccess {
    /// The person at this machine (through the loopback guard; unsafe methods need a CSRF token).
    case person
    /// The person, shaping the plan (creating or editing tasks, habits, Anchors, categories; Night Planning; capacity and
    /// day settings): refused while the trial has ended unsubscribed (read-only, F12).
    case shaping
    /// Only when the server runs with `--test-clock` (no CSRF token; still loopback only).
    case testClock

    /// A short phrase for the route list and the OpenAPI document.
    public var summary: String {
        switch self {
        case .person: "the person (loopback, CSRF on forms)"
        case .shaping: "the person, shaping the plan (loopback, CSRF on forms; locked in read-only)"
        case .testClock: "test clock (loopback)"
        }
    }

    /// There is no sign-in: whoever passes the loopback guard is the person.
    public var isPublic: Bool { true }

    /// One person, one role.
    public var refusesRoles: Bool { false }

    public var isTestClock: Bool { self == .testClock }

    /// A route's feature as a destination of the screens.
    public typealias Feature = JamaalFeature
}
