import Calendar
import Foundation
import Testing

@Suite struct ZoneLabelTests {
    @Test func cityNames() {
        #expect(ZoneLabel.cityName(for: "America/Toronto") == "Toronto")
        #expect(ZoneLabel.cityName(for: "America/Argentina/Buenos_Aires") == "Buenos Aires")
        #expect(ZoneLabel.cityName(for: "UTC") == "UTC")
    }

    @Test func labels() {
        #expect(ZoneLabel.label(zoneIdentifier: "America/Toronto", at: utc("2026-10-27T12:00:00Z")) == "Toronto (EDT)")
        #expect(ZoneLabel.label(zoneIdentifier: "Africa/Cairo", at: utc("2026-12-01T12:00:00Z")) == "Cairo (EET)")
        #expect(ZoneLabel.label(zoneIdentifier: "Asia/Riyadh", at: utc("2026-12-01T12:00:00Z")) == "Riyadh (GMT+3)")
        // Jordan keeps +03 all year and the tz database has no letters for it.
        #expect(ZoneLabel.label(zoneIdentifier: "Asia/Amman", at: utc("2026-10-27T12:00:00Z")) == "Amman (GMT+3)")
        #expect(ZoneLabel.label(zoneIdentifier: "America/Sao_Paulo", at: utc("2026-10-27T12:00:00Z")) == "Sao Paulo (GMT-3)")
    }

    @Test func numericAbbreviationsReadAsGMTOffsets() {
        #expect(ZoneLabel.readable("+03") == "GMT+3")
        #expect(ZoneLabel.readable("-03") == "GMT-3")
        #expect(ZoneLabel.readable("+0545") == "GMT+5:45")
        #expect(ZoneLabel.readable("-0330") == "GMT-3:30")
        #expect(ZoneLabel.readable("+0530") == "GMT+5:30")
        #expect(ZoneLabel.readable("+14") == "GMT+14")
        #expect(ZoneLabel.readable("+00") == "GMT")
        #expect(ZoneLabel.readable("EDT") == "EDT")
        #expect(ZoneLabel.readable("+3") == "+3")
        #expect(ZoneLabel.readable("+ab") == "+ab")
        #expect(ZoneLabel.readable("") == "")
    }
}

@Suite struct LocalFormatTests {
    let zone = TimeZone(identifier: "America/Toronto")!

    @Test func times() {
        #expect(LocalFormat.time(utc("2026-10-27T18:00:00Z"), in: zone) == "2:00 PM")
        #expect(LocalFormat.time(utc("2026-10-27T04:05:00Z"), in: zone) == "12:05 AM")
        #expect(LocalFormat.time(utc("2026-10-27T16:30:00Z"), in: zone) == "12:30 PM")
        #expect(LocalFormat.time(utc("2026-10-27T13:20:00Z"), in: zone) == "9:20 AM")
    }

    @Test func dates() {
        let instant = utc("2026-10-27T18:00:00Z")
        #expect(LocalFormat.eyebrowDate(instant, in: zone) == "Tue · 27 Oct")
        #expect(LocalFormat.dayMonth(instant, in: zone) == "27 Oct")
        #expect(LocalFormat.weekdayLong(utc("2026-09-21T12:00:00Z"), in: zone) == "Monday")
        #expect(LocalFormat.longDate(utc("2026-09-21T12:00:00Z"), in: zone) == "Monday · 21 September")
        #expect(LocalFormat.monthDay(utc("2026-06-22T12:00:00Z"), in: zone) == "June 22")
        // The zone decides the date: 03:30 UTC is still the 26th in Toronto.
        #expect(LocalFormat.dayMonth(utc("2026-10-27T03:30:00Z"), in: zone) == "26 Oct")
    }

    @Test func iso8601WithOffsets() {
        let london = TimeZone(identifier: "Europe/London")!
        #expect(LocalFormat.iso8601WithOffset(utc("2026-03-29T04:07:00Z"), in: london) == "2026-03-29T05:07:00+01:00")
        #expect(LocalFormat.iso8601WithOffset(utc("2026-01-10T04:07:00Z"), in: london) == "2026-01-10T04:07:00+00:00")
        #expect(LocalFormat.iso8601WithOffset(utc("2026-11-01T06:00:00Z"), in: zone) == "2026-11-01T01:00:00-05:00")
        let kolkata = TimeZone(identifier: "Asia/Kolkata")!
        #expect(LocalFormat.iso8601WithOffset(utc("2026-01-10T00:00:00Z"), in: kolkata) == "2026-01-10T05:30:00+05:30")
    }
}
