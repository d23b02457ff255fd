/// A passkey's P-256 public key, checked to be a point on the curve when it is made, in the two forms an app stores:
/// the 64 raw bytes `x || y` or the 91-byte SubjectPublicKeyInfo DER (what `openssl pkey -pubin` and browsers'
/// `getPublicKey()` read).
///
/// ```swift
/// let stored = credential.publicKey.spkiDER                    // keep it with the credential id
/// let key = try P256PublicKey(spkiDER: stored)                 // later, for an assertion
/// let same = try P256PublicKey(rawRepresentation: key.rawRepresentation)
/// ```
public struct P256PublicKey: Hashable, Sendable {
    /// The 32-byte big-endian affine x coordinate.
    public let x: [UInt8]
    /// The 32-byte big-endian affine y coordinate.
    public let y: [UInt8]

    /// The key of the point (`x`, `y`); throws ``WebAuthnError/invalidPublicKey`` unless both are 32 bytes and the point
    /// lies on P-256.
    public init(x: [UInt8], y: [UInt8]) throws(WebAuthnError) {
        guard x.count == 32, y.count == 32 else { throw .invalidPublicKey }
        self.x = x
        self.y = y
        guard OpenSSLES256.isValidPublicKey(spkiDER: spkiDER) else { throw .invalidPublicKey }
    }

    /// The key of a stored ``rawRepresentation`` (64 bytes `x || y`).
    public init(rawRepresentation: [UInt8]) throws(WebAuthnError) {
        guard rawRepresentation.count == 64 else { throw .invalidPublicKey }
        try self.init(x: Array(rawRepresentation.prefix(32)), y: Array(rawRepresentation.suffix(32)))
    }

    /// The key of a stored ``spkiDER``: exactly a P-256 (`id-ecPublicKey`, `prime256v1`) SubjectPublicKeyInfo with an
    /// uncompressed point; any other key, curve or encoding is refused.
    public init(spkiDER: [UInt8]) throws(WebAuthnError) {
        let prefix = Self.spkiPrefix + [0x04]
        guard spkiDER.count == prefix.count + 64, spkiDER.starts(with: prefix) else { throw .invalidPublicKey }
        try self.init(rawRepresentation: Array(spkiDER.dropFirst(prefix.count)))
    }

    /// `x || y`, 64 bytes.
    public var rawRepresentation: [UInt8] { x + y }

    /// The uncompressed SEC 1 point `0x04 || x || y`, 65 bytes.
    public var uncompressedPoint: [UInt8] { [0x04] + x + y }

    /// The SubjectPublicKeyInfo DER, 91 bytes.
    public var spkiDER: [UInt8] { Self.spkiPrefix + uncompressedPoint }

    /// Whether `signature` (an ECDSA-Sig-Value in DER, as WebAuthn sends ES256 signatures) signs `message` with
    /// SHA-256 under this key. Malformed signatures are simply not valid.
    ///
    ///     key.isValidSignature(signature, for: authenticatorData + SHA256.digest(clientDataJSON))
    public func isValidSignature(_ signature: [UInt8], for message: [UInt8]) -> Bool {
        OpenSSLES256.verify(signature: signature, message: message, spkiDER: spkiDER)
    }

    /// SEQUENCE { SEQUENCE { OID id-ecPublicKey, OID prime256v1 }, BIT STRING (0 unused bits) of 65 bytes }, up to the
    /// point itself.
    static let spkiPrefix: [UInt8] = [
        0x30, 0x59, 0x30, 0x13, 0x06, 0x07, 0x2a, 0x86, 0x48, 0xce, 0x3d, 0x02, 0x01,
        0x06, 0x08, 0x2a, 0x86, 0x48, 0xce, 0x3d, 0x03, 0x01, 0x07, 0x03, 0x42, 0x00,
    ]
}
