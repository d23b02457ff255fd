import Security
import Testing
import WebAuthnTestSupport

@testable import WebAuthn

/// SplitMix64: a seeded generator, so a failure replays.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9e37_79b9_7f4a_7c15
        var z = state
        z = (z ^ (z >> 30)) &* 0xbf58_476d_1ce4_e5b9
        z = (z ^ (z >> 27)) &* 0x94d0_49bb_1331_11eb
        return z ^ (z >> 31)
    }
}

/// Random and mutated inputs through every reader: each must decode or throw its typed error, and never trap (a trap
/// would end the test process). The outcomes are counted so a fuzz loop that exercises only one path fails.
@Suite struct FuzzTests {
    /// Bytes that steer a decoder into its edges: headers with 8-byte arguments, indefinite lengths, breaks, tags,
    /// floats, nested containers.
    static let interesting: [UInt8] = [
        0x00, 0x17, 0x18, 0x1b, 0x3b, 0x40, 0x5b, 0x5f, 0x7b, 0x7f, 0x81, 0x9b, 0x9f, 0xa1, 0xbb, 0xbf, 0xc0, 0xf7, 0xfb, 0xff,
    ]

    static func randomBytes(_ generator: inout SeededGenerator) -> [UInt8] {
        let count = Int.random(in: 0...48, using: &generator)
        return (0..<count).map { _ in
            Bool.random(using: &generator)
                ? interesting.randomElement(using: &generator) ?? 0 : UInt8.random(in: 0...255, using: &generator)
        }
    }

    static func mutate(_ bytes: [UInt8], _ generator: inout SeededGenerator) -> [UInt8] {
        var bytes = bytes
        for _ in 0..<Int.random(in: 1...4, using: &generator) {
            guard !bytes.isEmpty else { return interesting.shuffled(using: &generator) }
            let index = Int.random(in: 0..<bytes.count, using: &generator)
            switch Int.random(in: 0..<6, using: &generator) {
            case 0: bytes[index] ^= 1 << UInt8.random(in: 0...7, using: &generator)
            case 1: bytes[index] = interesting.randomElement(using: &generator) ?? 0
            case 2: bytes[index] = UInt8.random(in: 0...255, using: &generator)
            case 3: bytes.removeSubrange(index...)
            case 4: bytes.insert(UInt8.random(in: 0...255, using: &generator), at: index)
            default: bytes.insert(contentsOf: bytes[index...].prefix(8), at: index)
            }
        }
        return bytes
    }

    @Test func randomBytesDecodeOrThrowNeverTrap() {
        var generator = SeededGenerator(seed: 42)
        let decoder = CBORDecoder()
        var decoded = 0
        var refused = 0
        for _ in 0..<2_000 {
            let bytes = Self.randomBytes(&generator)
            switch Result(catching: { () throws(CBORError) in try decoder.decodePrefix(bytes[...]) }) {
            case .success(let (_, byteCount)):
                decoded += 1
                #expect(byteCount > 0 && byteCount <= bytes.count)
            case .failure:
                refused += 1
            }
            _ = try? decoder.decode(bytes)
            _ = try? AuthenticatorData(bytes: bytes)
            _ = try? AttestationObject(bytes: bytes)
            _ = try? ClientData(json: bytes)
        }
        #expect(decoded + refused == 2_000)
        #expect(decoded > 100 && refused > 100)
    }

    @Test func mutatedRegistrationsAreRefusedOrStillWellFormed() throws {
        var generator = SeededGenerator(seed: 7)
        let challenge = SecureRandom.bytes(32)
        let authenticator = try TestAuthenticator()
        let valid = try authenticator.register(
            challenge: challenge, format: "packed", extensions: CBOREncoder.textMap(["credProtect": .unsigned(2)]))
        var accepted = 0
        var refused = 0
        for _ in 0..<2_000 {
            var registration = valid
            registration.attestationObject = Self.mutate(valid.attestationObject, &generator)
            do {
                let credential = try RelyingParty.register(registration, challenge: challenge)
                accepted += 1
                // Whatever still verifies carries a key the self attestation's signature verified with.
                #expect(credential.attestationFormat == "packed")
            } catch {
                refused += 1
            }
        }
        #expect(accepted + refused == 2_000 && refused > 1_000)
    }

    @Test func mutatedAssertionsVerifyOnlyWhenTheSignedBytesAreUnchanged() throws {
        var generator = SeededGenerator(seed: 1_234)
        let challenge = SecureRandom.bytes(32)
        let authenticator = try TestAuthenticator()
        let stored = StoredCredential(publicKey: try authenticator.key.publicKey(), signCount: 0)
        let valid = try authenticator.assert(challenge: challenge, signCount: 1)
        var refused = 0
        for round in 0..<2_000 {
            var assertion = valid
            switch round % 3 {
            case 0: assertion.authenticatorData = Self.mutate(valid.authenticatorData, &generator)
            case 1: assertion.signature = Self.mutate(valid.signature, &generator)
            default: assertion.clientDataJSON = Self.mutate(valid.clientDataJSON, &generator)
            }
            do {
                _ = try RelyingParty.signIn(assertion, credential: stored, challenge: challenge)
                #expect(assertion.authenticatorData == valid.authenticatorData && assertion.clientDataJSON == valid.clientDataJSON)
            } catch {
                refused += 1
            }
        }
        #expect(refused > 1_900)
    }
}
