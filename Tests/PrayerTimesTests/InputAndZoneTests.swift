import Foundation
import PrayerTimes
import Testing

/// Input checks with their messages, dates, and the zone offsets used for output.
@Suite struct InputAndZoneTests {
    @Test func coordinatesOutOfRangeAreRefusedInWords() {
        #expect(throws: PrayerInputError.latitudeOutOfRange(91)) { try Coordinates(latitude: 91, longitude: 0) }
        #expect(throws: PrayerInputError.longitudeOutOfRange(-181)) { try Coordinates(latitude: 0, longitude: -181) }
        #expect(PrayerInputError.latitudeOutOfRange(91).description == "The latitude 91.0 is outside -90…90 degrees.")
    }

    @Test func unknownZoneIsRefused() throws {
        let place = try Coordinates(latitude: 0, longitude: 0)
        #expect(throws: PrayerInputError.unknownTimeZone("Europe/Atlantis")) {
            try PrayerCalculator(coordinates: place, timeZone: "Europe/Atlantis", parameters: CalculationMethod.karachi.parameters())
        }
        #expect(throws: PrayerInputError.unknownTimeZone("London")) {
            try PrayerCalculator(coordinates: place, timeZone: "London", parameters: CalculationMethod.karachi.parameters())
        }
    }

    @Test func datesParseStrictlyAndCount() throws {
        #expect(try CivilDate(parsing: "2024-02-29").dayOfYear == 60)
        #expect(throws: PrayerInputError.invalidDate("2026-02-29")) { try CivilDate(parsing: "2026-02-29") }
        #expect(throws: PrayerInputError.invalidDate("2026-1-01")) { try CivilDate(parsing: "2026-1-01") }
        #expect(try CivilDate(parsing: "1970-01-01").daysSinceEpoch == 0)
        #expect(try CivilDate(parsing: "2026-12-31").adding(days: 1).description == "2027-01-01")
        for days in stride(from: -800_000, through: 800_000, by: 997) {
            #expect(CivilDate(daysSinceEpoch: days).daysSinceEpoch == days)
        }
    }

    @Test func methodsAndChoicesByName() {
        #expect(CalculationMethod(name: "muslimworldleague") == .muslimWorldLeague)
        #expect(CalculationMethod(name: "ISNA") == .northAmerica)
        #expect(CalculationMethod(name: "Jafari") == nil)
        #expect(CalculationMethod.names.contains("MoonsightingCommittee"))
        #expect(HighLatitudeRule(name: "MiddleOfTheNight") == .middleOfTheNight)
        #expect(Madhab(name: "Hanafi") == .hanafi)
    }

    @Test func adjustmentsThatCannotBeReadSayWhich() {
        #expect(throws: AdjustmentError.self) { try PrayerAdjustments(parsing: "zuhr=2") }
        #expect(throws: AdjustmentError.self) { try PrayerAdjustments(parsing: "fajr=two") }
        #expect(throws: AdjustmentError.self) { try PrayerAdjustments(parsing: "fajr") }
        do {
            _ = try PrayerAdjustments(parsing: "fajr=2,zuhr=1")
        } catch {
            #expect("\(error)".contains("\"zuhr=1\"") && "\(error)".contains("unknown prayer"))
        }
    }

    @Test func customAnglesForOther() throws {
        let params = CalculationParameters(customFajrAngle: 18, ishaAngle: 17)
        let mwl = CalculationMethod.muslimWorldLeague.parameters()
        let place = try Coordinates(latitude: 51.5074, longitude: -0.1278)
        let zone = TimeZone(identifier: "Europe/London")!
        let date = try CivilDate(parsing: "2026-03-29")
        let custom = PrayerCalculator(coordinates: place, timeZone: zone, parameters: params).day(date)
        let preset = PrayerCalculator(coordinates: place, timeZone: zone, parameters: mwl).day(date)
        #expect(custom.fajr == preset.fajr && custom.isha == preset.isha)
        #expect(preset.dhuhr!.timeIntervalSince(custom.dhuhr!) == 60)  // MWL's method adjustment
    }

    /// Offsets checked against `zdump -v -c 2026,2027` with tzdata 2026f (see the report in the commit log).
    @Test(arguments: [
        ("Europe/London", "2026-03-29T00:59:59Z", "+00:00"), ("Europe/London", "2026-03-29T01:00:00Z", "+01:00"),
        ("Europe/London", "2026-10-25T00:59:59Z", "+01:00"), ("Europe/London", "2026-10-25T01:00:00Z", "+00:00"),
        ("America/Toronto", "2026-03-08T06:59:59Z", "-05:00"), ("America/Toronto", "2026-03-08T07:00:00Z", "-04:00"),
        ("America/Toronto", "2026-11-01T05:59:59Z", "-04:00"), ("America/Toronto", "2026-11-01T06:00:00Z", "-05:00"),
        ("Africa/Cairo", "2026-04-23T21:59:59Z", "+02:00"), ("Africa/Cairo", "2026-04-23T22:00:00Z", "+03:00"),
        ("Africa/Cairo", "2026-10-29T20:59:59Z", "+03:00"), ("Africa/Cairo", "2026-10-29T21:00:00Z", "+02:00"),
        ("Asia/Riyadh", "2026-07-01T12:00:00Z", "+03:00"), ("Asia/Singapore", "2026-07-01T12:00:00Z", "+08:00"),
        ("Pacific/Kiritimati", "2026-07-01T12:00:00Z", "+14:00"), ("Asia/Kolkata", "2026-07-01T12:00:00Z", "+05:30"),
    ])
    func offsetsMatchTheSystemTzDatabase(zone: String, instant: String, offset: String) throws {
        let date = try #require(ISO8601DateFormatter().date(from: instant))
        let text = LocalTimeFormatter(timeZone: TimeZone(identifier: zone)!).string(from: date)
        #expect(text.hasSuffix(offset), "\(zone) at \(instant): \(text)")
    }

    @Test func localTimeFormatting() throws {
        let formatter = LocalTimeFormatter(timeZone: TimeZone(identifier: "America/St_Johns")!)
        let date = try #require(ISO8601DateFormatter().date(from: "2026-01-01T03:00:05Z"))
        #expect(formatter.string(from: date) == "2025-12-31T23:30:05-03:30")
    }
}
