import COpenSSL

/// Converts ECDSA P-256 signatures between OpenSSL's DER and JOSE's raw `r || s` (RFC 7518 §3.4).
enum ECDSASignature {
    private static let half = 32

    /// The 64-byte `r || s` of a DER `ECDSA-Sig-Value`.
    static func raw(fromDER der: [UInt8], _ operation: String) throws -> [UInt8] {
        let signature: OpaquePointer? = der.withUnsafeBufferPointer { buffer in
            var cursor = buffer.baseAddress
            return d2i_ECDSA_SIG(nil, &cursor, buffer.count)
        }
        guard let signature else { throw OpenSSLError(operation, "could not parse the DER signature") }
        defer { ECDSA_SIG_free(signature) }
        var r: OpaquePointer?
        var s: OpaquePointer?
        ECDSA_SIG_get0(signature, &r, &s)
        var raw = [UInt8](repeating: 0, count: 2 * half)
        let written = raw.withUnsafeMutableBufferPointer { buffer -> Bool in
            guard let base = buffer.baseAddress, let r, let s else { return false }
            return BN_bn2binpad(r, base, Int32(half)) == half && BN_bn2binpad(s, base + half, Int32(half)) == half
        }
        guard written else { throw OpenSSLError(operation, "signature component does not fit 32 bytes") }
        return raw
    }

    /// The DER `ECDSA-Sig-Value` of a 64-byte `r || s`.
    static func der(fromRaw raw: [UInt8], _ operation: String) throws -> [UInt8] {
        guard raw.count == 2 * half else { throw OpenSSLError(operation, "a raw ES256 signature is 64 bytes, got \(raw.count)") }
        guard let signature = ECDSA_SIG_new() else { throw OpenSSLError(operation, "ECDSA_SIG_new failed") }
        defer { ECDSA_SIG_free(signature) }
        let r = BN_bin2bn(Array(raw.prefix(half)), Int32(half), nil)
        let s = BN_bin2bn(Array(raw.suffix(half)), Int32(half), nil)
        guard let r, let s, ECDSA_SIG_set0(signature, r, s) == 1 else {
            BN_free(r)
            BN_free(s)
            throw OpenSSLError(operation, "could not build the signature")
        }
        let length = i2d_ECDSA_SIG(signature, nil)
        guard length > 0 else { throw OpenSSLError(operation, "i2d_ECDSA_SIG failed") }
        var der = [UInt8](repeating: 0, count: Int(length))
        let written = der.withUnsafeMutableBufferPointer { buffer -> Int32 in
            var cursor = buffer.baseAddress
            return i2d_ECDSA_SIG(signature, &cursor)
        }
        guard written == length else { throw OpenSSLError(operation, "i2d_ECDSA_SIG failed") }
        return der
    }
}
