import Foundation

/// The sun's position at a Julian day (Meeus ch. 25, low-precision apparent position).
struct SolarCoordinates: Sendable {
    /// Degrees north of the celestial equator.
    let declination: Double
    /// Degrees, 0..<360.
    let rightAscension: Double
    /// Apparent sidereal time at Greenwich, degrees.
    let apparentSiderealTime: Double

    init(julianDay: Double) {
        typealias A = Astronomical
        let t = A.julianCentury(julianDay)
        let l0 = A.meanSolarLongitude(t)
        let lp = A.meanLunarLongitude(t)
        let omega = A.ascendingLunarNodeLongitude(t)
        let lambda = A.radians(A.apparentSolarLongitude(t, meanLongitude: l0))
        let theta0 = A.meanSiderealTime(t)
        let dPsi = A.nutationInLongitude(solar: l0, lunar: lp, node: omega)
        let dEpsilon = A.nutationInObliquity(solar: l0, lunar: lp, node: omega)
        let e0 = A.meanObliquityOfTheEcliptic(t)
        let eApp = A.radians(A.apparentObliquityOfTheEcliptic(t, meanObliquity: e0))
        declination = A.degrees(asin(sin(eApp) * sin(lambda)))
        rightAscension = A.unwound(A.degrees(atan2(cos(eApp) * sin(lambda), cos(lambda))))
        apparentSiderealTime = theta0 + dPsi * cos(A.radians(e0 + dEpsilon))
    }
}
