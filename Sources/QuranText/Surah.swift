/// One sūrah's metadata, from `surahs.tsv`.
///
/// ```swift
/// let mulk = try Quran.shared.surah(67)   // mulk.name == "Al-Mulk", mulk.ayahCount == 30
/// ```
public struct Surah: Sendable, Hashable, Codable {
    /// The sūrah's number, 1 through 114.
    public let number: Int
    /// The English transliterated name, e.g. "Al-Mulk".
    public let name: String
    /// The Arabic name, e.g. "المُلك".
    public let arabicName: String
    /// How many āyāt the sūrah has.
    public let ayahCount: Int
    /// Where it was revealed.
    public let revelationPlace: RevelationPlace
    /// Whether the sūrah opens with the Bismillah (every sūrah but 9; in sūrah 1 it is āyah 1 itself).
    public let opensWithBismillah: Bool

    /// A sūrah record; the library builds these from `surahs.tsv`.
    ///
    /// ```swift
    /// Surah(number: 67, name: "Al-Mulk", arabicName: "المُلك", ayahCount: 30, revelationPlace: .makki, opensWithBismillah: true)
    /// ```
    public init(
        number: Int, name: String, arabicName: String, ayahCount: Int,
        revelationPlace: RevelationPlace, opensWithBismillah: Bool
    ) {
        self.number = number
        self.name = name
        self.arabicName = arabicName
        self.ayahCount = ayahCount
        self.revelationPlace = revelationPlace
        self.opensWithBismillah = opensWithBismillah
    }

    /// Whether āyah 1 in the Tanzil text starts with the four-word Bismillah that is not part of the āyah
    /// (every sūrah except 1, where the Bismillah *is* āyah 1, and 9, which has none).
    public var hasBismillahPrefix: Bool {
        number != 1 && number != 9
    }
}
