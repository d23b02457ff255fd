import Foundation

/// Prayer times for one place, zone and set of parameters, by local date.
///
///     let times = try PrayerCalculator(coordinates: Coordinates(latitude: 51.5074, longitude: -0.1278),
///                                      timeZone: "Europe/London", parameters: CalculationMethod.muslimWorldLeague.parameters())
///     let day = times.day(try CivilDate(parsing: "2026-03-29"))   // day.fajr, day.sunrise, …
///
/// The algorithm is Adhan's (batoulapps/adhan-swift, including its 2026 date-line fix), minute for minute,
/// with these deliberate differences:
/// - the times of a local date are those whose Dhuhr falls on that date in the zone (Adhan runs on the UTC
///   date of the same number, which puts Apia's and Kiritimati's times on the next local day);
/// - `recommended` and the Moonsighting Committee's 55° threshold go by absolute latitude;
/// - near the polar circles, where Adhan's single correction step yields a sunrise, sunset or Asr on the
///   wrong side of transit or days away, that time is solved for directly (bisection on the sun's altitude);
///   if the sun in fact never crosses (the first day of polar night, whose "sunrise" Adhan puts after its
///   transit), there is no such time, so the day before has no night length and no times — Adhan gives it
///   times from the garbled night; days Adhan gives no times keep none;
/// - ``PolarResolution`` for days without sunrise or sunset;
/// - the six times are always in order, Asr strictly inside Dhuhr…Maghrib (see `TimeOrder`).
public struct PrayerCalculator: Sendable {
    public let coordinates: Coordinates
    public let timeZone: TimeZone
    public let parameters: CalculationParameters

    public init(coordinates: Coordinates, timeZone: TimeZone, parameters: CalculationParameters) {
        self.coordinates = coordinates
        self.timeZone = timeZone
        self.parameters = parameters
    }

    /// The same with the zone named as in the tz database; throws ``PrayerInputError/unknownTimeZone(_:)``.
    public init(coordinates: Coordinates, timeZone identifier: String, parameters: CalculationParameters) throws {
        guard identifier.contains("/") || identifier == "UTC", let zone = TimeZone(identifier: identifier) else {
            throw PrayerInputError.unknownTimeZone(identifier)
        }
        self.init(coordinates: coordinates, timeZone: zone, parameters: parameters)
    }

    /// The times of one local date.
    public func day(_ date: CivilDate) -> PrayerDay {
        let utcDate = utcDate(for: date)
        switch AdhanDay.compute(date: utcDate, coordinates: coordinates, parameters: parameters) {
        case .success(let raw):
            return PrayerDay(date: date, times: finish(raw.times), resolution: nil)
        case .failure(let failure):
            if let resolved = resolve(date: date, utcDate: utcDate) { return resolved }
            let reason = PrayerTimesUnavailable(
                reason: failure.reason, date: date,
                failingDate: date.adding(days: failure.dayOffset),
                latitude: coordinates.latitude, resolutionTried: parameters.polarResolution)
            return PrayerDay(date: date, unavailable: reason)
        }
    }

    /// The times of every local date from `start` through `end` inclusive (empty when `end` is before `start`).
    public func days(from start: CivilDate, through end: CivilDate) -> [PrayerDay] {
        guard start <= end else { return [] }
        return (start.daysSinceEpoch...end.daysSinceEpoch).map { day(CivilDate(daysSinceEpoch: $0)) }
    }

    /// Middle and last third of the night after `date` (Maghrib to the next Fajr); nil when either is missing.
    public func sunnahTimes(_ date: CivilDate) -> SunnahTimes? {
        SunnahTimes(day: day(date), nextDay: day(date.adding(days: 1)))
    }

    /// The UTC calendar date to run Adhan's algorithm on so that Dhuhr lands on `local` in the zone.
    func utcDate(for local: CivilDate) -> CivilDate {
        // Solar noon is within ±17 minutes of 12h − longitude/15 UTC, far from any local midnight.
        let noon = local.utcMidnight + (12 - coordinates.longitude / 15) * 3600
        let offset = Double(timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: noon)))
        let localDay = Int(((noon + offset) / 86_400).rounded(.down))
        return local.adding(days: local.daysSinceEpoch - localDay)
    }

    /// Adjustments, rounding and order.
    private func finish(_ raw: [Double]) -> [Double] {
        let adjusted = zip(Prayer.allCases, raw).map { prayer, time in
            parameters.rounding.apply(time + Double(parameters.totalAdjustment(prayer) * 60))
        }
        return TimeOrder.enforce(adjusted, rounding: parameters.rounding)
    }

    /// Times from the nearest latitude or day, as ``CalculationParameters/polarResolution`` says.
    private func resolve(date: CivilDate, utcDate: CivilDate) -> PrayerDay? {
        switch parameters.polarResolution {
        case .unresolved:
            return nil
        case .nearestLatitude:
            let direction: Double = coordinates.latitude >= 0 ? -1 : 1
            var latitude = coordinates.latitude
            while abs(latitude) > PolarResolution.latitudeStep {
                latitude += direction * PolarResolution.latitudeStep
                let place = Coordinates(unchecked: latitude, coordinates.longitude)
                if case .success(let raw) = AdhanDay.compute(date: utcDate, coordinates: place, parameters: parameters) {
                    return PrayerDay(date: date, times: finish(raw.times), resolution: .latitude(latitude))
                }
            }
            return nil
        case .nearestDay:
            for distance in 1...PolarResolution.maximumDaySearch {
                for shift in [distance, -distance] {
                    let other = utcDate.adding(days: shift)
                    if case .success(let raw) = AdhanDay.compute(date: other, coordinates: coordinates, parameters: parameters) {
                        let moved = raw.times.map { $0 - Double(shift * 86_400) }
                        return PrayerDay(date: date, times: finish(moved), resolution: .date(date.adding(days: shift)))
                    }
                }
            }
            return nil
        }
    }
}
