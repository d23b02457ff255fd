import QuranText

/// Which word of the Qur'an a mark is anchored to: sūrah, āyah and 1-based word index, exactly as
/// ``QuranText/Word`` counts them (pause marks and the Bismillah prefix are not words).
///
/// ```swift
/// WordReference(word: passage.words[0]).label   // "67:1 · word 1"
/// ```
public struct WordReference: Hashable, Codable, Sendable, Comparable {
    /// The sūrah number.
    public let surah: Int
    /// The āyah number.
    public let ayah: Int
    /// The word's 1-based index in the āyah.
    public let index: Int

    /// A reference by numbers.
    public init(surah: Int, ayah: Int, index: Int) {
        self.surah = surah
        self.ayah = ayah
        self.index = index
    }

    /// The reference of a word of the text.
    public init(word: Word) {
        self.init(surah: word.surah, ayah: word.ayah, index: word.index)
    }

    /// "67:1 · word 1".
    public var label: String {
        "\(surah):\(ayah) · word \(index)"
    }

    /// Reading order.
    public static func < (lhs: WordReference, rhs: WordReference) -> Bool {
        (lhs.surah, lhs.ayah, lhs.index) < (rhs.surah, rhs.ayah, rhs.index)
    }
}
