import Database
import Foundation
import Identifiers
import JamaalCore

/// A passkey on a person's account (Settings → Passkeys): the credential the browser names at sign-in, the key its
/// signatures are checked with, the counter the last one carried, and what the person sees (its name, when it was
/// added and last used).
public struct PasskeyRecord: Sendable, Hashable, Identifiable {
    public let id: ID<Passkey>
    /// The credential id, base64url as the browser sends it (`rawId`).
    public let credentialID: String
    /// The WebAuthn user handle the authenticator keeps with it (base64url): one per person, never their id or email.
    public let userHandle: String
    /// The ES256 public key as SubjectPublicKeyInfo DER.
    public let publicKey: [UInt8]
    /// The signature counter last seen (0 for authenticators without one, as most synced passkeys are).
    public var signCount: UInt32
    public var name: String
    public let createdAt: Date
    public var lastUsedAt: Date?
    /// Whether the authenticator said the passkey is backed up (synced) when it was last used.
    public var backedUp: Bool

    public init(
        id: ID<Passkey>, credentialID: String, userHandle: String, publicKey: [UInt8], signCount: UInt32, name: String,
        createdAt: Date, lastUsedAt: Date? = nil, backedUp: Bool
    ) {
        self.id = id
        self.credentialID = credentialID
        self.userHandle = userHandle
        self.publicKey = publicKey
        self.signCount = signCount
        self.name = name
        self.createdAt = createdAt
        self.lastUsedAt = lastUsedAt
        self.backedUp = backedUp
    }

    static func from(_ row: Row) throws -> PasskeyRecord {
        PasskeyRecord(
            id: ID(try row.string("id")), credentialID: try row.string("credential_id"), userHandle: try row.string("user_handle"),
            publicKey: try row.bytes("public_key"), signCount: UInt32(clamping: try row.int64("sign_count")), name: try row.string("name"),
            createdAt: try row.date("created_at"), lastUsedAt: try row.optionalDate("last_used_at"), backedUp: try row.int("backed_up") != 0
        )
    }
}

extension StoreConnection {
    /// The person's passkeys, the oldest first.
    public func passkeys() throws -> [PasskeyRecord] {
        try query("SELECT * FROM passkeys WHERE person_id = :me ORDER BY created_at, id", []).map(PasskeyRecord.from)
    }

    /// The person's passkey with this credential id, or nil.
    public func passkey(credentialID: String) throws -> PasskeyRecord? {
        try queryOne("SELECT * FROM passkeys WHERE person_id = :me AND credential_id = $1", [.text(credentialID)])
            .map(PasskeyRecord.from)
    }

    /// The user handle the person's passkeys carry, if they have any (a new passkey gets the same one, so an
    /// authenticator replaces its old passkey for this account instead of keeping two).
    public func passkeyUserHandle() throws -> String? {
        try queryOne("SELECT user_handle FROM passkeys WHERE person_id = :me ORDER BY created_at LIMIT 1", [])?.string("user_handle")
    }

    /// Stores a new passkey of the person's. A credential id already registered (to anyone) is a unique violation.
    public func save(_ passkey: PasskeyRecord) throws {
        try execute(
            """
            INSERT INTO passkeys (person_id, id, credential_id, user_handle, public_key, sign_count, name, created_at, last_used_at,
                backed_up)
            VALUES (:me, $1, $2, $3, $4, $5, $6, $7, $8, $9)
            """,
            [
                .text(passkey.id.rawValue), .text(passkey.credentialID), .text(passkey.userHandle), .blob(passkey.publicKey),
                .integer(Int64(passkey.signCount)), .text(passkey.name), SQLValue(passkey.createdAt), SQLValue(passkey.lastUsedAt),
                SQLValue(passkey.backedUp),
            ])
    }

    /// Records a sign-in with one of the person's passkeys: the counter it carried, whether it is backed up, and when.
    public func recordPasskeyUse(_ id: ID<Passkey>, signCount: UInt32, backedUp: Bool, at now: Date) throws {
        try execute(
            "UPDATE passkeys SET sign_count = $1, backed_up = $2, last_used_at = $3 WHERE person_id = :me AND id = $4",
            [.integer(Int64(signCount)), SQLValue(backedUp), SQLValue(now), .text(id.rawValue)])
    }

    /// Removes one of the person's passkeys; false when it is not theirs (or already gone).
    public func removePasskey(_ id: ID<Passkey>) throws -> Bool {
        try execute("DELETE FROM passkeys WHERE person_id = :me AND id = $1", [.text(id.rawValue)]) == 1
    }

    /// Uses up a registration challenge issued to this person (``JamaalPeople/issuePasskeyChallenge(_:now:)``): the
    /// challenge and the user handle its options named, or nil when no such challenge is live (never issued, expired, or
    /// answered already). Deleted in the caller's transaction, so it is answered at most once.
    public func consumeRegistrationChallenge(id: String, now: Date) throws -> (challenge: String, userHandle: String)? {
        guard
            let row = try queryOne(
                """
                SELECT challenge, user_handle FROM passkey_challenges
                WHERE id = $1 AND purpose = 'register' AND expires_at > $2 AND person_id = :me
                """, [.text(id), SQLValue(now)]),
            let userHandle = try row.optionalString("user_handle")
        else { return nil }
        let deleted = try execute(
            "DELETE FROM passkey_challenges WHERE id = $1 AND purpose = 'register' AND person_id = :me", [.text(id)])
        return deleted == 1 ? (try row.string("challenge"), userHandle) : nil
    }
}
