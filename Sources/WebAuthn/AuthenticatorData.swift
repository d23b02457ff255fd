/// Authenticator data (WebAuthn Level 3 §6.1), read strictly: the 32-byte rpIdHash, the flags, the big-endian signature
/// counter, the attested credential data when AT is set and the extensions map when ED is set — and nothing after.
/// Every length is checked against the bytes left; a malformed input throws ``WebAuthnError``, never traps.
///
/// ```swift
/// let data = try AuthenticatorData(bytes: authenticatorData)
/// data.flags.contains(.userPresent)  // true
/// data.signCount                     // 42
/// ```
public struct AuthenticatorData: Hashable, Sendable {
    /// The most bytes accepted (a browser sends 37 for a sign-in and a few hundred for a registration).
    public static let maximumLength = 16 * 1024

    /// SHA-256 of the relying party id the authenticator answered for.
    public let rpIDHash: [UInt8]
    public let flags: AuthenticatorFlags
    /// The signature counter; 0 when the authenticator keeps none (most synced passkeys).
    public let signCount: UInt32
    /// The new credential, present exactly when ``AuthenticatorFlags/attestedCredentialData`` is set.
    public let attestedCredentialData: AttestedCredentialData?
    /// The extension outputs map, present exactly when ``AuthenticatorFlags/extensionData`` is set.
    public let extensions: CBORValue?

    /// Reads `bytes`; throws ``WebAuthnError/malformedAuthenticatorData(_:)`` (or the credential's own refusal) unless
    /// the whole input is well-formed authenticator data.
    public init(bytes: [UInt8], decoder: CBORDecoder = CBORDecoder()) throws(WebAuthnError) {
        guard bytes.count <= Self.maximumLength else { throw .tooLarge(part: "authenticator data", limit: Self.maximumLength) }
        guard bytes.count >= 37 else { throw .malformedAuthenticatorData("\(bytes.count) bytes, shorter than the 37 required") }
        rpIDHash = Array(bytes[0..<32])
        flags = AuthenticatorFlags(rawValue: bytes[32])
        signCount = bytes[33..<37].reduce(0) { $0 << 8 | UInt32($1) }
        guard !flags.contains(.backedUp) || flags.contains(.backupEligible) else {
            throw .malformedAuthenticatorData("backed up (BS) without being backup eligible (BE)")
        }
        var offset = 37
        if flags.contains(.attestedCredentialData) {
            let (data, length) = try AttestedCredentialData.read(bytes[offset...], decoder: decoder)
            attestedCredentialData = data
            offset &+= length
        } else {
            attestedCredentialData = nil
        }
        if flags.contains(.extensionData) {
            let value: CBORValue
            let length: Int
            do throws(CBORError) {
                (value, length) = try decoder.decodePrefix(bytes[offset...])
            } catch {
                throw .malformedAuthenticatorData("extensions: \(error)")
            }
            guard value.mapEntries != nil else { throw .malformedAuthenticatorData("the extensions are not a map") }
            extensions = value
            offset &+= length
        } else {
            extensions = nil
        }
        guard offset == bytes.count else { throw .malformedAuthenticatorData("\(bytes.count &- offset) bytes follow the data") }
    }
}
