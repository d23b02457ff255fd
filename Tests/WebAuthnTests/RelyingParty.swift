import WebAuthn
import WebAuthnTestSupport

/// The relying party's checks with the tests' site, as the app calls them.
enum RelyingParty {
    static func register(
        _ registration: TestAuthenticator.Registration, challenge: [UInt8], requireUserVerification: Bool = true
    ) throws(WebAuthnError) -> RegisteredCredential {
        try WebAuthnRelyingParty.verifyRegistration(
            attestationObject: registration.attestationObject, clientDataJSON: registration.clientDataJSON,
            expectedChallenge: challenge, expectedOrigin: Site.origin, rpID: Site.rpID, requireUserVerification: requireUserVerification)
    }

    static func signIn(
        _ assertion: TestAuthenticator.Assertion, credential: StoredCredential, challenge: [UInt8], requireUserVerification: Bool = true
    ) throws(WebAuthnError) -> VerifiedAssertion {
        try WebAuthnRelyingParty.verifyAssertion(
            credential: credential, authenticatorData: assertion.authenticatorData, clientDataJSON: assertion.clientDataJSON,
            signature: assertion.signature, expectedChallenge: challenge, expectedOrigin: Site.origin, rpID: Site.rpID,
            requireUserVerification: requireUserVerification)
    }
}

/// The `WebAuthnError` `body` throws, or nil when it returns.
func refusal<T>(_ body: () throws(WebAuthnError) -> T) -> WebAuthnError? {
    do {
        _ = try body()
        return nil
    } catch {
        return error
    }
}
