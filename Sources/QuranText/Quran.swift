import Foundation

/// The Qur'an text (Tanzil Uthmani 1.1) and sūrah metadata, loaded once and read-only.
///
/// The resource files ship byte-for-byte unchanged, as Tanzil's licence requires; show
/// ``attribution`` wherever the text appears and ``license`` on the credits surface.
///
/// ```swift
/// let passage = try Quran.shared.passage(PassageReference.parse("67:1–3"))
/// ```
public final class Quran: Sendable {
    /// The bundled text and metadata, parsed on first use. Traps if the bundled resources are damaged.
    ///
    /// ```swift
    /// let mulk = try Quran.shared.surah(67)
    /// ```
    public static let shared: Quran = {
        guard let text = Bundle.module.url(forResource: "tanzil-uthmani", withExtension: "txt"),
            let surahs = Bundle.module.url(forResource: "surahs", withExtension: "tsv")
        else { fatalError("QuranText resources are missing from the bundle") }
        do {
            return try Quran(textURL: text, surahsURL: surahs)
        } catch {
            fatalError("QuranText resources are damaged: \(error)")
        }
    }()

    /// The credit line to show wherever the text is shown or shipped.
    public static let attribution = "Qur'an text: Tanzil Project (tanzil.net), Uthmani 1.1, CC BY 3.0"

    /// Tanzil's copyright block from the bundled text, verbatim (its `#` comment lines through the end of the file).
    public static var license: String {
        shared.license
    }

    /// All 114 sūrahs in order.
    public let surahs: [Surah]
    /// The copyright block of this instance's text file, verbatim.
    public let license: String
    /// `ayahsBySurah[n - 1]` holds sūrah n's āyāt in order.
    private let ayahsBySurah: [[Ayah]]

    /// Loads a Tanzil `surah|ayah|text` file and a `surahs.tsv`, checking that they agree.
    ///
    /// ```swift
    /// let quran = try Quran(textURL: textURL, surahsURL: surahsURL)
    /// ```
    public init(textURL: URL, surahsURL: URL) throws {
        let surahs = try QuranFiles.surahs(from: QuranFiles.read(surahsURL))
        let text = try QuranFiles.text(from: QuranFiles.read(textURL), surahCount: surahs.count)
        for surah in surahs where text.ayahs[surah.number - 1].count != surah.ayahCount {
            throw QuranTextError.unreadableData(
                "\(surah.name) should have \(surah.ayahCount) āyāt but the text has \(text.ayahs[surah.number - 1].count)")
        }
        self.surahs = surahs
        self.ayahsBySurah = text.ayahs
        self.license = text.license
    }

    /// The number of āyāt in the whole text (6,236).
    public var ayahCount: Int {
        ayahsBySurah.reduce(0) { $0 + $1.count }
    }

    /// The sūrah with this number, or a readable error if there is none.
    ///
    /// ```swift
    /// try Quran.shared.surah(67).name   // "Al-Mulk"
    /// ```
    public func surah(_ number: Int) throws -> Surah {
        guard surahs.indices.contains(number - 1) else {
            throw QuranTextError.noSuchSurah(number, surahCount: surahs.count)
        }
        return surahs[number - 1]
    }

    /// All āyāt of a sūrah, in order.
    ///
    /// ```swift
    /// try Quran.shared.ayahs(inSurah: 1).count   // 7
    /// ```
    public func ayahs(inSurah number: Int) throws -> [Ayah] {
        _ = try surah(number)
        return ayahsBySurah[number - 1]
    }

    /// One āyah, or a readable error if the sūrah or āyah does not exist.
    ///
    /// ```swift
    /// try Quran.shared.ayah(67, 1).text
    /// ```
    public func ayah(_ surah: Int, _ ayah: Int) throws -> Ayah {
        let info = try self.surah(surah)
        guard (1...info.ayahCount).contains(ayah) else { throw QuranTextError.noSuchAyah(ayah, in: info) }
        return ayahsBySurah[surah - 1][ayah - 1]
    }

    /// The āyāt of a reference, or a readable error naming the first number that does not exist.
    ///
    /// ```swift
    /// try Quran.shared.passage(PassageReference(surah: 67, ayahs: 1...3)).citation   // "AL-MULK · 67:1–3"
    /// ```
    public func passage(_ reference: PassageReference) throws -> Passage {
        let info = try surah(reference.surah)
        for number in [reference.firstAyah, reference.lastAyah] where !(1...info.ayahCount).contains(number) {
            throw QuranTextError.noSuchAyah(number, in: info)
        }
        let ayahs = Array(ayahsBySurah[reference.surah - 1][(reference.firstAyah - 1)...(reference.lastAyah - 1)])
        return Passage(reference: reference, surah: info, ayahs: ayahs)
    }
}
