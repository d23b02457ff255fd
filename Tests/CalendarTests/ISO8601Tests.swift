import Calendar
import Foundation
import Testing

/// The instants requests, command lines and test clocks name, read and written without ICU.
@Suite struct ISO8601Tests {
    func instant(_ seconds: Double) -> Date { Date(timeIntervalSince1970: seconds) }

    @Test func readsZonesOffsetsAndFractions() {
        #expect(ISO8601.parse("2026-10-27T13:48:00-04:00") == instant(1_793_123_280))
        #expect(ISO8601.parse("2026-10-27T17:48:00Z") == instant(1_793_123_280))
        #expect(ISO8601.parse("2026-10-27t17:48:00z") == instant(1_793_123_280))
        #expect(ISO8601.parse("2026-10-27T23:18:00+05:30") == instant(1_793_123_280))
        #expect(ISO8601.parse("2026-10-27T23:18:00+0530") == instant(1_793_123_280))
        #expect(ISO8601.parse("2026-10-27T22:48:00+05") == instant(1_793_123_280))
        #expect(ISO8601.parse("2026-10-27T17:48:00.5Z") == instant(1_793_123_280.5))
        #expect(ISO8601.parse("2026-10-27T13:48:00.125-04:00") == instant(1_793_123_280.125))
        #expect(ISO8601.parse("2026-10-27T17:48:00.1234567891234Z") == instant(1_793_123_280.123_456_789))
    }

    @Test func theLastSecondOfADayAndOfAYearAndLeapDays() {
        #expect(ISO8601.parse("2026-12-31T23:59:59Z") == instant(1_798_761_599))
        #expect(ISO8601.parse("2027-01-01T00:00:00Z") == instant(1_798_761_600))
        #expect(ISO8601.parse("2024-02-29T12:00:00Z") == instant(1_709_208_000))
        #expect(ISO8601.parse("2000-02-29T00:00:00Z") == instant(951_782_400))
        #expect(ISO8601.parse("1970-01-01T00:00:00Z") == instant(0))
        #expect(ISO8601.parse("1969-12-31T23:59:59Z") == instant(-1))
        #expect(ISO8601.parse("0001-01-01T00:00:00Z") == instant(-62_135_596_800))
        #expect(ISO8601.parse("9999-12-31T23:59:59Z") == instant(253_402_300_799))
    }

    @Test(arguments: [
        "2026-02-29T00:00:00Z", "1900-02-29T00:00:00Z", "2026-04-31T00:00:00Z", "2026-13-01T00:00:00Z", "2026-00-10T00:00:00Z",
        "2026-10-00T00:00:00Z", "2026-10-27T24:00:00Z", "2026-10-27T13:60:00Z", "2026-10-27T13:48:60Z", "2026-10-27 13:48:00Z",
        "2026-10-27T13:48Z", "2026-10-27T13:48:00", "2026-10-27T13:48:00.Z", "2026-10-27T13:48:00+24:00", "2026-10-27T13:48:00+05:60",
        "2026-10-27T13:48:00+5", "26-10-27T13:48:00Z", "+2026-10-27T13:48:00Z", "2026-10-27T13:48:00Z ", " 2026-10-27T13:48:00Z",
        "２０２６-10-27T13:48:00Z", "", "now", "2026-10-27T13:48:00Z\u{0}",
    ])
    func refusesWhatIsNotADateTime(_ text: String) {
        #expect(ISO8601.parse(text) == nil)
    }

    @Test func refusesTextLongerThanAnyDateTimeWithoutReadingIt() {
        #expect(ISO8601.parse("2026-10-27T13:48:00." + String(repeating: "1", count: 100) + "Z") == nil)
    }

    @Test func writesUTCToTheSecond() {
        #expect(ISO8601.format(instant(1_793_123_280)) == "2026-10-27T17:48:00Z")
        #expect(ISO8601.format(instant(1_793_123_280.999)) == "2026-10-27T17:48:00Z")
        #expect(ISO8601.format(instant(1_793_123_279.999_9)) == "2026-10-27T17:48:00Z")  // floating-point noise
        #expect(ISO8601.format(instant(-1)) == "1969-12-31T23:59:59Z")
        #expect(ISO8601.format(instant(-0.5)) == "1969-12-31T23:59:59Z")
        #expect(ISO8601.format(instant(951_868_799)) == "2000-02-29T23:59:59Z")
        #expect(ISO8601.format(instant(0)) == "1970-01-01T00:00:00Z")
    }

    @Test func writesTheEdgesOfItsRangeForInstantsPastThem() {
        #expect(ISO8601.format(.distantFuture) == "4001-01-01T00:00:00Z")
        #expect(ISO8601.format(instant(1e15)) == "9999-12-31T23:59:59Z")
        #expect(ISO8601.format(instant(-1e15)) == "0001-01-01T00:00:00Z")
        #expect(ISO8601.format(.distantPast) == "0001-01-01T00:00:00Z")
        #expect(ISO8601.format(instant(.infinity)) == "9999-12-31T23:59:59Z")
        #expect(ISO8601.format(instant(-.infinity)) == "0001-01-01T00:00:00Z")
        #expect(ISO8601.format(instant(.nan)) == "1970-01-01T00:00:00Z")
    }

    @Test func agreesWithFoundationsFormatterOverTheGregorianYears() {
        // Foundation's ISO8601DateFormatter (ICU) as the reference, from 1583 (ICU writes Julian dates before the
        // Gregorian reform) to 9999, every instant read back to itself.
        let reference = ISO8601DateFormatter()
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<2_000 {
            let seconds = Int64.random(in: -12_200_000_000...253_402_300_799, using: &generator)
            let date = instant(Double(seconds))
            let text = ISO8601.format(date)
            #expect(text == reference.string(from: date))
            #expect(ISO8601.parse(text) == date)
        }
    }
}
