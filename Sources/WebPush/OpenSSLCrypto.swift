import COpenSSL

/// The few OpenSSL 3 primitives Web Push needs: P-256 keys, ECDH, ES256, AES-128-GCM, SHA-256 and random bytes.
///
/// Every function validates its input lengths and points (peer keys come from browsers), frees what it allocates
/// and throws `OpenSSLError` instead of crashing.
///
///     let server = try OpenSSLCrypto.generateP256()
///     let secret = try OpenSSLCrypto.ecdh(privateKey: server.privateKey, peerPublicKey: p256dh)
public enum OpenSSLCrypto {
    /// Length of a P-256 private scalar.
    public static let privateKeyLength = 32
    /// Length of an uncompressed P-256 point.
    public static let publicKeyLength = 65
    /// Length of a raw ES256 signature `r || s`.
    public static let signatureLength = 64
    /// Length of an AES-GCM tag.
    public static let tagLength = 16

    /// A fresh random P-256 key pair.
    ///
    ///     let pair = try OpenSSLCrypto.generateP256()
    public static func generateP256() throws -> P256KeyPair {
        // Rejection sampling: a uniformly random 256-bit string is a valid scalar unless it is 0 or ≥ n (≈ 2^-32).
        for _ in 0..<16 {
            let scalar = try randomBytes(privateKeyLength)
            if let pair = try? p256KeyPair(privateKey: scalar) { return pair }
        }
        throw OpenSSLError("P-256 key generation", "no valid scalar after 16 attempts")
    }

    /// The key pair of a stored 32-byte scalar; throws for a wrong length, zero or a value not below the group order.
    ///
    ///     let pair = try OpenSSLCrypto.p256KeyPair(privateKey: storedScalar)
    public static func p256KeyPair(privateKey: [UInt8]) throws -> P256KeyPair {
        let operation = "P-256 private key"
        guard privateKey.count == privateKeyLength else {
            throw OpenSSLError(operation, "expected \(privateKeyLength) bytes, got \(privateKey.count)")
        }
        let group = try P256Group(operation)
        let scalar = try group.scalar(privateKey, operation)
        defer { BN_clear_free(scalar) }
        guard let point = EC_POINT_new(group.group) else { throw OpenSSLError(operation, "EC_POINT_new failed") }
        defer { EC_POINT_free(point) }
        guard EC_POINT_mul(group.group, point, scalar, nil, nil, group.context) == 1 else {
            throw OpenSSLError(operation, "EC_POINT_mul failed")
        }
        let publicKey = try group.encode(point, operation)
        return P256KeyPair(privateKey: privateKey, publicKey: publicKey)
    }

    /// ECDH on P-256: the 32-byte X coordinate of `privateKey · peerPublicKey`.
    ///
    /// Throws when `peerPublicKey` is not a 65-byte uncompressed point on the curve.
    ///
    ///     let secret = try OpenSSLCrypto.ecdh(privateKey: ours.privateKey, peerPublicKey: theirs)
    public static func ecdh(privateKey: [UInt8], peerPublicKey: [UInt8]) throws -> [UInt8] {
        let operation = "ECDH"
        let ours = try EVPKey.privateKey(privateKey, operation)
        let peer = try EVPKey.publicKey(peerPublicKey, operation)
        guard let context = EVP_PKEY_CTX_new_from_pkey(nil, ours.key, nil) else {
            throw OpenSSLError(operation, "EVP_PKEY_CTX_new_from_pkey failed")
        }
        defer { EVP_PKEY_CTX_free(context) }
        guard EVP_PKEY_derive_init(context) == 1, EVP_PKEY_derive_set_peer(context, peer.key) == 1 else {
            throw OpenSSLError(operation, "could not set up key agreement with the peer key")
        }
        var length = 32
        var secret = [UInt8](repeating: 0, count: length)
        guard EVP_PKEY_derive(context, &secret, &length) == 1, length == 32 else {
            throw OpenSSLError(operation, "EVP_PKEY_derive failed")
        }
        return secret
    }

    /// ES256 (ECDSA P-256 with SHA-256) signature in JOSE form: 64 bytes `r || s`.
    ///
    ///     let signature = try OpenSSLCrypto.signES256(Array(signingInput.utf8), privateKey: key.privateKey)
    public static func signES256(_ message: [UInt8], privateKey: [UInt8]) throws -> [UInt8] {
        let operation = "ES256 sign"
        let key = try EVPKey.privateKey(privateKey, operation)
        guard let digest = EVP_MD_CTX_new() else { throw OpenSSLError(operation, "EVP_MD_CTX_new failed") }
        defer { EVP_MD_CTX_free(digest) }
        guard EVP_DigestSignInit(digest, nil, EVP_sha256(), nil, key.key) == 1 else {
            throw OpenSSLError(operation, "EVP_DigestSignInit failed")
        }
        var length = 0
        guard EVP_DigestSign(digest, nil, &length, message, message.count) == 1, length > 0 else {
            throw OpenSSLError(operation, "could not size the signature")
        }
        var der = [UInt8](repeating: 0, count: length)
        guard EVP_DigestSign(digest, &der, &length, message, message.count) == 1 else {
            throw OpenSSLError(operation, "EVP_DigestSign failed")
        }
        return try ECDSASignature.raw(fromDER: Array(der.prefix(length)), operation)
    }

    /// Whether `signature` (64-byte `r || s`) is a valid ES256 signature of `message` by `publicKey` (65 bytes).
    /// Malformed keys or signatures are simply not valid.
    ///
    ///     OpenSSLCrypto.verifyES256(signature, message: Array(input.utf8), publicKey: vapid.keyPair.publicKey)
    public static func verifyES256(_ signature: [UInt8], message: [UInt8], publicKey: [UInt8]) -> Bool {
        defer { _ = OpenSSLError.drainQueue() }
        guard let key = try? EVPKey.publicKey(publicKey, "ES256 verify"),
            let der = try? ECDSASignature.der(fromRaw: signature, "ES256 verify"),
            let digest = EVP_MD_CTX_new()
        else { return false }
        defer { EVP_MD_CTX_free(digest) }
        guard EVP_DigestVerifyInit(digest, nil, EVP_sha256(), nil, key.key) == 1 else { return false }
        return EVP_DigestVerify(digest, der, der.count, message, message.count) == 1
    }

    /// AES-128-GCM encryption without associated data: ciphertext followed by the 16-byte tag.
    ///
    ///     let sealed = try OpenSSLCrypto.aes128GCMSeal(key: cek, nonce: nonce, plaintext: record)
    public static func aes128GCMSeal(key: [UInt8], nonce: [UInt8], plaintext: [UInt8]) throws -> [UInt8] {
        let operation = "AES-128-GCM seal"
        let cipher = try GCMCipher(key: key, nonce: nonce, encrypt: true, operation)
        var output = try cipher.update(plaintext)
        output += try cipher.finish()
        output += try cipher.tag()
        return output
    }

    /// AES-128-GCM decryption of `ciphertext || tag`; throws when the tag does not authenticate.
    ///
    ///     let record = try OpenSSLCrypto.aes128GCMOpen(key: cek, nonce: nonce, ciphertextAndTag: sealed)
    public static func aes128GCMOpen(key: [UInt8], nonce: [UInt8], ciphertextAndTag: [UInt8]) throws -> [UInt8] {
        let operation = "AES-128-GCM open"
        guard ciphertextAndTag.count >= tagLength else {
            throw OpenSSLError(operation, "input of \(ciphertextAndTag.count) bytes is shorter than the \(tagLength)-byte tag")
        }
        let cipher = try GCMCipher(key: key, nonce: nonce, encrypt: false, operation)
        var output = try cipher.update(Array(ciphertextAndTag.dropLast(tagLength)))
        try cipher.setTag(Array(ciphertextAndTag.suffix(tagLength)))
        output += try cipher.finish()
        return output
    }

    /// SHA-256 of `bytes`.
    ///
    ///     let digest = try OpenSSLCrypto.sha256(Array("thread-42".utf8))
    public static func sha256(_ bytes: [UInt8]) throws -> [UInt8] {
        var digest = [UInt8](repeating: 0, count: 32)
        var length: UInt32 = 0
        guard EVP_Digest(bytes, bytes.count, &digest, &length, EVP_sha256(), nil) == 1, length == 32 else {
            throw OpenSSLError("SHA-256", "EVP_Digest failed")
        }
        return digest
    }

    /// `n` bytes from OpenSSL's CSPRNG.
    ///
    ///     let salt = try OpenSSLCrypto.randomBytes(16)
    public static func randomBytes(_ n: Int) throws -> [UInt8] {
        guard n >= 0, n <= Int(Int32.max) else { throw OpenSSLError("random bytes", "invalid count \(n)") }
        var bytes = [UInt8](repeating: 0, count: n)
        guard n == 0 || RAND_bytes(&bytes, Int32(n)) == 1 else { throw OpenSSLError("random bytes", "RAND_bytes failed") }
        return bytes
    }
}
