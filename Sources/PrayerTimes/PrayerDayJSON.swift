import Foundation

extension PrayerDay {
    /// One JSON object on one line: date, the six times in local ISO-8601 with offset (null when missing),
    /// then `error` when there are no times, `resolvedLatitude` / `resolvedDate` when a polar resolution
    /// supplied them, and the Sunnah times when given.
    ///
    ///     day.jsonLine(formatter: LocalTimeFormatter(timeZone: zone))   // {"date":"2026-03-29","fajr":"2026-03-29T05:07:00+01:00",…}
    public func jsonLine(formatter: LocalTimeFormatter, sunnah: SunnahTimes?? = nil) -> String {
        var fields = ["\"date\":\"\(date)\""]
        for prayer in Prayer.allCases {
            fields.append("\"\(prayer.rawValue)\":" + (self[prayer].map { "\"\(formatter.string(from: $0))\"" } ?? "null"))
        }
        if let unavailable {
            fields.append("\"error\":\(PrayerDay.jsonString(unavailable.description))")
        }
        switch resolution {
        case .latitude(let latitude): fields.append("\"resolvedLatitude\":\(latitude)")
        case .date(let other): fields.append("\"resolvedDate\":\"\(other)\"")
        case nil: break
        }
        if let sunnah {
            fields.append("\"middleOfTheNight\":" + (sunnah.map { "\"\(formatter.string(from: $0.middleOfTheNight))\"" } ?? "null"))
            fields.append("\"lastThirdOfTheNight\":" + (sunnah.map { "\"\(formatter.string(from: $0.lastThirdOfTheNight))\"" } ?? "null"))
        }
        return "{" + fields.joined(separator: ",") + "}"
    }

    static func jsonString(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case _ where scalar.value < 0x20: out += String(format: "\\u%04x", scalar.value)
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
