import Foundation
import Testing

@testable import QuranText

/// Tanzil's licence allows verbatim copies only: the bundled files must stay byte-for-byte as received.
@Suite struct ResourceTests {
    /// FNV-1a 64-bit, enough to notice any edit.
    private func fnv1a(_ data: Data) -> UInt64 {
        data.reduce(0xcbf2_9ce4_8422_2325) { ($0 ^ UInt64($1)) &* 0x100_0000_01b3 }
    }

    private func bundled(_ name: String, _ ext: String) throws -> Data {
        let url = try #require(Bundle.module.url(forResource: name, withExtension: ext))
        return try Data(contentsOf: url)
    }

    @Test func textIsUnchanged() throws {
        let data = try bundled("tanzil-uthmani", "txt")
        #expect(data.count == 1_396_087)
        #expect(fnv1a(data) == 0x9d95_b9c6_ff80_ca0a)
        if let shared = FileManager.default.contents(atPath: "/work/shared/data/quran/tanzil-uthmani.txt") {
            #expect(data == shared)
        }
    }

    @Test func surahTableIsUnchanged() throws {
        let data = try bundled("surahs", "tsv")
        #expect(data.count == 5131)
        #expect(fnv1a(data) == 0x908b_b634_32be_ec8b)
        if let shared = FileManager.default.contents(atPath: "/work/shared/data/quran/surahs.tsv") {
            #expect(data == shared)
        }
    }

    @Test func malformedFilesGiveReadableErrors() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("qurantext-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let surahs = directory.appendingPathComponent("surahs.tsv")
        let text = directory.appendingPathComponent("text.txt")
        try Data("number\tname_en\tname_ar\tayah_count\trevelation\thas_basmalah\n1\tA\tأ\t2\tmakki\ttrue\n".utf8).write(to: surahs)
        try Data("1|1|one\n1|2|two two ۚ three\n\n# block\n#  kept\n".utf8).write(to: text)
        let quran = try Quran(textURL: text, surahsURL: surahs)
        #expect(quran.license == "# block\n#  kept\n")
        #expect(try quran.ayah(1, 2).words.map(\.text) == ["two", "two", "three"])
        try Data("1|1|one\n".utf8).write(to: text)
        #expect(throws: QuranTextError.self) { try Quran(textURL: text, surahsURL: surahs) }
        try Data("1|2|two\n1|1|one\n".utf8).write(to: text)
        #expect(throws: QuranTextError.self) { try Quran(textURL: text, surahsURL: surahs) }
        #expect(throws: QuranTextError.self) { try Quran(textURL: directory.appendingPathComponent("missing"), surahsURL: surahs) }
    }
}
