/// The browser's answer to a registration (``JamaalRoute/registerPasskey``): `navigator.credentials.create`'s
/// `PublicKeyCredential` with its buffers in base64url (as `toJSON()` writes it), and the name the person gave it.
public struct PasskeyRegistrationBody: Codable, Sendable {
    /// `response`: the authenticator's attestation and the browser's client data.
    public struct Response: Codable, Sendable {
        public enum CodingKeys: String, CodingKey, CaseIterable { case clientDataJSON, attestationObject, transports }
        public let clientDataJSON: String
        public let attestationObject: String
        public let transports: [String]?
    }

    public enum CodingKeys: String, CodingKey, CaseIterable { case id, rawId, type, response, name }
    public let id: String?
    /// The credential id.
    public let rawId: String
    /// `"public-key"`.
    public let type: String
    public let response: Response
    /// What the person calls it ("Work laptop"); the device's name when left empty.
    public let name: String?
}

/// The browser's answer to a sign-in (``JamaalRoute/passkeySignIn``): `navigator.credentials.get`'s
/// `PublicKeyCredential` with its buffers in base64url, and where to go after.
public struct PasskeySignInBody: Codable, Sendable {
    /// `response`: what the authenticator signed, its signature, and the user handle it keeps with the passkey.
    public struct Response: Codable, Sendable {
        public enum CodingKeys: String, CodingKey, CaseIterable { case clientDataJSON, authenticatorData, signature, userHandle }
        public let clientDataJSON: String
        public let authenticatorData: String
        public let signature: String
        public let userHandle: String?
    }

    public enum CodingKeys: String, CodingKey, CaseIterable { case id, rawId, type, response, next }
    public let id: String?
    /// The credential id.
    public let rawId: String
    /// `"public-key"`.
    public let type: String
    public let response: Response
    /// Where to go after signing in (a path of this site; the Sign in page's `next`).
    public let next: String?
}
