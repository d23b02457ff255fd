import Foundation

/// The sun's transit, rising and setting on one UTC calendar day at one place, and the time it reaches
/// any altitude. Times are seconds since 1970 (UTC), truncated to whole seconds as Adhan does; nil when
/// the sun never reaches that altitude that day.
struct SolarTime: Sendable {
    let date: CivilDate
    let coordinates: Coordinates
    let solar: SolarCoordinates
    let transit: Double?
    let sunrise: Double?
    let sunset: Double?
    private let previous: SolarCoordinates
    private let next: SolarCoordinates
    private let approximateTransit: Double

    /// Standard altitude of the sun's upper limb at rising: refraction and semi-diameter (−50′).
    static let horizonAltitude = -50.0 / 60.0

    init(date: CivilDate, coordinates: Coordinates) {
        let jd = Astronomical.julianDay(date)
        let solar = SolarCoordinates(julianDay: jd)
        let previous = SolarCoordinates(julianDay: jd - 1)
        let next = SolarCoordinates(julianDay: jd + 1)
        let m0 = Astronomical.approximateTransit(
            longitude: coordinates.longitude, siderealTime: solar.apparentSiderealTime,
            rightAscension: solar.rightAscension)
        let transitHours = Astronomical.correctedTransit(
            m0: m0, longitude: coordinates.longitude, siderealTime: solar.apparentSiderealTime,
            rightAscensions: (previous.rightAscension, solar.rightAscension, next.rightAscension))
        self.date = date
        self.coordinates = coordinates
        self.solar = solar
        self.previous = previous
        self.next = next
        approximateTransit = m0
        transit = SolarTime.instant(date, hours: transitHours)
        sunrise = SolarTime.time(
            date: date, coordinates: coordinates, m0: m0, solar: (previous, solar, next),
            altitude: SolarTime.horizonAltitude, afterTransit: false)
        sunset = SolarTime.time(
            date: date, coordinates: coordinates, m0: m0, solar: (previous, solar, next),
            altitude: SolarTime.horizonAltitude, afterTransit: true)
    }

    /// When the sun's centre is at `altitude` degrees (negative below the horizon) before or after transit.
    func time(atAltitude altitude: Double, afterTransit: Bool) -> Double? {
        SolarTime.time(
            date: date, coordinates: coordinates, m0: approximateTransit, solar: (previous, solar, next),
            altitude: altitude, afterTransit: afterTransit)
    }

    private static func time(
        date: CivilDate, coordinates: Coordinates, m0: Double,
        solar: (SolarCoordinates, SolarCoordinates, SolarCoordinates),
        altitude: Double, afterTransit: Bool
    ) -> Double? {
        let hours = Astronomical.correctedHourAngle(
            m0: m0, altitude: altitude, latitude: coordinates.latitude, longitude: coordinates.longitude,
            afterTransit: afterTransit, siderealTime: solar.1.apparentSiderealTime,
            rightAscensions: (solar.0.rightAscension, solar.1.rightAscension, solar.2.rightAscension),
            declinations: (solar.0.declination, solar.1.declination, solar.2.declination))
        return instant(date, hours: hours)
    }

    /// When an object's shadow reaches `shadowLength` times its height plus its noon shadow (Asr).
    func afternoon(shadowLength: Double) -> Double? {
        time(atAltitude: afternoonAltitude(shadowLength: shadowLength), afterTransit: true)
    }

    /// The sun's altitude when the shadow is `shadowLength` times the object plus the noon shadow.
    func afternoonAltitude(shadowLength: Double) -> Double {
        let tangent = abs(coordinates.latitude - solar.declination)
        return Astronomical.degrees(atan(1.0 / (shadowLength + tan(Astronomical.radians(tangent)))))
    }

    /// The sun's altitude at `instant` (seconds since 1970 UTC), from the interpolated position.
    func altitude(at instant: Double) -> Double {
        let m = (instant - date.utcMidnight) / 86_400
        let theta = Astronomical.unwound(solar.apparentSiderealTime + 360.985647 * m)
        let alpha = Astronomical.unwound(
            Astronomical.interpolateAngles(
                solar.rightAscension, previous.rightAscension,
                next.rightAscension, factor: m))
        let delta = Astronomical.interpolate(solar.declination, previous.declination, next.declination, factor: m)
        return Astronomical.altitude(latitude: coordinates.latitude, declination: delta, hourAngle: theta + coordinates.longitude - alpha)
    }

    /// When the sun's altitude crosses `target` between `start` and `end` (seconds since 1970 UTC), found by
    /// bisection to half a second and truncated to the second; nil when it is on the same side at both ends.
    /// Used where Adhan's single correction step misses a time the sun does reach (very low noon sun).
    func crossing(altitude target: Double, from start: Double, to end: Double) -> Double? {
        let startAbove = altitude(at: start) > target
        guard startAbove != (altitude(at: end) > target) else { return nil }
        var low = start, high = end
        while high - low > 0.5 {
            let middle = (low + high) / 2
            if (altitude(at: middle) > target) == startAbove { low = middle } else { high = middle }
        }
        return ((low + high) / 2).rounded(.down)
    }

    /// Whether the sun stays above (`.neverSets`) or below (`.neverRises`) the horizon all day, or neither.
    var polarState: PolarState? {
        let c = Astronomical.hourAngleCosine(
            altitude: SolarTime.horizonAltitude, latitude: coordinates.latitude,
            declination: solar.declination)
        if c < -1 { return .neverSets }
        if c > 1 { return .neverRises }
        return nil
    }

    enum PolarState: Sendable { case neverSets, neverRises }

    /// `hours` after 0h UTC on `date` as whole seconds since 1970 (hours, minutes and seconds each
    /// floored, as Adhan's DateComponents do); nil for NaN, infinite or zero hours.
    static func instant(_ date: CivilDate, hours value: Double) -> Double? {
        guard value.isNormal else { return nil }
        let h = value.rounded(.down)
        let m = ((value - h) * 60).rounded(.down)
        let s = ((value - (h + m / 60)) * 3600).rounded(.down)
        return date.utcMidnight + h * 3600 + m * 60 + s
    }
}
