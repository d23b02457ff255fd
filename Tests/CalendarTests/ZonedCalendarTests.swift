import Calendar
import Foundation
import Testing

@Suite struct ZonedCalendarTests {
    /// The system's tzdata is the reference, whatever its version (one machine's 2026f has Vancouver on permanent MST
    /// from 1 Nov 2026, another's 2025b keeps PST; Foundation's bundled data may differ from both): at each side of
    /// every 2026 transition `zdump` lists, the offset and abbreviation must be the ones it prints from the same files.
    @Test(arguments: ["America/Vancouver", "America/Toronto", "Africa/Cairo", "Europe/London", "Australia/Sydney"])
    func offsetsFollowTheSystemTzdata(zone: String) throws {
        let calendar = try #require(ZonedCalendar(identifier: zone))
        let readings = try Self.zdump(zone, years: "2026,2027")
        #expect(readings.count >= 2, "zdump listed \(readings.count) readings for \(zone)")
        for reading in readings {
            #expect(calendar.utcOffset(at: reading.instant) == reading.offset, "\(zone) at \(reading.instant)")
            #expect(ZoneAbbreviation.abbreviation(for: zone, at: reading.instant) == reading.abbreviation, "\(zone) at \(reading.instant)")
        }
        #expect(toronto.utcOffset(at: utc("2026-07-01T00:00:00Z")) == -4 * 3600)
    }

    @Test func ammanStaysOnUTCPlusThreeAllYear() throws {
        // Jordan left daylight saving in 2022: no transitions for zdump to list, +03 in winter and summer.
        let amman = try #require(ZonedCalendar(identifier: "Asia/Amman"))
        #expect(amman.utcOffset(at: utc("2026-01-15T12:00:00Z")) == 3 * 3600)
        #expect(amman.utcOffset(at: utc("2026-07-15T12:00:00Z")) == 3 * 3600)
    }

    @Test func aZoneWithoutATZifFileFallsBackToFoundation() throws {
        let fixed = ZonedCalendar(zone: try #require(TimeZone(secondsFromGMT: 5 * 3600 + 1800)))
        #expect(fixed.localTime(of: utc("2026-01-01T00:00:00Z")) == time("05:30"))
    }

    /// `zdump -v -c <years> <zone>`'s readings: "Sun Mar  8 09:59:59 2026 UT = Sun Mar  8 01:59:59 2026 PST isdst=0 gmtoff=-28800".
    static func zdump(_ zone: String, years: String) throws -> [(instant: Date, offset: Int, abbreviation: String)] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/zdump")
        process.arguments = ["-v", "-c", years, zone]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(secondsFromGMT: 0)
        formatter.dateFormat = "EEE MMM d HH:mm:ss yyyy"
        return output.split(separator: "\n").compactMap { line in
            let words = line.split(separator: " ").map(String.init)
            guard let ut = words.firstIndex(of: "UT"), ut >= 6, let offsetWord = words.last(where: { $0.hasPrefix("gmtoff=") }),
                let offset = Int(offsetWord.dropFirst("gmtoff=".count)), let isdst = words.firstIndex(where: { $0.hasPrefix("isdst=") }),
                let instant = formatter.date(from: words[(ut - 5)..<ut].joined(separator: " "))
            else { return nil }
            return (instant, offset, words[isdst - 1])
        }
    }

    @Test func unknownIdentifierGivesNil() {
        #expect(ZonedCalendar(identifier: "Mars/Olympus_Mons") == nil)
        #expect(ZonedCalendar(identifier: "Asia/Kolkata")?.zone.identifier == "Asia/Kolkata")
    }

    @Test func localDateAndTime() {
        let instant = utc("2026-10-27T03:30:00Z")
        #expect(toronto.localDate(of: instant) == date("2026-10-26"))
        #expect(toronto.localTime(of: instant) == time("23:30"))
        #expect(cairo.localDate(of: instant) == date("2026-10-27"))
        #expect(cairo.localTime(of: instant) == time("06:30"))
    }

    @Test func weekBoundaryOnFallBackWeekend() {
        // Week of Sunday 1 Nov 2026, when Toronto falls back from EDT to EST.
        let sunday = utc("2026-11-01T12:00:00Z")
        #expect(toronto.weekStart(containing: sunday) == date("2026-10-26"))
        let week = toronto.weekInterval(containing: sunday)
        #expect(week.start == utc("2026-10-26T04:00:00Z"))  // Monday 00:00 EDT
        #expect(week.end == utc("2026-11-02T05:00:00Z"))  // Monday 00:00 EST
        #expect(week.duration == 169 * 3600)
        let lastSecond = utc("2026-11-02T04:59:59Z")
        #expect(toronto.weekStart(containing: lastSecond) == date("2026-10-26"))
        #expect(week.contains(lastSecond))
        #expect(toronto.weekStart(containing: week.end) == date("2026-11-02"))
        #expect(toronto.weekStart(containing: week.start) == date("2026-10-26"))
        #expect(toronto.weekStart(containing: week.start.addingTimeInterval(-1)) == date("2026-10-19"))
    }

    @Test func weekBoundaryOnSpringForwardWeekend() {
        let sunday = utc("2026-03-08T12:00:00Z")
        #expect(toronto.weekStart(containing: sunday) == date("2026-03-02"))
        let week = toronto.weekInterval(containing: sunday)
        #expect(week.start == utc("2026-03-02T05:00:00Z"))  // Monday 00:00 EST
        #expect(week.end == utc("2026-03-09T04:00:00Z"))  // Monday 00:00 EDT
        #expect(week.duration == 167 * 3600)
        #expect(toronto.weekStart(containing: utc("2026-03-09T03:59:59Z")) == date("2026-03-02"))
        #expect(toronto.weekStart(containing: utc("2026-03-09T04:00:00Z")) == date("2026-03-09"))
    }

    @Test func ordinaryWeekIs168Hours() {
        #expect(toronto.weekInterval(containing: utc("2026-10-21T12:00:00Z")).duration == 168 * 3600)
    }

    @Test func sundayDeadlineForTorontoStudent() {
        let monday = date("2026-10-26")
        // Sunday 1 Nov 23:59 EST (UTC−5).
        #expect(toronto.sundayDeadline(ofWeekStarting: monday) == utc("2026-11-02T04:59:00Z"))
        #expect(toronto.isOnTime(utc("2026-11-02T04:58:59Z"), weekStarting: monday))  // 23:58:59
        #expect(toronto.isOnTime(utc("2026-11-02T04:59:00Z"), weekStarting: monday))  // 23:59:00
        #expect(toronto.isOnTime(utc("2026-11-02T04:59:59Z"), weekStarting: monday))  // 23:59:59
        #expect(toronto.isOnTime(utc("2026-11-02T04:59:59Z").addingTimeInterval(0.999), weekStarting: monday))
        #expect(!toronto.isOnTime(utc("2026-11-02T05:00:00Z"), weekStarting: monday))  // Monday 00:00:00
    }

    @Test func sameInstantsSeenFromCairo() {
        // A Cairo student's deadline is Sunday 23:59 EET (UTC+2), seven hours before Toronto's.
        let monday = date("2026-10-26")
        #expect(cairo.sundayDeadline(ofWeekStarting: monday) == utc("2026-11-01T21:59:00Z"))
        #expect(cairo.isOnTime(utc("2026-11-01T21:58:59Z"), weekStarting: monday))
        #expect(cairo.isOnTime(utc("2026-11-01T21:59:00Z"), weekStarting: monday))
        #expect(cairo.isOnTime(utc("2026-11-01T21:59:59Z"), weekStarting: monday))
        #expect(!cairo.isOnTime(utc("2026-11-01T22:00:00Z"), weekStarting: monday))
        // The Toronto student's last on-time second is Monday morning in Cairo, already next week there.
        let torontoLastSecond = utc("2026-11-02T04:59:59Z")
        #expect(toronto.isOnTime(torontoLastSecond, weekStarting: monday))
        #expect(!cairo.isOnTime(torontoLastSecond, weekStarting: monday))
        #expect(cairo.localDate(of: torontoLastSecond) == date("2026-11-02"))
        #expect(cairo.localTime(of: torontoLastSecond) == time("06:59:59"))
        #expect(cairo.weekStart(containing: torontoLastSecond) == date("2026-11-02"))
    }

    @Test func deadlineOnSpringForwardSunday() {
        // Sunday 8 Mar 2026 23:59 EDT (UTC−4).
        let monday = date("2026-03-02")
        #expect(toronto.sundayDeadline(ofWeekStarting: monday) == utc("2026-03-09T03:59:00Z"))
        #expect(toronto.isOnTime(utc("2026-03-09T03:59:59Z"), weekStarting: monday))
        #expect(!toronto.isOnTime(utc("2026-03-09T04:00:00Z"), weekStarting: monday))
    }

    @Test func logicalDayWithFourAMRollover() {
        let rollover = time("04:00")
        // 27 Oct 2026 in Toronto is EDT (UTC−4).
        #expect(toronto.logicalDay(containing: utc("2026-10-27T07:59:59Z"), rollover: rollover) == date("2026-10-26"))
        #expect(toronto.logicalDay(containing: utc("2026-10-27T08:00:00Z"), rollover: rollover) == date("2026-10-27"))
        let interval = toronto.logicalDayInterval(date("2026-10-27"), rollover: rollover)
        #expect(interval.start == utc("2026-10-27T08:00:00Z"))
        #expect(interval.end == utc("2026-10-28T08:00:00Z"))
        // The logical day spanning fall-back night is 25 hours long.
        #expect(toronto.logicalDayInterval(date("2026-10-31"), rollover: rollover).duration == 25 * 3600)
    }

    @Test func midnightRolloverIsTheCalendarDay() {
        #expect(toronto.logicalDay(containing: utc("2026-10-27T03:59:59Z"), rollover: .midnight) == date("2026-10-26"))
        #expect(toronto.logicalDay(containing: utc("2026-10-27T04:00:00Z"), rollover: .midnight) == date("2026-10-27"))
    }

    @Test func instantInGapShiftsForward() {
        // 02:30 on 8 Mar 2026 never happens in Toronto; it is read as 03:30 EDT.
        #expect(toronto.instant(on: date("2026-03-08"), at: time("02:30")) == utc("2026-03-08T07:30:00Z"))
        #expect(toronto.instant(on: date("2026-03-08"), at: time("03:00")) == utc("2026-03-08T07:00:00Z"))
        #expect(toronto.instant(on: date("2026-03-08"), at: time("01:59:59")) == utc("2026-03-08T06:59:59Z"))
        // Cairo springs forward at midnight: the day starts at 01:00 EEST.
        #expect(cairo.startOfDay(date("2026-04-24")) == utc("2026-04-23T22:00:00Z"))
        #expect(cairo.localTime(of: cairo.startOfDay(date("2026-04-24"))) == time("01:00"))
    }

    @Test func instantInOverlapTakesTheEarlier() {
        // 01:30 on 1 Nov 2026 happens twice in Toronto: EDT first.
        #expect(toronto.instant(on: date("2026-11-01"), at: time("01:30")) == utc("2026-11-01T05:30:00Z"))
        #expect(toronto.instant(on: date("2026-11-01"), at: time("02:00")) == utc("2026-11-01T07:00:00Z"))
        // Cairo falls back at midnight: 23:30 on 29 Oct happens twice.
        #expect(cairo.instant(on: date("2026-10-29"), at: time("23:30")) == utc("2026-10-29T20:30:00Z"))
    }

    @Test func roundTripsEveryHourOfAYear() {
        var instant = utc("2026-01-01T00:00:00Z")
        for _ in 0..<(366 * 24) {
            for calendar in [toronto, cairo, london] {
                let local = (calendar.localDate(of: instant), calendar.localTime(of: instant))
                let back = calendar.instant(on: local.0, at: local.1)
                // Only the second reading of an overlap may differ, and then by exactly the shift.
                #expect(back == instant || back == instant.addingTimeInterval(-3600))
            }
            instant.addTimeInterval(3600)
        }
    }
}
