/// A word together with the pause marks (and sajdah sign) that follow it, for display.
///
/// A renderer shows `text`, but anchors marks and highlights to `word` only.
///
/// ```swift
/// for token in passage.displayTokens { render(token.text, anchor: token.word) }
/// ```
public struct DisplayToken: Sendable, Hashable {
    /// The word the token is anchored to.
    public let word: Word
    /// The pause marks and sajdah sign that follow the word in the text, in order (often empty).
    public let marks: [String]

    /// The word and its marks as the text spaces them, e.g. "عَمَلًا ۚ".
    public var text: String {
        ([word.text] + marks).joined(separator: " ")
    }
}
