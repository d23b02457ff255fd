import COpenSSL

/// One AES-128-GCM operation (no associated data) over an owned `EVP_CIPHER_CTX`.
final class GCMCipher {
    private let context: OpaquePointer
    private let operation: String

    init(key: [UInt8], nonce: [UInt8], encrypt: Bool, _ operation: String) throws {
        guard key.count == 16 else { throw OpenSSLError(operation, "the key must be 16 bytes, got \(key.count)") }
        guard nonce.count == 12 else { throw OpenSSLError(operation, "the nonce must be 12 bytes, got \(nonce.count)") }
        guard let context = EVP_CIPHER_CTX_new() else { throw OpenSSLError(operation, "EVP_CIPHER_CTX_new failed") }
        self.context = context
        self.operation = operation
        let direction: Int32 = encrypt ? 1 : 0
        guard EVP_CipherInit_ex(context, EVP_aes_128_gcm(), nil, nil, nil, direction) == 1,
            EVP_CIPHER_CTX_ctrl(context, EVP_CTRL_GCM_SET_IVLEN, 12, nil) == 1,
            EVP_CipherInit_ex(context, nil, nil, key, nonce, direction) == 1
        else {
            throw OpenSSLError(operation, "could not initialise AES-128-GCM")
        }
    }

    deinit { EVP_CIPHER_CTX_free(context) }

    func update(_ input: [UInt8]) throws -> [UInt8] {
        guard input.count <= Int(Int32.max) - 16 else { throw OpenSSLError(operation, "input too long") }
        var output = [UInt8](repeating: 0, count: input.count + 16)
        var written: Int32 = 0
        guard EVP_CipherUpdate(context, &output, &written, input, Int32(input.count)) == 1 else {
            throw OpenSSLError(operation, "EVP_CipherUpdate failed")
        }
        return Array(output.prefix(Int(written)))
    }

    /// Finishes the operation; when decrypting, this is where a wrong tag is detected.
    func finish() throws -> [UInt8] {
        var output = [UInt8](repeating: 0, count: 16)
        var written: Int32 = 0
        guard EVP_CipherFinal_ex(context, &output, &written) == 1 else {
            throw OpenSSLError(operation, "authentication failed: wrong key, nonce, or tampered ciphertext")
        }
        return Array(output.prefix(Int(written)))
    }

    func tag() throws -> [UInt8] {
        var tag = [UInt8](repeating: 0, count: OpenSSLCrypto.tagLength)
        guard EVP_CIPHER_CTX_ctrl(context, EVP_CTRL_GCM_GET_TAG, Int32(tag.count), &tag) == 1 else {
            throw OpenSSLError(operation, "could not read the GCM tag")
        }
        return tag
    }

    func setTag(_ tag: [UInt8]) throws {
        var tag = tag
        guard EVP_CIPHER_CTX_ctrl(context, EVP_CTRL_GCM_SET_TAG, Int32(tag.count), &tag) == 1 else {
            throw OpenSSLError(operation, "could not set the GCM tag")
        }
    }
}
