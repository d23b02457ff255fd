import Security
import Testing
import WebAuthnTestSupport

@testable import WebAuthn

@Suite struct RegistrationTests {
    let challenge = SecureRandom.bytes(32)

    @Test func aRegistrationWithoutAttestationGivesTheCredentialToStore() throws {
        let authenticator = try TestAuthenticator()
        let credential = try RelyingParty.register(try authenticator.register(challenge: challenge, signCount: 7), challenge: challenge)
        #expect(credential.id == authenticator.credentialID)
        #expect(credential.publicKey == (try authenticator.key.publicKey()))
        #expect(credential.publicKey.spkiDER == (try authenticator.key.spkiDER()))
        #expect(credential.signCount == 7)
        #expect(credential.aaguid == authenticator.aaguid)
        #expect(credential.attestationFormat == "none")
        #expect(credential.flags.isSuperset(of: [.userVerified, .backupEligible, .backedUp]))
        #expect(credential.stored == StoredCredential(publicKey: credential.publicKey, signCount: 7))
    }

    @Test func packedSelfAttestationIsVerifiedWithTheCredentialsOwnKey() throws {
        let authenticator = try TestAuthenticator()
        let registration = try authenticator.register(challenge: challenge, format: "packed")
        #expect(try RelyingParty.register(registration, challenge: challenge).attestationFormat == "packed")

        // The same statement over another challenge's clientDataJSON does not verify.
        var other = registration
        other.clientDataJSON = TestAuthenticator.clientDataJSON(type: "webauthn.create", challenge: SecureRandom.bytes(32))
        let otherChallenge = try ClientData(json: other.clientDataJSON).challenge
        guard
            case .invalidAttestationStatement = refusal({ () throws(WebAuthnError) in
                try RelyingParty.register(other, challenge: otherChallenge)
            })
        else { Issue.record("a self attestation over other client data verified"); return }
    }

    @Test func otherAttestationFormatsAreRefusedClearly() throws {
        let authenticator = try TestAuthenticator()
        for format in ["tpm", "fido-u2f", "android-key", "apple"] {
            let registration = try authenticator.register(challenge: challenge, format: format)
            let error = refusal { () throws(WebAuthnError) in try RelyingParty.register(registration, challenge: challenge) }
            #expect(error == .unsupportedAttestationFormat(format))
        }
        // "packed" with a certificate chain is full attestation: not verified here, so refused.
        let authData = TestAuthenticator.authenticatorData(
            flags: [.userPresent, .userVerified], signCount: 0, attested: try authenticator.attestedCredentialData())
        let statement = CBOREncoder.textMap(["alg": CBORValue(-7), "sig": .bytes([0x30, 0x00]), "x5c": .array([.bytes([0x30])])])
        let object = CBOREncoder.textMap(["fmt": .text("packed"), "attStmt": statement, "authData": .bytes(authData)])
        let registration = TestAuthenticator.Registration(
            attestationObject: CBOREncoder.encode(object),
            clientDataJSON: TestAuthenticator.clientDataJSON(type: "webauthn.create", challenge: challenge))
        #expect(
            refusal { () throws(WebAuthnError) in try RelyingParty.register(registration, challenge: challenge) }
                == .unsupportedAttestationFormat("packed with a certificate"))
    }

    @Test func eachCheckRefusesWithItsOwnError() throws {
        let authenticator = try TestAuthenticator()
        let cases: [(TestAuthenticator.Registration, WebAuthnError)] = [
            (
                try authenticator.register(challenge: challenge, origin: "https://evil.example"),
                .originMismatch(received: "https://evil.example")
            ),
            (
                try authenticator.register(challenge: challenge, origin: "http://jamaal.example"),
                .originMismatch(received: "http://jamaal.example")
            ),
            (try authenticator.register(challenge: challenge, rpID: "evil.example"), .relyingPartyMismatch),
            (try authenticator.register(challenge: SecureRandom.bytes(32)), .challengeMismatch),
            (
                try authenticator.register(challenge: challenge, type: "webauthn.get"),
                .wrongType(expected: "webauthn.create", received: "webauthn.get")
            ),
            (try authenticator.register(challenge: challenge, flags: [.userVerified]), .userNotPresent),
            (try authenticator.register(challenge: challenge, flags: [.userPresent]), .userNotVerified),
        ]
        for (registration, expected) in cases {
            #expect(refusal { () throws(WebAuthnError) in try RelyingParty.register(registration, challenge: challenge) } == expected)
        }
    }

    @Test func userVerificationIsOnlyNeededWhenRequired() throws {
        let registration = try TestAuthenticator().register(challenge: challenge, flags: [.userPresent])
        #expect(throws: WebAuthnError.userNotVerified) { try RelyingParty.register(registration, challenge: challenge) }
        #expect(
            try RelyingParty.register(registration, challenge: challenge, requireUserVerification: false).flags == [
                .userPresent, .attestedCredentialData,
            ])
    }

    @Test func aRequestFramedByAnotherSiteIsRefused() throws {
        var registration = try TestAuthenticator().register(challenge: challenge)
        registration.clientDataJSON = TestAuthenticator.clientDataJSON(type: "webauthn.create", challenge: challenge, crossOrigin: true)
        #expect(throws: WebAuthnError.crossOriginNotAllowed) { try RelyingParty.register(registration, challenge: challenge) }
    }

    @Test func aRegistrationWithoutTheNewCredentialIsRefused() throws {
        let authenticator = try TestAuthenticator()
        let bare = TestAuthenticator.authenticatorData(flags: [.userPresent, .userVerified], signCount: 0)
        let registration = try authenticator.register(challenge: challenge, authenticatorData: bare)
        #expect(throws: WebAuthnError.missingCredentialData) { try RelyingParty.register(registration, challenge: challenge) }
    }

    @Test func onlyES256OnP256KeysAreAccepted() throws {
        let authenticator = try TestAuthenticator()
        let good = try authenticator.key.publicKey()
        let keys: [CBORValue] = [
            // Ed25519 (OKP, EdDSA), RS256, ES384 on P-384, ES256 labelled with curve P-384, x of 31 bytes.
            CBOREncoder.intMap([1: .unsigned(1), 3: CBORValue(-8), -1: .unsigned(6), -2: .bytes(good.x)]),
            CBOREncoder.intMap([1: .unsigned(3), 3: CBORValue(-257), -1: .bytes(good.x), -2: .bytes([1, 0, 1])]),
            CBOREncoder.intMap([1: .unsigned(2), 3: CBORValue(-35), -1: .unsigned(2), -2: .bytes(good.x), -3: .bytes(good.y)]),
            CBOREncoder.intMap([1: .unsigned(2), 3: CBORValue(-7), -1: .unsigned(2), -2: .bytes(good.x), -3: .bytes(good.y)]),
            CBOREncoder.intMap([
                1: .unsigned(2), 3: CBORValue(-7), -1: .unsigned(1), -2: .bytes(Array(good.x.dropFirst())), -3: .bytes(good.y),
            ]),
            CBOREncoder.intMap([1: .unsigned(2), -1: .unsigned(1), -2: .bytes(good.x), -3: .bytes(good.y)]),
            .array([]),
        ]
        for key in keys {
            let authData = TestAuthenticator.authenticatorData(
                flags: [.userPresent, .userVerified], signCount: 0, attested: try authenticator.attestedCredentialData(coseKey: key))
            let registration = try authenticator.register(challenge: challenge, authenticatorData: authData)
            let error = refusal { () throws(WebAuthnError) in try RelyingParty.register(registration, challenge: challenge) }
            guard case .unsupportedKey = error else {
                Issue.record("\(key) gave \(String(describing: error))")
                continue
            }
            #expect(error?.message == "Only ES256 (P-256) passkeys are supported.")
        }
    }

    @Test func aPointOffTheCurveIsRefused() throws {
        let authenticator = try TestAuthenticator()
        let good = try authenticator.key.publicKey()
        var y = good.y
        y[31] ^= 0x01
        let key = CBOREncoder.intMap([1: .unsigned(2), 3: CBORValue(-7), -1: .unsigned(1), -2: .bytes(good.x), -3: .bytes(y)])
        let authData = TestAuthenticator.authenticatorData(
            flags: [.userPresent, .userVerified], signCount: 0, attested: try authenticator.attestedCredentialData(coseKey: key))
        let registration = try authenticator.register(challenge: challenge, authenticatorData: authData)
        #expect(throws: WebAuthnError.invalidPublicKey) { try RelyingParty.register(registration, challenge: challenge) }
    }

    @Test func credentialIDsAreAtMost1023Bytes() throws {
        let longest = try TestAuthenticator(credentialID: [UInt8](repeating: 7, count: 1023))
        #expect(try RelyingParty.register(try longest.register(challenge: challenge), challenge: challenge).id.count == 1023)
        let tooLong = try TestAuthenticator(credentialID: [UInt8](repeating: 7, count: 1024))
        #expect(throws: WebAuthnError.credentialIDTooLong(1024)) {
            try RelyingParty.register(try tooLong.register(challenge: challenge), challenge: challenge)
        }
    }

    @Test func extensionsAfterTheKeyAreReadAndNothingElseMayFollow() throws {
        let authenticator = try TestAuthenticator()
        let extensions = CBOREncoder.textMap(["credProtect": .unsigned(2)])
        let registration = try authenticator.register(challenge: challenge, extensions: extensions)
        #expect(try RelyingParty.register(registration, challenge: challenge).id == authenticator.credentialID)

        let trailing =
            TestAuthenticator.authenticatorData(
                flags: [.userPresent, .userVerified], signCount: 0, attested: try authenticator.attestedCredentialData()) + [0x00]
        let withGarbage = try authenticator.register(challenge: challenge, authenticatorData: trailing)
        guard
            case .malformedAuthenticatorData = refusal({ () throws(WebAuthnError) in
                try RelyingParty.register(withGarbage, challenge: challenge)
            })
        else { Issue.record("a byte after the credential key was accepted"); return }

        var objectWithGarbage = try authenticator.register(challenge: challenge)
        objectWithGarbage.attestationObject += [0xf6]
        #expect(
            refusal { () throws(WebAuthnError) in try RelyingParty.register(objectWithGarbage, challenge: challenge) }
                == .malformedAttestationObject("CBOR: 1 bytes follow the item"))
    }
}
