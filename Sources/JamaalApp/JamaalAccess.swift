/// Who may call a Jamaal route. Every route states one. Jamaal has one person and no sign-in: the loopback and Host
/// guard admits only this machine, and every form carries a CSRF token.
public enum JamaalAccess: Sendable, Equatable {
    /// The person at this machine (through ``LoopbackGuard``; unsafe methods need a CSRF token).
    case person
    /// Only when the server runs with `--test-clock` (no CSRF token; still loopback only).
    case testClock

    /// A short word for the route list.
    public var summary: String {
        switch self {
        case .person: "the person (loopback, CSRF on forms)"
        case .testClock: "test clock (loopback)"
        }
    }
}
