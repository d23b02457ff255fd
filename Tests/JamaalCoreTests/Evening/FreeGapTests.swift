import Calendar
import Foundation
import Identifiers
import PrayerTimes
import Testing

@testable import JamaalCore

@Suite("Evening · NP-03 free gaps")
struct FreeGapTests {
    typealias E = EveningFixture

    @Test("No commitments: the whole working day is one named gap")
    func emptyDay() {
        let layout = E.layout("2026-11-04", rules: [])
        #expect(layout.gaps.map(\.label) == ["Free 09:00–17:00 · 8 h"])
        #expect(layout.committedMinutes == 0 && layout.freeMinutes == 480)
    }

    @Test("At the day's edges: a commitment over the start or the end leaves no gap there; one outside the day is ignored")
    func edges() throws {
        let rules = [
            try E.oneOff("Breakfast meeting", on: "2026-11-04", "08:30", "09:30"),
            try E.oneOff("Dentist", on: "2026-11-04", "12:00", "12:40"),
            try E.oneOff("Pickup", on: "2026-11-04", "16:30", "18:00"),
            try E.oneOff("Dinner", on: "2026-11-04", "19:00", "21:00"),
        ]
        let layout = E.layout("2026-11-04", rules: rules)
        #expect(layout.commitments.map(\.title) == ["Breakfast meeting", "Dentist", "Pickup"])
        #expect(layout.gaps.map(\.label) == ["Free 09:30–12:00 · 2 h 30 min", "Free 12:40–16:30 · 3 h 50 min"])
        // Exactly at the edges: a commitment ending at the start and one starting at the end hold nothing.
        let touching = E.layout(
            "2026-11-04",
            rules: [try E.oneOff("Early", on: "2026-11-04", "07:00", "09:00"), try E.oneOff("Late", on: "2026-11-04", "17:00", "18:00")])
        #expect(touching.commitments.isEmpty)
        #expect(touching.gaps.map(\.label) == ["Free 09:00–17:00 · 8 h"])
    }

    @Test("Overlapping and touching commitments merge; a gap under 5 minutes is not named")
    func merged() throws {
        let rules = [
            try E.oneOff("A", on: "2026-11-04", "10:00", "11:00"),
            try E.oneOff("B", on: "2026-11-04", "10:30", "11:30"),
            try E.oneOff("C", on: "2026-11-04", "11:30", "12:00"),
            try E.oneOff("D", on: "2026-11-04", "12:04", "13:00"),
        ]
        let layout = E.layout("2026-11-04", rules: rules)
        #expect(layout.gaps.map(\.label) == ["Free 09:00–10:00 · 1 h", "Free 13:00–17:00 · 4 h"])
        #expect(layout.committedMinutes == 180 - 4)
    }

    @Test("Multi-day Anchors: one opened yesterday is clipped to today; one covering the whole day leaves no gap and flags every task")
    func multiDay() throws {
        let conference = try E.oneOff("Conference", on: "2026-11-03", "10:00", "12:00", days: 1)
        let layout = E.layout("2026-11-04", rules: [conference])
        #expect(layout.commitments.map(\.title) == ["Conference"])
        #expect(layout.gaps.map(\.label) == ["Free 12:00–17:00 · 5 h"])
        let retreat = try E.oneOff("Retreat", on: "2026-11-03", "18:00", "20:00", days: 2)
        let covered = E.layout("2026-11-04", rules: [retreat])
        #expect(covered.gaps.isEmpty)
        #expect(covered.committedMinutes == 480)
        #expect(covered.fitsNoGap(Fixture.task("Short", minutes: 5, on: "2026-11-04")))
        // A multi-day window with a duration holds that duration on its first day only.
        let plants = try E.oneOff("Water plants", on: "2026-11-03", "09:00", "09:00", days: 3, minutes: 20)
        #expect(E.layout("2026-11-04", rules: [plants]).gaps.map(\.label) == ["Free 09:00–17:00 · 8 h"])
        #expect(E.layout("2026-11-03", rules: [plants]).gaps.map(\.label) == ["Free 09:20–17:00 · 7 h 40 min"])
    }

    @Test("Prayers for tomorrow's date and place: Dhuhr and Asr hold 15 minutes at their times, the gaps fall between them")
    func prayerWindows() throws {
        let layout = E.layout("2026-10-14", rules: [E.torontoSalah])
        #expect(layout.commitments.map(\.title) == ["Dhuhr", "Asr"])
        let civil = try #require(CivilDate(year: 2026, month: 10, day: 14))
        let windows = try E.torontoSalah.prayerWindows(on: civil)
        let dhuhr = try #require(windows[.dhuhr]), asr = try #require(windows[.asr])
        #expect(layout.commitments.first?.interval == DateInterval(start: dhuhr.start, end: dhuhr.start + 900))
        try #require(layout.gaps.count == 3)
        #expect(layout.gaps[0].interval.end == dhuhr.start)
        #expect(layout.gaps[1].interval == DateInterval(start: dhuhr.start + 900, end: asr.start))
        #expect(layout.gaps[2].interval.start == asr.start + 900)
        #expect(layout.gaps[1].label.hasPrefix("Free \(AnchorFixture.hm(dhuhr.start + 900, Fixture.toronto))–"))
        // Marked Not today in advance, Asr holds nothing and the gaps join.
        let asrInstance = try #require(
            AnchorDay(rules: [E.torontoSalah], marks: [], day: Fixture.date("2026-10-14"), clock: E.clock)
                .instances.first { $0.title == "Asr" })
        let evening = Fixture.at("2026-10-13", "21:30")
        let mark = try AnchorMark.mark(.notToday, on: asrInstance, id: .random(), clock: E.clock, now: evening)
        #expect(E.layout("2026-10-14", rules: [E.torontoSalah], marks: [mark]).gaps.count == 2)
    }

    @Test("Scheduled Anchors hold their slots: the school run's drop-off and pick-up, 30 minutes each")
    func scheduled() {
        let layout = E.layout("2026-11-04", rules: [AnchorFixture.schoolRun()])
        #expect(layout.commitments.map(\.title) == ["School run · Pick-up"])  // drop-off 08:15 is before the day
        #expect(layout.commitments.allSatisfy { $0.source == .scheduled })
        #expect(layout.gaps.map(\.label) == ["Free 09:00–15:00 · 6 h", "Free 15:30–17:00 · 1 h 30 min"])
        #expect(E.layout("2026-11-07", rules: [AnchorFixture.schoolRun()]).commitments.isEmpty)  // a Saturday
    }

    @Test("Planning today in the morning (TD-07): the gaps start at now; a moment after the day's end leaves none")
    func morningGaps() throws {
        let rules = [try E.oneOff("Dentist", on: "2026-11-04", "12:00", "12:40")]
        let morning = E.layout("2026-11-04", rules: rules, now: Fixture.at("2026-11-04", "10:30"))
        #expect(morning.gaps.map(\.label) == ["Free 10:30–12:00 · 1 h 30 min", "Free 12:40–17:00 · 4 h 20 min"])
        #expect(morning.commitments.count == 1)
        #expect(E.layout("2026-11-04", rules: rules, now: Fixture.at("2026-11-04", "17:30")).gaps.isEmpty)
    }

    @Test("A polar day without a resolution: the prayers hold no time, the notice says why; with one, they hold their times")
    func polarDay() throws {
        let longyearbyen = try #require(ZonedCalendar(identifier: "Arctic/Longyearbyen"))
        let clock = DayClock(calendar: longyearbyen)
        let day = Fixture.date("2026-06-21")
        let now = longyearbyen.instant(on: Fixture.date("2026-06-20"), at: Fixture.time("21:30"))
        let unresolved = AnchorFixture.prayerRule(AnchorFixture.salah(latitude: 78.2232, longitude: 15.6267, zone: "Arctic/Longyearbyen"))
        let layout = DayLayout(day: day, rules: [unresolved], marks: [], settings: Fixture.settings, clock: clock, now: now)
        #expect(layout.commitments.isEmpty)
        #expect(layout.gaps.map(\.label) == ["Free 09:00–17:00 · 8 h"])
        #expect(layout.notices.first?.text.contains("Choose a polar resolution") == true)
        let resolved = AnchorFixture.prayerRule(
            AnchorFixture.salah(latitude: 78.2232, longitude: 15.6267, zone: "Arctic/Longyearbyen", polar: .nearestLatitude))
        let withTimes = DayLayout(day: day, rules: [resolved], marks: [], settings: Fixture.settings, clock: clock, now: now)
        #expect(withTimes.notices.isEmpty)
        #expect(!withTimes.commitments.isEmpty)
        #expect(withTimes.commitments.allSatisfy { $0.source == .prayer && $0.interval.duration == 900 })
    }

    @Test("A task whose estimate fits no single gap is flagged, even when the gaps add up to more")
    func flag() throws {
        let rules = [try E.oneOff("Lunch", on: "2026-11-04", "12:10", "13:00"), try E.oneOff("Call", on: "2026-11-04", "15:00", "15:30")]
        let layout = E.layout("2026-11-04", rules: rules)
        #expect(layout.gaps.map(\.label) == ["Free 09:00–12:10 · 3 h 10 min", "Free 13:00–15:00 · 2 h", "Free 15:30–17:00 · 1 h 30 min"])
        let long = Fixture.task("Write the report", minutes: 240, on: "2026-11-04")
        let fits = Fixture.task("Slides", minutes: 190, on: "2026-11-04")
        #expect(layout.flagged([long, fits]).map(\.title) == ["Write the report"])
    }

    @Test("A DST date: a working day 01:00–05:00 on spring-forward is 3 real hours, named by its clock times")
    func springForward() throws {
        let settings = try CapacitySettings(workingDayStart: Fixture.time("01:00"), workingDayEnd: Fixture.time("05:00"))
        let layout = E.layout("2026-03-08", rules: [], settings: settings)
        #expect(layout.gaps.map(\.label) == ["Free 01:00–05:00 · 3 h"])
        let fallBack = E.layout("2026-11-01", rules: [], settings: settings)
        #expect(fallBack.gaps.map(\.label) == ["Free 01:00–05:00 · 5 h"])
    }
}

extension AnchorRule {
    /// The prayer windows of a prayer rule on `date` (test helper).
    fileprivate func prayerWindows(on date: CivilDate) throws -> [SalahPrayer: AnchorWindow] {
        guard case .prayer(let salah) = kind else { return [:] }
        return try salah.windows(on: date).get()
    }
}
