import Security
import WebAuthn

/// The relying party the tests play (a test of an app gives its own `rpID` and `origin`).
public enum Site {
    public static let rpID = "jamaal.example"
    public static let origin = "https://jamaal.example"
}

/// The bytes a browser hands the page, made the way a platform authenticator makes them: a real P-256 key, CBOR
/// written by ``CBOREncoder``, clientDataJSON in the browser's member order.
public struct TestAuthenticator {
    public let key: TestKey
    public let credentialID: [UInt8]
    public let aaguid: [UInt8]

    public init(credentialID: [UInt8] = SecureRandom.bytes(32), aaguid: [UInt8] = [UInt8](repeating: 0xad, count: 16)) throws {
        key = try TestKey()
        self.credentialID = credentialID
        self.aaguid = aaguid
    }

    public struct Registration {
        public var attestationObject: [UInt8]
        public var clientDataJSON: [UInt8]

        public init(attestationObject: [UInt8], clientDataJSON: [UInt8]) {
            self.attestationObject = attestationObject
            self.clientDataJSON = clientDataJSON
        }
    }

    public struct Assertion {
        public var authenticatorData: [UInt8]
        public var clientDataJSON: [UInt8]
        public var signature: [UInt8]

        public init(authenticatorData: [UInt8], clientDataJSON: [UInt8], signature: [UInt8]) {
            self.authenticatorData = authenticatorData
            self.clientDataJSON = clientDataJSON
            self.signature = signature
        }
    }

    /// The COSE_Key of this authenticator's key (kty 2, alg -7, crv 1, x, y), in CTAP2's canonical order.
    public func coseKey() throws -> CBORValue {
        let publicKey = try key.publicKey()
        return CBOREncoder.intMap([1: .unsigned(2), 3: CBORValue(-7), -1: .unsigned(1), -2: .bytes(publicKey.x), -3: .bytes(publicKey.y)])
    }

    /// AAGUID, the id's length, the id and the COSE key.
    public func attestedCredentialData(coseKey: CBORValue? = nil, credentialID: [UInt8]? = nil) throws -> [UInt8] {
        let id = credentialID ?? self.credentialID
        let length = [UInt8(truncatingIfNeeded: id.count >> 8), UInt8(truncatingIfNeeded: id.count)]
        return aaguid + length + id + CBOREncoder.encode(try coseKey ?? self.coseKey())
    }

    /// rpIdHash, flags (AT and ED added when their parts are given), the counter, then the parts.
    public static func authenticatorData(
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
    public static func clientDataJSON(type: String, challenge: [UInt8], origin: String = Site.origin, crossOrigin: Bool = false) -> [UInt8]
    {
        let challenge = Base64URL.encode(challenge)
        return Array(#"{"type":"\#(type)","challenge":"\#(challenge)","origin":"\#(origin)","crossOrigin":\#(crossOrigin)}"#.utf8)
    }

    /// `navigator.credentials.create`'s response: attestation "none" unless `format` says "packed" (self attestation,
    /// signed by the credential's own key).
    public func register(
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
    public func assert(
        challenge: [UInt8], origin: String = Site.origin, rpID: String = Site.rpID, type: String = "webauthn.get",
        flags: AuthenticatorFlags = [.userPresent, .userVerified], signCount: UInt32, signer: TestKey? = nil
    ) throws -> Assertion {
        let client = Self.clientDataJSON(type: type, challenge: challenge, origin: origin)
        let authData = Self.authenticatorData(rpID: rpID, flags: flags, signCount: signCount)
        let signature = try (signer ?? key).sign(authData + SHA256.digest(client))
        return Assertion(authenticatorData: authData, clientDataJSON: client, signature: signature)
    }
}
