import Testing

@testable import WebPush

@Suite struct HKDFTests {
    @Test func matchesRFC5869TestCase1() throws {
        let ikm = [UInt8](repeating: 0x0b, count: 22)
        let salt = Array(UInt8(0x00)...UInt8(0x0c))
        let info = Array(UInt8(0xf0)...UInt8(0xf9))
        #expect(hex(HKDF.extract(salt: salt, ikm: ikm)) == "077709362c2e32df0ddc3f0dc47bba6390b6c73bb50f9c3122ec844ad7c2b3e5")
        let okm = try HKDF.derive(salt: salt, ikm: ikm, info: info, length: 42)
        #expect(hex(okm) == "3cb25f25faacd57a90434f64d0362f2a2d2d0a90cf1a5a4c5db02d56ecc4c5bf34007208d5b887185865")
    }

    @Test func matchesRFC5869TestCase3WithEmptySaltAndInfo() throws {
        let okm = try HKDF.derive(salt: [], ikm: [UInt8](repeating: 0x0b, count: 22), info: [], length: 42)
        #expect(hex(okm) == "8da4e775a563c18f715f802a063c5a31b8a11f5c5ee1879ec3454e5f3c738d2d9d201395faa4b61a96c8")
    }

    @Test func supportsTheFullRangeAndRejectsMore() throws {
        let longest = try HKDF.derive(salt: [1], ikm: [2], info: [3], length: HKDF.maximumLength)
        #expect(longest.count == 8160)
        #expect(Array(longest.prefix(16)) == (try HKDF.derive(salt: [1], ikm: [2], info: [3], length: 16)))
        #expect(throws: WebPushError.self) { try HKDF.derive(salt: [1], ikm: [2], info: [3], length: HKDF.maximumLength + 1) }
        #expect(throws: WebPushError.self) { try HKDF.derive(salt: [1], ikm: [2], info: [3], length: -1) }
    }
}
