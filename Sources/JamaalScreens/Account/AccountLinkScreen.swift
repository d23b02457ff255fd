import JamaalRoutes
import Routing

/// The pages of the emailed ways back in (#42): Forgot your password (the email to send a link to, then the answer that
/// reads the same whether or not an account has it), the reset link's Choose a new password, the unlock link's Sign in
/// again (a button, so a mail scanner fetching the link changes nothing), and — for a link that is spent or past its
/// hour — why it can't be used and where to go instead.
///
/// ```swift
/// AccountLinkScreen.forgotPassword(email: "maryam@jamaal.test").submitLabel   // "Send the link"
/// AccountLinkScreen.linkSent(email: "maryam@jamaal.test").explanation
/// // "If an account exists for maryam@jamaal.test, we've sent it a link. It works once, for one hour."
/// ```
public struct AccountLinkScreen: Codable, Sendable, Equatable {
    public enum Kind: String, Codable, Sendable { case forgotPassword, linkSent, choosePassword, unlock, unusable }

    public let kind: Kind
    public let headline: String
    public let explanation: String
    /// What went wrong, said once, and the field it is about, if any.
    public let error: String?
    public let errorField: String?
    /// The email field's value (Forgot your password only).
    public let email: String?
    /// The link's token, sent back with the form (Choose a new password, Sign in again).
    public let token: String?
    /// Where the form posts and its button, when the page has one.
    public let action: String?
    public let submitLabel: String?
    /// The password's rule, under the new password.
    public let passwordHint: String?
    /// The way on from here.
    public let linkLabel: String
    public let linkPath: String

    /// Forgot your password.
    public static func forgotPassword(email: String = "", error: String? = nil) -> AccountLinkScreen {
        AccountLinkScreen(
            kind: .forgotPassword, headline: "Reset your password",
            explanation: "Enter the email you sign in with. We'll send it a link to choose a new password.", error: error,
            errorField: error == nil ? nil : "email", email: email, token: nil, action: JamaalRoute.submitForgotPassword.path(),
            submitLabel: "Send the link", passwordHint: nil, linkLabel: "Back to sign in", linkPath: JamaalRoute.signIn.path())
    }

    /// The answer once a link is asked for: the same whether or not an account has the email.
    public static func linkSent(email: String) -> AccountLinkScreen {
        AccountLinkScreen(
            kind: .linkSent, headline: "Check your email",
            explanation: "If an account exists for \(email), we've sent it a link. It works once, for one hour.", error: nil,
            errorField: nil, email: nil, token: nil, action: nil, submitLabel: nil, passwordHint: nil, linkLabel: "Back to sign in",
            linkPath: JamaalRoute.signIn.path())
    }

    /// The reset link's page; `minimumPasswordLength` is the password rule's.
    public static func choosePassword(token: String, error: String? = nil, minimumPasswordLength: Int) -> AccountLinkScreen {
        AccountLinkScreen(
            kind: .choosePassword, headline: "Choose a new password",
            explanation: "Every device signed in to your account will be signed out; sign in again with the new password.",
            error: error, errorField: error == nil ? nil : "password", email: nil, token: token,
            action: JamaalRoute.submitResetPassword.path(), submitLabel: "Save the new password",
            passwordHint: "At least \(minimumPasswordLength) characters.", linkLabel: "Back to sign in",
            linkPath: JamaalRoute.signIn.path())
    }

    /// The unlock link's page.
    public static func unlock(token: String) -> AccountLinkScreen {
        AccountLinkScreen(
            kind: .unlock, headline: "Sign in again",
            explanation: "Signing in with your email was paused after too many wrong passwords. If that was you, lift the pause "
                + "and sign in now.",
            error: nil, errorField: nil, email: nil, token: token, action: JamaalRoute.submitUnlock.path(),
            submitLabel: "Lift the pause", passwordHint: nil, linkLabel: "Back to sign in", linkPath: JamaalRoute.signIn.path())
    }

    /// A reset link that is spent or past its hour.
    public static let expiredReset = unusable(
        "This reset link has expired or was already used. Ask for a new one.", linkLabel: "Send a new link",
        linkPath: JamaalRoute.forgotPassword.path())

    /// An unlock link that is spent or past its hour.
    public static let expiredUnlock = unusable(
        "This unlock link has expired or was already used. Sign in, or reset your password.", linkLabel: "Back to sign in",
        linkPath: JamaalRoute.signIn.path())

    static func unusable(_ reason: String, linkLabel: String, linkPath: String) -> AccountLinkScreen {
        AccountLinkScreen(
            kind: .unusable, headline: "This link can't be used", explanation: reason, error: nil, errorField: nil, email: nil,
            token: nil, action: nil, submitLabel: nil, passwordHint: nil, linkLabel: linkLabel, linkPath: linkPath)
    }
}
