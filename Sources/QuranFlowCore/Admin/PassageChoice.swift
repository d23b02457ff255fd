import Foundation
import QuranText

/// A lesson's assignment passage and focal āyah as an admin picks them — a sūrah and an āyah range, and one āyah of
/// that range — checked against the shipped Qur'anic text's sūrah table (passed in, so the rule stays pure).
///
/// The focal āyah must lie inside the assignment: it is the āyah Today's verse closes with and the Lesson screen
/// centres on, so it is always one the student recites that week.
///
/// ```swift
/// let choice = try PassageChoice(surah: "67", firstAyah: "1", lastAyah: "3", focalAyah: "1", surahs: Quran.shared.surahs)
/// choice.assignment.description   // "67:1–3"
/// ```
public struct PassageChoice: Hashable, Codable, Sendable {
    /// The passage to recite.
    public let assignment: PassageReference
    /// The āyah at the lesson's centre (inside ``assignment``).
    public let focalAyah: PassageReference

    /// Reads the four fields against `surahs` (the text's table, in order 1…114); throws the first broken rule.
    public init(surah: String, firstAyah: String, lastAyah: String, focalAyah: String, surahs: [Surah]) throws(AdminError) {
        let surahText = surah.trimmingCharacters(in: .whitespaces)
        guard let number = Self.number(surahText), let table = surahs.first(where: { $0.number == number }) else {
            throw .unknownSurah(surahText)
        }
        let first = try Self.ayah(firstAyah, field: "firstAyah", in: table)
        let lastText = lastAyah.trimmingCharacters(in: .whitespaces)
        let last = try lastText.isEmpty ? first : Self.ayah(lastText, field: "lastAyah", in: table)
        guard last >= first else { throw .passageReversed(first: first, last: last) }
        let focalText = focalAyah.trimmingCharacters(in: .whitespaces)
        let focal = try focalText.isEmpty ? first : Self.ayah(focalText, field: "focalAyah", in: table)
        let assignment = PassageReference(surah: number, ayahs: first...last)
        guard (first...last).contains(focal) else {
            throw .focalAyahOutsidePassage(focal: focal, passage: "\(table.name) \(assignment)")
        }
        self.assignment = assignment
        self.focalAyah = PassageReference(surah: number, ayah: focal)
    }

    /// A choice already made (read back from storage).
    public init(assignment: PassageReference, focalAyah: PassageReference) {
        self.assignment = assignment
        self.focalAyah = focalAyah
    }

    private static func number(_ text: String) -> Int? {
        guard (1...3).contains(text.count), text.allSatisfy({ ("0"..."9").contains($0) }) else { return nil }
        return Int(text)
    }

    private static func ayah(_ raw: String, field: String, in surah: Surah) throws(AdminError) -> Int {
        let text = raw.trimmingCharacters(in: .whitespaces)
        guard let ayah = number(text), (1...surah.ayahCount).contains(ayah) else {
            throw .ayahOutOfRange(field: field, surah: surah.name, ayah: String(text.prefix(12)), count: surah.ayahCount)
        }
        return ayah
    }
}
