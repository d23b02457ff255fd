/// Input that cannot be used for a calculation, each case saying in words what is wrong.
public enum PrayerInputError: Error, Sendable, Equatable, CustomStringConvertible {
    case latitudeOutOfRange(Double)
    case longitudeOutOfRange(Double)
    case unknownTimeZone(String)
    case invalidDate(String)

    public var description: String {
        switch self {
        case .latitudeOutOfRange(let value):
            return "The latitude \(value) is outside -90…90 degrees."
        case .longitudeOutOfRange(let value):
            return "The longitude \(value) is outside -180…180 degrees."
        case .unknownTimeZone(let name):
            return "\"\(name)\" is not a time zone in the tz database (for example Europe/London)."
        case .invalidDate(let text):
            return "\"\(text)\" is not a date of the form YYYY-MM-DD."
        }
    }
}
