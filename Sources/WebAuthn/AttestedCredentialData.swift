/// The new credential inside a registration's authenticator data (WebAuthn Level 3 §6.5.2): the authenticator's model
/// (AAGUID), the credential id and its public key.
///
///     let data = try AuthenticatorData(bytes: authData)
///     data.attestedCredentialData?.credentialID  // the id the browser will send back at sign-in
public struct AttestedCredentialData: Hashable, Sendable {
    /// The most bytes a credential id may have.
    public static let maximumCredentialIDLength = 1023

    /// The authenticator's AAGUID, 16 bytes (all zero when the browser hides the model).
    public let aaguid: [UInt8]
    /// The credential id, 1…1023 bytes.
    public let credentialID: [UInt8]
    /// The credential's public key.
    public let publicKey: COSEKey

    public init(aaguid: [UInt8], credentialID: [UInt8], publicKey: COSEKey) {
        self.aaguid = aaguid
        self.credentialID = credentialID
        self.publicKey = publicKey
    }

    /// Reads the attested credential data at the start of `bytes` and returns it with the number of bytes it took
    /// (extensions may follow).
    static func read(
        _ bytes: ArraySlice<UInt8>, decoder: CBORDecoder
    ) throws(WebAuthnError) -> (data: AttestedCredentialData, byteCount: Int) {
        // Every index below is within `bytes` (a slice of at most AuthenticatorData.maximumLength bytes) once its guard
        // passes, so the wrapping additions never wrap.
        let start = bytes.startIndex
        guard bytes.count >= 18 else { throw .malformedAuthenticatorData("attested credential data shorter than 18 bytes") }
        let aaguid = Array(bytes[start..<start &+ 16])
        let length = Int(bytes[start &+ 16]) << 8 | Int(bytes[start &+ 17])
        guard length > 0 else { throw .malformedAuthenticatorData("an empty credential id") }
        guard length <= maximumCredentialIDLength else { throw .credentialIDTooLong(length) }
        let idStart = start &+ 18
        guard bytes.endIndex &- idStart >= length else {
            throw .malformedAuthenticatorData("the credential id runs past the end of the data")
        }
        let credentialID = Array(bytes[idStart..<idStart &+ length])
        let keyStart = idStart &+ length
        let key: CBORValue
        let keyLength: Int
        do throws(CBORError) {
            (key, keyLength) = try decoder.decodePrefix(bytes[keyStart...])
        } catch {
            throw .malformedAuthenticatorData("credential public key: \(error)")
        }
        let data = AttestedCredentialData(aaguid: aaguid, credentialID: credentialID, publicKey: try COSEKey(key))
        return (data, keyStart &- start &+ keyLength)
    }
}
