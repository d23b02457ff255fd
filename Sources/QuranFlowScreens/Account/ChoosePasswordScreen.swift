/// Choosing a password from an emailed link: a reset link's page, or — for an `invitation` (an imported student's first
/// link) — a welcome that asks for a first password; when the link is not `usable`, why, and where to go instead.
///
/// ```swift
/// ChoosePasswordScreen(token: token, usable: true, invitation: true, minimumLength: 10).heading
/// // "Welcome — choose your password"
/// ```
public struct ChoosePasswordScreen: Equatable, Sendable {
    public let token: String
    public let error: String?
    public let usable: Bool
    public let invitation: Bool
    /// The password policy's least length, said in the instructions.
    public let minimumLength: Int

    public init(token: String, error: String? = nil, usable: Bool = true, invitation: Bool = false, minimumLength: Int) {
        self.token = token
        self.error = error
        self.usable = usable
        self.invitation = invitation
        self.minimumLength = minimumLength
    }

    public var heading: String { invitation ? "Welcome — choose your password" : "Choose a new password" }

    /// What the page asks, above the field.
    public var instructions: String {
        invitation
            ? "You've been invited to QuranFlow. Choose a password of at least \(minimumLength) characters, then sign in with your email."
            : "At least \(minimumLength) characters. You'll be signed out everywhere else."
    }

    public var fieldLabel: String { invitation ? "Password" : "New password" }
    public var submitLabel: String { invitation ? "Save my password" : "Save the new password" }

    /// Why a link that no longer works is refused (the error the route gave, or the link's own words).
    public var unusableReason: String {
        if let error { return error }
        return invitation
            ? "This invitation link has expired or was already used. If you have set your password, sign in; if not, send yourself a new link."
            : "This reset link has expired or was already used. Ask for a new one."
    }
}
