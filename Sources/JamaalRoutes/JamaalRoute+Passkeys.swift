import Identifiers
import JamaalCore
import Routing

/// Passkeys (#42): Settings → Passkeys (the person's passkeys, adding one, removing one) and signing in with one. The
/// JSON routes are the page script's: each ceremony asks for options (a challenge the server keeps for five minutes,
/// answered once) and posts the browser's answer back to be verified.
extension JamaalRoute {
    /// Settings → Passkeys: the person's passkeys, each with when it was added and last used, Remove, and Add a passkey.
    public static let passkeys = Endpoint(.get, "/settings/passkeys", access: JamaalAccess.person, feature: .passkeys)

    /// The options `navigator.credentials.create` takes for a new passkey of the signed-in person, with a new challenge.
    public static let passkeyRegistrationOptions = Endpoint(
        .post, "/api/passkeys/registration-options", access: JamaalAccess.person,
        kind: .api(
            summary: "WebAuthn creation options for a new passkey of the signed-in person: the relying party, an opaque user "
                + "handle, a challenge answerable once within five minutes, ES256 only, a discoverable credential, no attestation, "
                + "and the passkeys already registered (excluded)"),
        statuses: [429], rateLimit: PasskeyRateLimit.ceremonies)

    /// Verifies the browser's answer to a registration and stores the new passkey.
    public static let registerPasskey = Endpoint(
        .post, "/api/passkeys", access: JamaalAccess.person,
        kind: .api(
            summary: "Registers a passkey from `navigator.credentials.create`'s answer (base64url fields): verified against the "
                + "challenge issued to this person, this site's origin and id; refused with a sentence naming the problem"),
        statuses: [409, 413, 415, 422])

    /// Removes one of the person's passkeys (it can no longer sign in).
    public static let removePasskey = Endpoint(
        .post, "/settings/passkeys/:id/remove", ID<Passkey>.self, access: JamaalAccess.person, statuses: [404])

    /// The options `navigator.credentials.get` takes to sign in with a passkey (any of this site's: discoverable).
    public static let passkeySignInOptions = Endpoint(
        .post, "/api/passkeys/sign-in-options", access: JamaalAccess.anyone,
        kind: .api(
            summary: "WebAuthn request options to sign in with a passkey: a challenge bound to this browser, answerable once "
                + "within five minutes, and no allowed credentials (the authenticator offers the person's own)"),
        statuses: [429], rateLimit: PasskeyRateLimit.ceremonies)

    /// Verifies the browser's answer to a sign-in and signs this browser in as a new device (throttled per address).
    public static let passkeySignIn = Endpoint(
        .post, "/api/passkeys/sign-in", access: JamaalAccess.anyone,
        kind: .api(
            summary: "Signs this browser in from `navigator.credentials.get`'s answer: the passkey found by its credential id, "
                + "its signature checked against the challenge issued to this browser and its counter; answers where to go next"),
        statuses: [401, 413, 415, 422, 429])
}

/// How often a browser may ask for a passkey ceremony's options (each keeps a challenge for five minutes).
public enum PasskeyRateLimit {
    public static let ceremonies = RateLimit("passkey requests", limit: 120, window: 10 * 60, per: .client)
}
