/// Why a passkey registration or sign-in was refused. ``message`` is one sentence a person can read (the app shows it
/// with a 400 when the bytes cannot be read, a 422 when they can but break a rule); ``description`` adds the detail
/// for the log.
///
/// ```swift
/// do {
///     _ = try WebAuthnRelyingParty.verifyAssertion(…)
/// } catch {
///     print(error.message)  // "This passkey answered for a different site."
/// }
/// ```
public enum WebAuthnError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A part of the answer is larger than anything a browser sends (`part` names it).
    case tooLarge(part: String, limit: Int)
    /// clientDataJSON is not the JSON object a browser writes (the detail says what is missing).
    case malformedClientData(String)
    /// The answer belongs to the other ceremony (`webauthn.create` for a sign-in, or the reverse).
    case wrongType(expected: String, received: String)
    /// The challenge signed is not the one this request issued.
    case challengeMismatch
    /// The page that asked is not the expected origin.
    case originMismatch(received: String)
    /// The request was made from a frame inside another site.
    case crossOriginNotAllowed
    /// The attestation object is not the CBOR map a browser sends.
    case malformedAttestationObject(String)
    /// An attestation format other than "none" and self-attested "packed".
    case unsupportedAttestationFormat(String)
    /// The attestation statement does not hold together (its signature, its algorithm).
    case invalidAttestationStatement(String)
    /// The authenticator data cannot be read (lengths, flags, trailing bytes).
    case malformedAuthenticatorData(String)
    /// The authenticator data's rpIdHash is not SHA-256 of this relying party's id.
    case relyingPartyMismatch
    /// The UP flag is not set.
    case userNotPresent
    /// The UV flag is not set where the relying party requires user verification.
    case userNotVerified
    /// A registration without attested credential data (the AT flag or its bytes missing).
    case missingCredentialData
    /// A credential id longer than the 1023 bytes WebAuthn allows.
    case credentialIDTooLong(Int)
    /// A credential key that is not ES256 on P-256 (the detail says what it is).
    case unsupportedKey(String)
    /// A P-256 key whose coordinates are not 32 bytes each or not a point on the curve.
    case invalidPublicKey
    /// The assertion's signature is not a DER ECDSA signature of a plausible size.
    case malformedSignature
    /// The signature does not verify with the stored key.
    case invalidSignature
    /// The signature counter did not increase although one of the counters is non-zero.
    case counterWentBackwards(stored: UInt32, received: UInt32)

    /// The sentence shown to the person.
    public var message: String {
        switch self {
        case .tooLarge: "This passkey’s answer is larger than any passkey sends."
        case .malformedClientData: "The browser’s account of this passkey request could not be read."
        case .wrongType(let expected, _):
            expected == WebAuthnRelyingParty.registrationType
                ? "This passkey answered a sign-in, not the registration that was asked for."
                : "This passkey answered a registration, not the sign-in that was asked for."
        case .challengeMismatch: "This passkey answered a different or expired request. Please try again."
        case .originMismatch: "This passkey request came from a different web address."
        case .crossOriginNotAllowed: "This passkey request came from a page embedded in another site."
        case .malformedAttestationObject: "This passkey’s registration could not be read."
        case .unsupportedAttestationFormat:
            "This kind of passkey attestation is not supported; only passkeys without attestation can be registered."
        case .invalidAttestationStatement: "This passkey’s attestation does not match its registration."
        case .malformedAuthenticatorData: "This passkey’s answer could not be read."
        case .relyingPartyMismatch: "This passkey answered for a different site."
        case .userNotPresent: "The passkey did not confirm that someone was there. Please try again and touch or unlock it."
        case .userNotVerified: "This site needs your passkey to verify you with a PIN, fingerprint or face, and it did not."
        case .missingCredentialData: "This passkey’s registration does not include the new credential."
        case .credentialIDTooLong: "This passkey’s credential id is longer than passkeys allow."
        case .unsupportedKey: "Only ES256 (P-256) passkeys are supported."
        case .invalidPublicKey: "This passkey’s public key is not a valid P-256 key."
        case .malformedSignature: "This passkey’s signature could not be read."
        case .invalidSignature: "This passkey’s signature does not match: the answer was changed, or signed by another key."
        case .counterWentBackwards: "The authenticator’s counter went backwards: this passkey may have been cloned."
        }
    }

    /// The sentence and, for the log, what exactly was found.
    public var description: String {
        switch self {
        case .tooLarge(let part, let limit): "\(message) (\(part) over \(limit) bytes)"
        case .malformedClientData(let detail), .malformedAttestationObject(let detail),
            .invalidAttestationStatement(let detail), .malformedAuthenticatorData(let detail), .unsupportedKey(let detail):
            "\(message) (\(detail))"
        case .wrongType(let expected, let received): "\(message) (type “\(received)”, expected “\(expected)”)"
        case .originMismatch(let received): "\(message) (origin “\(received)”)"
        case .unsupportedAttestationFormat(let format): "\(message) (format “\(format)”)"
        case .credentialIDTooLong(let length): "\(message) (\(length) bytes)"
        case .counterWentBackwards(let stored, let received): "\(message) (stored \(stored), received \(received))"
        default: message
        }
    }
}
