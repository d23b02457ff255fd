import Foundation
import PrayerTimes
import Testing

/// Order, polar days, date line, madhab, rounding and adjustments.
@Suite struct BoundaryTests {
    typealias F = Fixtures

    static let orderCases: [(String, Double, Double, String, CalculationParameters)] = [
        ("60° N MWL", 60.0, 5.32, "Europe/Oslo", CalculationMethod.muslimWorldLeague.parameters()),
        ("60° N MC hanafi", 60.0, 5.32, "Europe/Oslo", CalculationMethod.moonsightingCommittee.parameters(madhab: .hanafi)),
        (
            "60° N ISNA twilightAngle", 60.0, 5.32, "Europe/Oslo",
            CalculationMethod.northAmerica.parameters(highLatitudeRule: .twilightAngle)
        ),
        ("65° S MWL", -65.0, -64.0, "America/Argentina/Ushuaia", CalculationMethod.muslimWorldLeague.parameters()),
        ("65° S Umm al-Qura hanafi", -65.0, -64.0, "America/Argentina/Ushuaia", CalculationMethod.ummAlQura.parameters(madhab: .hanafi)),
        ("65° S MC abyad", -65.0, -64.0, "America/Argentina/Ushuaia", CalculationMethod.moonsightingCommittee.parameters(shafaq: .abyad)),
        ("Tromsø MWL", 69.6492, 18.9553, "Europe/Oslo", CalculationMethod.muslimWorldLeague.parameters()),
        (
            "78° N nearest day", 78.2232, 15.6267, "Arctic/Longyearbyen",
            CalculationMethod.muslimWorldLeague.parameters(polarResolution: .nearestDay)
        ),
        (
            "78° N nearest latitude hanafi", 78.2232, 15.6267, "Arctic/Longyearbyen",
            CalculationMethod.muslimWorldLeague.parameters(madhab: .hanafi, polarResolution: .nearestLatitude)
        ),
    ]

    @Test(arguments: 0..<orderCases.count)
    func sixTimesInOrderEveryDayOfTheYear(index: Int) throws {
        let (name, latitude, longitude, zone, parameters) = Self.orderCases[index]
        let calculator = PrayerCalculator(
            coordinates: try Coordinates(latitude: latitude, longitude: longitude),
            timeZone: TimeZone(identifier: zone)!, parameters: parameters)
        let days = calculator.days(from: F.date("2026-01-01"), through: F.date("2026-12-31"))
        #expect(days.count == 365)
        var withTimes = 0
        for day in days where day.unavailable == nil {
            withTimes += 1
            let times = F.seconds(day)
            #expect(times.count == 6)
            #expect(
                zip(times, times.dropFirst()).allSatisfy { $0 <= $1 },
                "\(name) \(day.date) out of order: \(F.local(day, F.place(latitude, longitude, zone)))")
            #expect(times[3] > times[2] && times[3] < times[4], "\(name) \(day.date): Asr must fall strictly inside the afternoon")
        }
        if abs(latitude) <= 65 || parameters.polarResolution != .unresolved {
            #expect(withTimes == 365, "\(name): only \(withTimes) days have times")
        }
    }

    @Test func polarDayWithoutResolutionSaysWhy() throws {
        let place = F.place(78.2, 15.6, "Arctic/Longyearbyen")
        let day = F.calculator(place).day(F.date("2026-06-21"))
        #expect(Prayer.allCases.allSatisfy { day[$0] == nil })
        #expect(day.unavailable?.reason == .sunDoesNotSet)
        #expect(day.unavailable?.description == "The sun does not set on 2026-06-21 at 78.2° N.")
        let formatter = LocalTimeFormatter(timeZone: place.zone)
        #expect(
            day.jsonLine(formatter: formatter)
                == #"{"date":"2026-06-21","fajr":null,"sunrise":null,"dhuhr":null,"asr":null,"maghrib":null,"isha":null,"error":"The sun does not set on 2026-06-21 at 78.2° N."}"#
        )
        let night = F.calculator(place).day(F.date("2026-12-21"))
        #expect(night.unavailable?.description == "The sun does not rise on 2026-12-21 at 78.2° N.")
        #expect(F.calculator(place).sunnahTimes(F.date("2026-06-21")) == nil)
    }

    @Test func aDayWhoseNightHasNoSunriseSaysSo() throws {
        let days = F.calculator(F.longyearbyen).days(from: F.date("2026-01-01"), through: F.date("2026-12-31"))
        let edge = try #require(days.first { $0.unavailable.map { $0.failingDate != $0.date } ?? false })
        #expect(edge.unavailable!.failingDate == edge.date.adding(days: 1))
        #expect(edge.unavailable!.description.contains("the night after \(edge.date) has no length"))
    }

    @Test func nearestLatitudeStepsTowardTheEquatorOnlyAsFarAsNeeded() throws {
        let parameters = CalculationMethod.muslimWorldLeague.parameters(polarResolution: .nearestLatitude)
        let day = F.calculator(F.longyearbyen, parameters).day(F.date("2026-06-21"))
        guard case .latitude(let latitude)? = day.resolution else {
            Issue.record("expected a latitude resolution, got \(String(describing: day.resolution))")
            return
        }
        #expect(latitude < 78.2232 && latitude > 60)
        #expect(Prayer.allCases.allSatisfy { day[$0] != nil })
        // Half a degree farther north there are still no times.
        let farther = F.place(latitude + PolarResolutionStep.value, 15.6267, "Arctic/Longyearbyen")
        #expect(F.calculator(farther).day(F.date("2026-06-21")).unavailable != nil)
        let same = F.calculator(F.place(latitude, 15.6267, "Arctic/Longyearbyen")).day(F.date("2026-06-21"))
        #expect(F.seconds(same) == F.seconds(day))
    }

    @Test func nearestDayTakesTheClosestDateWithTimes() throws {
        let parameters = CalculationMethod.muslimWorldLeague.parameters(polarResolution: .nearestDay)
        let target = F.date("2026-06-21")
        let day = F.calculator(F.longyearbyen, parameters).day(target)
        guard case .date(let source)? = day.resolution else {
            Issue.record("expected a date resolution, got \(String(describing: day.resolution))")
            return
        }
        let plain = F.calculator(F.longyearbyen)
        #expect(plain.day(source).unavailable == nil)
        let distance = abs(source.daysSinceEpoch - target.daysSinceEpoch)
        for nearer in 1..<distance {
            #expect(plain.day(target.adding(days: nearer)).unavailable != nil)
            #expect(plain.day(target.adding(days: -nearer)).unavailable != nil)
        }
        // Same UTC time of day as on the source date.
        let shift = Double(source.daysSinceEpoch - target.daysSinceEpoch) * 86_400
        #expect(F.seconds(day).map { $0 + shift } == F.seconds(plain.day(source)))
    }

    @Test func atThePoleNearestDayFindsNothingAndSaysSoWhileNearestLatitudeDoes() {
        let pole = F.place(90, 0, "UTC")
        let byDay = F.calculator(pole, CalculationMethod.muslimWorldLeague.parameters(polarResolution: .nearestDay)).day(
            F.date("2026-06-21"))
        #expect(
            byDay.unavailable?.description
                == "The sun does not set on 2026-06-21 at 90° N. No date within half a year has a sunrise and a sunset here either; try the nearest latitude."
        )
        let south = F.place(-90, 0, "UTC")
        let byLatitude = F.calculator(south, CalculationMethod.muslimWorldLeague.parameters(polarResolution: .nearestLatitude))
            .day(F.date("2026-06-21"))
        #expect(byLatitude.resolution == .latitude(-67.0))
        #expect(TimeOrderCheck.ordered(F.seconds(byLatitude)))
    }

    /// Adhan puts this Asr at 13:58, after sunset (12:58); here it is solved for between noon and sunset.
    @Test func asrNearPolarNightIsSolvedBetweenNoonAndSunset() {
        let day = F.calculator(F.tromso).day(F.date("2026-01-18"))
        #expect(
            F.local(day, F.tromso)
                == F.expected("2026-01-18", "+01:00", ["07:46", "10:52", "11:56", "12:18", "12:58", "16:04"]))
    }

    @Test(arguments: [("Apia", Fixtures.apia), ("Kiritimati", Fixtures.kiritimati), ("Wellington", Fixtures.wellington)])
    func everyDayOfTheYearHasItsOwnLocalDate(name: String, place: Fixtures.Place) {
        let days = F.calculator(place).days(from: F.date("2026-01-01"), through: F.date("2026-12-31"))
        let formatter = LocalTimeFormatter(timeZone: place.zone)
        for day in days {
            #expect(formatter.string(from: day.dhuhr!).hasPrefix(day.date.description), "\(name) \(day.date)")
            #expect(formatter.string(from: day.fajr!).hasPrefix(day.date.description), "\(name) \(day.date)")
        }
    }

    @Test func hanafiAsrIsLaterAndNothingElseMoves() {
        let date = F.date("2026-03-29")
        let shafi = F.seconds(F.calculator(F.london).day(date))
        let hanafi = F.seconds(F.calculator(F.london, CalculationMethod.muslimWorldLeague.parameters(madhab: .hanafi)).day(date))
        #expect(hanafi[3] - shafi[3] >= 30 * 60)
        #expect(
            F.local(F.calculator(F.london, CalculationMethod.muslimWorldLeague.parameters(madhab: .hanafi)).day(date), F.london)[3]
                == "2026-03-29T17:28:00+01:00")
        for index in [0, 1, 2, 4, 5] { #expect(hanafi[index] == shafi[index]) }
    }

    @Test func roundingModesAgreeWithTheUnroundedSeconds() {
        let date = F.date("2026-03-29")
        func times(_ rounding: Rounding) -> [Double] {
            F.seconds(F.calculator(F.london, CalculationMethod.muslimWorldLeague.parameters(rounding: rounding)).day(date))
        }
        let exact = times(.none), nearest = times(.nearest), up = times(.up)
        for index in 0..<6 {
            #expect(nearest[index].truncatingRemainder(dividingBy: 60) == 0)
            #expect(up[index].truncatingRemainder(dividingBy: 60) == 0)
            #expect(abs(nearest[index] - exact[index]) <= 30)
            #expect(up[index] >= exact[index] && up[index] - exact[index] < 60)
            let seconds = exact[index].truncatingRemainder(dividingBy: 60)
            #expect(nearest[index] == exact[index] - seconds + (seconds >= 30 ? 60 : 0))
        }
    }

    @Test func adjustmentsMoveOnlyTheirPrayerByWholeMinutes() throws {
        let date = F.date("2026-03-29")
        let base = F.seconds(F.calculator(F.london).day(date))
        let adjust = try PrayerAdjustments(parsing: "fajr=2, isha=-3,dhuhr=0")
        let moved = F.seconds(F.calculator(F.london, CalculationMethod.muslimWorldLeague.parameters(adjustments: adjust)).day(date))
        #expect(moved[0] - base[0] == 120)
        #expect(moved[5] - base[5] == -180)
        for index in 1...4 { #expect(moved[index] == base[index]) }
    }

    @Test func hugeAdjustmentsCannotBreakTheOrder() throws {
        let adjust = try PrayerAdjustments(parsing: "asr=300,fajr=200")
        let day = F.calculator(F.london, CalculationMethod.muslimWorldLeague.parameters(adjustments: adjust)).day(F.date("2026-03-29"))
        let times = F.seconds(day)
        #expect(zip(times, times.dropFirst()).allSatisfy { $0 <= $1 })
    }

    @Test func recommendedUsesAbsoluteLatitudeInTheSouth() throws {
        let south = F.place(-55.0, -67.0, "America/Argentina/Ushuaia")
        let date = F.date("2026-12-21")
        let recommended = F.seconds(F.calculator(south).day(date))
        let seventh = F.seconds(
            F.calculator(south, CalculationMethod.muslimWorldLeague.parameters(highLatitudeRule: .seventhOfTheNight)).day(date))
        let middle = F.seconds(
            F.calculator(south, CalculationMethod.muslimWorldLeague.parameters(highLatitudeRule: .middleOfTheNight)).day(date))
        #expect(recommended == seventh)
        #expect(recommended != middle)
        #expect(HighLatitudeRule.recommended.resolved(atLatitude: -48.5) == .seventhOfTheNight)
        #expect(HighLatitudeRule.recommended.resolved(atLatitude: 48) == .middleOfTheNight)
    }

    @Test func jsonLineMatchesTheIssueExample() {
        let day = F.calculator(F.london).day(F.date("2026-03-29"))
        #expect(
            day.jsonLine(formatter: LocalTimeFormatter(timeZone: F.london.zone))
                == #"{"date":"2026-03-29","fajr":"2026-03-29T05:07:00+01:00","sunrise":"2026-03-29T06:43:00+01:00","dhuhr":"2026-03-29T13:06:00+01:00","asr":"2026-03-29T16:35:00+01:00","maghrib":"2026-03-29T19:29:00+01:00","isha":"2026-03-29T21:05:00+01:00"}"#
        )
    }
}

enum TimeOrderCheck {
    static func ordered(_ times: [Double]) -> Bool {
        times.count == 6 && zip(times, times.dropFirst()).allSatisfy { $0 <= $1 } && times[2] < times[3] && times[3] < times[4]
    }
}

/// The latitude step of the nearest-latitude resolution, as documented on ``PolarResolution``.
enum PolarResolutionStep {
    static let value = 0.5
}
