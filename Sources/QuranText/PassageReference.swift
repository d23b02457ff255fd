/// A run of consecutive āyāt in one sūrah, written "67:1–3" or "67:1".
///
/// A reference is only text-shaped; ``Quran/passage(_:)`` checks that it exists.
///
/// ```swift
/// let reference = try PassageReference.parse("67:1-3")   // description "67:1–3"
/// ```
public struct PassageReference: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The sūrah number.
    public let surah: Int
    /// The first āyah, inclusive.
    public let firstAyah: Int
    /// The last āyah, inclusive (equal to `firstAyah` for a single āyah).
    public let lastAyah: Int

    /// A single āyah.
    ///
    /// ```swift
    /// PassageReference(surah: 67, ayah: 1)   // "67:1"
    /// ```
    public init(surah: Int, ayah: Int) {
        self.init(surah: surah, ayahs: ayah...ayah)
    }

    /// A range of āyāt.
    ///
    /// ```swift
    /// PassageReference(surah: 67, ayahs: 1...3)   // "67:1–3"
    /// ```
    public init(surah: Int, ayahs: ClosedRange<Int>) {
        self.surah = surah
        self.firstAyah = ayahs.lowerBound
        self.lastAyah = ayahs.upperBound
    }

    /// The āyah numbers covered.
    public var ayahs: ClosedRange<Int> {
        firstAyah...lastAyah
    }

    /// Parses "67:1–3" (en dash), "67:1-3" (hyphen) or "67:1"; surrounding spaces are ignored.
    /// Throws ``QuranTextError`` for anything else, or when the first āyah comes after the last.
    ///
    /// ```swift
    /// try PassageReference.parse("67:1–3")
    /// ```
    public static func parse(_ s: String) throws -> PassageReference {
        let text = s.trimmingCharacters(in: .whitespaces)
        let halves = text.split(separator: ":", omittingEmptySubsequences: false)
        guard halves.count == 2, let surah = number(halves[0]) else { throw QuranTextError.notAReference(text) }
        let ends = halves[1].split(omittingEmptySubsequences: false) { $0 == "–" || $0 == "-" }
        guard (1...2).contains(ends.count), let first = number(ends[0]), let last = number(ends[ends.count - 1])
        else { throw QuranTextError.notAReference(text) }
        guard first <= last else { throw QuranTextError.reversedRange(text) }
        return PassageReference(surah: surah, ayahs: first...last)
    }

    /// A positive decimal number of at most four ASCII digits.
    private static func number(_ text: Substring) -> Int? {
        guard (1...4).contains(text.count), text.allSatisfy({ $0.isASCII && $0.isNumber }),
            let value = Int(text), value > 0
        else { return nil }
        return value
    }

    /// "67:1–3" (en dash), or "67:1" for a single āyah.
    public var description: String {
        firstAyah == lastAyah ? "\(surah):\(firstAyah)" : "\(surah):\(firstAyah)–\(lastAyah)"
    }
}
