import Testing
import WebAuthnTestSupport

@testable import WebAuthn

@Suite struct P256PublicKeyTests {
    @Test func storedFormsRoundTripAndMatchOpenSSLsOwnEncoding() throws {
        let key = try TestKey()
        let der = try key.spkiDER()
        let publicKey = try P256PublicKey(spkiDER: der)
        #expect(publicKey.spkiDER == der)
        #expect(der.count == 91 && publicKey.rawRepresentation.count == 64 && publicKey.uncompressedPoint.first == 0x04)
        #expect(try P256PublicKey(rawRepresentation: publicKey.rawRepresentation) == publicKey)
        #expect(try P256PublicKey(x: publicKey.x, y: publicKey.y) == publicKey)
    }

    @Test func verifiesOpenSSLsSignaturesAndNothingElse() throws {
        let key = try TestKey()
        let publicKey = try key.publicKey()
        let message = Array("authenticatorData || hash".utf8)
        let signature = try key.sign(message)
        #expect(publicKey.isValidSignature(signature, for: message))
        #expect(!publicKey.isValidSignature(signature, for: message + [0]))
        #expect(!publicKey.isValidSignature(try TestKey().sign(message), for: message))
        #expect(!publicKey.isValidSignature([], for: message))
        #expect(!publicKey.isValidSignature([UInt8](repeating: 0x30, count: 200), for: message))
    }

    @Test func refusesWhatIsNotAP256Point() throws {
        let publicKey = try TestKey().publicKey()
        var offCurve = publicKey.rawRepresentation
        offCurve[63] ^= 0x01
        for raw in [offCurve, [UInt8](repeating: 0, count: 64), Array(offCurve.prefix(63)), offCurve + [0], []] {
            #expect(throws: WebAuthnError.invalidPublicKey) { try P256PublicKey(rawRepresentation: raw) }
        }
        // The P-256 field prime as x: not a field element at all.
        let prime: [UInt8] = [
            0xff, 0xff, 0xff, 0xff, 0x00, 0x00, 0x00, 0x01, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
            0x00, 0x00, 0x00, 0x00, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff,
        ]
        #expect(throws: WebAuthnError.invalidPublicKey) { try P256PublicKey(x: prime, y: publicKey.y) }

        var der = publicKey.spkiDER
        der[12] = 0x02  // another algorithm OID
        var compressed = Array(publicKey.spkiDER.prefix(26)) + [0x02] + publicKey.x
        compressed[1] = 0x39
        compressed[25] = 0x22
        for bad in [der, compressed, Array(publicKey.spkiDER.dropLast()), publicKey.spkiDER + [0], publicKey.rawRepresentation] {
            #expect(throws: WebAuthnError.invalidPublicKey) { try P256PublicKey(spkiDER: bad) }
        }
    }
}
