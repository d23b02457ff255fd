/// Why a day has no prayer times (and no polar resolution was chosen, or none could be found).
///
///     print(day.unavailable!)   // The sun does not set on 2026-06-21 at 78.2° N.
public struct PrayerTimesUnavailable: Error, Sendable, Hashable, CustomStringConvertible {
    public enum Reason: String, Sendable, Hashable {
        /// Midnight sun: the sun stays above the horizon all day.
        case sunDoesNotSet
        /// Polar night: the sun stays below the horizon all day.
        case sunDoesNotRise
    }

    public let reason: Reason
    /// The local date the times were asked for.
    public let date: CivilDate
    /// The local date whose sun fails: `date`, or the day after when the night after `date` has no sunrise.
    public let failingDate: CivilDate
    public let latitude: Double
    /// The polar resolution that was asked for and found nothing (only ``PolarResolution/nearestDay`` can,
    /// at the poles themselves, where no date has both a sunrise and a sunset).
    public let resolutionTried: PolarResolution

    init(reason: Reason, date: CivilDate, failingDate: CivilDate, latitude: Double, resolutionTried: PolarResolution = .unresolved) {
        self.reason = reason
        self.date = date
        self.failingDate = failingDate
        self.latitude = latitude
        self.resolutionTried = resolutionTried
    }

    public var description: String {
        let place = Coordinates(unchecked: latitude, 0).latitudeText
        let what: String
        switch reason {
        case .sunDoesNotSet: what = "The sun does not set on \(failingDate) at \(place)."
        case .sunDoesNotRise: what = "The sun does not rise on \(failingDate) at \(place)."
        }
        var text = what
        if failingDate != date {
            text += " Without that sunrise the night after \(date) has no length, so Fajr and Isha of \(date) cannot be found."
        }
        if resolutionTried == .nearestDay {
            text += " No date within half a year has a sunrise and a sunset here either; try the nearest latitude."
        }
        return text
    }
}
