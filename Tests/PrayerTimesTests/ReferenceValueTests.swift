import Foundation
import PrayerTimes
import Testing

/// Fixed expectations produced by `../shared/tools/prayer_ref.py` (adhanpy corrected to Adhan's semantics);
/// `Tests/Prayer/crosscheck.py` compares whole years.
@Suite struct ReferenceValueTests {
    typealias F = Fixtures

    @Test func londonMuslimWorldLeagueOnTheDayClocksGoForward() {
        let calculator = F.calculator(F.london)
        #expect(
            F.local(calculator.day(F.date("2026-03-28")), F.london)
                == F.expected("2026-03-28", "+00:00", ["04:09", "05:45", "12:07", "15:34", "18:27", "20:04"]))
        #expect(
            F.local(calculator.day(F.date("2026-03-29")), F.london)
                == F.expected("2026-03-29", "+01:00", ["05:07", "06:43", "13:06", "16:35", "19:29", "21:05"]))
    }

    @Test func londonOnTheDayClocksGoBack() {
        let calculator = F.calculator(F.london)
        #expect(
            F.local(calculator.day(F.date("2026-10-24")), F.london)
                == F.expected("2026-10-24", "+01:00", ["05:48", "07:40", "12:46", "15:17", "17:49", "19:34"]))
        #expect(
            F.local(calculator.day(F.date("2026-10-25")), F.london)
                == F.expected("2026-10-25", "+00:00", ["04:49", "06:42", "11:46", "14:15", "16:47", "18:32"]))
    }

    @Test func torontoNorthAmericaHanafiAcrossBothClockChanges() {
        let calculator = F.calculator(F.toronto, CalculationMethod.northAmerica.parameters(madhab: .hanafi))
        #expect(
            F.local(calculator.day(F.date("2026-03-07")), F.toronto)
                == F.expected("2026-03-07", "-05:00", ["05:25", "06:44", "12:29", "16:28", "18:14", "19:33"]))
        #expect(
            F.local(calculator.day(F.date("2026-03-08")), F.toronto)
                == F.expected("2026-03-08", "-04:00", ["06:24", "07:42", "13:29", "17:29", "19:15", "20:34"]))
        #expect(
            F.local(calculator.day(F.date("2026-10-31")), F.toronto)
                == F.expected("2026-10-31", "-04:00", ["06:32", "07:52", "13:02", "16:26", "18:10", "19:30"]))
        #expect(
            F.local(calculator.day(F.date("2026-11-01")), F.toronto)
                == F.expected("2026-11-01", "-05:00", ["05:33", "06:53", "12:02", "15:24", "17:08", "18:29"]))
    }

    @Test func cairoEgyptianOnTheFirstDayOfSummerTime() {
        let calculator = F.calculator(F.cairo, CalculationMethod.egyptian.parameters())
        #expect(
            F.local(calculator.day(F.date("2026-04-24")), F.cairo)
                == F.expected("2026-04-24", "+03:00", ["04:46", "06:19", "12:54", "16:30", "19:28", "20:51"]))
    }

    @Test func tehranMaghribByAngle() {
        let calculator = F.calculator(F.tehran, CalculationMethod.tehran.parameters())
        #expect(
            F.local(calculator.day(F.date("2026-05-01")), F.tehran)
                == F.expected("2026-05-01", "+03:30", ["03:40", "05:13", "12:02", "15:47", "19:10", "20:03"]))
    }

    @Test func wellingtonMoonsightingCommitteeAbyadInTheSouthernWinter() {
        let calculator = F.calculator(F.wellington, CalculationMethod.moonsightingCommittee.parameters(shafaq: .abyad))
        #expect(
            F.local(calculator.day(F.date("2026-06-21")), F.wellington)
                == F.expected("2026-06-21", "+12:00", ["06:10", "07:47", "12:28", "14:41", "17:01", "18:33"]))
    }

    @Test func capeTownKarachiHanafi() {
        let calculator = F.calculator(F.capeTown, CalculationMethod.karachi.parameters(madhab: .hanafi))
        #expect(
            F.local(calculator.day(F.date("2026-07-01")), F.capeTown)
                == F.expected("2026-07-01", "+02:00", ["06:23", "07:52", "12:51", "16:10", "17:48", "19:17"]))
    }

    @Test func tromsoSeventhOfTheNightInFebruary() {
        let calculator = F.calculator(F.tromso)
        #expect(
            F.local(calculator.day(F.date("2026-02-01")), F.tromso)
                == F.expected("2026-02-01", "+01:00", ["06:43", "09:24", "11:59", "12:41", "14:33", "17:13"]))
    }

    @Test func osloTwilightAngleAtMidsummerPutsIshaAfterMidnight() {
        let calculator = F.calculator(F.oslo, CalculationMethod.muslimWorldLeague.parameters(highLatitudeRule: .twilightAngle))
        let times = F.local(calculator.day(F.date("2026-06-21")), F.oslo)
        #expect(times.prefix(5) == F.expected("2026-06-21", "+02:00", ["02:21", "03:54", "13:20", "18:00", "22:44"])[...])
        #expect(times[5] == "2026-06-22T00:12:00+02:00")
    }

    @Test func singaporeRoundsUpByDefault() {
        let calculator = F.calculator(F.singapore, CalculationMethod.singapore.parameters())
        #expect(calculator.parameters.rounding == .up)
        #expect(
            F.local(calculator.day(F.date("2026-01-01")), F.singapore)
                == F.expected("2026-01-01", "+08:00", ["05:44", "07:07", "13:10", "16:34", "19:10", "20:25"]))
    }

    @Test func roundingNoneKeepsSeconds() {
        let calculator = F.calculator(F.london, CalculationMethod.muslimWorldLeague.parameters(rounding: Rounding.none))
        #expect(
            F.local(calculator.day(F.date("2026-03-29")), F.london)
                == F.expected("2026-03-29", "+01:00", ["05:06:52", "06:42:51", "13:06:15", "16:35:17", "19:28:42", "21:04:41"]))
    }

    @Test func roundingUpWithAdjustmentsAndSunnahTimes() throws {
        let adjust = try PrayerAdjustments(parsing: "fajr=2,isha=-3")
        let calculator = F.calculator(F.london, CalculationMethod.muslimWorldLeague.parameters(rounding: .up, adjustments: adjust))
        #expect(
            F.local(calculator.day(F.date("2026-03-29")), F.london)
                == F.expected("2026-03-29", "+01:00", ["05:09", "06:43", "13:07", "16:36", "19:29", "21:02"]))
        let night = try #require(calculator.sunnahTimes(F.date("2026-03-29")))
        let formatter = LocalTimeFormatter(timeZone: F.london.zone)
        #expect(formatter.string(from: night.middleOfTheNight) == "2026-03-30T00:19:00+01:00")
        #expect(formatter.string(from: night.lastThirdOfTheNight) == "2026-03-30T01:55:00+01:00")
    }

    /// Adhan (and the reference) file these under 2026-03-28; here they belong to the day their Dhuhr is on.
    @Test func dateLineZonesGiveTheTimesOfTheLocalDate() {
        let apia = F.calculator(F.apia)
        #expect(
            F.local(apia.day(F.date("2026-03-29")), F.apia)
                == F.expected("2026-03-29", "+13:00", ["05:21", "06:32", "12:33", "15:52", "18:32", "19:39"]))
        let kiritimati = F.calculator(F.kiritimati)
        #expect(
            F.local(kiritimati.day(F.date("2026-03-29")), F.kiritimati)
                == F.expected("2026-03-29", "+14:00", ["05:22", "06:31", "12:36", "15:37", "18:38", "19:43"]))
    }
}
