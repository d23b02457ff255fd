import Security

/// HKDF with SHA-256 (RFC 5869), over `Security.HMACSHA256`.
///
///     let cek = try HKDF.derive(salt: salt, ikm: prk, info: Array("Content-Encoding: aes128gcm\0".utf8), length: 16)
public enum HKDF {
    /// The largest output RFC 5869 allows for SHA-256: 255 blocks of 32 bytes.
    public static let maximumLength = 255 * HMACSHA256.macLength

    /// Extract-then-expand: `length` bytes of output keying material; throws for a length outside 0...8160.
    ///
    ///     let okm = try HKDF.derive(salt: authSecret, ikm: ecdhSecret, info: keyInfo, length: 32)
    public static func derive(salt: [UInt8], ikm: [UInt8], info: [UInt8], length: Int) throws -> [UInt8] {
        try expand(prk: extract(salt: salt, ikm: ikm), info: info, length: length)
    }

    /// HKDF-Extract: `PRK = HMAC-SHA-256(salt, IKM)`; an empty salt means 32 zero bytes (RFC 5869 §2.2).
    ///
    ///     let prk = HKDF.extract(salt: salt, ikm: ikm)
    public static func extract(salt: [UInt8], ikm: [UInt8]) -> [UInt8] {
        HMACSHA256.authenticate(ikm, key: salt.isEmpty ? [UInt8](repeating: 0, count: HMACSHA256.macLength) : salt)
    }

    /// HKDF-Expand: `T(1) || T(2) || …` truncated to `length`, with `T(i) = HMAC(PRK, T(i-1) || info || i)`.
    ///
    ///     let nonce = try HKDF.expand(prk: prk, info: Array("Content-Encoding: nonce\0".utf8), length: 12)
    public static func expand(prk: [UInt8], info: [UInt8], length: Int) throws -> [UInt8] {
        guard length >= 0, length <= maximumLength else {
            throw WebPushError("HKDF-SHA-256 output length must be 0...\(maximumLength), got \(length)")
        }
        var output: [UInt8] = []
        var block: [UInt8] = []
        var counter: UInt8 = 1
        while output.count < length {
            block = HMACSHA256.authenticate(block + info + [counter], key: prk)
            output += block
            counter &+= 1
        }
        return Array(output.prefix(length))
    }
}
