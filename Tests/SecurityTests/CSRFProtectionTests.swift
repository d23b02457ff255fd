import Testing

@testable import Security

@Suite("CSRF protection")
struct CSRFProtectionTests {
    let csrf = CSRFProtection(secret: SecureRandom.bytes(32))

    @Test func validForItsSessionOnly() {
        let token = csrf.token(forSession: "session-a")
        #expect(token.count == 64)
        #expect(csrf.isValid(token, forSession: "session-a"))
        #expect(!csrf.isValid(token, forSession: "session-b"))
        #expect(!csrf.isValid(token, forSession: ""))
    }

    @Test func tokensAreFreshButAllValid() {
        let first = csrf.token(forSession: "s")
        let second = csrf.token(forSession: "s")
        #expect(first != second)
        #expect(csrf.isValid(first, forSession: "s") && csrf.isValid(second, forSession: "s"))
    }

    @Test func tamperedTokensAreRejected() {
        let token = csrf.token(forSession: "s")
        var characters = Array(token)
        for index in [0, 20, 63] {
            var tampered = characters
            tampered[index] = tampered[index] == "A" ? "B" : "A"
            #expect(!csrf.isValid(String(tampered), forSession: "s"))
        }
        characters.removeLast()
        #expect(!csrf.isValid(String(characters), forSession: "s"))
        #expect(!csrf.isValid(token + "A", forSession: "s"))
        #expect(!csrf.isValid("", forSession: "s"))
        #expect(!csrf.isValid("not base64 at all!", forSession: "s"))
    }

    @Test func otherSecretRejects() {
        let other = CSRFProtection(secret: SecureRandom.bytes(32))
        #expect(!other.isValid(csrf.token(forSession: "s"), forSession: "s"))
    }
}
