import COpenSSL

/// The P-256 curve group and a BN_CTX, freed together; checks scalars and encodes/decodes points.
final class P256Group {
    let group: OpaquePointer
    let context: OpaquePointer

    init(_ operation: String) throws {
        guard let group = EC_GROUP_new_by_curve_name(NID_X9_62_prime256v1) else {
            throw OpenSSLError(operation, "EC_GROUP_new_by_curve_name(P-256) failed")
        }
        guard let context = BN_CTX_new() else {
            EC_GROUP_free(group)
            throw OpenSSLError(operation, "BN_CTX_new failed")
        }
        self.group = group
        self.context = context
    }

    deinit {
        EC_GROUP_free(group)
        BN_CTX_free(context)
    }

    /// A BIGNUM for `bytes` (big-endian) that is a valid private scalar, 0 < s < n; the caller frees it with BN_clear_free.
    func scalar(_ bytes: [UInt8], _ operation: String) throws -> OpaquePointer {
        guard let scalar = BN_bin2bn(bytes, Int32(bytes.count), nil) else { throw OpenSSLError(operation, "BN_bin2bn failed") }
        guard let order = EC_GROUP_get0_order(group), BN_is_zero(scalar) == 0, BN_cmp(scalar, order) < 0 else {
            BN_clear_free(scalar)
            throw OpenSSLError(operation, "the scalar is not in the range 1..<n of P-256")
        }
        return scalar
    }

    /// The 65-byte uncompressed encoding of `point`.
    func encode(_ point: OpaquePointer, _ operation: String) throws -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: OpenSSLCrypto.publicKeyLength)
        let written = EC_POINT_point2oct(group, point, POINT_CONVERSION_UNCOMPRESSED, &bytes, bytes.count, context)
        guard written == OpenSSLCrypto.publicKeyLength else { throw OpenSSLError(operation, "EC_POINT_point2oct failed") }
        return bytes
    }

    /// Throws unless `bytes` is a 65-byte uncompressed point on P-256 other than the point at infinity.
    func validate(point bytes: [UInt8], _ operation: String) throws {
        guard bytes.count == OpenSSLCrypto.publicKeyLength, bytes.first == 0x04 else {
            throw OpenSSLError(
                operation, "a public key must be a 65-byte uncompressed point starting with 0x04, got \(bytes.count) bytes")
        }
        guard let point = EC_POINT_new(group) else { throw OpenSSLError(operation, "EC_POINT_new failed") }
        defer { EC_POINT_free(point) }
        guard EC_POINT_oct2point(group, point, bytes, bytes.count, context) == 1,
            EC_POINT_is_on_curve(group, point, context) == 1,
            EC_POINT_is_at_infinity(group, point) == 0
        else {
            throw OpenSSLError(operation, "the public key is not a point on P-256")
        }
    }
}
