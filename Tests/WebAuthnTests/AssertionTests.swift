import Foundation
import Security
import Testing
import WebAuthnTestSupport

@testable import WebAuthn

@Suite struct AssertionTests {
    let challenge = SecureRandom.bytes(32)

    /// A registered authenticator and what the app stored for it.
    func registered(signCount: UInt32 = 0) throws -> (TestAuthenticator, StoredCredential) {
        let authenticator = try TestAuthenticator()
        let registrationChallenge = SecureRandom.bytes(32)
        let credential = try RelyingParty.register(
            try authenticator.register(challenge: registrationChallenge, signCount: signCount), challenge: registrationChallenge)
        // Stored and read back as the app does.
        let stored = StoredCredential(publicKey: try P256PublicKey(spkiDER: credential.publicKey.spkiDER), signCount: credential.signCount)
        return (authenticator, stored)
    }

    @Test func aValidSignInReturnsTheNewCounter() throws {
        let (authenticator, stored) = try registered(signCount: 4)
        let assertion = try authenticator.assert(challenge: challenge, signCount: 5)
        let result = try RelyingParty.signIn(assertion, credential: stored, challenge: challenge)
        #expect(result.signCount == 5)
        #expect(result.flags == [.userPresent, .userVerified])
    }

    @Test func anAuthenticatorWithoutACounterSignsInWithZeroEveryTime() throws {
        let (authenticator, stored) = try registered()
        for _ in 0..<3 {
            let assertion = try authenticator.assert(challenge: challenge, signCount: 0)
            #expect(try RelyingParty.signIn(assertion, credential: stored, challenge: challenge).signCount == 0)
        }
    }

    @Test func eachCheckRefusesWithItsOwnError() throws {
        let (authenticator, stored) = try registered(signCount: 1)
        let cases: [(TestAuthenticator.Assertion, WebAuthnError)] = [
            (
                try authenticator.assert(challenge: challenge, origin: "https://evil.example", signCount: 2),
                .originMismatch(received: "https://evil.example")
            ),
            (try authenticator.assert(challenge: challenge, rpID: "evil.example", signCount: 2), .relyingPartyMismatch),
            (try authenticator.assert(challenge: SecureRandom.bytes(32), signCount: 2), .challengeMismatch),
            (
                try authenticator.assert(challenge: challenge, type: "webauthn.create", signCount: 2),
                .wrongType(expected: "webauthn.get", received: "webauthn.create")
            ),
            (try authenticator.assert(challenge: challenge, flags: [.userVerified], signCount: 2), .userNotPresent),
            (try authenticator.assert(challenge: challenge, flags: [.userPresent], signCount: 2), .userNotVerified),
            (try authenticator.assert(challenge: challenge, signCount: 2, signer: try TestKey()), .invalidSignature),
        ]
        for (assertion, expected) in cases {
            #expect(
                refusal { () throws(WebAuthnError) in try RelyingParty.signIn(assertion, credential: stored, challenge: challenge) }
                    == expected)
        }
    }

    @Test func userVerificationIsOnlyNeededWhenRequired() throws {
        let (authenticator, stored) = try registered()
        let assertion = try authenticator.assert(challenge: challenge, flags: [.userPresent], signCount: 0)
        #expect(throws: WebAuthnError.userNotVerified) { try RelyingParty.signIn(assertion, credential: stored, challenge: challenge) }
        #expect(try RelyingParty.signIn(assertion, credential: stored, challenge: challenge, requireUserVerification: false).signCount == 0)
    }

    @Test func aCounterThatDoesNotIncreaseMeansAClone() throws {
        let (authenticator, stored) = try registered(signCount: 10)
        for received: UInt32 in [10, 9, 0] {
            let assertion = try authenticator.assert(challenge: challenge, signCount: received)
            let error = refusal { () throws(WebAuthnError) in try RelyingParty.signIn(assertion, credential: stored, challenge: challenge) }
            #expect(error == .counterWentBackwards(stored: 10, received: received))
            #expect(error?.message == "The authenticator’s counter went backwards: this passkey may have been cloned.")
        }
        // A counter starting after a stored zero is fine; one that then stops is not.
        let (fresh, zero) = try registered()
        #expect(
            try RelyingParty.signIn(try fresh.assert(challenge: challenge, signCount: 1), credential: zero, challenge: challenge).signCount
                == 1)
        let afterOne = StoredCredential(publicKey: zero.publicKey, signCount: 1)
        #expect(throws: WebAuthnError.counterWentBackwards(stored: 1, received: 0)) {
            try RelyingParty.signIn(try fresh.assert(challenge: challenge, signCount: 0), credential: afterOne, challenge: challenge)
        }
    }

    @Test func anyChangedByteOfTheSignedDataBreaksTheSignature() throws {
        let (authenticator, stored) = try registered()
        let assertion = try authenticator.assert(challenge: challenge, flags: [.userPresent, .userVerified, .backupEligible], signCount: 3)
        #expect(try RelyingParty.signIn(assertion, credential: stored, challenge: challenge).signCount == 3)
        // The flags (BS set: still well-formed) and each counter byte; the rpIdHash would be refused before the signature.
        for (index, mask) in [(32, UInt8(0x10)), (33, 0x01), (34, 0x01), (35, 0x01), (36, 0x01)] {
            var tampered = assertion
            tampered.authenticatorData[index] ^= mask
            #expect(throws: WebAuthnError.invalidSignature) { try RelyingParty.signIn(tampered, credential: stored, challenge: challenge) }
        }
        var reformatted = assertion
        reformatted.clientDataJSON = Array(
            String(decoding: assertion.clientDataJSON, as: UTF8.self).replacingOccurrences(of: ",", with: ", ").utf8)
        #expect(throws: WebAuthnError.invalidSignature) { try RelyingParty.signIn(reformatted, credential: stored, challenge: challenge) }
        var flipped = assertion
        flipped.signature[flipped.signature.count - 1] ^= 0x01
        #expect(throws: WebAuthnError.invalidSignature) { try RelyingParty.signIn(flipped, credential: stored, challenge: challenge) }
    }

    @Test func aSignatureThatIsNotDERIsRefusedAsMalformed() throws {
        let (authenticator, stored) = try registered()
        let assertion = try authenticator.assert(challenge: challenge, signCount: 0)
        for signature in [[], [UInt8](repeating: 0x11, count: 64), Array(assertion.signature.dropLast()), assertion.signature + [0x00]] {
            var changed = assertion
            changed.signature = signature
            #expect(throws: WebAuthnError.malformedSignature) { try RelyingParty.signIn(changed, credential: stored, challenge: challenge) }
        }
    }

    @Test func aShortOrEmptyExpectedChallengeNeverMatches() throws {
        let (authenticator, stored) = try registered()
        for short in [[], SecureRandom.bytes(15)] {
            let assertion = try authenticator.assert(challenge: short, signCount: 0)
            #expect(throws: WebAuthnError.challengeMismatch) { try RelyingParty.signIn(assertion, credential: stored, challenge: short) }
        }
    }

    @Test func everyRefusalHasASentenceForAPerson() {
        let errors: [WebAuthnError] = [
            .tooLarge(part: "clientDataJSON", limit: 8192), .malformedClientData("x"),
            .wrongType(expected: "webauthn.get", received: "webauthn.create"),
            .wrongType(expected: "webauthn.create", received: "webauthn.get"), .challengeMismatch, .originMismatch(received: "x"),
            .crossOriginNotAllowed, .malformedAttestationObject("x"), .unsupportedAttestationFormat("tpm"),
            .invalidAttestationStatement("x"), .malformedAuthenticatorData("x"), .relyingPartyMismatch, .userNotPresent,
            .userNotVerified, .missingCredentialData, .credentialIDTooLong(2000), .unsupportedKey("x"), .invalidPublicKey,
            .malformedSignature, .invalidSignature, .counterWentBackwards(stored: 2, received: 1),
        ]
        #expect(Set(errors.map(\.message)).count == errors.count)
        for error in errors {
            #expect(error.message.hasSuffix(".") && error.message.first?.isUppercase == true)
            #expect(error.description.hasPrefix(error.message))
        }
        #expect(WebAuthnError.relyingPartyMismatch.message == "This passkey answered for a different site.")
    }
}
