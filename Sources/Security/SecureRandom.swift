import CSodium

/// Cryptographically secure random bytes and tokens from libsodium's CSPRNG.
///
///     let sessionID = SecureRandom.token()
public enum SecureRandom {
    /// Returns `count` random bytes.
    ///
    ///     let salt = SecureRandom.bytes(16)
    public static func bytes(_ count: Int) -> [UInt8] {
        precondition(count >= 0, "Byte count must not be negative")
        Sodium.ensureInitialised()
        var buffer = [UInt8](repeating: 0, count: count)
        randombytes_buf(&buffer, count)
        return buffer
    }

    /// Returns `byteCount` random bytes as base64url without padding
    /// (`[A-Za-z0-9_-]`, `ceil(byteCount * 4 / 3)` characters; 43 for the default 32 bytes).
    ///
    ///     let resetToken = SecureRandom.token()
    public static func token(byteCount: Int = 32) -> String {
        Base64URL.encode(bytes(byteCount))
    }
}
