import Testing

@testable import WebPush

@Suite struct OpenSSLCryptoTests {
    @Test func derivesThePublicKeyOfAStoredScalar() throws {
        let generated = try OpenSSLCrypto.generateP256()
        #expect(generated.privateKey.count == 32)
        #expect(generated.publicKey.count == 65 && generated.publicKey.first == 0x04)
        #expect(try OpenSSLCrypto.p256KeyPair(privateKey: generated.privateKey) == generated)
    }

    @Test func rejectsInvalidScalars() {
        let order: [UInt8] = [
            0xff, 0xff, 0xff, 0xff, 0x00, 0x00, 0x00, 0x00, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff,
            0xbc, 0xe6, 0xfa, 0xad, 0xa7, 0x17, 0x9e, 0x84, 0xf3, 0xb9, 0xca, 0xc2, 0xfc, 0x63, 0x25, 0x51,
        ]
        for scalar in [[UInt8](repeating: 0, count: 32), order, [UInt8](repeating: 0xff, count: 32), [1, 2, 3]] {
            #expect(throws: OpenSSLError.self) { try OpenSSLCrypto.p256KeyPair(privateKey: scalar) }
        }
        var belowOrder = order
        belowOrder[31] -= 1
        #expect((try? OpenSSLCrypto.p256KeyPair(privateKey: belowOrder)) != nil)
    }

    @Test func ecdhAgreesBothWaysAndValidatesThePeerPoint() throws {
        let alice = try OpenSSLCrypto.generateP256()
        let bob = try OpenSSLCrypto.generateP256()
        let one = try OpenSSLCrypto.ecdh(privateKey: alice.privateKey, peerPublicKey: bob.publicKey)
        let two = try OpenSSLCrypto.ecdh(privateKey: bob.privateKey, peerPublicKey: alice.publicKey)
        #expect(one == two && one.count == 32)
        var notOnCurve = bob.publicKey
        notOnCurve[40] ^= 0x10
        var compressedPrefix = bob.publicKey
        compressedPrefix[0] = 0x02
        for peer in [notOnCurve, compressedPrefix, Array(bob.publicKey.prefix(64)), [], [UInt8](repeating: 0, count: 65)] {
            #expect(throws: OpenSSLError.self) { try OpenSSLCrypto.ecdh(privateKey: alice.privateKey, peerPublicKey: peer) }
        }
    }

    @Test func es256SignaturesAreRawSixtyFourBytesAndVerify() throws {
        let key = try OpenSSLCrypto.generateP256()
        let message = Array("header.payload".utf8)
        let signature = try OpenSSLCrypto.signES256(message, privateKey: key.privateKey)
        #expect(signature.count == 64)
        #expect(OpenSSLCrypto.verifyES256(signature, message: message, publicKey: key.publicKey))
        #expect(!OpenSSLCrypto.verifyES256(signature, message: Array("header.payloaD".utf8), publicKey: key.publicKey))
        #expect(!OpenSSLCrypto.verifyES256(Array(signature.prefix(63)), message: message, publicKey: key.publicKey))
        let other = try OpenSSLCrypto.generateP256()
        #expect(!OpenSSLCrypto.verifyES256(signature, message: message, publicKey: other.publicKey))
        #expect(!OpenSSLCrypto.verifyES256(signature, message: message, publicKey: [4, 5, 6]))
    }

    @Test func aesGCMMatchesAKnownVectorAndRejectsTampering() throws {
        // NIST GCM test case 2 (McGrew & Viega): zero key, zero IV, one zero block.
        let key = [UInt8](repeating: 0, count: 16)
        let nonce = [UInt8](repeating: 0, count: 12)
        let sealed = try OpenSSLCrypto.aes128GCMSeal(key: key, nonce: nonce, plaintext: [UInt8](repeating: 0, count: 16))
        #expect(hex(sealed) == "0388dace60b6a392f328c2b971b2fe78" + "ab6e47d42cec13bdf53a67b21257bddf")
        #expect(try OpenSSLCrypto.aes128GCMOpen(key: key, nonce: nonce, ciphertextAndTag: sealed) == [UInt8](repeating: 0, count: 16))
        var tampered = sealed
        tampered[3] ^= 1
        #expect(throws: OpenSSLError.self) { try OpenSSLCrypto.aes128GCMOpen(key: key, nonce: nonce, ciphertextAndTag: tampered) }
        #expect(throws: OpenSSLError.self) { try OpenSSLCrypto.aes128GCMOpen(key: key, nonce: nonce, ciphertextAndTag: [1, 2]) }
        #expect(throws: OpenSSLError.self) { try OpenSSLCrypto.aes128GCMSeal(key: [1], nonce: nonce, plaintext: []) }
        #expect(throws: OpenSSLError.self) { try OpenSSLCrypto.aes128GCMSeal(key: key, nonce: [1], plaintext: []) }
    }

    @Test func sha256AndRandomBytes() throws {
        #expect(hex(try OpenSSLCrypto.sha256(Array("abc".utf8))) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(try OpenSSLCrypto.randomBytes(0).isEmpty)
        #expect(try OpenSSLCrypto.randomBytes(32) != OpenSSLCrypto.randomBytes(32))
        #expect(throws: OpenSSLError.self) { try OpenSSLCrypto.randomBytes(-1) }
    }

    @Test func errorsNameTheOperation() throws {
        let key = try OpenSSLCrypto.generateP256()
        do {
            _ = try OpenSSLCrypto.ecdh(privateKey: key.privateKey, peerPublicKey: [4, 1, 2])
            Issue.record("expected a throw")
        } catch {
            #expect("\(error)".hasPrefix("ECDH: "))
        }
    }
}

func hex(_ bytes: [UInt8]) -> String {
    bytes.map { String($0, radix: 16).count == 1 ? "0" + String($0, radix: 16) : String($0, radix: 16) }.joined()
}
