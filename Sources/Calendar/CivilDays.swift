/// Pure proleptic-Gregorian arithmetic shared by the module's value types.
///
/// Day numbers count days since 1970-01-01 (day 0), so they convert to and from
/// seconds since the Unix epoch by multiplying by 86,400.
enum CivilDays {
    /// Whether `year` has a 29 February.
    static func isLeapYear(_ year: Int) -> Bool {
        (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
    }

    /// The number of days in `month` (1–12) of `year`.
    static func daysInMonth(_ month: Int, year: Int) -> Int {
        switch month {
        case 2: return isLeapYear(year) ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    /// Days since 1970-01-01 for a valid civil date.
    static func dayNumber(year: Int, month: Int, day: Int) -> Int {
        // Count in a year that starts on 1 March, so the leap day is the last day of the year.
        let shiftedYear = month <= 2 ? year - 1 : year
        let era = floorDiv(shiftedYear, 400)
        let yearOfEra = shiftedYear - era * 400  // 0...399
        let monthFromMarch = (month + 9) % 12  // March = 0 … February = 11
        let dayOfYear = (153 * monthFromMarch + 2) / 5 + day - 1  // 0...365
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468  // 0000-03-01 → 1970-01-01
    }

    /// The civil date of a day number (inverse of ``dayNumber(year:month:day:)``).
    static func civil(fromDayNumber number: Int) -> (year: Int, month: Int, day: Int) {
        let shifted = number + 719_468
        let era = floorDiv(shifted, 146_097)
        let dayOfEra = shifted - era * 146_097  // 0...146096
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthFromMarch = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthFromMarch + 2) / 5 + 1
        let month = monthFromMarch < 10 ? monthFromMarch + 3 : monthFromMarch - 9
        let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        return (year, month, day)
    }

    /// ISO weekday (1 = Monday … 7 = Sunday) of a day number. 1970-01-01 was a Thursday.
    static func isoWeekday(ofDayNumber number: Int) -> Int {
        floorMod(number + 3, 7) + 1
    }

    /// Division rounding towards negative infinity.
    static func floorDiv(_ a: Int, _ b: Int) -> Int {
        let q = a / b
        return (a % b != 0 && (a < 0) != (b < 0)) ? q - 1 : q
    }

    /// Remainder with the sign of the divisor.
    static func floorMod(_ a: Int, _ b: Int) -> Int {
        a - floorDiv(a, b) * b
    }
}
