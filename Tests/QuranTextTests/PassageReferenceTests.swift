import Foundation
import QuranText
import Testing

@Suite struct PassageReferenceTests {
    @Test func parsesDashesAndSingles() throws {
        #expect(try PassageReference.parse("67:1–3") == PassageReference(surah: 67, ayahs: 1...3))
        #expect(try PassageReference.parse("67:1-3") == PassageReference(surah: 67, ayahs: 1...3))
        #expect(try PassageReference.parse("67:1") == PassageReference(surah: 67, ayah: 1))
        #expect(try PassageReference.parse(" 2:255 ") == PassageReference(surah: 2, ayah: 255))
        #expect(try PassageReference.parse("67:2-2") == PassageReference(surah: 67, ayah: 2))
    }

    @Test func descriptions() {
        #expect(PassageReference(surah: 67, ayahs: 1...3).description == "67:1–3")
        #expect(PassageReference(surah: 67, ayah: 1).description == "67:1")
        #expect(PassageReference(surah: 67, ayahs: 5...5).description == "67:5")
    }

    @Test func codable() throws {
        let reference = PassageReference(surah: 67, ayahs: 1...3)
        let data = try JSONEncoder().encode(reference)
        #expect(try JSONDecoder().decode(PassageReference.self, from: data) == reference)
    }

    private func message(_ body: () throws -> Void) -> String? {
        do { try body(); return nil } catch { return (error as? LocalizedError)?.errorDescription }
    }

    @Test func errorMessages() {
        let quran = Quran.shared
        #expect(message { _ = try quran.surah(115) } == "Sūrah 115 does not exist — the Qur'an has 114 sūrahs.")
        #expect(message { _ = try quran.surah(0) } == "Sūrah 0 does not exist — the Qur'an has 114 sūrahs.")
        #expect(message { _ = try quran.ayah(67, 31) } == "Al-Mulk has 30 āyāt; 67:31 does not exist.")
        #expect(message { _ = try quran.ayah(115, 1) } == "Sūrah 115 does not exist — the Qur'an has 114 sūrahs.")
        #expect(
            message { _ = try quran.passage(PassageReference(surah: 67, ayahs: 29...31)) }
                == "Al-Mulk has 30 āyāt; 67:31 does not exist.")
        #expect(
            message { _ = try PassageReference.parse("67:3–1") }
                == "“67:3–1” is not a passage: the first āyah comes after the last.")
        #expect(message { _ = try PassageReference.parse("hello") } == "“hello” is not a passage reference like 67:1–3.")
        for bad in ["67", "67:", ":1", "67:1–", "67:0", "67:1–2–3", "67:a", "67 1", "-67:1", "67:1—3"] {
            #expect(message { _ = try PassageReference.parse(bad) } == "“\(bad)” is not a passage reference like 67:1–3.")
        }
    }

    @Test func errorKinds() {
        #expect(throws: QuranTextError.self) { try PassageReference.parse("hello") }
        do {
            _ = try Quran.shared.ayah(67, 31)
        } catch let error as QuranTextError {
            #expect(error.kind == .noSuchAyah(surah: 67, ayah: 31))
        } catch {
            Issue.record("unexpected error \(error)")
        }
    }
}
