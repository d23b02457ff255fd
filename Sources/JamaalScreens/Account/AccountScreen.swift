import JamaalRoutes
import Routing

/// The account pages a person sees before they are signed in: Sign in, Create an account, and — on a store from the
/// single-person Jamaal — Keep your data (its owner sets an email and password for the plan already there).
///
/// ```swift
/// AccountScreen.signIn(email: "maryam@jamaal.test", error: "That email and password don't match.")
/// ```
public struct AccountScreen: Codable, Sendable, Equatable {
    public enum Mode: String, Codable, Sendable { case signIn, signUp, claim }

    public let mode: Mode
    public let headline: String
    public let explanation: String
    /// The email as typed (kept when the form is refused).
    public let email: String
    /// What went wrong, said once, and the field it is about (`email` or `password`), if any.
    public let error: String?
    public let errorField: String?
    /// Where the form posts.
    public let action: String
    public let submitLabel: String
    /// Where to go after signing in (a path of this site).
    public let next: String?
    /// The other way in ("New to Jamaal? Create an account"), when there is one.
    public let alternateText: String?
    public let alternateLabel: String?
    public let alternatePath: String?
    /// The password field's `autocomplete`: `current-password` to sign in, `new-password` to choose one.
    public let passwordAutocomplete: String
    /// The password's rule, shown under a new password.
    public let passwordHint: String?
    /// Sign in with a passkey (#42): where the page's script asks for the options and posts the browser's answer; nil
    /// on the pages that make an account. The script shows the button only where the browser can use a passkey.
    public let passkeyOptionsPath: String?
    public let passkeySignInPath: String?
    /// A quiet line above the form: why the page is shown (a new password was set, a pause was lifted).
    public var notice: String?
    /// "Forgot your password?" (Sign in only).
    public var forgotPasswordPath: String?

    /// The notice after an emailed link did its work.
    public static let passwordChangedNotice = "Your password is changed. Sign in with the new one."
    public static let unlockedNotice = "Signing in is open again. Sign in with your password."

    /// Sign in.
    public static func signIn(
        email: String = "", error: String? = nil, errorField: String? = nil, next: String? = nil, notice: String? = nil
    ) -> AccountScreen {
        AccountScreen(
            mode: .signIn, headline: "Sign in to Jamaal", explanation: "Your day, on every device you sign in on.", email: email,
            error: error, errorField: errorField, action: JamaalRoute.submitSignIn.path(), submitLabel: "Sign in", next: next,
            alternateText: "New to Jamaal?", alternateLabel: "Create an account", alternatePath: JamaalRoute.signUp.path(),
            passwordAutocomplete: "current-password", passwordHint: nil, passkeyOptionsPath: JamaalRoute.passkeySignInOptions.path(),
            passkeySignInPath: JamaalRoute.passkeySignIn.path(), notice: notice, forgotPasswordPath: JamaalRoute.forgotPassword.path())
    }

    /// Create an account; `minimumPasswordLength` is the password rule's.
    public static func signUp(email: String = "", error: String? = nil, errorField: String? = nil, minimumPasswordLength: Int)
        -> AccountScreen
    {
        AccountScreen(
            mode: .signUp, headline: "Create your Jamaal account",
            explanation: "Your 14-day free trial starts when you first open Today. Sign in with the same email on your phone, "
                + "tablet and computer.",
            email: email, error: error, errorField: errorField, action: JamaalRoute.createAccount.path(), submitLabel: "Create account",
            next: nil, alternateText: "Already have an account?", alternateLabel: "Sign in", alternatePath: JamaalRoute.signIn.path(),
            passwordAutocomplete: "new-password", passwordHint: "At least \(minimumPasswordLength) characters.", passkeyOptionsPath: nil,
            passkeySignInPath: nil)
    }

    /// Keep your data: the first start of a store whose plan no account owns yet.
    public static func claim(email: String = "", error: String? = nil, errorField: String? = nil, minimumPasswordLength: Int)
        -> AccountScreen
    {
        AccountScreen(
            mode: .claim, headline: "Keep your plan",
            explanation: "Jamaal now signs you in, so you can open your day on your phone, tablet and computer. Choose the email "
                + "and password for the plan already here; everything in it stays as it is.",
            email: email, error: error, errorField: errorField, action: JamaalRoute.claimStore.path(), submitLabel: "Keep my plan",
            next: nil, alternateText: nil, alternateLabel: nil, alternatePath: nil, passwordAutocomplete: "new-password",
            passwordHint: "At least \(minimumPasswordLength) characters.", passkeyOptionsPath: nil, passkeySignInPath: nil)
    }
}
