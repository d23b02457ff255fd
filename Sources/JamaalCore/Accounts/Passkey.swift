/// A passkey registered to a person's account, as its identifier's type: `ID<Passkey>` names one in a route
/// (Settings → Passkeys) without the routes knowing how passkeys are stored or what the browser calls them.
///
///     JamaalRoute.removePasskey.path(ID<Passkey>("p7…"))   // "/settings/passkeys/p7…/remove"
public enum Passkey {
    /// The longest name a person can give a passkey.
    public static let maximumNameLength = 60
    /// How long a registration's or a sign-in's challenge can be answered (WebAuthn's own timeout is the same).
    public static let challengeLifetimeSeconds = 300
}
