/// Why a Qur'an script choice was refused, naming the field it came from.
public enum QuranScriptError: Error, Equatable, Sendable {
    /// The face is not one of ``QuranFace``.
    case unknownFace(String)
    /// The size is not a whole number of points.
    case sizeNotANumber(String)
    /// The size lies outside ``QuranScriptChoice/pointRange``.
    case sizeOutOfRange(Int)

    /// The form field at fault: "font" or "size".
    public var field: String {
        switch self {
        case .unknownFace: "font"
        case .sizeNotANumber, .sizeOutOfRange: "size"
        }
    }

    /// What a person reads.
    public var message: String {
        let range = QuranScriptChoice.pointRange
        return switch self {
        case .unknownFace: "Choose Amiri Quran, Amiri or Noto Naskh Arabic."
        case .sizeNotANumber: "The size is a whole number of points, \(range.lowerBound) to \(range.upperBound)."
        case .sizeOutOfRange(let points): "\(points) pt is outside \(range.lowerBound)–\(range.upperBound) pt."
        }
    }
}
