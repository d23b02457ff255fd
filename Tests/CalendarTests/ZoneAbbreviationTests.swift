import Foundation
import Testing

@testable import Calendar

/// Expected values are what `zdump -v -c 2026,2027` (and 2040,2041) print with this machine's tzdata.
@Suite struct ZoneAbbreviationTests {
    private func abbr(_ zone: String, _ instant: String) -> String {
        ZoneAbbreviation.abbreviation(for: zone, at: utc(instant))
    }

    @Test func torontoAroundBothChanges() {
        #expect(abbr("America/Toronto", "2026-03-08T06:59:59Z") == "EST")
        #expect(abbr("America/Toronto", "2026-03-08T07:00:00Z") == "EDT")
        #expect(abbr("America/Toronto", "2026-11-01T05:59:59Z") == "EDT")
        #expect(abbr("America/Toronto", "2026-11-01T06:00:00Z") == "EST")
    }

    @Test func cairoAroundBothChanges() {
        // Spring: Friday 24 Apr 2026 00:00 EET → 01:00 EEST (tzdata: last Friday of April, "M4.5.5/0").
        #expect(abbr("Africa/Cairo", "2026-04-23T21:59:59Z") == "EET")
        #expect(abbr("Africa/Cairo", "2026-04-23T22:00:00Z") == "EEST")
        // Autumn: Thursday 29 Oct 2026 24:00 EEST → 23:00 EET (last Thursday of October, "M10.5.4/24").
        #expect(abbr("Africa/Cairo", "2026-10-29T20:59:59Z") == "EEST")
        #expect(abbr("Africa/Cairo", "2026-10-29T21:00:00Z") == "EET")
    }

    @Test func londonGMTAndBST() {
        #expect(abbr("Europe/London", "2026-03-29T00:59:59Z") == "GMT")
        #expect(abbr("Europe/London", "2026-03-29T01:00:00Z") == "BST")
        #expect(abbr("Europe/London", "2026-10-25T00:59:59Z") == "BST")
        #expect(abbr("Europe/London", "2026-10-25T01:00:00Z") == "GMT")
    }

    @Test func kolkataAndNumericAbbreviations() {
        #expect(abbr("Asia/Kolkata", "2026-06-01T00:00:00Z") == "IST")
        #expect(abbr("Asia/Kolkata", "1943-01-01T00:00:00Z") == "+0630")  // wartime, numeric in tzdata
        #expect(abbr("Asia/Riyadh", "2026-06-01T00:00:00Z") == "+03")
        #expect(abbr("America/Sao_Paulo", "2026-06-01T00:00:00Z") == "-03")
        #expect(abbr("UTC", "2026-06-01T00:00:00Z") == "UTC")
    }

    @Test func farFutureNeedsTheFooterRule() {
        // Past the last transition stored in the file (2037), only the POSIX footer knows.
        #expect(abbr("America/Toronto", "2040-03-11T06:59:59Z") == "EST")
        #expect(abbr("America/Toronto", "2040-03-11T07:00:00Z") == "EDT")
        #expect(abbr("America/Toronto", "2040-11-04T05:59:59Z") == "EDT")
        #expect(abbr("America/Toronto", "2040-11-04T06:00:00Z") == "EST")
        #expect(abbr("Africa/Cairo", "2040-04-26T21:59:59Z") == "EET")
        #expect(abbr("Africa/Cairo", "2040-04-26T22:00:00Z") == "EEST")
        #expect(abbr("Africa/Cairo", "2040-10-25T20:59:59Z") == "EEST")
        #expect(abbr("Africa/Cairo", "2040-10-25T21:00:00Z") == "EET")
        #expect(abbr("Europe/London", "2040-03-25T01:00:00Z") == "BST")
        #expect(abbr("Europe/London", "2040-10-28T01:00:00Z") == "GMT")
    }

    @Test func unknownZonesNeverCrash() {
        #expect(abbr("Mars/Olympus_Mons", "2026-06-01T00:00:00Z") == "Mars/Olympus_Mons")
        #expect(abbr("../../etc/passwd", "2026-06-01T00:00:00Z") == "../../etc/passwd")
        #expect(!abbr("", "2026-06-01T00:00:00Z").contains("/etc"))
    }

    @Test func concurrentLookupsAgree() async {
        let results = await withTaskGroup(of: String.self) { group in
            for _ in 0..<32 { group.addTask { ZoneAbbreviation.abbreviation(for: "Europe/Berlin", at: utc("2026-07-01T00:00:00Z")) } }
            return await group.reduce(into: []) { $0.append($1) }
        }
        #expect(results == Array(repeating: "CEST", count: 32))
    }
}

@Suite struct POSIXZoneRuleTests {
    @Test func parsesCairoFooterWithHour24() throws {
        let rule = try #require(POSIXZoneRule("EET-2EEST,M4.5.5/0,M10.5.4/24"))
        #expect(rule.standard == .init(abbreviation: "EET", utcOffset: 7200))
        #expect(rule.daylight == .init(abbreviation: "EEST", utcOffset: 10800))
        #expect(rule.kind(at: Int(utc("2026-04-23T21:59:59Z").timeIntervalSince1970)).abbreviation == "EET")
        #expect(rule.kind(at: Int(utc("2026-04-23T22:00:00Z").timeIntervalSince1970)).abbreviation == "EEST")
        #expect(rule.kind(at: Int(utc("2026-10-29T20:59:59Z").timeIntervalSince1970)).abbreviation == "EEST")
        #expect(rule.kind(at: Int(utc("2026-10-29T21:00:00Z").timeIntervalSince1970)).abbreviation == "EET")
    }

    @Test func parsesAngleBracketsAndFixedZones() throws {
        let riyadh = try #require(POSIXZoneRule("<+03>-3"))
        #expect(riyadh.standard == .init(abbreviation: "+03", utcOffset: 10800))
        #expect(riyadh.daylight == nil)
        let chatham = try #require(POSIXZoneRule("<+1245>-12:45<+1345>,M9.5.0/2:45,M4.1.0/3:45"))
        #expect(chatham.standard.utcOffset == 45900)
        #expect(chatham.daylight == .init(abbreviation: "+1345", utcOffset: 49500))
        // Southern hemisphere: daylight time spans New Year.
        #expect(chatham.kind(at: Int(utc("2026-01-15T00:00:00Z").timeIntervalSince1970)).abbreviation == "+1345")
        #expect(chatham.kind(at: Int(utc("2026-07-15T00:00:00Z").timeIntervalSince1970)).abbreviation == "+1245")
    }

    @Test func parsesNegativeHoursAndJulianDays() throws {
        // Greenland-style "/-1" and a J-day rule.
        let godthab = try #require(POSIXZoneRule("<-02>2<-01>,M3.5.0/-1,M10.5.0/0"))
        #expect(godthab.kind(at: Int(utc("2026-07-01T00:00:00Z").timeIntervalSince1970)).abbreviation == "-01")
        #expect(godthab.kind(at: Int(utc("2026-12-01T00:00:00Z").timeIntervalSince1970)).abbreviation == "-02")
        let julian = try #require(POSIXZoneRule("AAA3BBB,J60/0,J300/0"))
        // J60 is 1 March even in a leap year.
        #expect(julian.kind(at: Int(utc("2028-02-29T12:00:00Z").timeIntervalSince1970)).abbreviation == "AAA")
        #expect(julian.kind(at: Int(utc("2028-03-01T12:00:00Z").timeIntervalSince1970)).abbreviation == "BBB")
        #expect(POSIXZoneRule("") == nil)
        #expect(POSIXZoneRule("EST5EDT,M3.2.0") == nil)
    }
}
