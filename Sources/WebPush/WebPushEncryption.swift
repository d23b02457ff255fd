/// Web Push message encryption (RFC 8291) in the `aes128gcm` content coding (RFC 8188), as one record.
///
///     let body = try WebPushEncryption.encrypt(
///         plaintext: Array(#"{"title":"Reminder"}"#.utf8),
///         userAgentPublicKey: p256dh, authSecret: auth)
///     // POST body with `Content-Encoding: aes128gcm`
public enum WebPushEncryption {
    /// The longest plaintext that fits one 4096-byte push message: 4096 − 86 (header) − 1 (delimiter) − 16 (tag).
    public static let maximumPlaintextLength = 3993
    /// Length of the `auth` secret of a subscription.
    public static let authSecretLength = 16
    /// Length of the RFC 8188 salt.
    public static let saltLength = 16
    /// Length of the RFC 8188 header with a 65-byte key id: salt(16) + rs(4) + idlen(1) + keyid(65).
    public static let headerLength = 86

    /// Encrypts `plaintext` for a subscription: header (salt, record size, server public key) then one sealed record.
    ///
    /// `serverKeyPair` and `salt` are for tests only; in production leave them nil for a fresh ephemeral key and salt.
    ///
    ///     let body = try WebPushEncryption.encrypt(plaintext: payload, userAgentPublicKey: p256dh, authSecret: auth)
    public static func encrypt(
        plaintext: [UInt8], userAgentPublicKey: [UInt8], authSecret: [UInt8], serverKeyPair: P256KeyPair? = nil,
        salt: [UInt8]? = nil, recordSize: UInt32 = 4096
    ) throws -> [UInt8] {
        guard plaintext.count <= maximumPlaintextLength else {
            throw WebPushError("Web Push payload of \(plaintext.count) bytes exceeds \(maximumPlaintextLength)")
        }
        guard Int(recordSize) >= plaintext.count + 1 + OpenSSLCrypto.tagLength else {
            throw WebPushError(
                "record size \(recordSize) cannot hold \(plaintext.count) bytes plus delimiter and tag in one record")
        }
        try checkKeys(userAgentPublicKey: userAgentPublicKey, authSecret: authSecret)
        let salt = try salt ?? OpenSSLCrypto.randomBytes(saltLength)
        guard salt.count == saltLength else { throw WebPushError("salt must be \(saltLength) bytes, got \(salt.count)") }
        let server = try serverKeyPair ?? OpenSSLCrypto.generateP256()
        guard try OpenSSLCrypto.p256KeyPair(privateKey: server.privateKey).publicKey == server.publicKey else {
            throw WebPushError("server key pair: the public key does not belong to the private key")
        }
        let secret = try OpenSSLCrypto.ecdh(privateKey: server.privateKey, peerPublicKey: userAgentPublicKey)
        let (key, nonce) = try contentKeys(
            ecdhSecret: secret, authSecret: authSecret, userAgentPublicKey: userAgentPublicKey,
            serverPublicKey: server.publicKey, salt: salt)
        let record = try OpenSSLCrypto.aes128GCMSeal(key: key, nonce: nonce, plaintext: plaintext + [0x02])
        return salt + bigEndian(recordSize) + [UInt8(server.publicKey.count)] + server.publicKey + record
    }

    /// Decrypts a one-record `aes128gcm` body as the browser would (used by tests).
    ///
    ///     let plaintext = try WebPushEncryption.decrypt(
    ///         body: body, userAgentPrivateKey: ua.privateKey, userAgentPublicKey: ua.publicKey, authSecret: auth)
    public static func decrypt(
        body: [UInt8], userAgentPrivateKey: [UInt8], userAgentPublicKey: [UInt8], authSecret: [UInt8]
    ) throws -> [UInt8] {
        try checkKeys(userAgentPublicKey: userAgentPublicKey, authSecret: authSecret)
        guard body.count >= 21 else { throw WebPushError("body of \(body.count) bytes is shorter than the aes128gcm header") }
        let salt = Array(body[0..<16])
        let recordSize = body[16..<20].reduce(0) { $0 << 8 | Int($1) }
        let keyIDLength = Int(body[20])
        guard keyIDLength == OpenSSLCrypto.publicKeyLength, body.count >= 21 + keyIDLength else {
            throw WebPushError("key id must be a 65-byte P-256 point, header says \(keyIDLength) bytes")
        }
        let serverPublicKey = Array(body[21..<(21 + keyIDLength)])
        let record = Array(body[(21 + keyIDLength)...])
        guard record.count >= OpenSSLCrypto.tagLength + 1, record.count <= recordSize else {
            throw WebPushError("expected one record of 17...\(recordSize) bytes, got \(record.count)")
        }
        let secret = try OpenSSLCrypto.ecdh(privateKey: userAgentPrivateKey, peerPublicKey: serverPublicKey)
        let (key, nonce) = try contentKeys(
            ecdhSecret: secret, authSecret: authSecret, userAgentPublicKey: userAgentPublicKey,
            serverPublicKey: serverPublicKey, salt: salt)
        let padded = try OpenSSLCrypto.aes128GCMOpen(key: key, nonce: nonce, ciphertextAndTag: record)
        guard let delimiter = padded.lastIndex(where: { $0 != 0 }), padded[delimiter] == 0x02 else {
            throw WebPushError("the record does not end with the last-record delimiter 0x02")
        }
        return Array(padded[..<delimiter])
    }

    private static func checkKeys(userAgentPublicKey: [UInt8], authSecret: [UInt8]) throws {
        guard userAgentPublicKey.count == OpenSSLCrypto.publicKeyLength, userAgentPublicKey.first == 0x04 else {
            throw WebPushError("p256dh must be a 65-byte uncompressed P-256 point, got \(userAgentPublicKey.count) bytes")
        }
        guard authSecret.count == authSecretLength else {
            throw WebPushError("auth secret must be \(authSecretLength) bytes, got \(authSecret.count)")
        }
    }

    /// RFC 8291 §3.3–3.4 and RFC 8188 §2.2: the content encryption key and nonce.
    private static func contentKeys(
        ecdhSecret: [UInt8], authSecret: [UInt8], userAgentPublicKey: [UInt8], serverPublicKey: [UInt8], salt: [UInt8]
    ) throws -> (key: [UInt8], nonce: [UInt8]) {
        let keyInfo = Array("WebPush: info".utf8) + [0] + userAgentPublicKey + serverPublicKey
        let ikm = try HKDF.derive(salt: authSecret, ikm: ecdhSecret, info: keyInfo, length: 32)
        let prk = HKDF.extract(salt: salt, ikm: ikm)
        let key = try HKDF.expand(prk: prk, info: Array("Content-Encoding: aes128gcm".utf8) + [0], length: 16)
        let nonce = try HKDF.expand(prk: prk, info: Array("Content-Encoding: nonce".utf8) + [0], length: 12)
        return (key, nonce)
    }

    private static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24 & 0xff), UInt8(value >> 16 & 0xff), UInt8(value >> 8 & 0xff), UInt8(value & 0xff)]
    }
}
