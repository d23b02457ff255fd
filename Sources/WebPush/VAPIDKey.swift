import Foundation
import Security

/// The application server's VAPID identity (RFC 8292): a long-lived P-256 key pair that signs push requests.
///
///     let vapid = VAPIDKey(keyPair: try OpenSSLCrypto.p256KeyPair(privateKey: storedScalar))
///     let header = try vapid.authorization(
///         for: subscription.endpoint, subject: "mailto:ops@example.org", expiresAt: Date().addingTimeInterval(12 * 3600))
///     // Authorization: vapid t=eyJ…, k=BP4z…
public struct VAPIDKey: Sendable, Equatable {
    /// The longest token lifetime push services accept (RFC 8292 §2).
    public static let maximumLifetime: TimeInterval = 24 * 60 * 60

    /// The signing key pair.
    public let keyPair: P256KeyPair

    /// Wraps a key pair (generate one with `OpenSSLCrypto.generateP256()`, store `privateKey`).
    ///
    ///     let vapid = VAPIDKey(keyPair: try OpenSSLCrypto.generateP256())
    public init(keyPair: P256KeyPair) { self.keyPair = keyPair }

    /// The public key as unpadded base64url — the browser's `applicationServerKey` and the `k=` parameter.
    ///
    ///     pushManager.subscribe({ applicationServerKey: "\(vapid.publicKeyBase64URL)" })
    public var publicKeyBase64URL: String { Base64URL.encode(keyPair.publicKey) }

    /// The `Authorization` header value `vapid t=<JWT>, k=<public key>` for a push to `endpoint`.
    ///
    /// The JWT's `aud` is the endpoint's origin, `exp` is `expiresAt` in Unix seconds and `sub` is `subject`
    /// (a `mailto:` or `https:` URI). Throws when the endpoint has no http(s) origin, the subject has neither
    /// scheme, or `expiresAt` is not in the next 24 hours after `now`.
    ///
    ///     let value = try vapid.authorization(for: endpoint, subject: "mailto:ops@example.org", expiresAt: now + 43_200)
    public func authorization(for endpoint: String, subject: String, expiresAt: Date, now: Date = Date()) throws -> String {
        let audience = try VAPIDKey.origin(of: endpoint)
        guard subject.hasPrefix("mailto:") || subject.hasPrefix("https://"), !subject.contains(where: \.isNewline) else {
            throw WebPushError("VAPID subject must be a mailto: or https: URI, got \"\(subject)\"")
        }
        let lifetime = expiresAt.timeIntervalSince(now)
        guard lifetime > 0, lifetime <= VAPIDKey.maximumLifetime else {
            throw WebPushError("VAPID expiry must be within 24 hours from now, got \(Int(lifetime)) seconds")
        }
        let claims = Claims(aud: audience, exp: Int(expiresAt.timeIntervalSince1970.rounded(.down)), sub: subject)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let header = Base64URL.encode(Array(#"{"typ":"JWT","alg":"ES256"}"#.utf8))
        let payload = Base64URL.encode(Array(try encoder.encode(claims)))
        let signingInput = header + "." + payload
        let signature = try OpenSSLCrypto.signES256(Array(signingInput.utf8), privateKey: keyPair.privateKey)
        return "vapid t=\(signingInput).\(Base64URL.encode(signature)), k=\(publicKeyBase64URL)"
    }

    /// `scheme://host[:port]` of an http(s) URL, the port only when it is not the scheme's default.
    ///
    ///     try VAPIDKey.origin(of: "https://fcm.googleapis.com/fcm/send/abc")  // "https://fcm.googleapis.com"
    public static func origin(of endpoint: String) throws -> String {
        guard let components = URLComponents(string: endpoint), let scheme = components.scheme?.lowercased(),
            scheme == "https" || scheme == "http", let rawHost = components.host, !rawHost.isEmpty
        else {
            throw WebPushError("push endpoint must be an http(s) URL with a host, got \"\(endpoint)\"")
        }
        let host = rawHost.lowercased()
        let bracketed = host.contains(":") && !host.hasPrefix("[") ? "[\(host)]" : host
        let defaultPort = scheme == "https" ? 443 : 80
        if let port = components.port, port != defaultPort {
            return "\(scheme)://\(bracketed):\(port)"
        }
        return "\(scheme)://\(bracketed)"
    }

    private struct Claims: Encodable {
        let aud: String
        let exp: Int
        let sub: String
    }
}
