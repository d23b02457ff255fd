import Foundation

/// A JWS in compact serialization (`header.payload.signature`, base64url), split and decoded but not yet trusted:
/// its header (`alg`, the `x5c` certificate chain as DER) and its payload bytes.
///
/// ```swift
/// let jws = try CompactJWS(signedTransaction)
/// jws.certificates.count   // 3: leaf, intermediate, root
/// ```
public struct CompactJWS: Sendable {
    /// The `alg` header.
    public let algorithm: String
    /// The `x5c` header: DER certificates, leaf first.
    public let certificates: [[UInt8]]
    /// The decoded payload.
    public let payload: [UInt8]
    /// The raw signature (for ES256: 64 bytes `r || s`).
    public let signature: [UInt8]
    /// What the signature covers: the first two parts as sent.
    public let signingInput: [UInt8]

    /// The largest JWS accepted (an App Store transaction is a few kilobytes).
    public static let maxLength = 64 << 10

    public init(_ text: String) throws(JWSError) {
        let compact = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard compact.utf8.count <= Self.maxLength else { throw JWSError("This file is too large to be a signed transaction.") }
        let parts = compact.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 3, let headerBytes = Self.base64URL(parts[0]), let payload = Self.base64URL(parts[1]),
            let signature = Self.base64URL(parts[2])
        else { throw JWSError("This is not a signed transaction (expected three base64url parts separated by dots).") }
        struct Header: Decodable {
            let alg: String
            let x5c: [String]?
        }
        guard let header = try? JSONDecoder().decode(Header.self, from: Data(headerBytes)) else {
            throw JWSError("The signed transaction’s header cannot be read.")
        }
        let certificates = (header.x5c ?? []).compactMap { Data(base64Encoded: $0).map { [UInt8]($0) } }
        guard !certificates.isEmpty, certificates.count == header.x5c?.count else {
            throw JWSError("The signed transaction carries no readable certificate chain (x5c).")
        }
        algorithm = header.alg
        self.certificates = certificates
        self.payload = payload
        self.signature = signature
        signingInput = Array(parts[0].utf8) + [UInt8(ascii: ".")] + Array(parts[1].utf8)
    }

    /// Base64url (no padding) to bytes; nil if it is not.
    static func base64URL(_ part: Substring) -> [UInt8]? {
        var text = part.replacingOccurrences(of: "-", with: "+").replacingOccurrences(of: "_", with: "/")
        while text.count % 4 != 0 { text += "=" }
        return Data(base64Encoded: text).map { [UInt8]($0) }
    }
}
