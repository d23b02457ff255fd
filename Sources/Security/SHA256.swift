import CSodium

/// SHA-256 of bytes in memory, via libsodium (for a file, stream it with ``FileDigest``).
///
///     SHA256.hex(Array("".utf8))  // "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"
public enum SHA256 {
    /// The 32-byte digest of `bytes`.
    public static func digest(_ bytes: [UInt8]) -> [UInt8] {
        Sodium.ensureInitialised()
        var output = [UInt8](repeating: 0, count: Int(crypto_hash_sha256_BYTES))
        _ = crypto_hash_sha256(&output, bytes, UInt64(bytes.count))
        return output
    }

    /// The digest of `bytes` as 64 lower-case hex characters.
    public static func hex(_ bytes: [UInt8]) -> String { Hex.encode(digest(bytes)) }
}
