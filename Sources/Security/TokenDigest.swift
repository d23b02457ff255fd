import CSodium

/// Digest under which bearer tokens (sessions, password resets, …) are stored, so a database
/// leak does not reveal usable tokens.
///
///     let stored = TokenDigest.sha256Hex(token)
public enum TokenDigest {
    /// SHA-256 of the token's UTF-8 bytes as 64 lower-case hex characters.
    ///
    ///     TokenDigest.sha256Hex("abc") // "ba7816bf…f20015ad"
    public static func sha256Hex(_ token: String) -> String {
        Hex.encode(sha256(Array(token.utf8)))
    }

    /// SHA-256 of raw bytes.
    static func sha256(_ bytes: [UInt8]) -> [UInt8] {
        Sodium.ensureInitialised()
        var digest = [UInt8](repeating: 0, count: Int(crypto_hash_sha256_BYTES))
        _ = crypto_hash_sha256(&digest, bytes, UInt64(bytes.count))
        return digest
    }
}
