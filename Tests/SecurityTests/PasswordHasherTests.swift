import Testing

@testable import Security

@Suite("Password hashing")
struct PasswordHasherTests {
    let hasher = PasswordHasher(strength: .minimal)

    @Test func roundTrip() throws {
        let encoded = try hasher.hash("correct horse battery staple")
        #expect(encoded.hasPrefix("$argon2id$"))
        #expect(hasher.verify("correct horse battery staple", against: encoded))
        #expect(!hasher.verify("correct horse battery stapler", against: encoded))
        #expect(!hasher.verify("", against: encoded))
    }

    @Test func unicodePasswords() throws {
        let encoded = try hasher.hash("كلمة السر 🔑")
        #expect(hasher.verify("كلمة السر 🔑", against: encoded))
        #expect(!hasher.verify("كلمة السر", against: encoded))
    }

    @Test func saltsDiffer() throws {
        #expect(try hasher.hash("same") != hasher.hash("same"))
    }

    @Test func malformedHashesNeverVerify() {
        #expect(!hasher.verify("x", against: ""))
        #expect(!hasher.verify("x", against: "not a hash"))
        #expect(!hasher.verify("x", against: String(repeating: "$", count: 500)))
    }

    @Test func needsRehash() throws {
        let encoded = try hasher.hash("pw")
        #expect(!hasher.needsRehash(encoded))
        #expect(PasswordHasher(strength: .interactive).needsRehash(encoded))
        #expect(hasher.needsRehash("garbage"))
    }
}
