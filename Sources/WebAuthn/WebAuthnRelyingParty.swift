import Security

/// The relying party's two checks (WebAuthn Level 3 §7.1 and §7.2), pure: bytes in, a verified credential or counter
/// out, or a ``WebAuthnError`` naming what was wrong. The app issues and keeps the challenges and stores the
/// credentials; nothing here reads a clock, a file or the network.
///
/// Only ES256 (P-256) credentials are accepted, with attestation `"none"` or self-attested `"packed"` (ask the browser
/// for `attestation: "none"`). Requests framed by another site (`crossOrigin: true`) are refused.
///
/// ```swift
/// let credential = try WebAuthnRelyingParty.verifyRegistration(
///     attestationObject: response.attestationObject, clientDataJSON: response.clientDataJSON,
///     expectedChallenge: issued, expectedOrigin: "https://jamaal.example", rpID: "jamaal.example",
///     requireUserVerification: true)
///
/// let result = try WebAuthnRelyingParty.verifyAssertion(
///     credential: StoredCredential(publicKey: try P256PublicKey(spkiDER: row.key), signCount: row.signCount),
///     authenticatorData: response.authenticatorData, clientDataJSON: response.clientDataJSON,
///     signature: response.signature, expectedChallenge: issued, expectedOrigin: "https://jamaal.example",
///     rpID: "jamaal.example", requireUserVerification: true)
/// row.signCount = result.signCount
/// ```
public enum WebAuthnRelyingParty {
    /// clientData's `type` for a registration.
    public static let registrationType = "webauthn.create"
    /// clientData's `type` for a sign-in.
    public static let assertionType = "webauthn.get"
    /// The fewest challenge bytes accepted: a shorter expected challenge (an app's mistake) never matches.
    public static let minimumChallengeLength = 16

    /// Verifies a registration (`navigator.credentials.create`'s response) and returns the credential to store.
    ///
    /// Checks, in the specification's order: clientData's type, challenge (in constant time) and origin; the
    /// authenticator data's rpIdHash against SHA-256 of `rpID`, UP, UV when `requireUserVerification`, the attested
    /// credential (AT) with an ES256 P-256 key; and the attestation statement.
    public static func verifyRegistration(
        attestationObject: [UInt8], clientDataJSON: [UInt8], expectedChallenge: [UInt8], expectedOrigin: String, rpID: String,
        requireUserVerification: Bool
    ) throws(WebAuthnError) -> RegisteredCredential {
        let client = try ClientData(json: clientDataJSON)
        try check(client, type: registrationType, challenge: expectedChallenge, origin: expectedOrigin)
        let object = try AttestationObject(bytes: attestationObject)
        let data = object.authenticatorData
        try check(data, rpID: rpID, requireUserVerification: requireUserVerification)
        guard let attested = data.attestedCredentialData else { throw .missingCredentialData }
        try verifyStatement(of: object, publicKey: attested.publicKey.publicKey, clientDataHash: SHA256.digest(clientDataJSON))
        return RegisteredCredential(
            id: attested.credentialID, publicKey: attested.publicKey.publicKey, signCount: data.signCount, aaguid: attested.aaguid,
            attestationFormat: object.format, flags: data.flags)
    }

    /// Verifies a sign-in (`navigator.credentials.get`'s response) with the stored credential and returns the counter to
    /// store.
    ///
    /// Checks clientData's type, challenge (in constant time) and origin; the rpIdHash, UP and (when required) UV; the
    /// ES256 signature (DER, as browsers send it) over `authenticatorData || SHA-256(clientDataJSON)`; and that the
    /// counter increased, unless both counters are zero (an authenticator without one).
    public static func verifyAssertion(
        credential: StoredCredential, authenticatorData: [UInt8], clientDataJSON: [UInt8], signature: [UInt8],
        expectedChallenge: [UInt8], expectedOrigin: String, rpID: String, requireUserVerification: Bool
    ) throws(WebAuthnError) -> VerifiedAssertion {
        let client = try ClientData(json: clientDataJSON)
        try check(client, type: assertionType, challenge: expectedChallenge, origin: expectedOrigin)
        let data = try AuthenticatorData(bytes: authenticatorData)
        try check(data, rpID: rpID, requireUserVerification: requireUserVerification)
        guard isPlausibleDERSignature(signature) else { throw .malformedSignature }
        let signed = authenticatorData + SHA256.digest(clientDataJSON)
        guard credential.publicKey.isValidSignature(signature, for: signed) else { throw .invalidSignature }
        if data.signCount != 0 || credential.signCount != 0, data.signCount <= credential.signCount {
            throw .counterWentBackwards(stored: credential.signCount, received: data.signCount)
        }
        return VerifiedAssertion(signCount: data.signCount, flags: data.flags)
    }

    // MARK: The steps both ceremonies share

    private static func check(_ client: ClientData, type: String, challenge: [UInt8], origin: String) throws(WebAuthnError) {
        guard client.type == type else { throw .wrongType(expected: type, received: client.type) }
        guard challenge.count >= minimumChallengeLength, constantTimeEquals(client.challenge, challenge) else {
            throw .challengeMismatch
        }
        guard client.origin == origin else { throw .originMismatch(received: client.origin) }
        guard !client.crossOrigin else { throw .crossOriginNotAllowed }
    }

    private static func check(_ data: AuthenticatorData, rpID: String, requireUserVerification: Bool) throws(WebAuthnError) {
        guard constantTimeEquals(data.rpIDHash, SHA256.digest(Array(rpID.utf8))) else { throw .relyingPartyMismatch }
        guard data.flags.contains(.userPresent) else { throw .userNotPresent }
        guard !requireUserVerification || data.flags.contains(.userVerified) else { throw .userNotVerified }
    }

    /// `"none"`: an empty statement. `"packed"` without a certificate (self attestation): `alg` -7 and `sig` an ES256
    /// signature by the credential's own key over `authData || clientDataHash`. Anything else is refused.
    private static func verifyStatement(
        of object: AttestationObject, publicKey: P256PublicKey, clientDataHash: [UInt8]
    ) throws(WebAuthnError) {
        let statement = object.statement
        switch object.format {
        case "none":
            guard statement.mapEntries?.isEmpty == true else { throw .invalidAttestationStatement("“none” with a statement") }
        case "packed":
            guard statement["x5c"] == nil, statement["ecdaaKeyId"] == nil else {
                throw .unsupportedAttestationFormat("packed with a certificate")
            }
            guard statement["alg"]?.integer == COSEKey.es256 else {
                throw .invalidAttestationStatement("self attestation whose alg is not the credential's (-7)")
            }
            guard let signature = statement["sig"]?.bytes, isPlausibleDERSignature(signature) else {
                throw .invalidAttestationStatement("self attestation without a DER signature")
            }
            guard publicKey.isValidSignature(signature, for: object.authenticatorDataBytes + clientDataHash) else {
                throw .invalidAttestationStatement("the self-attestation signature does not verify")
            }
        default:
            throw .unsupportedAttestationFormat(object.format)
        }
    }

    /// A DER SEQUENCE with a short-form length that covers the rest, no longer than a P-256 signature can be; OpenSSL
    /// checks the rest strictly.
    private static func isPlausibleDERSignature(_ signature: [UInt8]) -> Bool {
        guard signature.count >= 8, signature.count <= OpenSSLES256.maximumSignatureLength else { return false }
        return signature[0] == 0x30 && Int(signature[1]) == signature.count &- 2
    }
}
