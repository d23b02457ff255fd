import Foundation

/// Adhan's calculation for one UTC calendar day: the six times before adjustments and rounding, in
/// seconds since 1970 (UTC), in Adhan's order of fallbacks (safe Fajr and Isha, Maghrib by angle).
struct AdhanDay: Sendable {
    /// fajr, sunrise, dhuhr, asr, maghrib, isha.
    let times: [Double]

    /// Failure for one computation, before it is put in terms of the local date.
    struct Failure: Error, Sendable {
        let reason: PrayerTimesUnavailable.Reason
        /// 0 when the day itself fails, 1 when it is the next day's sunrise that is missing.
        let dayOffset: Int
    }

    static func compute(
        date: CivilDate, coordinates: Coordinates,
        parameters p: CalculationParameters
    ) -> Result<AdhanDay, Failure> {
        let today = SolarTime(date: date, coordinates: coordinates)
        guard let transit = today.transit, let adhanSunrise = today.sunrise, let adhanSunset = today.sunset else {
            return .failure(Failure(reason: today.polarState == .neverSets ? .sunDoesNotSet : .sunDoesNotRise, dayOffset: 0))
        }
        guard let sunrise = checkedSunrise(today, transit: transit, sunrise: adhanSunrise),
            let sunset = checkedSunset(today, transit: transit, sunset: adhanSunset)
        else {
            return .failure(
                Failure(
                    reason: today.altitude(at: transit) > SolarTime.horizonAltitude ? .sunDoesNotSet : .sunDoesNotRise,
                    dayOffset: 0))
        }
        let tomorrow = SolarTime(date: date.adding(days: 1), coordinates: coordinates)
        guard let tomorrowTransit = tomorrow.transit, let adhanTomorrowSunrise = tomorrow.sunrise,
            let tomorrowSunrise = checkedSunrise(tomorrow, transit: tomorrowTransit, sunrise: adhanTomorrowSunrise)
        else {
            let neverSets =
                tomorrow.polarState == .neverSets
                || (tomorrow.polarState == nil && tomorrow.transit.map { tomorrow.altitude(at: $0) > SolarTime.horizonAltitude } == true)
            return .failure(Failure(reason: neverSets ? .sunDoesNotSet : .sunDoesNotRise, dayOffset: 1))
        }
        let asrAltitude = today.afternoonAltitude(shadowLength: p.madhab.shadowLength)
        // Beyond Adhan: near polar night Adhan's one correction step can put Asr before noon or after sunset;
        // there the altitude is solved for directly between transit and sunset (and, should even that fail,
        // Asr is the middle of the afternoon).
        let asr =
            within(today.afternoon(shadowLength: p.madhab.shadowLength), after: transit, before: sunset)
            ?? today.crossing(altitude: asrAltitude, from: transit, to: sunset)
            ?? (transit + (sunset - transit) / 2).rounded(.down)
        let night = tomorrowSunrise - sunset
        let latitude = coordinates.latitude
        let moonsighting = p.method == .moonsightingCommittee
        // Beyond Adhan: the Moonsighting Committee's "above 55°" is by absolute latitude, like `recommended`.
        let moonsightingHigh = moonsighting && abs(latitude) >= 55
        let portions = p.highLatitudeRule.nightPortions(latitude: latitude, fajrAngle: p.fajrAngle, ishaAngle: p.ishaAngle)

        var fajr = within(today.time(atAltitude: -p.fajrAngle, afterTransit: false), after: transit - plausibleSpan, before: sunrise)
        if moonsightingHigh { fajr = sunrise - night / 7 }
        let safeFajr =
            moonsighting
            ? sunrise + (MoonsightingTwilight.morningMinutes(latitude: latitude, date: date) * -60).rounded()
            : sunrise - portions.fajr * night
        if fajr == nil || fajr! < safeFajr { fajr = safeFajr }

        var isha: Double?
        if p.ishaInterval > 0 {
            isha = sunset + Double(p.ishaInterval * 60)
        } else {
            isha = within(today.time(atAltitude: -p.ishaAngle, afterTransit: true), after: sunset, before: transit + plausibleSpan)
            if moonsightingHigh { isha = sunset + night / 7 }
            let safeIsha =
                moonsighting
                ? sunset + (MoonsightingTwilight.eveningMinutes(latitude: latitude, date: date, shafaq: p.shafaq) * 60).rounded()
                : sunset + portions.isha * night
            if isha == nil || isha! > safeIsha { isha = safeIsha }
        }

        var maghrib = sunset
        if let angle = p.maghribAngle, let byAngle = today.time(atAltitude: -angle, afterTransit: true),
            sunset < byAngle, isha! > byAngle
        {
            maghrib = byAngle
        }
        return .success(AdhanDay(times: [fajr!, sunrise, transit, asr, maghrib, isha!]))
    }

    /// Half a day: from transit to the sun's lowest point, the span in which the altitude only falls (or,
    /// before transit, only rises), so a crossing found by bisection there is the only one.
    static let halfDay = 43_200.0
    /// How far from transit a time from Adhan's formulas is still believed: half a day and two hours, which
    /// admits the sun dipping briefly past its lowest point at the edge of the midnight sun and rejects the
    /// days-off values the correction step gives on the last days before polar day or night.
    static let plausibleSpan = 50_400.0

    /// `time` if it lies strictly between the bounds, else nil.
    static func within(_ time: Double?, after start: Double, before end: Double) -> Double? {
        guard let time, time > start, time < end else { return nil }
        return time
    }

    /// Adhan's sunrise when it is plausible; beyond Adhan, otherwise solved for directly in the half day
    /// before transit (nil when the sun does not cross the horizon there).
    static func checkedSunrise(_ solar: SolarTime, transit: Double, sunrise: Double) -> Double? {
        within(sunrise, after: transit - plausibleSpan, before: transit)
            ?? solar.crossing(altitude: SolarTime.horizonAltitude, from: transit - halfDay, to: transit)
    }

    /// The same for sunset, in the half day after transit.
    static func checkedSunset(_ solar: SolarTime, transit: Double, sunset: Double) -> Double? {
        within(sunset, after: transit, before: transit + plausibleSpan)
            ?? solar.crossing(altitude: SolarTime.horizonAltitude, from: transit, to: transit + halfDay)
    }
}
