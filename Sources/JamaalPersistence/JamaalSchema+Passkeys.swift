import Database

extension JamaalSchema {
    /// 220–229: passkeys (#42). A person's passkeys are owned rows (`person_id` in the key, listed in
    /// ``ownedSince200``): the credential id as the browser sends it (base64url, unique across everyone, since sign-in
    /// finds the passkey by it), the user handle the authenticator keeps (one per person), the public key as
    /// SubjectPublicKeyInfo DER, the signature counter and when it was added and last used. Challenges are kept until
    /// they are answered or expire: each is answered once (deleted in the transaction that uses it), a registration's
    /// bound to its person, a sign-in's to the browser's CSRF identity (its digest).
    static let passkeys: [Migration] = [
        Migration(
            version: 220, name: "passkeys: each person's passkeys, and the challenges issued for them",
            sqlite: passkeysSQL(bigint: "INTEGER", bytes: "BLOB"),
            postgres: passkeysSQL(bigint: "BIGINT", bytes: "BYTEA") + ";\n" + rowLevelSecurity(ownedTables: ["passkeys"]))
    ]

    static func passkeysSQL(bigint: String, bytes: String) -> String {
        """
        CREATE TABLE passkeys (
            person_id TEXT NOT NULL,
            id TEXT NOT NULL,
            credential_id TEXT NOT NULL,
            user_handle TEXT NOT NULL,
            public_key \(bytes) NOT NULL,
            sign_count \(bigint) NOT NULL,
            name TEXT NOT NULL,
            created_at \(bigint) NOT NULL,
            last_used_at \(bigint),
            backed_up INTEGER NOT NULL DEFAULT 0,
            PRIMARY KEY (person_id, id)
        );
        CREATE UNIQUE INDEX passkeys_by_credential ON passkeys (credential_id);
        CREATE TABLE passkey_challenges (
            id TEXT PRIMARY KEY,
            challenge TEXT NOT NULL,
            purpose TEXT NOT NULL,
            person_id TEXT,
            browser TEXT,
            user_handle TEXT,
            expires_at \(bigint) NOT NULL
        );
        CREATE INDEX passkey_challenges_by_expiry ON passkey_challenges (expires_at)
        """
    }
}
