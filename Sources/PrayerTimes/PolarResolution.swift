/// What to do on a day when the sun does not rise or does not set (beyond Adhan, which gives no times).
public enum PolarResolution: String, Sendable, CaseIterable, Hashable {
    /// No times: all six are nil and the day carries an error saying why.
    case unresolved
    /// The times at the same longitude, stepping the latitude toward the equator by 0.5° until they exist.
    case nearestLatitude = "nearest-latitude"
    /// The times of the closest date at the same place where they exist (a day later first, then a day
    /// earlier, and so on), carried over at the same UTC time of day.
    case nearestDay = "nearest-day"

    /// Latitude step toward the equator for ``nearestLatitude``.
    static let latitudeStep = 0.5
    /// Farthest date searched for ``nearestDay`` (half a year either way always contains a sunrise).
    static let maximumDaySearch = 184
}
