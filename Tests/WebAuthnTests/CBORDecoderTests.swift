import Testing
import WebAuthnTestSupport

@testable import WebAuthn

@Suite struct CBORDecoderTests {
    let decoder = CBORDecoder()

    func decode(_ bytes: [UInt8]) -> Result<CBORValue, CBORError> {
        Result { () throws(CBORError) in try decoder.decode(bytes) }
    }

    /// RFC 8949 Appendix A's examples of the accepted subset.
    @Test func decodesTheSpecificationsExamples() throws {
        let examples: [([UInt8], CBORValue)] = [
            ([0x00], .unsigned(0)), ([0x17], .unsigned(23)), ([0x18, 0x18], .unsigned(24)), ([0x19, 0x03, 0xe8], .unsigned(1000)),
            ([0x1a, 0x00, 0x0f, 0x42, 0x40], .unsigned(1_000_000)),
            ([0x1b, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff], .unsigned(.max)),
            ([0x20], .negative(0)), ([0x38, 0x63], .negative(99)),
            ([0x3b, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff], .negative(.max)),
            ([0x40], .bytes([])), ([0x44, 0x01, 0x02, 0x03, 0x04], .bytes([1, 2, 3, 4])),
            ([0x60], .text("")), ([0x64, 0x49, 0x45, 0x54, 0x46], .text("IETF")), ([0x62, 0xc3, 0xbc], .text("ü")),
            ([0x80], .array([])), ([0x83, 0x01, 0x02, 0x03], .array([.unsigned(1), .unsigned(2), .unsigned(3)])),
            ([0xa0], .map([])),
            ([0xa2, 0x01, 0x02, 0x03, 0x04], CBOREncoder.intMap([1: .unsigned(2), 3: .unsigned(4)])),
            ([0xf4], .bool(false)), ([0xf5], .bool(true)), ([0xf6], .null),
        ]
        for (bytes, expected) in examples {
            #expect(try decoder.decode(bytes) == expected)
            #expect(CBOREncoder.encode(expected) == bytes)
        }
        // A non-minimal argument is read for its value.
        #expect(try decoder.decode(CBOREncoder.header(major: 0, 5, width: 8)) == .unsigned(5))
    }

    @Test func integersFitInt64OrSayTheyDoNot() {
        #expect(CBORValue.negative(6).integer == -7)
        #expect(CBORValue.negative(UInt64(Int64.max)).integer == .min)
        #expect(CBORValue.negative(UInt64(Int64.max) + 1).integer == nil)
        #expect(CBORValue.unsigned(UInt64(Int64.max) + 1).integer == nil)
        #expect(
            CBORValue(.min) == .negative(UInt64(Int64.max)) && CBORValue(-1) == .negative(0)
                && CBORValue(.max) == .unsigned(UInt64(Int64.max)))
        #expect(CBORValue.text("x").integer == nil)
    }

    @Test func aPrefixSaysHowManyBytesItTook() throws {
        let key = CBOREncoder.intMap([1: .unsigned(2), 3: CBORValue(-7)])
        let bytes = [0xee, 0xee] + CBOREncoder.encode(key) + [0xa1, 0x61]
        let (value, byteCount) = try decoder.decodePrefix(bytes[2...])
        #expect(value == key && byteCount == 5)
        #expect(try decoder.decodePrefix([0x01, 0xff][...]).byteCount == 1)
    }

    @Test func refusesTruncatedInput() {
        for bytes: [UInt8] in [[], [0x18], [0x19, 0x01], [0x1b, 0, 0, 0], [0x38], [0x82, 0x01, 0x19], [0xa1, 0x01, 0x18]] {
            #expect(decode(bytes) == .failure(.truncated))
        }
        #expect(decode([0x62, 0x61]) == .failure(.lengthBeyondInput(declared: 2, remaining: 1)))
        #expect(decode([0x83, 0x01, 0x02]) == .failure(.lengthBeyondInput(declared: 3, remaining: 2)))
        #expect(decode([0xa1, 0x01]) == .failure(.lengthBeyondInput(declared: 1, remaining: 1)))
        #expect(decode([0x82, 0x01, 0x81]) == .failure(.lengthBeyondInput(declared: 1, remaining: 0)))
        #expect(decode([0xa2, 0x01, 0x02, 0x03]) == .failure(.lengthBeyondInput(declared: 2, remaining: 3)))
    }

    @Test func refusesEveryPrefixOfAnAttestationObject() throws {
        let registration = try TestAuthenticator().register(challenge: [UInt8](repeating: 1, count: 16), format: "packed")
        let bytes = registration.attestationObject
        #expect(try decoder.decode(bytes)["fmt"] == .text("packed"))
        for length in 0..<bytes.count {
            switch decode(Array(bytes.prefix(length))) {
            case .failure(.truncated), .failure(.lengthBeyondInput): continue
            case let other: Issue.record("a prefix of \(length) bytes gave \(other)")
            }
        }
    }

    @Test func refusesHugeDeclaredLengthsBeforeAllocating() throws {
        let twoTo63: [UInt8] = [0x80, 0, 0, 0, 0, 0, 0, 0]
        #expect(decode([0x5b] + twoTo63) == .failure(.lengthBeyondInput(declared: 1 << 63, remaining: 0)))
        #expect(decode([0x7b] + [UInt8](repeating: 0xff, count: 8) + [0x61]) == .failure(.lengthBeyondInput(declared: .max, remaining: 1)))
        #expect(decode([0x9b] + twoTo63) == .failure(.tooManyItems(declared: 1 << 63, limit: 256)))
        #expect(decode([0xbb] + [UInt8](repeating: 0xff, count: 8)) == .failure(.tooManyItems(declared: .max, limit: 256)))
        #expect(decode([0x99, 0x01, 0x01] + [UInt8](repeating: 0, count: 300)) == .failure(.tooManyItems(declared: 257, limit: 256)))
        #expect(try decoder.decode([0x99, 0x01, 0x00] + [UInt8](repeating: 0, count: 256)).array?.count == 256)
    }

    @Test func refusesNestingDeeperThanTheLimit() throws {
        let sixteen = [UInt8](repeating: 0x81, count: 16) + [0x00]
        #expect(try decoder.decode(sixteen).array?.count == 1)
        #expect(decode([0x81] + sixteen) == .failure(.nestingTooDeep(limit: 16)))
        #expect(decode([UInt8](repeating: 0x81, count: 100_000)) == .failure(.nestingTooDeep(limit: 16)))
        #expect(decode([UInt8](repeating: 0xa1, count: 100_000)) == .failure(.nestingTooDeep(limit: 16)))
        let shallow = CBORDecoder(limits: CBORDecoder.Limits(maximumDepth: 2, maximumItemCount: 4))
        #expect(throws: CBORError.nestingTooDeep(limit: 2)) { try shallow.decode([0x81, 0x81, 0x81, 0x00]) }
        #expect(throws: CBORError.tooManyItems(declared: 5, limit: 4)) { try shallow.decode([0x85, 0, 0, 0, 0, 0]) }
        // However deep a caller asks for, the stack is not theirs to exhaust.
        let greedy = CBORDecoder(limits: CBORDecoder.Limits(maximumDepth: .max, maximumItemCount: .max))
        #expect(greedy.limits.maximumDepth == CBORDecoder.Limits.deepestAllowed)
        #expect(throws: CBORError.nestingTooDeep(limit: 64)) { try greedy.decode([UInt8](repeating: 0x81, count: 100_000)) }
    }

    @Test func refusesIndefiniteLengthsAndBreaks() {
        for initial: UInt8 in [0x5f, 0x7f, 0x9f, 0xbf] {
            #expect(decode([initial, 0x01, 0xff]) == .failure(.indefiniteLength))
        }
        #expect(decode([0xff]) == .failure(.unexpectedBreak))
        #expect(decode([0x1f]) == .failure(.reservedAdditionalInformation(31)))
        #expect(decode([0x3f]) == .failure(.reservedAdditionalInformation(31)))
        for information: UInt8 in 28...30 {
            #expect(decode([information]) == .failure(.reservedAdditionalInformation(information)))
            #expect(decode([0xe0 | information]) == .failure(.reservedAdditionalInformation(information)))
        }
    }

    @Test func refusesTagsFloatsAndOtherSimpleValues() {
        #expect(decode([0xc0, 0x60]) == .failure(.unsupportedTag(0)))
        #expect(decode([0xd8, 0x18, 0x41, 0x00]) == .failure(.unsupportedTag(24)))
        #expect(decode([0xf9, 0x3c, 0x00]) == .failure(.floatNotSupported))
        #expect(decode([0xfa, 0x47, 0xc3, 0x50, 0x00]) == .failure(.floatNotSupported))
        #expect(decode([0xfb, 0x3f, 0xf1, 0x99, 0x99, 0x99, 0x99, 0x99, 0x9a]) == .failure(.floatNotSupported))
        #expect(decode([0xf7]) == .failure(.unsupportedSimpleValue(23)))
        #expect(decode([0xf0]) == .failure(.unsupportedSimpleValue(16)))
        #expect(decode([0xf8, 0xff]) == .failure(.unsupportedSimpleValue(255)))
    }

    @Test func refusesInvalidUTF8DuplicateKeysAndTrailingBytes() {
        #expect(decode([0x62, 0xc3, 0x28]) == .failure(.invalidUTF8))
        #expect(decode([0x63, 0xed, 0xa0, 0x80]) == .failure(.invalidUTF8))  // a UTF-16 surrogate
        #expect(decode([0xa2, 0x01, 0x02, 0x01, 0x03]) == .failure(.duplicateMapKey))
        #expect(decode([0xa2, 0x61, 0x61, 0x01, 0x61, 0x61, 0x02]) == .failure(.duplicateMapKey))
        #expect(decode([0x01, 0x02]) == .failure(.trailingBytes(count: 1)))
        #expect(decode([0xa0, 0x00, 0x00, 0x00]) == .failure(.trailingBytes(count: 3)))
    }

    @Test func everyErrorDescribesItself() {
        let errors: [CBORError] = [
            .truncated, .lengthBeyondInput(declared: 9, remaining: 1), .tooManyItems(declared: 9, limit: 1), .nestingTooDeep(limit: 1),
            .indefiniteLength, .unexpectedBreak, .reservedAdditionalInformation(28), .unsupportedTag(1), .floatNotSupported,
            .unsupportedSimpleValue(23), .invalidUTF8, .duplicateMapKey, .trailingBytes(count: 1),
        ]
        #expect(Set(errors.map(\.description)).count == errors.count)
        #expect(errors.allSatisfy { $0.description.hasPrefix("CBOR: ") })
    }
}
