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

    static func compute(date: CivilDate, coordinates: Coordinates,
                        parameters p: CalculationParameters) -> Result<AdhanDay, Failure> {
        let today = SolarTime(date: date, coordinates: coordinates)
        guard let transit = today.transit, let sunrise = today.sunrise, let sunset = today.sunset else {
            return .failure(Failure(reason: today.polarState == .neverSets ? .sunDoesNotSet : .sunDoesNotRise, dayOffset: 0))
        }
        let tomorrow = SolarTime(date: date.adding(days: 1), coordinates: coordinates)
        guard let tomorrowSunrise = tomorrow.sunrise else {
            return .failure(Failure(reason: tomorrow.polarState == .neverSets ? .sunDoesNotSet : .sunDoesNotRise, dayOffset: 1))
        }
        guard var asr = today.afternoon(shadowLength: p.madhab.shadowLength) else {
            return .failure(Failure(reason: .noAsr, dayOffset: 0))
        }
        // Beyond Adhan: near polar night Adhan's one correction step can put Asr before noon or after sunset;
        // there the altitude is solved for directly between transit and sunset.
        if asr <= transit || asr >= sunset {
            asr = today.descendingTime(toAltitude: today.afternoonAltitude(shadowLength: p.madhab.shadowLength),
                                       from: transit, to: sunset)
        }
        let night = tomorrowSunrise - sunset
        let latitude = coordinates.latitude
        let moonsighting = p.method == .moonsightingCommittee
        // Beyond Adhan: the Moonsighting Committee's "above 55°" is by absolute latitude, like `recommended`.
        let moonsightingHigh = moonsighting && abs(latitude) >= 55
        let portions = p.highLatitudeRule.nightPortions(latitude: latitude, fajrAngle: p.fajrAngle, ishaAngle: p.ishaAngle)

        var fajr = today.time(atAltitude: -p.fajrAngle, afterTransit: false)
        if moonsightingHigh { fajr = sunrise - night / 7 }
        let safeFajr = moonsighting
            ? sunrise + (MoonsightingTwilight.morningMinutes(latitude: latitude, date: date) * -60).rounded()
            : sunrise - portions.fajr * night
        if fajr == nil || fajr! < safeFajr { fajr = safeFajr }

        var isha: Double?
        if p.ishaInterval > 0 {
            isha = sunset + Double(p.ishaInterval * 60)
        } else {
            isha = today.time(atAltitude: -p.ishaAngle, afterTransit: true)
            if moonsightingHigh { isha = sunset + night / 7 }
            let safeIsha = moonsighting
                ? sunset + (MoonsightingTwilight.eveningMinutes(latitude: latitude, date: date, shafaq: p.shafaq) * 60).rounded()
                : sunset + portions.isha * night
            if isha == nil || isha! > safeIsha { isha = safeIsha }
        }

        var maghrib = sunset
        if let angle = p.maghribAngle, let byAngle = today.time(atAltitude: -angle, afterTransit: true),
           sunset < byAngle, isha! > byAngle {
            maghrib = byAngle
        }
        return .success(AdhanDay(times: [fajr!, sunrise, transit, asr, maghrib, isha!]))
    }
}
