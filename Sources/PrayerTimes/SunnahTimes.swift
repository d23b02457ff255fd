import Foundation

/// The middle and the last third of the night, the night running from Maghrib to the next day's Fajr
/// (Adhan's SunnahTimes), rounded to the nearest minute. Used as the end of Isha.
///
///     let night = calculator.sunnahTimes(try CivilDate(parsing: "2026-03-29"))   // night?.middleOfTheNight
public struct SunnahTimes: Sendable, Hashable {
    public let middleOfTheNight: Date
    public let lastThirdOfTheNight: Date

    /// nil when either day lacks times.
    public init?(day: PrayerDay, nextDay: PrayerDay) {
        guard let maghrib = day.maghrib?.timeIntervalSince1970, let fajr = nextDay.fajr?.timeIntervalSince1970 else {
            return nil
        }
        let night = fajr - maghrib
        middleOfTheNight = Date(timeIntervalSince1970: Rounding.nearest.apply(maghrib + night / 2))
        lastThirdOfTheNight = Date(timeIntervalSince1970: Rounding.nearest.apply(maghrib + night * 2 / 3))
    }
}
