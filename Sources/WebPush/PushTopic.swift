import Security

/// `Topic` header values (RFC 8030 §5.4) so a newer push for the same thread replaces an undelivered older one.
///
///     request.headers["Topic"] = PushTopic.topic(for: "thread-42")  // 32 URL-safe base64 characters
public enum PushTopic {
    /// Base64url (no padding) of the first 24 bytes of SHA-256(`threadKey`): exactly 32 characters of the
    /// URL-safe alphabet, stable for a key, and it reveals nothing about the key.
    ///
    ///     PushTopic.topic(for: "student-7/coach-3")
    public static func topic(for threadKey: String) -> String {
        let hex = TokenDigest.sha256Hex(threadKey)
        guard let digest = HMACSHA256.bytes(fromHex: hex) else {
            // Unreachable (libsodium's hex is always valid); the hex prefix is still a valid, stable topic.
            return String(hex.prefix(32))
        }
        return Base64URL.encode(Array(digest.prefix(24)))
    }
}
