import Foundation
import Security

/// The browser's clientDataJSON (WebAuthn Level 3 §5.8.1): which ceremony, the challenge, the page's origin and whether
/// it was framed by another site. Read with `JSONDecoder` after a size check; members it does not use are ignored.
///
/// ```swift
/// let client = try ClientData(json: clientDataJSON)
/// client.type       // "webauthn.get"
/// client.challenge  // the bytes the server issued
/// client.origin     // "https://jamaal.example"
/// ```
public struct ClientData: Hashable, Sendable {
    /// The most bytes accepted (browsers send a few hundred).
    public static let maximumLength = 8 * 1024

    /// `"webauthn.create"` for a registration, `"webauthn.get"` for a sign-in.
    public let type: String
    /// The challenge, decoded from its base64url.
    public let challenge: [UInt8]
    /// The origin of the page that called the API, e.g. `"https://jamaal.example"`.
    public let origin: String
    /// Whether the page was in a frame of another origin (false when absent).
    public let crossOrigin: Bool
    /// The top-level origin when the page was framed.
    public let topOrigin: String?

    /// Reads `json`; throws ``WebAuthnError/tooLarge(part:limit:)`` past ``maximumLength`` and
    /// ``WebAuthnError/malformedClientData(_:)`` unless it is an object with string `type`, `challenge` (base64url) and
    /// `origin`, and `crossOrigin`, when present, a boolean.
    public init(json: [UInt8]) throws(WebAuthnError) {
        guard json.count <= Self.maximumLength else { throw .tooLarge(part: "clientDataJSON", limit: Self.maximumLength) }
        let wire: Wire
        do {
            wire = try JSONDecoder().decode(Wire.self, from: Data(json))
        } catch {
            throw .malformedClientData("not the JSON object a browser sends")
        }
        var encoded = Substring(wire.challenge)
        // Browsers send unpadded base64url; tolerate the padding a hand-built client might add.
        while encoded.hasSuffix("=") { encoded = encoded.dropLast() }
        guard let challenge = Base64URL.decode(String(encoded)) else {
            throw .malformedClientData("the challenge is not base64url")
        }
        type = wire.type
        self.challenge = challenge
        origin = wire.origin
        crossOrigin = wire.crossOrigin ?? false
        topOrigin = wire.topOrigin
    }

    private struct Wire: Decodable {
        let type: String
        let challenge: String
        let origin: String
        let crossOrigin: Bool?
        let topOrigin: String?
    }
}
