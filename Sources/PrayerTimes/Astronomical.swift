import Foundation

/// Solar equations from Jean Meeus, *Astronomical Algorithms* (2nd ed.), in the form the Adhan library uses.
/// Angles are degrees unless a name says radians.
enum Astronomical {
    static func radians(_ degrees: Double) -> Double { degrees * .pi / 180 }
    static func degrees(_ radians: Double) -> Double { radians * 180 / .pi }

    /// `value` brought into 0..<scale.
    static func normalized(_ value: Double, scale: Double) -> Double { value - scale * (value / scale).rounded(.down) }

    /// An angle brought into 0..<360.
    static func unwound(_ degrees: Double) -> Double { normalized(degrees, scale: 360) }

    /// An angle brought into -180...180.
    static func quadrantShifted(_ degrees: Double) -> Double {
        if degrees >= -180 && degrees <= 180 { return degrees }
        return degrees - 360 * (degrees / 360).rounded()
    }

    /// Geometric mean longitude of the sun (p. 163).
    static func meanSolarLongitude(_ t: Double) -> Double { unwound(280.4664567 + 36000.76983 * t + 0.0003032 * t * t) }

    /// Mean longitude of the moon (p. 144).
    static func meanLunarLongitude(_ t: Double) -> Double { unwound(218.3165 + 481267.8813 * t) }

    /// Longitude of the moon's ascending node (p. 144).
    static func ascendingLunarNodeLongitude(_ t: Double) -> Double {
        unwound(125.04452 - 1934.136261 * t + 0.0020708 * t * t + t * t * t / 450000)
    }

    /// Mean anomaly of the sun (p. 163).
    static func meanSolarAnomaly(_ t: Double) -> Double { unwound(357.52911 + 35999.05029 * t - 0.0001537 * t * t) }

    /// The sun's equation of the centre (p. 164).
    static func solarEquationOfTheCenter(_ t: Double, meanAnomaly m: Double) -> Double {
        let mr = radians(m)
        return (1.914602 - 0.004817 * t - 0.000014 * t * t) * sin(mr) + (0.019993 - 0.000101 * t) * sin(2 * mr)
            + 0.000289 * sin(3 * mr)
    }

    /// Apparent longitude of the sun, true equinox of date (p. 164).
    static func apparentSolarLongitude(_ t: Double, meanLongitude l0: Double) -> Double {
        let longitude = l0 + solarEquationOfTheCenter(t, meanAnomaly: meanSolarAnomaly(t))
        let omega = 125.04 - 1934.136 * t
        return unwound(longitude - 0.00569 - 0.00478 * sin(radians(omega)))
    }

    /// Mean obliquity of the ecliptic (IAU, p. 147).
    static func meanObliquityOfTheEcliptic(_ t: Double) -> Double {
        23.439291 - 0.013004167 * t - 0.0000001639 * t * t + 0.0000005036 * t * t * t
    }

    /// Obliquity corrected for the apparent position of the sun (p. 165).
    static func apparentObliquityOfTheEcliptic(_ t: Double, meanObliquity e0: Double) -> Double {
        e0 + 0.00256 * cos(radians(125.04 - 1934.136 * t))
    }

    /// Mean sidereal time at Greenwich (p. 165).
    static func meanSiderealTime(_ t: Double) -> Double {
        let jd = t * 36525 + 2451545.0
        return unwound(280.46061837 + 360.98564736629 * (jd - 2451545) + 0.000387933 * t * t - t * t * t / 38710000)
    }

    /// Nutation in longitude, degrees (p. 144).
    static func nutationInLongitude(solar l0: Double, lunar lp: Double, node omega: Double) -> Double {
        (-17.2 / 3600) * sin(radians(omega)) - (1.32 / 3600) * sin(2 * radians(l0)) - (0.23 / 3600) * sin(2 * radians(lp))
            + (0.21 / 3600) * sin(2 * radians(omega))
    }

    /// Nutation in obliquity, degrees (p. 144).
    static func nutationInObliquity(solar l0: Double, lunar lp: Double, node omega: Double) -> Double {
        (9.2 / 3600) * cos(radians(omega)) + (0.57 / 3600) * cos(2 * radians(l0)) + (0.10 / 3600) * cos(2 * radians(lp))
            - (0.09 / 3600) * cos(2 * radians(omega))
    }

    /// Altitude of a body at declination δ and local hour angle H seen from latitude φ (p. 93).
    static func altitude(latitude phi: Double, declination delta: Double, hourAngle h: Double) -> Double {
        degrees(asin(sin(radians(phi)) * sin(radians(delta)) + cos(radians(phi)) * cos(radians(delta)) * cos(radians(h))))
    }

    /// Approximate transit as a fraction of the UTC day (p. 102), kept on the calendar day whose solar noon
    /// it is (the date-line correction Adhan added in 2026, #95).
    static func approximateTransit(longitude: Double, siderealTime theta0: Double, rightAscension alpha: Double) -> Double {
        let m0 = normalized((alpha - longitude - theta0) / 360, scale: 1)
        let expected = normalized((12 - longitude / 15) / 24, scale: 1)
        if m0 - expected > 0.5 { return m0 - 1 }
        if expected - m0 > 0.5 { return m0 + 1 }
        return m0
    }

    /// Hours after 0h UTC at which the sun transits (p. 102).
    static func correctedTransit(
        m0: Double, longitude: Double, siderealTime theta0: Double,
        rightAscensions ra: (Double, Double, Double)
    ) -> Double {
        let theta = unwound(theta0 + 360.985647 * m0)
        let alpha = unwound(interpolateAngles(ra.1, ra.0, ra.2, factor: m0))
        let h = quadrantShifted(theta + longitude - alpha)
        return (m0 - h / 360) * 24
    }

    /// Hours after 0h UTC at which the sun reaches altitude `h0` before or after transit (p. 102);
    /// NaN when it never does that day.
    static func correctedHourAngle(
        m0: Double, altitude h0: Double, latitude phi: Double, longitude: Double, afterTransit: Bool,
        siderealTime theta0: Double, rightAscensions ra: (Double, Double, Double),
        declinations dec: (Double, Double, Double)
    ) -> Double {
        let cosH0 = hourAngleCosine(altitude: h0, latitude: phi, declination: dec.1)
        let h0Angle = degrees(acos(cosH0))
        let m = afterTransit ? m0 + h0Angle / 360 : m0 - h0Angle / 360
        let theta = unwound(theta0 + 360.985647 * m)
        let alpha = unwound(interpolateAngles(ra.1, ra.0, ra.2, factor: m))
        let delta = interpolate(dec.1, dec.0, dec.2, factor: m)
        let hourAngle = theta + longitude - alpha
        let h = altitude(latitude: phi, declination: delta, hourAngle: hourAngle)
        let dm = (h - h0) / (360 * cos(radians(delta)) * cos(radians(phi)) * sin(radians(hourAngle)))
        return (m + dm) * 24
    }

    /// cos of the hour angle at which the sun is at altitude `h0`: below -1 it stays above, above 1 it stays below.
    static func hourAngleCosine(altitude h0: Double, latitude phi: Double, declination delta: Double) -> Double {
        (sin(radians(h0)) - sin(radians(phi)) * sin(radians(delta))) / (cos(radians(phi)) * cos(radians(delta)))
    }

    /// Interpolation between three equidistant values (p. 24); y2 is the middle one.
    static func interpolate(_ y2: Double, _ y1: Double, _ y3: Double, factor n: Double) -> Double {
        let a = y2 - y1, b = y3 - y2
        return y2 + n / 2 * (a + b + n * (b - a))
    }

    /// The same for angles, unwinding the differences.
    static func interpolateAngles(_ y2: Double, _ y1: Double, _ y3: Double, factor n: Double) -> Double {
        let a = unwound(y2 - y1), b = unwound(y3 - y2)
        return y2 + n / 2 * (a + b + n * (b - a))
    }

    /// Julian day at 0h UTC of a Gregorian date (p. 60).
    static func julianDay(_ date: CivilDate) -> Double {
        let y = date.month > 2 ? date.year : date.year - 1
        let m = date.month > 2 ? date.month : date.month + 12
        let a = y / 100
        let b = 2 - a + a / 4
        let i0 = Int(365.25 * (Double(y) + 4716))
        let i1 = Int(30.6001 * (Double(m) + 1))
        return Double(i0) + Double(i1) + Double(date.day) + Double(b) - 1524.5
    }

    /// Julian centuries since J2000.0.
    static func julianCentury(_ jd: Double) -> Double { (jd - 2451545.0) / 36525 }
}
