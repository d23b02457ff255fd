import Accounts

/// Who may call a route. Every route states one; there is no default, so nothing is open by accident.
public enum Access: Sendable, Equatable {
    /// Anyone, signed in or not (sign-in page, health, static files).
    case anyone
    /// Any signed-in person.
    case signedIn
    /// Signed-in people with one of these roles.
    case roles(Set<Role>)
    /// Signed-in Year-2 students.
    case year2Students
    /// Only when the server runs with `--test-clock`, and only from loopback.
    case testClock

    /// A short word for the OpenAPI document and the route list.
    public var summary: String {
        switch self {
        case .anyone: "anyone"
        case .signedIn: "signed in"
        case .roles(let roles): roles.map(\.rawValue).sorted().joined(separator: ", ")
        case .year2Students: "year-2 students"
        case .testClock: "test clock (loopback)"
        }
    }

    /// Whether this account may pass (nil: not signed in).
    func allows(_ account: Account?) -> Bool {
        switch self {
        case .anyone, .testClock: true
        case .signedIn: account != nil
        case .roles(let roles): account.map { roles.contains($0.role) } ?? false
        case .year2Students: account.map { $0.role == .student && $0.studentYear == 2 } ?? false
        }
    }
}
