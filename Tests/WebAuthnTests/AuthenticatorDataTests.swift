import Testing
import WebAuthnTestSupport

@testable import WebAuthn

@Suite struct AuthenticatorDataTests {
    @Test func readsTheFixedPartAndTheCounterBigEndian() throws {
        let bytes = TestAuthenticator.authenticatorData(flags: [.userPresent, .backupEligible], signCount: 0x0102_0304)
        let data = try AuthenticatorData(bytes: bytes)
        #expect(data.rpIDHash == Array(bytes.prefix(32)))
        #expect(data.flags == [.userPresent, .backupEligible])
        #expect(data.signCount == 0x0102_0304)
        #expect(data.attestedCredentialData == nil && data.extensions == nil)
    }

    @Test func readsExtensionsWithoutACredential() throws {
        let extensions = CBOREncoder.textMap(["devicePubKey": .bytes([1, 2, 3])])
        let data = try AuthenticatorData(
            bytes: TestAuthenticator.authenticatorData(flags: [.userPresent], signCount: 1, extensions: extensions))
        #expect(data.extensions == extensions)
    }

    @Test func refusesEveryTruncationAndWhatTheFlagsDoNotAnnounce() throws {
        let authenticator = try TestAuthenticator()
        let full = TestAuthenticator.authenticatorData(
            flags: [.userPresent], signCount: 9, attested: try authenticator.attestedCredentialData(),
            extensions: CBOREncoder.textMap(["credProtect": .unsigned(1)]))
        #expect(try AuthenticatorData(bytes: full).attestedCredentialData?.credentialID == authenticator.credentialID)
        for length in 0..<full.count {
            #expect(throws: WebAuthnError.self) { try AuthenticatorData(bytes: Array(full.prefix(length))) }
        }
        var unannounced = full
        unannounced[32] &= ~AuthenticatorFlags.extensionData.rawValue
        guard case .malformedAuthenticatorData = refusal({ () throws(WebAuthnError) in try AuthenticatorData(bytes: unannounced) }) else {
            Issue.record("extensions without ED were accepted")
            return
        }
        var notAMap = TestAuthenticator.authenticatorData(flags: [.userPresent], signCount: 0, extensions: .array([]))
        #expect(
            refusal { () throws(WebAuthnError) in try AuthenticatorData(bytes: notAMap) }
                == .malformedAuthenticatorData("the extensions are not a map"))
        notAMap[32] = AuthenticatorFlags([.userPresent, .backedUp]).rawValue
        #expect(
            refusal { () throws(WebAuthnError) in try AuthenticatorData(bytes: notAMap) }
                == .malformedAuthenticatorData("backed up (BS) without being backup eligible (BE)"))
    }

    @Test func refusesAnEmptyCredentialIDAndOversizedData() throws {
        let authenticator = try TestAuthenticator()
        let empty = TestAuthenticator.authenticatorData(
            flags: [.userPresent], signCount: 0, attested: try authenticator.attestedCredentialData(credentialID: []))
        #expect(
            refusal { () throws(WebAuthnError) in try AuthenticatorData(bytes: empty) }
                == .malformedAuthenticatorData("an empty credential id"))
        #expect(throws: WebAuthnError.tooLarge(part: "authenticator data", limit: AuthenticatorData.maximumLength)) {
            try AuthenticatorData(bytes: [UInt8](repeating: 0, count: AuthenticatorData.maximumLength + 1))
        }
    }
}
