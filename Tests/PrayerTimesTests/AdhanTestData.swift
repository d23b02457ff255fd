import Foundation
import PrayerTimes

/// One of Adhan's published test-data files in `../shared/data/prayer-times/` (batoulapps adhan-testdata).
struct AdhanTestData {
    struct Day {
        let date: CivilDate
        /// Local clock minutes after midnight, by prayer.
        let minutes: [Prayer: Int]
    }

    let name: String
    let coordinates: Coordinates
    let zone: TimeZone
    let parameters: CalculationParameters
    let variance: Int
    let days: [Day]

    /// `…/wt-prayer/Tests/PrayerTimesTests/AdhanTestData.swift` → `…/shared/data/prayer-times`.
    static let directory: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("../shared/data/prayer-times").standardizedFileURL

    static let fileNames = [
        "Ankara-Turkey", "Doha-Qatar", "Dubai-Gulf", "Kuwait-City-Kuwait",
        "London-MoonsightingCommittee", "Makkah-UmmAlQura", "Singapore-Singapore", "Tehran-Tehran",
    ]

    struct LoadError: Error, CustomStringConvertible {
        let description: String
    }

    static func load(_ name: String) throws -> AdhanTestData {
        let url = directory.appendingPathComponent("\(name).json")
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw LoadError(
                description: "Adhan test data \(url.path) is missing: the suite expects the shared data directory next to the repository.")
        }
        guard let json = try JSONSerialization.jsonObject(with: data) as? [String: Any],
            let params = json["params"] as? [String: Any], let times = json["times"] as? [[String: String]],
            let latitude = params["latitude"] as? Double, let longitude = params["longitude"] as? Double,
            let zoneName = params["timezone"] as? String, let zone = TimeZone(identifier: zoneName),
            let methodName = params["method"] as? String, let method = CalculationMethod(name: methodName),
            let madhabName = params["madhab"] as? String, let madhab = Madhab(name: madhabName),
            let ruleName = params["highLatitudeRule"] as? String, let rule = HighLatitudeRule(name: ruleName)
        else {
            throw LoadError(description: "\(url.path) does not have the expected params/times layout.")
        }
        let days = try times.map { entry -> Day in
            guard let dateText = entry["date"] else { throw LoadError(description: "\(name): a day without a date") }
            var minutes: [Prayer: Int] = [:]
            for prayer in Prayer.allCases {
                guard let text = entry[prayer.rawValue], let value = clockMinutes(text) else {
                    throw LoadError(description: "\(name) \(dateText): cannot read \(prayer.rawValue) \(entry[prayer.rawValue] ?? "nil")")
                }
                minutes[prayer] = value
            }
            return Day(date: try CivilDate(parsing: dateText), minutes: minutes)
        }
        return AdhanTestData(
            name: name, coordinates: try Coordinates(latitude: latitude, longitude: longitude), zone: zone,
            parameters: method.parameters(madhab: madhab, highLatitudeRule: rule),
            variance: json["variance"] as? Int ?? 0, days: days)
    }

    /// "5:44 AM" → 344, "12:10 PM" → 730.
    static func clockMinutes(_ text: String) -> Int? {
        let parts = text.split(separator: " ")
        guard parts.count == 2 else { return nil }
        let hm = parts[0].split(separator: ":")
        guard hm.count == 2, let h = Int(hm[0]), let m = Int(hm[1]), (1...12).contains(h) else { return nil }
        let pm = parts[1] == "PM"
        return ((h % 12) + (pm ? 12 : 0)) * 60 + m
    }

    /// Local clock minutes after midnight of `date` in `zone` (negative or ≥ 1440 when on another day).
    static func localMinutes(_ date: Date, zone: TimeZone, on day: CivilDate) -> Int {
        let local = Int(date.timeIntervalSince1970) + zone.secondsFromGMT(for: date)
        return (local - day.daysSinceEpoch * 86_400) / 60
    }
}
