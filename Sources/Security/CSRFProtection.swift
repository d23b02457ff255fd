/// Stateless CSRF tokens bound to a session: `base64url(nonce ‖ HMAC-SHA256(secret, nonce ‖ sessionID))`.
/// A fresh 16-byte nonce makes every token different (which also defeats BREACH-style
/// compression attacks), yet any token issued for a session stays valid for that session.
///
///     let csrf = CSRFProtection(secret: serverSecret)
public struct CSRFProtection: Sendable {
    private static let nonceLength = 16
    private static let domain = Array("csrf-v1\u{0}".utf8)

    private let secret: [UInt8]

    /// Creates the protection with a server secret of at least 16 (ideally 32) random bytes.
    ///
    ///     let csrf = CSRFProtection(secret: SecureRandom.bytes(32))
    public init(secret: [UInt8]) {
        precondition(secret.count >= 16, "CSRF secret must be at least 16 bytes")
        self.secret = secret
    }

    /// A new token for the session, 64 base64url characters, to embed in forms.
    ///
    ///     input(.type("hidden"), .name("csrf"), .value(csrf.token(forSession: session.id)))
    public func token(forSession sessionID: String) -> String {
        let nonce = SecureRandom.bytes(Self.nonceLength)
        return Base64URL.encode(nonce + mac(nonce: nonce, sessionID: sessionID))
    }

    /// Whether `token` was issued by this secret for `sessionID`; the MAC is compared in constant time.
    ///
    ///     guard csrf.isValid(form["csrf"] ?? "", forSession: session.id) else { return .forbidden }
    public func isValid(_ token: String, forSession sessionID: String) -> Bool {
        guard token.utf8.count <= 128, let bytes = Base64URL.decode(token),
            bytes.count == Self.nonceLength + HMACSHA256.macLength
        else { return false }
        let nonce = Array(bytes.prefix(Self.nonceLength))
        let received = Array(bytes.dropFirst(Self.nonceLength))
        return constantTimeEquals(mac(nonce: nonce, sessionID: sessionID), received)
    }

    private func mac(nonce: [UInt8], sessionID: String) -> [UInt8] {
        HMACSHA256.authenticate(Self.domain + nonce + Array(sessionID.utf8), key: secret)
    }
}
