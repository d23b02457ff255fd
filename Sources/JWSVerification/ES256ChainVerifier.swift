import COpenSSL
import Foundation

/// Verifies a JWS signed with ES256 by the leaf of its `x5c` chain, the chain verified up to one configured root
/// certificate (for StoreKit 2: Apple Root CA G3, whose file the operator configures — none ships with this code).
/// The one place OpenSSL's X.509 and ECDSA calls are made for it; every failure throws a ``JWSError``.
///
/// Revocation is not checked (no OCSP or CRL offline): a revoked certificate still verifies.
///
/// ```swift
/// let verifier = try ES256ChainVerifier(rootCertificate: try Data(contentsOf: rootURL))
/// let payload = try verifier.verify(try CompactJWS(text), at: signedDate, requiredExtensions: [[], intermediateOID, leafOID])
/// ```
public final class ES256ChainVerifier: @unchecked Sendable {
    // Immutable after init; OpenSSL only reads it while verifying (X509 objects are reference-counted and thread-safe to read).
    private let root: OpaquePointer

    /// The root, DER or PEM.
    public init(rootCertificate: [UInt8]) throws(JWSError) {
        guard let root = Self.certificate(rootCertificate) ?? Self.pemCertificate(rootCertificate) else {
            throw JWSError("The configured root certificate cannot be read (DER or PEM expected).", detail: Self.drainErrors())
        }
        self.root = root
    }

    deinit { X509_free(root) }

    /// The payload of `jws` once its chain verifies to the root at `time` and its ES256 signature verifies with the leaf's
    /// P-256 key. `leafExtension` and `intermediateExtension` are object identifiers each certificate must carry
    /// (Apple marks its App Store receipt-signing leaf and intermediate this way); nil skips the check.
    public func verify(
        _ jws: CompactJWS, at time: Date, leafExtension: String? = nil, intermediateExtension: String? = nil
    ) throws(JWSError) -> [UInt8] {
        defer { _ = Self.drainErrors() }
        guard jws.algorithm == "ES256" else { throw JWSError("The transaction is not signed with ES256 (alg is “\(jws.algorithm)”).") }
        guard jws.certificates.count >= 2 else { throw JWSError("The transaction’s certificate chain is too short.") }
        var owned: [OpaquePointer] = []
        defer { owned.forEach { X509_free($0) } }
        for der in jws.certificates {
            guard let certificate = Self.certificate(der) else { throw JWSError("A certificate in the chain cannot be read.") }
            owned.append(certificate)
        }
        let leaf = owned[0]
        if let leafExtension, !Self.has(leaf, extension: leafExtension) {
            throw JWSError("The signing certificate is not one that signs App Store transactions.")
        }
        if let intermediateExtension, !Self.has(owned[1], extension: intermediateExtension) {
            throw JWSError("The intermediate certificate is not one that issues App Store signing certificates.")
        }
        try verifyChain(leaf: leaf, intermediates: Array(owned.dropFirst()), at: time)
        try verifySignature(jws.signature, message: jws.signingInput, leaf: leaf)
        return jws.payload
    }

    private func verifyChain(leaf: OpaquePointer, intermediates: [OpaquePointer], at time: Date) throws(JWSError) {
        guard let store = X509_STORE_new(), let context = X509_STORE_CTX_new(), let untrusted = OPENSSL_sk_new_null() else {
            throw JWSError("Could not verify the certificate chain.", detail: "allocation failed")
        }
        defer {
            X509_STORE_free(store)
            X509_STORE_CTX_free(context)
            OPENSSL_sk_free(untrusted)
        }
        guard X509_STORE_add_cert(store, root) == 1 else {
            throw JWSError("Could not verify the certificate chain.", detail: Self.drainErrors())
        }
        for certificate in intermediates { OPENSSL_sk_push(untrusted, UnsafeMutableRawPointer(certificate)) }
        guard X509_STORE_CTX_init(context, store, leaf, untrusted) == 1 else {
            throw JWSError("Could not verify the certificate chain.", detail: Self.drainErrors())
        }
        X509_STORE_CTX_set_time(context, 0, time_t(time.timeIntervalSince1970.rounded(.down)))
        guard X509_verify_cert(context) == 1 else {
            let code = X509_STORE_CTX_get_error(context)
            let reason = String(cString: X509_verify_cert_error_string(Int(code)))
            throw JWSError("The transaction’s certificate chain does not lead to the trusted App Store root.", detail: reason)
        }
    }

    private func verifySignature(_ raw: [UInt8], message: [UInt8], leaf: OpaquePointer) throws(JWSError) {
        let refused = JWSError("The signature does not match the transaction — it was changed after it was signed.")
        guard raw.count == 64, let key = X509_get0_pubkey(leaf), EVP_PKEY_get_base_id(key) == EVP_PKEY_EC,
            EVP_PKEY_get_bits(key) == 256
        else { throw refused }
        guard let der = Self.der(fromRaw: raw), let digest = EVP_MD_CTX_new() else { throw refused }
        defer { EVP_MD_CTX_free(digest) }
        guard EVP_DigestVerifyInit(digest, nil, EVP_sha256(), nil, key) == 1,
            EVP_DigestVerify(digest, der, der.count, message, message.count) == 1
        else { throw refused }
    }

    // MARK: OpenSSL helpers

    private static func certificate(_ der: [UInt8]) -> OpaquePointer? {
        der.withUnsafeBufferPointer { buffer in
            var cursor = buffer.baseAddress
            return d2i_X509(nil, &cursor, buffer.count)
        }
    }

    private static func pemCertificate(_ pem: [UInt8]) -> OpaquePointer? {
        guard let bio = BIO_new_mem_buf(pem, Int32(clamping: pem.count)) else { return nil }
        defer { BIO_free(bio) }
        return PEM_read_bio_X509(bio, nil, nil, nil)
    }

    private static func has(_ certificate: OpaquePointer, extension oid: String) -> Bool {
        guard let object = OBJ_txt2obj(oid, 1) else { return false }
        defer { ASN1_OBJECT_free(object) }
        return X509_get_ext_by_OBJ(certificate, object, -1) >= 0
    }

    /// The DER `ECDSA-Sig-Value` of a 64-byte `r || s` (RFC 7518 §3.4).
    private static func der(fromRaw raw: [UInt8]) -> [UInt8]? {
        guard let signature = ECDSA_SIG_new() else { return nil }
        defer { ECDSA_SIG_free(signature) }
        let r = BN_bin2bn(Array(raw.prefix(32)), 32, nil)
        let s = BN_bin2bn(Array(raw.suffix(32)), 32, nil)
        guard let r, let s, ECDSA_SIG_set0(signature, r, s) == 1 else {
            BN_free(r)
            BN_free(s)
            return nil
        }
        let length = i2d_ECDSA_SIG(signature, nil)
        guard length > 0 else { return nil }
        var der = [UInt8](repeating: 0, count: Int(length))
        let written = der.withUnsafeMutableBufferPointer { buffer -> Int32 in
            var cursor = buffer.baseAddress
            return i2d_ECDSA_SIG(signature, &cursor)
        }
        return written == length ? der : nil
    }

    @discardableResult
    private static func drainErrors() -> String {
        var entries: [String] = []
        while true {
            let code = ERR_get_error()
            if code == 0 { break }
            var buffer = [CChar](repeating: 0, count: 256)
            ERR_error_string_n(code, &buffer, buffer.count)
            entries.append(String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
        }
        return entries.joined(separator: "; ")
    }
}
