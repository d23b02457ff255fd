import QuranFlowCore
import QuranText

/// The lesson's passage with the review's numbered, word-anchored marks (SakPassageCard): what the coach taps to mark
/// and what the student reads with the feedback.
///
/// ```swift
/// let card = MarkedPassage(passage: passage, marks: review.marks)
/// card.citation   // "AL-MULK · 67:1–3"
/// ```
public struct MarkedPassage: Codable, Hashable, Sendable {
    /// One word as shown.
    public struct WordCell: Codable, Hashable, Sendable {
        /// Sūrah, āyah and 1-based index (what a mark is anchored to).
        public let surah: Int
        public let ayah: Int
        public let index: Int
        /// The word with its following pause marks.
        public let text: String
        /// The numbers of the marks on it (reading order).
        public let markNumbers: [Int]
        /// "correction" when any mark on it is a correction, "praise" when only praise, `nil` unmarked.
        public let tone: String?
    }

    /// One āyah.
    public struct AyahLine: Codable, Hashable, Sendable {
        /// The āyah number.
        public let number: Int
        /// Its words.
        public let words: [WordCell]
    }

    /// "AL-MULK · 67:1–3".
    public let citation: String
    /// The āyāt.
    public let ayahs: [AyahLine]

    /// The passage with `marks` (already in reading order; number = index + 1).
    public init(passage: Passage, marks: [ReviewMark]) {
        citation = passage.citation
        ayahs = passage.ayahs.map { ayah in
            AyahLine(
                number: ayah.number,
                words: passage.displayTokens(inAyah: ayah.number).map { token in
                    let reference = WordReference(word: token.word)
                    let numbers = marks.indices.filter { marks[$0].word == reference }.map { $0 + 1 }
                    let tone: String? =
                        numbers.isEmpty
                        ? nil
                        : numbers.contains { marks[$0 - 1].kind == .correction } ? "correction" : "praise"
                    return WordCell(
                        surah: reference.surah, ayah: reference.ayah, index: reference.index, text: token.text,
                        markNumbers: numbers, tone: tone)
                })
        }
    }

    /// The text of the word at `reference`, if it is in the passage.
    public func text(of reference: WordReference) -> String? {
        ayahs.lazy.flatMap(\.words).first { $0.surah == reference.surah && $0.ayah == reference.ayah && $0.index == reference.index }?.text
    }
}
