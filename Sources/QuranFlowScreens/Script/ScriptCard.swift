import QuranFlowCore
import QuranText

/// One font card of the Qur'an script picker (SakFontPicker, SakOnb3): the face's name, a verse in that face, and
/// whether it is the chosen one (the check badge).
public struct ScriptCard: Codable, Hashable, Sendable {
    /// The face.
    public let face: QuranFace
    /// "Amiri Quran".
    public let title: String
    /// "Made for the muṣḥaf, with its full marks".
    public let note: String
    /// The preview verse (the Bismillah, from the shipped text).
    public let preview: String
    /// Whether this face is the chosen one.
    public let isSelected: Bool

    /// The three cards with `selected` chosen.
    ///
    /// ```swift
    /// ScriptCard.cards(selected: .amiri).map(\.isSelected)   // [false, true, false]
    /// ```
    public static func cards(selected: QuranFace) -> [ScriptCard] {
        QuranFace.allCases.map {
            ScriptCard(face: $0, title: $0.title, note: $0.note, preview: ScriptVerse.bismillah.arabic, isSelected: $0 == selected)
        }
    }
}

/// A verse the script screens preview, read from the shipped Qur'anic text.
public struct ScriptVerse: Codable, Hashable, Sendable {
    /// The verse's text.
    public let arabic: String
    /// "Al-Fātiḥah 1:1".
    public let citation: String

    /// The Bismillah (Al-Fātiḥah 1:1), on every card.
    public static var bismillah: ScriptVerse { verse(surah: 1, ayah: 1) }
    /// The live preview card's verse (Al-Fātiḥah 1:2).
    public static var previewVerse: ScriptVerse { verse(surah: 1, ayah: 2) }

    static func verse(surah: Int, ayah: Int) -> ScriptVerse {
        guard let passage = try? Quran.shared.passage(PassageReference(surah: surah, ayah: ayah)) else {
            return ScriptVerse(arabic: "", citation: "")
        }
        return ScriptVerse(arabic: passage.ayahs.map(\.text).joined(separator: " "), citation: passage.citation)
    }
}
