import COpenSSL

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// An owned `EVP_PKEY` for P-256, built from raw bytes with OpenSSL 3's `EVP_PKEY_fromdata`.
final class EVPKey {
    let key: OpaquePointer

    private init(_ key: OpaquePointer) { self.key = key }

    deinit { EVP_PKEY_free(key) }

    /// A key pair from a 32-byte scalar (validated, public point derived).
    static func privateKey(_ scalar: [UInt8], _ operation: String) throws -> EVPKey {
        let pair = try OpenSSLCrypto.p256KeyPair(privateKey: scalar)
        let group = try P256Group(operation)
        let bignum = try group.scalar(pair.privateKey, operation)
        defer { BN_clear_free(bignum) }
        return try build(operation, publicKey: pair.publicKey, privateKey: bignum)
    }

    /// A public key from a 65-byte uncompressed point, checked to be on the curve first.
    static func publicKey(_ point: [UInt8], _ operation: String) throws -> EVPKey {
        try P256Group(operation).validate(point: point, operation)
        return try build(operation, publicKey: point, privateKey: nil)
    }

    private static let publicKeySelection = Int32(OSSL_KEYMGMT_SELECT_ALL_PARAMETERS | OSSL_KEYMGMT_SELECT_PUBLIC_KEY)
    private static let keyPairSelection = publicKeySelection | Int32(OSSL_KEYMGMT_SELECT_PRIVATE_KEY)

    /// `OSSL_PARAM_BLD` keeps names, strings and buffers by reference until `OSSL_PARAM_BLD_to_param`, so everything
    /// pushed lives in C allocations (or a buffer pinned) for the whole build.
    private static func build(_ operation: String, publicKey: [UInt8], privateKey: OpaquePointer?) throws -> EVPKey {
        let texts = ["group", "prime256v1", "pub", "priv"].map { (text: String) in strdup(text) }
        defer { texts.forEach { free($0) } }
        guard let groupName = texts[0], let curve = texts[1], let pubName = texts[2], let privName = texts[3] else {
            throw OpenSSLError(operation, "out of memory")
        }
        guard let builder = OSSL_PARAM_BLD_new() else { throw OpenSSLError(operation, "OSSL_PARAM_BLD_new failed") }
        defer { OSSL_PARAM_BLD_free(builder) }
        let parameters: UnsafeMutablePointer<OSSL_PARAM>? = try publicKey.withUnsafeBytes { point in
            guard OSSL_PARAM_BLD_push_utf8_string(builder, groupName, curve, 0) == 1,
                OSSL_PARAM_BLD_push_octet_string(builder, pubName, point.baseAddress, point.count) == 1,
                privateKey.map({ OSSL_PARAM_BLD_push_BN(builder, privName, $0) == 1 }) ?? true
            else {
                throw OpenSSLError(operation, "could not build the key parameters")
            }
            return OSSL_PARAM_BLD_to_param(builder)
        }
        guard let parameters else { throw OpenSSLError(operation, "OSSL_PARAM_BLD_to_param failed") }
        defer { OSSL_PARAM_free(parameters) }
        guard let context = EVP_PKEY_CTX_new_from_name(nil, "EC", nil) else {
            throw OpenSSLError(operation, "EVP_PKEY_CTX_new_from_name(EC) failed")
        }
        defer { EVP_PKEY_CTX_free(context) }
        var key: OpaquePointer?
        let selection = privateKey == nil ? publicKeySelection : keyPairSelection
        guard EVP_PKEY_fromdata_init(context) == 1, EVP_PKEY_fromdata(context, &key, selection, parameters) == 1,
            let key
        else {
            throw OpenSSLError(operation, "EVP_PKEY_fromdata rejected the key")
        }
        return EVPKey(key)
    }
}
