import Database
import Foundation
import Identifiers
import JamaalCore
import Security

/// Passkeys beyond one person's store: the challenges a registration or a sign-in answers, and finding whose passkey a
/// browser offers at sign-in (it names only the credential). A person's own passkeys are read and written through
/// their ``JamaalStore`` (``StoreConnection/passkeys()``).
///
///     let challenge = try people.issueSignInChallenge(browser: digest, now: now)
///     let owner = try people.passkeyOwner(credentialID: rawID)   // then the owner's store checks and records the use
extension JamaalPeople {
    /// How long a challenge can be answered.
    public static let passkeyChallengeLifetime = TimeInterval(Passkey.challengeLifetimeSeconds)
    /// The bytes of randomness in a challenge.
    static let challengeLength = 32

    /// The key a challenge is kept under: the SHA-256 of its base64url, the form the browser's clientDataJSON carries it in.
    public static func challengeID(_ challenge: [UInt8]) -> String { TokenDigest.sha256Hex(Base64URL.encode(challenge)) }

    /// A new registration challenge for `person`, whose options name `userHandle`.
    public func issueRegistrationChallenge(for person: ID<Person>, userHandle: String, now: Date) throws -> [UInt8] {
        try issue(purpose: "register", person: person.rawValue, browser: nil, userHandle: userHandle, now: now)
    }

    /// A new sign-in challenge for the browser whose CSRF identity's digest is `browser`.
    public func issueSignInChallenge(browser: String, now: Date) throws -> [UInt8] {
        try issue(purpose: "sign-in", person: nil, browser: browser, userHandle: nil, now: now)
    }

    private func issue(purpose: String, person: String?, browser: String?, userHandle: String?, now: Date) throws -> [UInt8] {
        let challenge = SecureRandom.bytes(Self.challengeLength)
        try database.write { db in
            // Expired challenges go as new ones come, so the table holds only the last few minutes' worth.
            try db.execute("DELETE FROM passkey_challenges WHERE expires_at <= $1", [SQLValue(now)])
            try db.execute(
                """
                INSERT INTO passkey_challenges (id, challenge, purpose, person_id, browser, user_handle, expires_at)
                VALUES ($1, $2, $3, $4, $5, $6, $7)
                """,
                [
                    .text(Self.challengeID(challenge)), .text(Base64URL.encode(challenge)), .text(purpose), SQLValue(person),
                    SQLValue(browser), SQLValue(userHandle), SQLValue(now.addingTimeInterval(Self.passkeyChallengeLifetime)),
                ])
        }
        return challenge
    }

    /// Uses up a sign-in challenge without a passkey to check it with (the answer named a credential nobody has), so it
    /// cannot be answered again either.
    public func discardSignInChallenge(id: String, browser: String) throws {
        try database.write { db in
            _ = try db.execute(
                "DELETE FROM passkey_challenges WHERE id = $1 AND purpose = 'sign-in' AND browser = $2", [.text(id), .text(browser)])
        }
    }

    /// Whose passkey has this credential id (base64url), or nil when none has.
    public func passkeyOwner(credentialID: String) throws -> ID<Person>? {
        guard !credentialID.isEmpty, credentialID.count <= 1400 else { return nil }
        return try database.read { db in
            try db.queryOne("SELECT person_id FROM passkeys WHERE credential_id = $1", [.text(credentialID)])
                .map { ID(try $0.string("person_id")) }
        }
    }
}

extension StoreConnection {
    /// Uses up a sign-in challenge issued to the browser whose CSRF identity's digest is `browser`: the challenge
    /// (base64url), or nil when none is live (never issued to this browser, expired, or answered already). Deleted in the
    /// caller's transaction — the one that records the sign-in — so it is answered at most once.
    public func consumeSignInChallenge(id: String, browser: String, now: Date) throws -> String? {
        guard
            let row = try connection.queryOne(
                "SELECT challenge FROM passkey_challenges WHERE id = $1 AND purpose = 'sign-in' AND browser = $2 AND expires_at > $3",
                [.text(id), .text(browser), SQLValue(now)])
        else { return nil }
        let deleted = try connection.execute(
            "DELETE FROM passkey_challenges WHERE id = $1 AND purpose = 'sign-in' AND browser = $2", [.text(id), .text(browser)])
        return deleted == 1 ? try row.string("challenge") : nil
    }

    /// Whether anyone has a passkey with this credential id (a registration of one already registered is refused).
    public func isPasskeyRegistered(credentialID: String) throws -> Bool {
        try connection.queryOne("SELECT 1 AS taken FROM passkeys WHERE credential_id = $1", [.text(credentialID)]) != nil
    }
}
