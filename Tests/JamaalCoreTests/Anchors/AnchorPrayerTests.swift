import Calendar
import Foundation
import Identifiers
import PrayerTimes
import Testing

@testable import JamaalCore

@Suite("Anchors · prayer windows")
struct AnchorPrayerTests {
    typealias F = AnchorFixture

    @Test("London on the spring-forward day: windows from the calculator, five prayers, a 23-hour logical day")
    func londonSpringForward() {
        let day = F.day([F.prayerRule()], "2026-03-29")
        #expect(F.londonClock.interval(of: F.date("2026-03-29")).duration == 23 * 3600)
        #expect(day.instances.map(\.title) == ["Fajr", "Dhuhr", "Asr", "Maghrib", "Isha"])
        let windows = day.instances.map { "\(F.hm($0.window.start))–\(F.hm($0.window.end))" }
        // The reference day: fajr 05:07, sunrise 06:43, dhuhr 13:06, asr 16:35, maghrib 19:29, isha 21:05 (BST).
        #expect(Array(windows.prefix(4)) == ["05:07–06:43", "13:06–16:35", "16:35–19:29", "19:29–21:05"])
        let isha = F.instance("Isha", in: day)
        #expect(F.hm(isha.window.start) == "21:05")
        #expect(isha.window.end > isha.window.start)
        #expect(day.instances.allSatisfy { $0.durationMinutes == 15 && $0.group == "Salah" && $0.day == F.date("2026-03-29") })
        #expect(day.notices.isEmpty)
    }

    @Test("London on the fall-back day: a 25-hour logical day still has each prayer once, in order")
    func londonFallBack() {
        let day = F.day([F.prayerRule()], "2026-10-25")
        #expect(F.londonClock.interval(of: F.date("2026-10-25")).duration == 25 * 3600)
        #expect(day.instances.map(\.title) == ["Fajr", "Dhuhr", "Asr", "Maghrib", "Isha"])
        let starts = day.instances.map(\.window.start)
        #expect(starts == starts.sorted())
        for pair in zip(day.instances, day.instances.dropFirst()) where pair.0.title != "Fajr" {
            #expect(pair.0.window.end == pair.1.window.start)  // Dhuhr→Asr→Maghrib→Isha chain
        }
    }

    @Test("Toronto's DST days (2026-03-08 and 2026-11-01) keep five prayers in their own logical day")
    func torontoDST() {
        let rule = F.prayerRule(F.salah(latitude: 43.6532, longitude: -79.3832, zone: "America/Toronto", method: .northAmerica))
        for (iso, hours) in [("2026-03-08", 23.0), ("2026-11-01", 25.0)] {
            #expect(F.torontoClock.interval(of: F.date(iso)).duration == hours * 3600)
            let day = F.day([rule], iso, clock: F.torontoClock)
            #expect(day.instances.count == 5)
            let interval = F.torontoClock.interval(of: F.date(iso))
            #expect(day.instances.allSatisfy { interval.contains($0.window.start) })
        }
    }

    @Test("Fajr closes at sunrise; sunrise is not a prayer; Isha ends at the chosen time")
    func ishaEnd() throws {
        let date = CivilDate(year: 2026, month: 3, day: 29)!
        let calc = F.salah().calculator
        let times = calc.day(date)
        let night = calc.sunnahTimes(date)!
        let next = calc.day(date.adding(days: 1))
        let middle = try F.salah(ishaEnd: .middleOfTheNight).windows(on: date).get()
        let third = try F.salah(ishaEnd: .lastThird).windows(on: date).get()
        let fajr = try F.salah(ishaEnd: .fajr).windows(on: date).get()
        #expect(middle[.fajr]!.end == times.sunrise)
        #expect(middle.count == 5)
        #expect(middle[.isha]!.end == night.middleOfTheNight)
        #expect(third[.isha]!.end == night.lastThirdOfTheNight)
        #expect(fajr[.isha]!.end == next.fajr)
    }

    @Test("Only the chosen prayers become instances")
    func chosenPrayers() {
        let day = F.day([F.prayerRule(F.salah(prayers: [.fajr, .maghrib]))], "2026-06-10")
        #expect(day.instances.map(\.title) == ["Fajr", "Maghrib"])
    }

    @Test("Where Isha comes after the middle of the night (Paris in June, middle-of-the-night rule), Isha closes at the next Fajr")
    func lateIsha() throws {
        let paris = try PrayerAnchor(
            location: PrayerLocation(latitude: 48.8566, longitude: 2.3522, zone: "Europe/Paris", source: .city("Paris")),
            method: .muslimWorldLeague, highLatitudeRule: .middleOfTheNight)
        let date = CivilDate(year: 2026, month: 6, day: 21)!
        let isha = try #require(try paris.windows(on: date).get()[.isha])
        let middle = try #require(paris.calculator.sunnahTimes(date)).middleOfTheNight
        #expect(middle <= isha.start)
        #expect(isha.end == paris.calculator.day(date.adding(days: 1)).fajr)
    }

    @Test("A polar day at 78° N with no resolution: no wrong times, the list says why there is no Fajr")
    func polarDay() throws {
        let svalbard = F.salah(latitude: 78.2232, longitude: 15.6267, zone: "Arctic/Longyearbyen")
        let clock = DayClock(calendar: ZonedCalendar(identifier: "Arctic/Longyearbyen")!)
        let day = F.day([F.prayerRule(svalbard)], "2026-06-21", clock: clock)
        #expect(day.instances.isEmpty)
        let notice = try #require(day.notices.first)
        #expect(notice.text.hasPrefix("No Fajr today — The sun does not set on 2026-06-21 at 78.2232° N."))
        #expect(notice.text.contains("Choose a polar resolution"))
        // With a resolution chosen, the day has its five prayers again.
        let resolved = F.day(
            [F.prayerRule(F.salah(latitude: 78.2232, longitude: 15.6267, zone: "Arctic/Longyearbyen", polar: .nearestLatitude))],
            "2026-06-21", clock: clock)
        #expect(resolved.instances.count == 5)
        #expect(resolved.notices.isEmpty)
    }

    @Test("Bad input names the field: latitude, longitude, zone, method, prayers")
    func badInput() {
        func place(_ lat: Double, _ lon: Double, _ zone: String = "Europe/London") -> AnchorError? {
            anchorThrown { try PrayerLocation(latitude: lat, longitude: lon, zone: zone, source: .device) }
        }
        #expect(place(90.5, 0) == .latitudeOutOfRange(90.5))
        #expect(place(90.5, 0)?.field == "latitude")
        #expect(place(-91, 0)?.field == "latitude")
        #expect(place(0, 180.01) == .longitudeOutOfRange(180.01))
        #expect(place(0, -181)?.field == "longitude")
        #expect(place(.nan, 0)?.field == "latitude")
        #expect(place(90, 180) == nil)
        #expect(place(51.5, 0, "Mars/Olympus") == .unknownZone("Mars/Olympus"))
        #expect(place(51.5, 0, "Mars/Olympus")?.field == "zone")
        #expect(anchorThrown { try PrayerAnchor.method(named: "Atlantis") } == .unknownMethod("Atlantis"))
        #expect(anchorThrown { try PrayerAnchor.method(named: "Atlantis") }?.field == "method")
        #expect(try! PrayerAnchor.method(named: "ISNA") == .northAmerica)
        #expect(
            anchorThrown {
                try PrayerAnchor(
                    location: PrayerLocation(latitude: 0, longitude: 0, zone: "UTC", source: .device), method: .karachi, prayers: [])
            } == .needsPrayers)
        #expect(AnchorError.latitudeOutOfRange(91).message.contains("between -90 and 90"))
    }

    @Test("An instance belongs to the logical day its window opens on (a 04:00 rollover moves late windows)")
    func logicalDayMembership() {
        let clock = DayClock(calendar: F.london, rollover: F.time(4, 0))
        // London in late May: Fajr (MWL, seventh of the night) is before 04:00, so it opens in the previous logical day.
        let day = F.day([F.prayerRule()], "2026-05-30", clock: clock)
        let interval = clock.interval(of: F.date("2026-05-30"))
        #expect(day.instances.allSatisfy { interval.contains($0.window.start) })
        let titles = day.instances.map(\.title)
        #expect(titles.filter { $0 == "Fajr" }.count == 1)
        #expect(F.instance("Fajr", in: day).id.hasSuffix("/2026-05-31"))  // tomorrow's Fajr, opening before the rollover
    }
}
