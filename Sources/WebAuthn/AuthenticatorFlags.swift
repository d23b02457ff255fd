/// The flags byte of authenticator data (WebAuthn Level 3 §6.1): which of the user's gestures the authenticator
/// vouches for, whether the credential is backed up, and which optional parts follow.
///
///     let flags = AuthenticatorFlags(rawValue: 0x45)
///     flags.contains([.userPresent, .userVerified])  // true
public struct AuthenticatorFlags: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8

    public init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    /// UP: someone touched or otherwise answered the authenticator.
    public static let userPresent = AuthenticatorFlags(rawValue: 0x01)
    /// UV: the authenticator verified who it was (PIN, biometrics).
    public static let userVerified = AuthenticatorFlags(rawValue: 0x04)
    /// BE: the credential may be backed up (synced).
    public static let backupEligible = AuthenticatorFlags(rawValue: 0x08)
    /// BS: the credential is backed up now.
    public static let backedUp = AuthenticatorFlags(rawValue: 0x10)
    /// AT: attested credential data follows the counter.
    public static let attestedCredentialData = AuthenticatorFlags(rawValue: 0x40)
    /// ED: an extensions map ends the data.
    public static let extensionData = AuthenticatorFlags(rawValue: 0x80)
}
