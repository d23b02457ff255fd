import QuranText

/// The verse that closes Today: Arabic and citation only, never a translation.
///
/// ```swift
/// VerseCloser.make(PassageReference(surah: 67, ayah: 1))?.citation   // "AL-MULK · 67:1"
/// ```
public struct VerseCloser: Codable, Hashable, Sendable {
    /// The Arabic text, without a Bismillah prefix.
    public let arabic: String
    /// "AL-MULK · 67:1".
    public let citation: String
    /// "67:1".
    public let reference: String
    /// Drawn quieter (the rest day).
    public let isQuiet: Bool

    /// The closer for `reference`, or `nil` if the text does not have it.
    public static func make(_ reference: PassageReference, quiet: Bool = false) -> VerseCloser? {
        guard let passage = try? Quran.shared.passage(reference) else { return nil }
        return VerseCloser(
            arabic: passage.ayahs.map(\.textWithoutBismillah).joined(separator: " "),
            citation: passage.citation, reference: reference.description, isQuiet: quiet)
    }
}
