import Security
import Testing

@testable import WebPush

/// RFC 8291 §5 / Appendix A: every input of the worked example and the body it must produce.
enum RFC8291Vector {
    static let plaintext = "When I grow up, I want to be a watermelon"
    static let serverPrivate = "yfWPiYE-n46HLnH0KqZOF1fJJU3MYrct3AELtAQ-oRw"
    static let serverPublic = "BP4z9KsN6nGRTbVYI_c7VJSPQTBtkgcy27mlmlMoZIIgDll6e3vCYLocInmYWAmS6TlzAC8wEqKK6PBru3jl7A8"
    static let userAgentPrivate = "q1dXpw3UpT5VOmu_cf_v6ih07Aems3njxI-JWgLcM94"
    static let userAgentPublic = "BCVxsr7N_eNgVRqvHtD0zTZsEc6-VV-JvLexhqUzORcxaOzi6-AYWXvTBHm4bjyPjs7Vd8pZGH6SRpkNtoIAiw4"
    static let authSecret = "BTBZMqHH6r4Tts7J_aSIgg"
    static let salt = "DGv6ra1nlYgDCS1FRnbzlw"
    static let body =
        "DGv6ra1nlYgDCS1FRnbzlwAAEABBBP4z9KsN6nGRTbVYI_c7VJSPQTBtkgcy27mlmlMoZIIgDll6e3vCYLocInmYWAmS6TlzAC8wEqKK6PBru3jl7A_"
        + "yl95bQpu6cVPTpK4Mqgkf1CXztLVBSt2Ks3oZwbuwXPXLWyouBWLVWGNWQexSgSxsj_Qulcy4a-fN"
}

func bytes(_ base64URL: String) throws -> [UInt8] {
    try #require(Base64URL.decode(base64URL))
}

@Suite struct WebPushEncryptionTests {
    @Test func reproducesTheRFC8291BodyByteForByte() throws {
        let server = try OpenSSLCrypto.p256KeyPair(privateKey: bytes(RFC8291Vector.serverPrivate))
        #expect(server.publicKey == (try bytes(RFC8291Vector.serverPublic)))
        let body = try WebPushEncryption.encrypt(
            plaintext: Array(RFC8291Vector.plaintext.utf8), userAgentPublicKey: bytes(RFC8291Vector.userAgentPublic),
            authSecret: bytes(RFC8291Vector.authSecret), serverKeyPair: server, salt: bytes(RFC8291Vector.salt))
        #expect(Base64URL.encode(body) == RFC8291Vector.body)
    }

    @Test func decryptsTheRFC8291Body() throws {
        let plaintext = try WebPushEncryption.decrypt(
            body: bytes(RFC8291Vector.body), userAgentPrivateKey: bytes(RFC8291Vector.userAgentPrivate),
            userAgentPublicKey: bytes(RFC8291Vector.userAgentPublic), authSecret: bytes(RFC8291Vector.authSecret))
        #expect(String(decoding: plaintext, as: UTF8.self) == RFC8291Vector.plaintext)
    }

    @Test func roundTripsWithFreshKeysAndHasTheRFC8188Header() throws {
        let userAgent = try OpenSSLCrypto.generateP256()
        let auth = try OpenSSLCrypto.randomBytes(16)
        let message = Array(#"{"title":"تذكير","body":"Due now"}"#.utf8)
        let body = try WebPushEncryption.encrypt(plaintext: message, userAgentPublicKey: userAgent.publicKey, authSecret: auth)
        #expect(body.count == WebPushEncryption.headerLength + message.count + 1 + 16)
        #expect(Array(body[16..<21]) == [0, 0, 0x10, 0, 65])
        #expect(body[21] == 0x04)
        let opened = try WebPushEncryption.decrypt(
            body: body, userAgentPrivateKey: userAgent.privateKey, userAgentPublicKey: userAgent.publicKey, authSecret: auth)
        #expect(opened == message)
        let again = try WebPushEncryption.encrypt(plaintext: message, userAgentPublicKey: userAgent.publicKey, authSecret: auth)
        #expect(again != body)  // fresh salt and ephemeral key every time
    }

    @Test func theLargestPayloadFitsOneFourKilobyteMessageAndOneMoreByteIsRefused() throws {
        let userAgent = try OpenSSLCrypto.generateP256()
        let auth = [UInt8](repeating: 7, count: 16)
        let largest = [UInt8](repeating: 0x41, count: WebPushEncryption.maximumPlaintextLength)
        let body = try WebPushEncryption.encrypt(plaintext: largest, userAgentPublicKey: userAgent.publicKey, authSecret: auth)
        #expect(body.count == 4096)
        #expect(throws: WebPushError.self) {
            try WebPushEncryption.encrypt(plaintext: largest + [0x41], userAgentPublicKey: userAgent.publicKey, authSecret: auth)
        }
    }

    @Test func rejectsBadKeysSecretsAndSalts() throws {
        let userAgent = try OpenSSLCrypto.generateP256()
        let auth = [UInt8](repeating: 1, count: 16)
        #expect(throws: WebPushError.self) {
            try WebPushEncryption.encrypt(plaintext: [1], userAgentPublicKey: Array(userAgent.publicKey.prefix(33)), authSecret: auth)
        }
        #expect(throws: WebPushError.self) {
            try WebPushEncryption.encrypt(plaintext: [1], userAgentPublicKey: userAgent.publicKey, authSecret: [1, 2, 3])
        }
        #expect(throws: WebPushError.self) {
            try WebPushEncryption.encrypt(plaintext: [1], userAgentPublicKey: userAgent.publicKey, authSecret: auth, salt: [1])
        }
        var offCurve = userAgent.publicKey
        offCurve[64] ^= 1
        #expect(throws: OpenSSLError.self) {
            try WebPushEncryption.encrypt(plaintext: [1], userAgentPublicKey: offCurve, authSecret: auth)
        }
    }

    @Test func aTamperedBodyDoesNotDecrypt() throws {
        var body = try bytes(RFC8291Vector.body)
        body[body.count - 20] ^= 1
        #expect(throws: OpenSSLError.self) {
            try WebPushEncryption.decrypt(
                body: body, userAgentPrivateKey: bytes(RFC8291Vector.userAgentPrivate),
                userAgentPublicKey: bytes(RFC8291Vector.userAgentPublic), authSecret: bytes(RFC8291Vector.authSecret))
        }
    }
}
