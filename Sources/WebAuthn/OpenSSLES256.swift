import COpenSSL

/// The OpenSSL 3 calls WebAuthn makes: read a P-256 SubjectPublicKeyInfo (which checks the point is on the curve) and
/// verify an ES256 signature in DER with it. Everything allocated is freed, and OpenSSL's thread-local error queue is
/// emptied before returning, so a refusal leaves nothing behind for the next caller on the thread.
enum OpenSSLES256 {
    /// The largest DER ECDSA-Sig-Value for P-256: SEQUENCE of two INTEGERs of at most 33 bytes each.
    static let maximumSignatureLength = 72

    static func isValidPublicKey(spkiDER: [UInt8]) -> Bool {
        defer { ERR_clear_error() }
        guard let key = publicKey(spkiDER) else { return false }
        defer { EVP_PKEY_free(key) }
        guard EVP_PKEY_is_a(key, "EC") == 1, EVP_PKEY_get_bits(key) == 256,
            let context = EVP_PKEY_CTX_new_from_pkey(nil, key, nil)
        else { return false }
        defer { EVP_PKEY_CTX_free(context) }
        return EVP_PKEY_public_check(context) == 1
    }

    static func verify(signature: [UInt8], message: [UInt8], spkiDER: [UInt8]) -> Bool {
        defer { ERR_clear_error() }
        guard !signature.isEmpty, signature.count <= maximumSignatureLength, let key = publicKey(spkiDER) else { return false }
        defer { EVP_PKEY_free(key) }
        guard let context = EVP_MD_CTX_new() else { return false }
        defer { EVP_MD_CTX_free(context) }
        // OpenSSL re-encodes the parsed signature and refuses it unless the bytes match: only strict DER verifies.
        guard EVP_DigestVerifyInit(context, nil, EVP_sha256(), nil, key) == 1 else { return false }
        return EVP_DigestVerify(context, signature, signature.count, message, message.count) == 1
    }

    private static func publicKey(_ der: [UInt8]) -> OpaquePointer? {
        der.withUnsafeBufferPointer { buffer -> OpaquePointer? in
            var cursor = buffer.baseAddress
            guard let key = d2i_PUBKEY(nil, &cursor, buffer.count) else { return nil }
            // The whole input must be the key.
            guard let start = buffer.baseAddress, let end = cursor, start.distance(to: end) == buffer.count else {
                EVP_PKEY_free(key)
                return nil
            }
            return key
        }
    }
}
