/// A typeface the Qur'anic text can be set in (SakFontPicker's three cards), each served to the browser as a web font.
///
/// ```swift
/// QuranFace(rawValue: "amiri")?.title   // "Amiri"
/// ```
public enum QuranFace: String, CaseIterable, Codable, Sendable {
    /// Amiri Quran: the Qur'anic variant of Amiri (the default).
    case amiriQuran = "amiri-quran"
    /// Amiri, the book face.
    case amiri
    /// Noto Naskh Arabic.
    case notoNaskh = "noto-naskh"

    /// The card's name, which is also the font family's name: "Amiri Quran".
    public var title: String {
        switch self {
        case .amiriQuran: "Amiri Quran"
        case .amiri: "Amiri"
        case .notoNaskh: "Noto Naskh Arabic"
        }
    }

    /// A short description under the card's name.
    public var note: String {
        switch self {
        case .amiriQuran: "Made for the muṣḥaf, with its full marks"
        case .amiri: "A classic book Naskh"
        case .notoNaskh: "Plain and clear at small sizes"
        }
    }
}
