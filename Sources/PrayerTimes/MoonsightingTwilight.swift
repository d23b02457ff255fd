/// The Moonsighting Committee's seasonal twilight (Khalid Shaukat): minutes from Fajr to sunrise and from
/// sunset to Isha, interpolated between four values that grow with latitude, by days since the winter solstice.
enum MoonsightingTwilight {
    static func morningMinutes(latitude: Double, date: CivilDate) -> Double {
        let l = abs(latitude) / 55.0
        return curve(
            (75 + 28.65 * l, 75 + 19.44 * l, 75 + 32.74 * l, 75 + 48.10 * l),
            daysSinceSolstice: daysSinceSolstice(date, latitude: latitude))
    }

    static func eveningMinutes(latitude: Double, date: CivilDate, shafaq: Shafaq) -> Double {
        curve(shafaq.coefficients(latitude: latitude), daysSinceSolstice: daysSinceSolstice(date, latitude: latitude))
    }

    /// Piecewise linear through a (solstice), b (+91 d), c (+137 d), d (+183 d) and back.
    static func curve(_ v: (Double, Double, Double, Double), daysSinceSolstice days: Int) -> Double {
        let (a, b, c, d) = v
        let dyy = Double(days)
        if dyy < 91 { return a + (b - a) / 91.0 * dyy }
        if dyy < 137 { return b + (c - b) / 46.0 * (dyy - 91) }
        if dyy < 183 { return c + (d - c) / 46.0 * (dyy - 137) }
        if dyy < 229 { return d + (c - d) / 46.0 * (dyy - 183) }
        if dyy < 275 { return c + (b - c) / 46.0 * (dyy - 229) }
        return b + (a - b) / 91.0 * (dyy - 275)
    }

    /// Days since the December solstice in the north, the June solstice in the south (Adhan's offsets).
    static func daysSinceSolstice(_ date: CivilDate, latitude: Double) -> Int {
        let leap = CivilDate.isLeap(date.year)
        let daysInYear = leap ? 366 : 365
        if latitude >= 0 {
            let days = date.dayOfYear + 10
            return days >= daysInYear ? days - daysInYear : days
        }
        let days = date.dayOfYear - (leap ? 173 : 172)
        return days < 0 ? days + daysInYear : days
    }
}
