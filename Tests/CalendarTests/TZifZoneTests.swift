import Foundation
import Testing

@testable import Calendar

@Suite struct TZifZoneTests {
    /// Big-endian bytes of a 32-bit count or offset.
    private func be32(_ value: Int32) -> [UInt8] {
        withUnsafeBytes(of: value.bigEndian, Array.init)
    }

    /// A minimal "slim" v2 file: no transitions, one type, only the footer knows the rules.
    private func slimFile(footer: String) -> Data {
        var header: [UInt8] = Array("TZif2".utf8) + Array(repeating: 0, count: 15)
        header += [0, 0, 0, 0, 1, 4].flatMap { be32($0) }  // isut, isstd, leap, time, type, char counts
        let block: [UInt8] = be32(-18000) + [0, 0] + Array("EST".utf8) + [0]
        return Data(header + block + header + block + Array("\n\(footer)\n".utf8))
    }

    @Test func slimFileUsesFooterForEveryInstant() throws {
        let zone = try TZifZone(data: slimFile(footer: "EST5EDT,M3.2.0,M11.1.0"))
        #expect(zone.transitions.isEmpty)
        #expect(zone.abbreviation(at: Int64(utc("2026-03-08T06:59:59Z").timeIntervalSince1970)) == "EST")
        #expect(zone.abbreviation(at: Int64(utc("2026-03-08T07:00:00Z").timeIntervalSince1970)) == "EDT")
    }

    @Test func systemFileHasTransitionsAndFooter() throws {
        let data = try Data(contentsOf: URL(fileURLWithPath: "/usr/share/zoneinfo/America/Toronto"))
        let zone = try TZifZone(data: data)
        #expect(!zone.transitions.isEmpty)
        #expect(zone.footer?.daylight?.abbreviation == "EDT")
        // The far-future tests in ZoneAbbreviationTests really do go past the stored transitions.
        #expect(zone.transitions.last! < Int64(utc("2040-01-01T00:00:00Z").timeIntervalSince1970))
    }

    @Test func rejectsGarbage() {
        #expect(throws: (any Error).self) { try TZifZone(data: Data("not a zone".utf8)) }
        #expect(throws: (any Error).self) { try TZifZone(data: Data("TZif2".utf8 + Array(repeating: 0, count: 60))) }
    }
}
