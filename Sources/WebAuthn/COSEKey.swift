/// A credential public key as a COSE_Key map (RFC 9052 §7, RFC 9053 §7.1.1), of the one kind accepted: an EC2 key
/// (kty 2) for ES256 (alg -7) on P-256 (crv 1) with 32-byte x and y. Anything else is refused with
/// ``WebAuthnError/unsupportedKey(_:)`` ("Only ES256 (P-256) passkeys are supported."); keys it does not use (a `kid`)
/// are ignored.
///
/// ```swift
/// let (map, used) = try CBORDecoder().decodePrefix(bytes[offset...])
/// let key = try COSEKey(map).publicKey
/// ```
public struct COSEKey: Hashable, Sendable {
    /// COSE's algorithm identifier for ES256 (ECDSA with SHA-256).
    public static let es256: Int64 = -7
    /// COSE's key type for elliptic-curve keys with x and y (EC2).
    public static let ec2KeyType: Int64 = 2
    /// COSE's curve identifier for P-256.
    public static let p256Curve: Int64 = 1

    /// The key, checked to lie on the curve.
    public let publicKey: P256PublicKey

    /// The ES256 key `map` describes.
    public init(_ map: CBORValue) throws(WebAuthnError) {
        guard map.mapEntries != nil else { throw .unsupportedKey("the credential public key is not a COSE_Key map") }
        let keyType = map[1]
        guard keyType?.integer == Self.ec2KeyType else {
            throw .unsupportedKey("key type \(Self.describe(keyType)), expected 2 (EC2)")
        }
        let algorithm = map[3]
        guard algorithm?.integer == Self.es256 else {
            throw .unsupportedKey("algorithm \(Self.describe(algorithm)), expected -7 (ES256)")
        }
        let curve = map[-1]
        guard curve?.integer == Self.p256Curve else {
            throw .unsupportedKey("curve \(Self.describe(curve)), expected 1 (P-256)")
        }
        guard let x = map[-2]?.bytes, let y = map[-3]?.bytes, x.count == 32, y.count == 32 else {
            throw .unsupportedKey("x and y must be 32-byte strings")
        }
        publicKey = try P256PublicKey(x: x, y: y)
    }

    private static func describe(_ value: CBORValue?) -> String {
        guard let value else { return "missing" }
        return value.integer.map(String.init) ?? "not an integer"
    }
}
