import Calendar
import Foundation
import Identifiers
import Testing

@testable import JamaalCore

@Suite("Anchors · Today: groups, capacity, focus chip, widgets")
struct AnchorTodayTests {
    typealias F = AnchorFixture
    let clock = AnchorFixture.londonClock
    let rules = [AnchorFixture.prayerRule(), AnchorFixture.schoolRun()]
    var day: AnchorDay { F.day(rules, "2026-03-30") }  // a Monday, BST

    func at(_ time: String) -> Date { F.at("2026-03-30", time, in: F.london) }
    func mark(_ outcome: AnchorOutcome, _ title: String, _ time: String) throws -> AnchorMark {
        try AnchorMark.mark(outcome, on: F.instance(title, in: day), id: .random(), clock: clock, now: at(time))
    }

    @Test("Prayers fold into one grouped row, Salah 3/5; the school run's slots into another")
    func groupedRows() throws {
        let marks = [
            try mark(.attended, "Fajr", "05:30"), try mark(.attended, "Dhuhr", "13:30"), try mark(.attended, "Asr", "17:00"),
            try mark(.notToday, "School run · Drop-off", "07:00"), try mark(.someoneElseDidIt, "School run · Pick-up", "12:00"),
        ]
        let rows = AnchorRow.rows(for: day, marks: marks, now: at("18:00"))
        #expect(rows.map(\.text) == ["Salah 3/5", "School run 1/2"])  // drop-off 08:15 comes after Fajr
        guard case .group(_, let members, _) = rows[0] else { Issue.record("not a group"); return }
        #expect(members.map(\.instance.title) == ["Fajr", "Dhuhr", "Asr", "Maghrib", "Isha"])
        #expect(members.map(\.status) == [.marked(.attended), .marked(.attended), .marked(.attended), .upcoming, .upcoming])
        let plain = AnchorRow.rows(
            for: F.day(
                [F.scheduledRule("bins", title: "Bin night", AnchorPreset.binNight.schedule(startsOn: F.date("2026-01-01")))], "2026-04-02"),
            marks: [], now: at("12:00"))
        #expect(plain.map(\.text) == ["Bin night"])
    }

    @Test("Capacity blocks only inside the working day; freed by Not today; flexible blocks sit at the end of their window")
    func capacity() throws {
        let settings = try CapacitySettings(workingDayStart: LocalTime(hour: 9, minute: 0), workingDayEnd: LocalTime(hour: 17, minute: 0))
        let blocks = AnchorCapacity.blocks(for: day, marks: [], settings: settings, clock: clock, now: at("07:00"))
        // Fajr (before 09:00), drop-off (08:15) and Maghrib/Isha (evening) are outside; Dhuhr, pick-up and Asr inside.
        #expect(blocks.map(\.title) == ["Dhuhr", "School run · Pick-up", "Asr"])
        let working = clock.workingDay(of: day.day, start: settings.workingDayStart, end: settings.workingDayEnd)
        #expect(blocks.allSatisfy { working.contains($0.interval.start) && $0.interval.end <= working.end })
        #expect(blocks.map { Int($0.interval.duration / 60) } == [15, 30, 15])
        let reading = CapacityReading(
            settings: settings, override: nil, tasks: [], habits: [], entries: [], anchors: blocks, clock: clock, now: at("07:00"))
        #expect(reading.anchorMinutes == 60)
        let freed = AnchorCapacity.blocks(
            for: day, marks: [try mark(.someoneElseDidIt, "School run · Pick-up", "12:00")], settings: settings, clock: clock,
            now: at("12:00"))
        #expect(freed.map(\.title) == ["Dhuhr", "Asr"])
        // A working day ending at 16:40 cuts the pick-up out and keeps a part of nothing else.
        let early = try CapacitySettings(workingDayStart: LocalTime(hour: 13, minute: 10), workingDayEnd: LocalTime(hour: 14, minute: 0))
        let cut = AnchorCapacity.blocks(for: day, marks: [], settings: early, clock: clock, now: at("07:00"))
        #expect(cut.map(\.title) == ["Dhuhr"])
        #expect(cut[0].interval.start == at("13:10"))  // Dhuhr 13:06 + 15 min, cut at the working day's start
        // Flexible: bins out 19:00–22:00 inside a working day to 23:00 → the last 10 minutes of the window.
        let bins = F.day(
            [F.scheduledRule("bins", title: "Bin night", AnchorPreset.binNight.schedule(startsOn: F.date("2026-01-01")))], "2026-04-02")
        let late = try CapacitySettings(workingDayStart: LocalTime(hour: 9, minute: 0), workingDayEnd: LocalTime(hour: 23, minute: 0))
        let flexible = AnchorCapacity.blocks(for: bins, marks: [], settings: late, clock: clock, now: at("07:00"))
        #expect(
            flexible.map(\.interval) == [
                DateInterval(start: F.at("2026-04-02", "21:50", in: F.london), end: F.at("2026-04-02", "22:00", in: F.london))
            ])
    }

    @Test("A plant window carried into the next day counts there only while unmarked")
    func carriedCapacity() throws {
        let plants = F.scheduledRule("plants", title: "Plant watering", AnchorPreset.plantWatering.schedule(startsOn: F.date("2026-11-01")))
        let settings = try CapacitySettings()
        let first = F.day([plants], "2026-11-01").instances[0]
        let second = F.day([plants], "2026-11-02")
        let noon = F.at("2026-11-02", "12:00", in: F.london)
        #expect(second.carried.map(\.id) == [first.id])
        let pending = AnchorCapacity.blocks(for: second, marks: [], settings: settings, clock: clock, now: noon)
        #expect(pending.map { Int($0.interval.duration / 60) } == [10])
        #expect(pending[0].interval.end == F.at("2026-11-02", "17:00", in: F.london))  // flexible: the end of the working day's part
        let watered = try AnchorMark.mark(.attended, on: first, id: .random(), clock: clock, now: F.at("2026-11-01", "10:00", in: F.london))
        #expect(AnchorCapacity.blocks(for: second, marks: [watered], settings: settings, clock: clock, now: noon).isEmpty)
    }

    @Test("Capacity on the 25-hour day: after the clocks go back, Maghrib (16:4x GMT) falls inside a 09:00–17:00 working day")
    func capacityOnDSTDay() throws {
        let settings = try CapacitySettings(workingDayStart: LocalTime(hour: 9, minute: 0), workingDayEnd: LocalTime(hour: 17, minute: 0))
        let fallBack = F.day([F.prayerRule()], "2026-10-25")
        let blocks = AnchorCapacity.blocks(
            for: fallBack, marks: [], settings: settings, clock: clock, now: F.at("2026-10-25", "08:00", in: F.london))
        #expect(blocks.map(\.title) == ["Dhuhr", "Asr", "Maghrib"])
        #expect(F.hm(F.instance("Maghrib", in: fallBack).window.start).hasPrefix("16:"))
    }

    @Test("Focus chip: Maghrib in 12 min, only within the lead, only fixed and unmarked Anchors")
    func chip() throws {
        let maghrib = F.instance("Maghrib", in: day)
        let twelveBefore = maghrib.window.start - 12 * 60
        #expect(AnchorChip.next(in: day, marks: [], now: twelveBefore)?.text == "Maghrib in 12 min")
        #expect(AnchorChip.next(in: day, marks: [], now: twelveBefore + 30)?.text == "Maghrib in 12 min")  // rounded up
        #expect(AnchorChip.next(in: day, marks: [], now: maghrib.window.start - 31 * 60) == nil)
        #expect(AnchorChip.next(in: day, marks: [], now: maghrib.window.start - 30 * 60)?.minutes == 30)
        #expect(AnchorChip.next(in: day, marks: [], now: maghrib.window.start) == nil)  // open now: not "in 0 min"
        let skipped = try AnchorMark.mark(.notToday, on: maghrib, id: .random(), clock: clock, now: twelveBefore)
        #expect(AnchorChip.next(in: day, marks: [skipped], now: twelveBefore) == nil)
    }

    @Test("Widget timeline across a day: upcoming, open, closing soon, needs attention, none left today")
    func widgetTimeline() throws {
        let prayers = F.day([F.prayerRule()], "2026-03-30")
        let fajr = F.instance("Fajr", in: prayers), dhuhr = F.instance("Dhuhr", in: prayers), asr = F.instance("Asr", in: prayers)
        let isha = F.instance("Isha", in: prayers)
        let attendedDhuhr = try AnchorMark.mark(.attended, on: dhuhr, id: .random(), clock: clock, now: dhuhr.window.start + 600)
        let entries = AnchorWidgetTimeline.entries(for: prayers, marks: [attendedDhuhr], clock: clock)
        func state(at instant: Date) -> AnchorWidgetEntry { entries.last { $0.date <= instant }! }
        let dayStart = clock.interval(of: prayers.day).start
        #expect(entries.first?.date == dayStart)
        #expect(entries.map(\.date) == entries.map(\.date).sorted())
        // Yesterday's Isha belongs to yesterday: from the day's start the widget points at Fajr.
        #expect(entries.first?.state == .upcoming)
        #expect(state(at: at("01:30")).state == .upcoming && state(at: at("01:30")).anchor == fajr)
        #expect(state(at: fajr.window.start).state == .open)
        #expect(state(at: fajr.window.end - 15 * 60).state == .closingSoon)
        #expect(state(at: fajr.window.end - 15 * 60 - 1).state == .open)
        // Fajr was not marked: needs attention from its close until Dhuhr opens.
        #expect(state(at: fajr.window.end).state == .needsAttention && state(at: fajr.window.end).anchor == fajr)
        #expect(state(at: fajr.window.end).next == dhuhr)
        #expect(state(at: dhuhr.window.start).state == .open)
        // Dhuhr attended ten minutes in: the widget moves on to Asr as upcoming.
        let afterMark = state(at: dhuhr.window.start + 600)
        #expect(afterMark.state == .upcoming && afterMark.anchor == asr)
        #expect(state(at: asr.window.start).state == .open)
        #expect(state(at: asr.window.start).untilText(in: F.london) == "until " + F.hm(asr.window.end))
        #expect(state(at: asr.window.end - 60).closesInText(at: asr.window.end - 60) == "closes in 1 min")
        // Isha runs past the day's end: the last entry is Isha open (closing soon only if it closes before the day ends).
        #expect(isha.window.end > clock.interval(of: prayers.day).end)
        #expect(entries.last?.state == .open && entries.last?.anchor == isha)
        #expect(Set(entries.map(\.state)) == [.upcoming, .open, .closingSoon, .needsAttention])
        // With only Fajr to Asr chosen, an unmarked Asr leaves needs attention to the end of the day.
        let daytime = F.day([F.prayerRule(F.salah(prayers: [.fajr, .dhuhr, .asr]))], "2026-03-30")
        let daytimeAsr = F.instance("Asr", in: daytime)
        let daytimeEntries = AnchorWidgetTimeline.entries(for: daytime, marks: [], clock: clock)
        #expect(daytimeEntries.last?.state == .needsAttention && daytimeEntries.last?.date == daytimeAsr.window.end)
        // With Isha attended, the day ends with none left today.
        let attendedIsha = try AnchorMark.mark(.attended, on: isha, id: .random(), clock: clock, now: isha.window.start + 60)
        let calm = AnchorWidgetTimeline.entries(for: prayers, marks: [attendedDhuhr, attendedIsha], clock: clock)
        #expect(calm.last?.state == .noneLeftToday && calm.last?.anchor == nil)
        #expect(calm.last?.date == isha.window.start + 60)
        // An entry's WindowBar fill.
        let openEntry = state(at: asr.window.start)
        #expect(openEntry.progress(at: asr.window.start) == 0 && openEntry.progress(at: asr.window.end) == 1)
    }
}
