import Foundation
import PrayerTimes

/// Places and helpers shared by the tests.
enum Fixtures {
    static let london = place(51.5074, -0.1278, "Europe/London")
    static let toronto = place(43.6532, -79.3832, "America/Toronto")
    static let cairo = place(30.0444, 31.2357, "Africa/Cairo")
    static let tehran = place(35.6892, 51.3890, "Asia/Tehran")
    static let oslo = place(59.9139, 10.7522, "Europe/Oslo")
    static let tromso = place(69.6492, 18.9553, "Europe/Oslo")
    static let longyearbyen = place(78.2232, 15.6267, "Arctic/Longyearbyen")
    static let capeTown = place(-33.9249, 18.4241, "Africa/Johannesburg")
    static let wellington = place(-41.2866, 174.7756, "Pacific/Auckland")
    static let singapore = place(1.3521, 103.8198, "Asia/Singapore")
    static let apia = place(-13.8333, -171.7667, "Pacific/Apia")
    static let kiritimati = place(1.8721, -157.4278, "Pacific/Kiritimati")

    struct Place {
        let coordinates: Coordinates
        let zone: TimeZone
    }

    static func place(_ latitude: Double, _ longitude: Double, _ zone: String) -> Place {
        // Fixed, valid literals: a failure here is a typo in this file.
        Place(coordinates: try! Coordinates(latitude: latitude, longitude: longitude), zone: TimeZone(identifier: zone)!)
    }

    static func calculator(_ place: Place, _ parameters: CalculationParameters = CalculationMethod.muslimWorldLeague.parameters())
        -> PrayerCalculator
    {
        PrayerCalculator(coordinates: place.coordinates, timeZone: place.zone, parameters: parameters)
    }

    static func date(_ text: String) -> CivilDate { try! CivilDate(parsing: text) }

    /// The six times as local ISO-8601 strings ("" when missing).
    static func local(_ day: PrayerDay, _ place: Place) -> [String] {
        let formatter = LocalTimeFormatter(timeZone: place.zone)
        return Prayer.allCases.map { day[$0].map(formatter.string(from:)) ?? "" }
    }

    /// Six local times "HH:MM" on `date` with the zone offset `offset`, as ISO-8601 strings.
    static func expected(_ date: String, _ offset: String, _ times: [String]) -> [String] {
        times.map { "\(date)T\($0)\($0.count == 5 ? ":00" : "")\(offset)" }
    }

    static func seconds(_ day: PrayerDay) -> [Double] {
        Prayer.allCases.compactMap { day[$0]?.timeIntervalSince1970 }
    }
}
