/// One āyah of the Tanzil text.
///
/// ```swift
/// let ayah = try Quran.shared.ayah(67, 1)
/// ayah.textWithoutBismillah   // starts with "تَبَـٰرَكَ"
/// ```
public struct Ayah: Sendable, Hashable {
    /// The sūrah number.
    public let surah: Int
    /// The āyah number within the sūrah.
    public let number: Int
    /// The text exactly as in the file (āyah 1 of most sūrahs starts with the Bismillah).
    public let text: String

    /// Pause marks (ۖ ۗ ۘ ۙ ۚ ۛ ۜ) and the sajdah sign (۩): space-separated tokens that are not words.
    static let markScalars: Set<Unicode.Scalar> = Set((0x06D6...0x06DC).compactMap(Unicode.Scalar.init) + [Unicode.Scalar(0x06E9)!])

    /// An āyah; the library builds these from the text file.
    ///
    /// ```swift
    /// Ayah(surah: 1, number: 1, text: "بِسْمِ ٱللَّهِ ٱلرَّحْمَـٰنِ ٱلرَّحِيمِ")
    /// ```
    public init(surah: Int, number: Int, text: String) {
        self.surah = surah
        self.number = number
        self.text = text
        // Worked out once here: pages show it on every request.
        if number == 1 && surah != 1 && surah != 9 {
            let all = text.unicodeScalars.split(separator: " ").map { String(String.UnicodeScalarView($0)) }
            textWithoutBismillah = all.dropFirst(4).joined(separator: " ")
        } else {
            textWithoutBismillah = text
        }
    }

    /// For āyah 1 of sūrahs other than 1 and 9, the text after the four-word Bismillah; otherwise ``text``.
    public let textWithoutBismillah: String

    /// Whether this āyah's text starts with a Bismillah that is not part of the āyah
    /// (āyah 1 of every sūrah except 1 and 9).
    public var hasBismillahPrefix: Bool {
        number == 1 && surah != 1 && surah != 9
    }

    /// The space-separated tokens after the Bismillah prefix (if any). Split on scalars, not
    /// `Character`s: a pause mark is a combining character, so " ۚ" is a single grapheme cluster.
    private var tokens: [String] {
        let all = text.unicodeScalars.split(separator: " ").map { String(String.UnicodeScalarView($0)) }
        return hasBismillahPrefix ? Array(all.dropFirst(4)) : all
    }

    /// Whether a token is a pause mark or the sajdah sign rather than a word.
    static func isMark(_ token: String) -> Bool {
        !token.isEmpty && token.unicodeScalars.allSatisfy { markScalars.contains($0) }
    }

    /// The āyah's words, numbered from 1, skipping marks and the Bismillah prefix.
    public var words: [Word] {
        displayTokens.map(\.word)
    }

    /// The āyah's words, each with the marks that follow it attached.
    public var displayTokens: [DisplayToken] {
        var result: [(word: Word, marks: [String])] = []
        for token in tokens {
            if Ayah.isMark(token), !result.isEmpty {
                result[result.count - 1].marks.append(token)
            } else if !Ayah.isMark(token) {
                result.append((Word(surah: surah, ayah: number, index: result.count + 1, text: token), []))
            }
        }
        return result.map { DisplayToken(word: $0.word, marks: $0.marks) }
    }
}
