import Identifiers
import JamaalCore
import Routing

/// Signing in and out, creating an account, claiming a single-person store's data, and the devices a person is signed
/// in on (Settings → Devices).
extension JamaalRoute {
    /// Sign in with email and password; `?next=` is where to go after (a path of this site).
    public static let signIn = Endpoint(.get, "/sign-in", query: SignInQuery.self, access: JamaalAccess.anyone)

    /// Checks the email and password (throttled per email and per address) and signs this browser in as a new device.
    public static let submitSignIn = Endpoint(.post, "/sign-in", access: JamaalAccess.anyone, statuses: [401, 422, 429])

    /// Create an account: email and password; then the first launch (OB-01).
    public static let signUp = Endpoint(.get, "/sign-up", access: JamaalAccess.anyone)

    /// Makes the account and signs this browser in.
    public static let createAccount = Endpoint(.post, "/sign-up", access: JamaalAccess.anyone, statuses: [409, 422])

    /// Signs this device out.
    public static let signOut = Endpoint(.post, "/sign-out", access: JamaalAccess.anyone)

    /// First start of a store from the single-person Jamaal: its owner sets an email and password to keep their data.
    public static let claim = Endpoint(.get, "/claim", access: JamaalAccess.anyone)

    /// Makes the first person's account (their existing data becomes theirs) and signs this browser in.
    public static let claimStore = Endpoint(.post, "/claim", access: JamaalAccess.anyone, statuses: [403, 409, 422])

    /// Forgot your password: the email to send a single-use reset link to.
    public static let forgotPassword = Endpoint(.get, "/forgot-password", access: JamaalAccess.anyone)

    /// Sends a reset link (an hour, single-use) if an account has the email; the answer is the same either way.
    public static let submitForgotPassword = Endpoint(.post, "/forgot-password", access: JamaalAccess.anyone, statuses: [422])

    /// The emailed reset link: the new-password form, or why the link cannot be used.
    public static let resetPassword = Endpoint(
        .get, "/reset-password", query: EmailedLinkQuery.self, access: JamaalAccess.anyone, statuses: [400])

    /// Sets the new password with the link's token, spends every link of the account and signs out every device.
    public static let submitResetPassword = Endpoint(.post, "/reset-password", access: JamaalAccess.anyone, statuses: [400, 422])

    /// The emailed unlock link: a button (a mail scanner fetching the link changes nothing).
    public static let unlock = Endpoint(.get, "/unlock", query: EmailedLinkQuery.self, access: JamaalAccess.anyone, statuses: [400])

    /// Lifts the pause on the email's sign-in.
    public static let submitUnlock = Endpoint(.post, "/unlock", access: JamaalAccess.anyone, statuses: [400])

    /// Settings → Devices: every browser signed in to this account, when each was last seen, this one marked.
    public static let devices = Endpoint(.get, "/settings/devices", access: JamaalAccess.person, feature: .devices)

    /// Renames one of the person's devices.
    public static let renameDevice = Endpoint(
        .post, "/settings/devices/:id", ID<SignedInDevice>.self, access: JamaalAccess.person, statuses: [404, 422])

    /// Signs one of the person's devices out (its session ends at once).
    public static let signOutDevice = Endpoint(
        .post, "/settings/devices/:id/sign-out", ID<SignedInDevice>.self, access: JamaalAccess.person, statuses: [404])
}
