/// One word of an āyah, for anchoring marks and highlights.
///
/// Indices are 1-based within the āyah and count words only: pause marks and the sajdah sign are
/// not words, and the Bismillah prefixed to āyah 1 of most sūrahs is not counted.
///
/// ```swift
/// let first = try Quran.shared.passage(.init(surah: 67, ayah: 1)).words[0]   // index 1, "تَبَـٰرَكَ"
/// ```
public struct Word: Sendable, Hashable, Codable {
    /// The sūrah number.
    public let surah: Int
    /// The āyah number within the sūrah.
    public let ayah: Int
    /// 1-based position among the āyah's words (marks and the Bismillah prefix not counted).
    public let index: Int
    /// The word exactly as in the Tanzil text.
    public let text: String

    /// A word at a position; the library builds these from the text.
    ///
    /// ```swift
    /// Word(surah: 67, ayah: 1, index: 1, text: "تَبَـٰرَكَ")
    /// ```
    public init(surah: Int, ayah: Int, index: Int, text: String) {
        self.surah = surah
        self.ayah = ayah
        self.index = index
        self.text = text
    }
}
