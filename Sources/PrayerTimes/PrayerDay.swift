import Foundation

/// The six times of one local date, or none and the reason.
///
///     let day = calculator.day(try CivilDate(parsing: "2026-03-29"));  day.maghrib  // 2026-03-29 18:29:xx UTC
public struct PrayerDay: Sendable, Hashable {
    /// How a polar day or night was given times.
    public enum Resolution: Sendable, Hashable {
        /// Computed at this latitude (same longitude) instead.
        case latitude(Double)
        /// Carried over from this local date.
        case date(CivilDate)
    }

    /// The local date.
    public let date: CivilDate
    public let fajr: Date?
    public let sunrise: Date?
    public let dhuhr: Date?
    public let asr: Date?
    public let maghrib: Date?
    public let isha: Date?
    /// Set exactly when the six times are nil.
    public let unavailable: PrayerTimesUnavailable?
    /// Set when a polar resolution supplied the times.
    public let resolution: Resolution?

    init(date: CivilDate, times: [Double], resolution: Resolution?) {
        self.date = date
        let instants = times.map { Date(timeIntervalSince1970: $0) }
        fajr = instants[0]
        sunrise = instants[1]
        dhuhr = instants[2]
        asr = instants[3]
        maghrib = instants[4]
        isha = instants[5]
        unavailable = nil
        self.resolution = resolution
    }

    init(date: CivilDate, unavailable: PrayerTimesUnavailable) {
        self.date = date
        fajr = nil
        sunrise = nil
        dhuhr = nil
        asr = nil
        maghrib = nil
        isha = nil
        self.unavailable = unavailable
        resolution = nil
    }

    /// The time of one prayer.
    public subscript(prayer: Prayer) -> Date? {
        switch prayer {
        case .fajr: return fajr
        case .sunrise: return sunrise
        case .dhuhr: return dhuhr
        case .asr: return asr
        case .maghrib: return maghrib
        case .isha: return isha
        }
    }
}
