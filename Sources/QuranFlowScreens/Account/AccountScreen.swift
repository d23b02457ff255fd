/// Your account (for a signed-in person without a student or coach shell, the admin above all): who is signed in,
/// Change password, Sign out.
public struct AccountScreen: Equatable, Sendable {
    public let name: String
    public let role: String
    public let email: String
    /// "Toronto · America/Toronto".
    public let place: String
    /// Whether the page links to the admin page.
    public let opensAdmin: Bool
    /// Just after a password change.
    public let changed: Bool
    public let error: String?

    public init(
        name: String, role: String, email: String, city: String, zoneIdentifier: String, isAdmin: Bool, changed: Bool = false,
        error: String? = nil
    ) {
        self.name = name
        self.role = role
        self.email = email
        self.place = "\(city) · \(zoneIdentifier)"
        self.opensAdmin = isAdmin
        self.changed = changed
        self.error = error
    }
}
