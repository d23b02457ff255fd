import HTTPServer
import WebAuthn

// The WebAuthn module's refusals, by the rule both products share (docs/conventions.md, Status codes): an answer whose
// bytes cannot be read is 400; one that reads but breaks a rule (another ceremony, another site, an expired or used
// challenge, a signature that does not verify, a counter going backwards) is 422. The sentence is the module's
// ``WebAuthnError/message``; the detail goes to the log only.
extension WebAuthnError: HTTPResponseError {
    public var httpError: HTTPError {
        switch self {
        case .tooLarge, .malformedClientData, .malformedAttestationObject, .malformedAuthenticatorData, .credentialIDTooLong,
            .malformedSignature:
            HTTPError(.badRequest, message)
        case .wrongType, .challengeMismatch, .originMismatch, .crossOriginNotAllowed, .unsupportedAttestationFormat,
            .invalidAttestationStatement, .relyingPartyMismatch, .userNotPresent, .userNotVerified, .missingCredentialData,
            .unsupportedKey, .invalidPublicKey, .invalidSignature, .counterWentBackwards:
            HTTPError(.unprocessableEntity, message)
        }
    }
}
