import QuranFlowCore

/// The Qur'an script picker (SakFontPicker), for students and coaches: three font cards each previewing the Bismillah
/// in its own face (the chosen one with a check badge), the 18–36 pt size slider with "Smaller" / "Larger", and a
/// live preview card in the chosen face and size.
///
/// ```swift
/// QuranScriptScreen.make(choice: .standard, saved: false, back: nil).cards.first?.isSelected   // true
/// ```
public struct QuranScriptScreen: Codable, Hashable, Sendable {
    /// "SakFontPicker".
    public let screenID: String
    /// "Qur'an script".
    public let title: String
    /// One line under the title.
    public let lede: String
    /// Amiri Quran, Amiri, Noto Naskh Arabic.
    public let cards: [ScriptCard]
    /// "Size".
    public let sizeLabel: String
    /// The chosen size in points.
    public let points: Int
    /// 18.
    public let minimumPoints: Int
    /// 36.
    public let maximumPoints: Int
    /// "Smaller".
    public let smaller: String
    /// "Larger".
    public let larger: String
    /// "30 pt".
    public let sizeValue: String
    /// "Preview".
    public let previewHeading: String
    /// The preview card's verse, in the chosen face and size.
    public let preview: ScriptVerse
    /// "Save".
    public let saveLabel: String
    /// After a save: "Saved · Amiri at 30 pt"; nil otherwise.
    public let savedNotice: String?
    /// Back to where the picker was opened from (Profile, or the coach's You tab).
    public let back: ScreenAction?

    /// The picker showing `choice`; `saved` after a save redirected here.
    public static func make(choice: QuranScriptChoice, saved: Bool, back: ScreenAction?) -> QuranScriptScreen {
        QuranScriptScreen(
            screenID: "SakFontPicker", title: "Qur'an script",
            lede: "Choose the face and size the Qur'ān is set in, on every screen.",
            cards: ScriptCard.cards(selected: choice.face), sizeLabel: "Size", points: choice.points,
            minimumPoints: QuranScriptChoice.pointRange.lowerBound, maximumPoints: QuranScriptChoice.pointRange.upperBound,
            smaller: "Smaller", larger: "Larger", sizeValue: "\(choice.points) pt", previewHeading: "Preview",
            preview: .previewVerse, saveLabel: "Save",
            savedNotice: saved ? "Saved · \(choice.face.title) at \(choice.points) pt" : nil, back: back)
    }
}
