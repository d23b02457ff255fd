import Foundation

/// The text of a run of āyāt, ready to show and to anchor marks to.
///
/// ```swift
/// let passage = try Quran.shared.passage(PassageReference.parse("67:1–3"))
/// passage.citation   // "AL-MULK · 67:1–3"
/// ```
public struct Passage: Sendable {
    /// Which āyāt these are.
    public let reference: PassageReference
    /// The sūrah they come from.
    public let surah: Surah
    /// The āyāt in order, text exactly as in the file.
    public let ayahs: [Ayah]

    /// The words of one āyah of the passage (numbered from 1, marks and the Bismillah prefix skipped);
    /// empty if the āyah is not in the passage.
    ///
    /// ```swift
    /// passage.words(inAyah: 2)
    /// ```
    public func words(inAyah number: Int) -> [Word] {
        ayahs.first { $0.number == number }?.words ?? []
    }

    /// Every word of the passage, āyah by āyah.
    public var words: [Word] {
        ayahs.flatMap(\.words)
    }

    /// Display tokens of one āyah: each word with its following pause marks attached.
    ///
    /// ```swift
    /// passage.displayTokens(inAyah: 3).map(\.text)
    /// ```
    public func displayTokens(inAyah number: Int) -> [DisplayToken] {
        ayahs.first { $0.number == number }?.displayTokens ?? []
    }

    /// Display tokens of the whole passage, āyah by āyah.
    public var displayTokens: [DisplayToken] {
        ayahs.flatMap(\.displayTokens)
    }

    /// The upper-case sūrah name and the reference: "AL-MULK · 67:1–3".
    public var citation: String {
        "\(surah.name.uppercased(with: Locale(identifier: "en_US_POSIX"))) · \(reference)"
    }
}
