/// A passkey that passed ``WebAuthnRelyingParty/verifyRegistration(attestationObject:clientDataJSON:expectedChallenge:expectedOrigin:rpID:requireUserVerification:)``:
/// what the app stores with the account.
///
/// ```swift
/// let credential = try WebAuthnRelyingParty.verifyRegistration(…)
/// store.save(id: credential.id, publicKey: credential.publicKey.spkiDER, signCount: credential.signCount)
/// ```
public struct RegisteredCredential: Hashable, Sendable {
    /// The credential id (1…1023 bytes) the browser sends back as `rawId` at sign-in.
    public let id: [UInt8]
    /// The ES256 public key; store ``P256PublicKey/spkiDER`` or ``P256PublicKey/rawRepresentation``.
    public let publicKey: P256PublicKey
    /// The signature counter at registration (0 for most synced passkeys).
    public let signCount: UInt32
    /// The authenticator's AAGUID, 16 bytes (all zero when the browser hides the model).
    public let aaguid: [UInt8]
    /// The attestation format that was checked: `"none"` or `"packed"` (self attestation).
    public let attestationFormat: String
    /// The flags at registration: user verified (UV), backup eligible (BE), backed up (BS).
    public let flags: AuthenticatorFlags

    public init(
        id: [UInt8], publicKey: P256PublicKey, signCount: UInt32, aaguid: [UInt8], attestationFormat: String,
        flags: AuthenticatorFlags
    ) {
        self.id = id
        self.publicKey = publicKey
        self.signCount = signCount
        self.aaguid = aaguid
        self.attestationFormat = attestationFormat
        self.flags = flags
    }

    /// What an assertion is verified against.
    public var stored: StoredCredential { StoredCredential(publicKey: publicKey, signCount: signCount) }
}

/// A stored passkey as an assertion needs it: its public key and the last signature counter seen.
///
///     let stored = StoredCredential(publicKey: try P256PublicKey(spkiDER: row.publicKey), signCount: row.signCount)
public struct StoredCredential: Hashable, Sendable {
    public let publicKey: P256PublicKey
    public let signCount: UInt32

    public init(publicKey: P256PublicKey, signCount: UInt32) {
        self.publicKey = publicKey
        self.signCount = signCount
    }
}

/// A sign-in that passed ``WebAuthnRelyingParty/verifyAssertion(credential:authenticatorData:clientDataJSON:signature:expectedChallenge:expectedOrigin:rpID:requireUserVerification:)``:
/// the counter to store in place of the old one, and the flags it came with.
///
///     let result = try WebAuthnRelyingParty.verifyAssertion(…)
///     store.update(id: credentialID, signCount: result.signCount, backedUp: result.flags.contains(.backedUp))
public struct VerifiedAssertion: Hashable, Sendable {
    /// The new signature counter.
    public let signCount: UInt32
    /// The flags of the assertion: user verified (UV), backup eligible (BE), backed up (BS).
    public let flags: AuthenticatorFlags

    public init(signCount: UInt32, flags: AuthenticatorFlags) {
        self.signCount = signCount
        self.flags = flags
    }
}
