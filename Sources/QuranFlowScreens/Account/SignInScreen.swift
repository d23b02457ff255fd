/// The sign-in page: the email typed so far, one clear error, the page to go to after (`next`, a same-site path) and
/// the notice after a reset or an unlock.
///
/// ```swift
/// AccountPages.signIn(SignInScreen(email: "sarah@quranflow.test", error: "Wrong email or password."), csrfToken: token)
/// ```
public struct SignInScreen: Equatable, Sendable {
    public let email: String
    public let error: String?
    public let next: String
    public let notice: String?

    public init(email: String = "", error: String? = nil, next: String = "", notice: String? = nil) {
        self.email = email
        self.error = error
        self.next = next
        self.notice = notice
    }

    /// The notice on arriving from a finished reset or unlock link.
    public static func notice(afterReset: Bool, afterUnlock: Bool) -> String? {
        if afterReset { return "Your password is changed. Sign in with the new one." }
        if afterUnlock { return "Signing in is open again. Sign in with your password." }
        return nil
    }

    /// The password field takes the focus once the email is known (a refused attempt keeps it).
    public var focusesPassword: Bool { !email.isEmpty }
}
