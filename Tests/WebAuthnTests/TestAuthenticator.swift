import Security

@testable import WebAuthn

/// The relying party the tests play.
enum Site {
    static let rpID = "jamaal.example"
    static let origin = "https://jamaal.example"
}

/// The bytes a browser hands the page, made the way a platform authenticator makes them: a real P-256 key, CBOR
/// written by ``CBOREncoder``, clientDataJSON in the browser's member order.
struct TestAuthenticator {
    let key: TestKey
    let credentialID: [UInt8]
    let aaguid: [UInt8]

    init(credentialID: [UInt8] = SecureRandom.bytes(32), aaguid: [UInt8] = [UInt8](repeating: 0xad, count: 16)) throws {
        key = try TestKey()
        self.credentialID = credentialID
        self.aaguid = aaguid
    }

    struct Registration {
        var attestationObject: [UInt8]
        var clientDataJSON: [UInt8]
    }

    struct Assertion {
        var authenticatorData: [UInt8]
        var clientDataJSON: [UInt8]
        var signature: [UInt8]
    }

    /// The COSE_Key of this authenticator's key (kty 2, alg -7, crv 1, x, y), in CTAP2's canonical order.
    func coseKey() throws -> CBORValue {
        let publicKey = try key.publicKey()
        return CBOREncoder.intMap([1: .unsigned(2), 3: CBORValue(-7), -1: .unsigned(1), -2: .bytes(publicKey.x), -3: .bytes(publicKey.y)])
    }

    /// AAGUID, the id's length, the id and the COSE key.
    func attestedCredentialData(coseKey: CBORValue? = nil, credentialID: [UInt8]? = nil) throws -> [UInt8] {
        let id = credentialID ?? self.credentialID
        let length = [UInt8(truncatingIfNeeded: id.count >> 8), UInt8(truncatingIfNeeded: id.count)]
        return aaguid + length + id + CBOREncoder.encode(try coseKey ?? self.coseKey())
    }

    /// rpIdHash, flags (AT and ED added when their parts are given), the counter, then the parts.
    static func authenticatorData(
        rpID: String = Site.rpID, flags: AuthenticatorFlags, signCount: UInt32, attested: [UInt8]? = nil,
        extensions: CBORValue? = nil
    ) -> [UInt8] {
        var flags = flags
        if attested != nil { flags.insert(.attestedCredentialData) }
        if extensions != nil { flags.insert(.extensionData) }
        let counter = (0..<4).reversed().map { UInt8(truncatingIfNeeded: signCount >> (8 * UInt32($0))) }
        return SHA256.digest(Array(rpID.utf8)) + [flags.rawValue] + counter + (attested ?? []) + (extensions.map(CBOREncoder.encode) ?? [])
    }

    /// clientDataJSON as Chrome writes it.
    static func clientDataJSON(type: String, challenge: [UInt8], origin: String = Site.origin, crossOrigin: Bool = false) -> [UInt8] {
        let challenge = Base64URL.encode(challenge)
        return Array(#"{"type":"\#(type)","challenge":"\#(challenge)","origin":"\#(origin)","crossOrigin":\#(crossOrigin)}"#.utf8)
    }

    /// `navigator.credentials.create`'s response: attestation "none" unless `format` says "packed" (self attestation,
    /// signed by the credential's own key).
    func register(
        challenge: [UInt8], origin: String = Site.origin, rpID: String = Site.rpID, type: String = "webauthn.create",
        flags: AuthenticatorFlags = [.userPresent, .userVerified, .backupEligible, .backedUp], signCount: UInt32 = 0,
        format: String = "none", extensions: CBORValue? = nil, authenticatorData: [UInt8]? = nil
    ) throws -> Registration {
        let client = Self.clientDataJSON(type: type, challenge: challenge, origin: origin)
        let authData =
            try authenticatorData
            ?? Self.authenticatorData(
                rpID: rpID, flags: flags, signCount: signCount, attested: try attestedCredentialData(), extensions: extensions)
        var statement = CBORValue.map([])
        if format == "packed" {
            let signature = try key.sign(authData + SHA256.digest(client))
            statement = CBOREncoder.textMap(["alg": CBORValue(-7), "sig": .bytes(signature)])
        }
        let object = CBOREncoder.textMap(["fmt": .text(format), "attStmt": statement, "authData": .bytes(authData)])
        return Registration(attestationObject: CBOREncoder.encode(object), clientDataJSON: client)
    }

    /// `navigator.credentials.get`'s response, signed by this authenticator's key (or by `signer`).
    func assert(
        challenge: [UInt8], origin: String = Site.origin, rpID: String = Site.rpID, type: String = "webauthn.get",
        flags: AuthenticatorFlags = [.userPresent, .userVerified], signCount: UInt32, signer: TestKey? = nil
    ) throws -> Assertion {
        let client = Self.clientDataJSON(type: type, challenge: challenge, origin: origin)
        let authData = Self.authenticatorData(rpID: rpID, flags: flags, signCount: signCount)
        let signature = try (signer ?? key).sign(authData + SHA256.digest(client))
        return Assertion(authenticatorData: authData, clientDataJSON: client, signature: signature)
    }
}

/// The relying party's checks with the tests' site, as the app calls them.
enum RelyingParty {
    static func register(
        _ registration: TestAuthenticator.Registration, challenge: [UInt8], requireUserVerification: Bool = true
    ) throws(WebAuthnError) -> RegisteredCredential {
        try WebAuthnRelyingParty.verifyRegistration(
            attestationObject: registration.attestationObject, clientDataJSON: registration.clientDataJSON,
            expectedChallenge: challenge, expectedOrigin: Site.origin, rpID: Site.rpID, requireUserVerification: requireUserVerification)
    }

    static func signIn(
        _ assertion: TestAuthenticator.Assertion, credential: StoredCredential, challenge: [UInt8], requireUserVerification: Bool = true
    ) throws(WebAuthnError) -> VerifiedAssertion {
        try WebAuthnRelyingParty.verifyAssertion(
            credential: credential, authenticatorData: assertion.authenticatorData, clientDataJSON: assertion.clientDataJSON,
            signature: assertion.signature, expectedChallenge: challenge, expectedOrigin: Site.origin, rpID: Site.rpID,
            requireUserVerification: requireUserVerification)
    }
}

/// The `WebAuthnError` `body` throws, or nil when it returns.
func refusal<T>(_ body: () throws(WebAuthnError) -> T) -> WebAuthnError? {
    do {
        _ = try body()
        return nil
    } catch {
        return error
    }
}
