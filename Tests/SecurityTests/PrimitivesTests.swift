import Testing

@testable import Security

@Suite("Random tokens, digests, HMAC and comparison")
struct PrimitivesTests {
    static let base64URLAlphabet = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_")

    @Test func randomBytes() {
        #expect(SecureRandom.bytes(0).isEmpty)
        #expect(SecureRandom.bytes(32).count == 32)
        #expect(SecureRandom.bytes(32) != SecureRandom.bytes(32))
    }

    @Test(arguments: [(1, 2), (2, 3), (3, 4), (16, 22), (32, 43), (64, 86)])
    func tokenLengthAndAlphabet(byteCount: Int, expectedLength: Int) {
        let token = SecureRandom.token(byteCount: byteCount)
        #expect(token.count == expectedLength)
        #expect(token.allSatisfy(Self.base64URLAlphabet.contains))
        #expect(Base64URL.decode(token)?.count == byteCount)
    }

    @Test func tokensAreUnique() {
        let tokens = Set((0..<1_000).map { _ in SecureRandom.token() })
        #expect(tokens.count == 1_000)
        #expect(SecureRandom.token().count == 43)
    }

    @Test func base64URLKnownAnswersAndRejects() {
        #expect(Base64URL.encode([0xfb, 0xff]) == "-_8")
        #expect(Base64URL.encode(Array("foobar".utf8)) == "Zm9vYmFy")
        #expect(Base64URL.decode("-_8") == [0xfb, 0xff])
        #expect(Base64URL.decode("Zm9v!") == nil)
        #expect(Base64URL.decode("+/8") == nil)
    }

    @Test func sha256KnownAnswer() {
        #expect(TokenDigest.sha256Hex("abc") == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(TokenDigest.sha256Hex("") == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(TokenDigest.sha256Hex("token") == TokenDigest.sha256Hex("token"))
    }

    /// RFC 4231 test cases 1 (20-byte key) and 6 (131-byte key, longer than the block size).
    @Test func hmacRFC4231() throws {
        let key1 = [UInt8](repeating: 0x0b, count: 20)
        let mac1 = HMACSHA256.authenticate(Array("Hi There".utf8), key: key1)
        #expect(HMACSHA256.hexString(mac1) == "b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7")
        #expect(HMACSHA256.isValid(mac1, for: Array("Hi There".utf8), key: key1))
        #expect(!HMACSHA256.isValid(mac1, for: Array("Hi there".utf8), key: key1))

        let key2 = Array("Jefe".utf8)
        #expect(
            HMACSHA256.authenticateHex("what do ya want for nothing?", key: key2)
                == "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843")

        let key6 = [UInt8](repeating: 0xaa, count: 131)
        let message6 = "Test Using Larger Than Block-Size Key - Hash Key First"
        let expected6 = "60e431591ee0b67f0d8a26aacbf5b77f8e0bc6213728c5140546040f0ee37f54"
        #expect(HMACSHA256.authenticateHex(message6, key: key6) == expected6)
        #expect(HMACSHA256.isValidHex(expected6.uppercased(), for: message6, key: key6))
        #expect(!HMACSHA256.isValidHex("zz", for: message6, key: key6))
    }

    @Test func hexHelpers() {
        #expect(HMACSHA256.hexString([0x00, 0xde, 0xad, 0xff]) == "00deadff")
        #expect(HMACSHA256.bytes(fromHex: "00DEadff") == [0x00, 0xde, 0xad, 0xff])
        #expect(HMACSHA256.bytes(fromHex: "abc") == nil)
        #expect(HMACSHA256.bytes(fromHex: "zz") == nil)
        #expect(HMACSHA256.bytes(fromHex: "") == [])
    }

    @Test func constantTimeComparison() {
        #expect(constantTimeEquals([], []))
        #expect(constantTimeEquals([1, 2, 3], [1, 2, 3]))
        #expect(!constantTimeEquals([1, 2, 3], [1, 2, 4]))
        #expect(!constantTimeEquals([1, 2, 3], [1, 2]))
        #expect(!constantTimeEquals([], [0]))
    }
}
