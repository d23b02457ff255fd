import Foundation

/// How one account reads the Qur'anic text: a face and a size in points (SakFontPicker), applied to every Arabic
/// surface for that account.
///
/// ```swift
/// let choice = try QuranScriptChoice.parse(font: "amiri", size: "30")
/// choice.bodyClasses   // ["script-amiri", "quran-size", "size-30"]
/// ```
public struct QuranScriptChoice: Codable, Hashable, Sendable {
    /// The sizes the slider offers, in points.
    public static let pointRange = 18...36
    /// What an account reads before choosing: Amiri Quran at 24 pt.
    public static let standard = QuranScriptChoice(uncheckedFace: .amiriQuran, points: 24)

    /// The face.
    public let face: QuranFace
    /// The size in points, within ``pointRange``.
    public let points: Int

    /// A choice; refused when `points` lies outside ``pointRange``.
    public init(face: QuranFace, points: Int) throws(QuranScriptError) {
        guard Self.pointRange.contains(points) else { throw .sizeOutOfRange(points) }
        self.init(uncheckedFace: face, points: points)
    }

    private init(uncheckedFace face: QuranFace, points: Int) {
        self.face = face
        self.points = points
    }

    /// The choice a form sends: `font` a ``QuranFace`` raw value, `size` whole points in ``pointRange``.
    public static func parse(font: String?, size: String?) throws(QuranScriptError) -> QuranScriptChoice {
        let fontText = (font ?? "").trimmingCharacters(in: .whitespaces)
        guard let face = QuranFace(rawValue: fontText) else { throw .unknownFace(fontText) }
        let sizeText = (size ?? "").trimmingCharacters(in: .whitespaces)
        guard sizeText.count <= 4, let points = Int(sizeText) else { throw .sizeNotANumber(String(sizeText.prefix(8))) }
        return try QuranScriptChoice(face: face, points: points)
    }

    /// This choice with another face (onboarding's script step keeps the size).
    public func with(face: QuranFace) -> QuranScriptChoice {
        QuranScriptChoice(uncheckedFace: face, points: points)
    }

    /// The size in CSS pixels (96 px to 72 pt): 30 pt is 40 px.
    public var pixels: Double { Double(points) * 4 / 3 }

    /// The classes a page's body carries for this choice; the stylesheet maps them to the face and the size.
    public var bodyClasses: [String] { ["script-\(face.rawValue)", "quran-size", "size-\(points)"] }
}
