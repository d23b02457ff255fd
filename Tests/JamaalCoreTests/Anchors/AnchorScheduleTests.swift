import Calendar
import Foundation
import Identifiers
import Testing

@testable import JamaalCore

@Suite("Anchors · scheduled, one-off, exceptions")
struct AnchorScheduleTests {
    typealias F = AnchorFixture
    let slot = try! AnchorSlot(name: "Slot", opens: LocalTime(hour: 10, minute: 0), closes: LocalTime(hour: 11, minute: 0))

    func days(_ recurrence: AnchorRecurrence, from: String, count: Int) throws -> [String] {
        let rule = F.scheduledRule("r", title: "R", try ScheduledAnchor(recurrence: recurrence, slots: [slot], startsOn: F.date(from)))
        return (0..<count).map { F.date(from).adding(days: $0) }
            .filter { !F.day([rule], $0.description).instances.isEmpty }.map(\.description)
    }

    @Test("Weekly on days, every N days, every N weeks")
    func recurrences() throws {
        // 2026-11-02 is a Monday.
        #expect(
            try days(.weekly(days: [.monday, .thursday]), from: "2026-11-02", count: 10) == ["2026-11-02", "2026-11-05", "2026-11-09"])
        #expect(try days(.everyDays(3), from: "2026-11-02", count: 10) == ["2026-11-02", "2026-11-05", "2026-11-08", "2026-11-11"])
        // Starting on a Thursday: that week's Wednesday has passed, so the first is two weeks on.
        #expect(try days(.everyWeeks(2, days: [.wednesday]), from: "2026-11-05", count: 28) == ["2026-11-18", "2026-12-02"])
        #expect(AnchorRecurrence.everyWeeks(2, days: [.thursday]).summary == "Every 2 weeks · Thu")
        #expect(AnchorRecurrence.daysAfterLastDone(min: 3, max: 5).summary == "3–5 days after last done")
    }

    @Test("N–M days after last done counts from the last Attended; a window missed is followed by one opening the next day")
    func daysAfterLastDone() throws {
        let rule = F.scheduledRule("plants", title: "Plant watering", AnchorPreset.plantWatering.schedule(startsOn: F.date("2026-11-01")))
        let clock = F.londonClock
        func opening(_ iso: String, _ marks: [AnchorMark]) -> AnchorInstance? { F.day([rule], iso, marks: marks).instances.first }
        // The first window opens on the start date at 08:00 and stays open until 20:00 on its third day (3–5 → 2 extra
        // days), a multi-day window.
        let first = try #require(opening("2026-11-01", []))
        #expect(first.window.start == F.at("2026-11-01", "08:00", in: F.london))
        #expect(first.window.end == F.at("2026-11-03", "20:00", in: F.london))
        #expect(first.isMultiDay(clock: clock))
        #expect(F.day([rule], "2026-11-02").carried.map(\.id) == [first.id])
        // Attended on 2 Nov → next window opens 5 Nov and closes at the end of 7 Nov.
        let watered = try AnchorMark.mark(.attended, on: first, id: .random(), clock: clock, now: F.at("2026-11-02", "09:00", in: F.london))
        #expect(opening("2026-11-04", [watered]) == nil)
        let second = try #require(opening("2026-11-05", [watered]))
        #expect(second.window.end == F.at("2026-11-07", "20:00", in: F.london))
        // Not today on the second does not restart the count: after it closes the next opens on 8 Nov.
        let skipped = try AnchorMark.mark(
            .notToday, on: second, id: .random(), clock: clock, now: F.at("2026-11-05", "09:00", in: F.london))
        #expect(opening("2026-11-08", [watered, skipped]) != nil)
        // Without any Attended, windows follow one another: 1–3, 4–6, 7–9 Nov.
        #expect(opening("2026-11-04", []) != nil)
        #expect(opening("2026-11-07", []) != nil)
        #expect(opening("2026-11-05", []) == nil)
    }

    @Test("Bad schedules name the field: a window ending before it starts, N–M with M < N, no days, no slot")
    func badSchedules() {
        func at(_ h: Int, _ m: Int) -> LocalTime { LocalTime(hour: h, minute: m) }
        let backwards = anchorThrown { try AnchorSlot(name: "Pick-up", opens: at(15, 30), closes: at(15, 0), index: 1) }
        #expect(backwards == .windowEndsBeforeStart(field: "slots[1].closes"))
        #expect(backwards?.message == "The window has to end after it starts — move slot 2's closing time later.")
        #expect(
            AnchorError.windowEndsBeforeStart(field: "closes").message
                == "The window has to end after it starts — move the closing time later.")
        #expect(
            AnchorError.everyOutOfRange(field: "recurrence.everyDays", range: 1...365).message
                == "Choose the number of days between 1 and 365.")
        #expect(AnchorError.durationOutOfRange(field: "durations.fajr").message == "Choose Fajr's duration between 1 minute and 12 hours.")
        #expect(anchorThrown { try AnchorSlot(name: "Same", opens: at(9, 0), closes: at(9, 0)) }?.field == "slots[0].closes")
        #expect(anchorThrown { try AnchorSlot(name: " ", opens: at(9, 0), closes: at(10, 0)) } == .slotNeedsName(index: 0))
        #expect(anchorThrown { try AnchorSlot(name: "Night", opens: at(22, 0), closes: at(1, 0), spanDays: 1) } == nil)
        let today = F.date("2026-11-02")
        let reversed = anchorThrown { try ScheduledAnchor(recurrence: .daysAfterLastDone(min: 5, max: 3), slots: [slot], startsOn: today) }
        #expect(reversed == .daysAfterOrder(min: 5, max: 3))
        #expect(reversed?.field == "recurrence.maxDays")
        #expect(
            anchorThrown { try ScheduledAnchor(recurrence: .weekly(days: []), slots: [slot], startsOn: today) }?.field == "recurrence.days")
        #expect(
            anchorThrown { try ScheduledAnchor(recurrence: .everyDays(0), slots: [slot], startsOn: today) }?.field == "recurrence.everyDays"
        )
        #expect(anchorThrown { try ScheduledAnchor(recurrence: .everyDays(1), slots: [], startsOn: today) } == .needsSlot)
        #expect(
            anchorThrown { try ScheduledAnchor(recurrence: .everyDays(1), slots: [slot], durationMinutes: 0, startsOn: today) }?.field
                == "duration")
        let oneOff = anchorThrown { try OneOffAnchor(date: today, opens: at(14, 0), closes: at(13, 0)) }
        #expect(oneOff == .windowEndsBeforeStart(field: "closes"))
        #expect(
            anchorThrown { try AnchorWindow(start: Date(timeIntervalSince1970: 10), end: Date(timeIntervalSince1970: 5)) }?.field
                == "window.end")
        #expect(
            anchorThrown {
                try AnchorRule.new(
                    id: ID("x"), title: "  ", kind: .oneOff(try! OneOffAnchor(date: today, opens: at(9, 0), closes: at(10, 0))),
                    today: today, now: .distantPast)
            } == .needsTitle)
    }

    @Test("On DST days windows keep their wall-clock times; one across the change is an hour shorter or longer")
    func dstWindows() throws {
        let night = try AnchorSlot(name: "Night", opens: LocalTime(hour: 0, minute: 30), closes: LocalTime(hour: 3, minute: 30))
        let rule = F.scheduledRule(
            "feed", title: "Night feed", try ScheduledAnchor(recurrence: .everyDays(1), slots: [night], startsOn: F.date("2026-01-01")))
        func hours(_ iso: String) -> Double { F.day([rule], iso).instances[0].window.interval.duration / 3600 }
        #expect(hours("2026-03-28") == 3)
        #expect(hours("2026-03-29") == 2)  // 23-hour day
        #expect(hours("2026-10-25") == 4)  // 25-hour day
        let spring = F.day([rule], "2026-03-29").instances[0]
        #expect(F.hm(spring.window.start) == "00:30" && F.hm(spring.window.end) == "03:30")
        // Toronto's school run on the Monday after clocks go forward: 08:15–08:45 local.
        let run = F.day([F.schoolRun()], "2026-03-09", clock: F.torontoClock)
        #expect(run.instances.map { F.hm($0.window.start, F.toronto) } == ["08:15", "15:00"])
        #expect(run.instances.allSatisfy { $0.window.interval.duration == 30 * 60 })
    }

    @Test("A one-off yields one instance on its date, with its optional duration")
    func oneOff() throws {
        let once = try OneOffAnchor(
            date: F.date("2026-11-03"), opens: LocalTime(hour: 14, minute: 0), closes: LocalTime(hour: 15, minute: 0), durationMinutes: 60)
        let rule = try AnchorRule.new(
            id: ID("dentist"), title: "Dentist", kind: .oneOff(once), today: F.date("2026-11-01"),
            now: F.at("2026-11-01", "10:00", in: F.london))
        #expect(F.day([rule], "2026-11-02").instances.isEmpty)
        let day = F.day([rule], "2026-11-03")
        #expect(day.instances.map(\.title) == ["Dentist"])
        #expect(F.hm(day.instances[0].window.start) == "14:00" && day.instances[0].durationMinutes == 60)
    }

    @Test("Exceptions suppress instances without changing the rule; open-ended ones last until ended; backwards ones are refused")
    func exceptions() throws {
        let halfTerm = try AnchorException(kind: .term, starts: F.date("2026-10-26"), ends: F.date("2026-10-30"))
        let run = F.schoolRun(exceptions: [halfTerm])
        #expect(F.day([run], "2026-10-23").instances.count == 2)  // Friday before
        #expect(F.day([run], "2026-10-26").instances.isEmpty)
        #expect(F.day([run], "2026-10-30").instances.isEmpty)
        #expect(F.day([run], "2026-11-02").instances.count == 2)
        #expect(halfTerm.summary == "Term · 26 Oct – 30 Oct")
        let ill = try AnchorException(kind: .illness, starts: F.date("2026-11-03"))
        let sick = try run.with(exceptions: [halfTerm, ill])
        #expect(F.day([sick], "2027-03-01").instances.isEmpty)
        #expect(ill.summary == "Illness · from 3 Nov")
        let recovered = try sick.with(exceptions: [halfTerm, try ill.ended(on: F.date("2026-11-06"))])
        #expect(F.day([recovered], "2026-11-09").instances.count == 2)
        #expect(recovered.kind == run.kind)  // the schedule itself never changed
        let backwards = anchorThrown { try AnchorException(kind: .holiday, starts: F.date("2026-12-20"), ends: F.date("2026-12-19")) }
        #expect(backwards == .exceptionEndsBeforeStart)
        #expect(backwards?.field == "exception.end")
        #expect(anchorThrown { try ill.ended(on: F.date("2026-11-02")) } == .exceptionEndsBeforeStart)
        #expect(AnchorExceptionKind(rawValue: "pilgrimage") == .unknown("pilgrimage"))
        // A prayer rule suspended while travelling.
        let travel = try AnchorException(kind: .travel, starts: F.date("2026-03-29"), ends: F.date("2026-03-29"))
        let salah = try F.prayerRule().with(exceptions: [travel])
        #expect(F.day([salah], "2026-03-29").instances.isEmpty)
        #expect(F.day([salah], "2026-03-30").instances.count == 5)
    }

    @Test("Presets: School run, Bin night, Plant watering, Custom")
    func presets() {
        let today = F.date("2026-11-02")
        #expect(AnchorPreset.allCases.map(\.title) == ["School run", "Bin night", "Plant watering", ""])
        #expect(AnchorPreset.schoolRun.schedule(startsOn: today).slots.map(\.name) == ["Drop-off", "Pick-up"])
        #expect(AnchorPreset.binNight.schedule(startsOn: today).placement == .flexible)
        #expect(AnchorPreset.plantWatering.schedule(startsOn: today).recurrence == .daysAfterLastDone(min: 3, max: 5))
        #expect(AnchorPreset.custom.schedule(startsOn: today).durationMinutes == nil)
    }
}
