import Calendar
import Foundation
import Identifiers
import Testing

@testable import JamaalCore

@Suite("Capacity")
struct CapacityTests {
    func reading(
        _ tasks: [TaskItem], habits: [Habit] = [], entries: [HabitEntry] = [], anchors: [AnchorBlock] = [],
        override: CapacityLevel? = nil, settings: CapacitySettings = Fixture.settings, now: Date
    ) -> CapacityReading {
        CapacityReading(
            settings: settings, override: override, tasks: tasks, habits: habits, entries: entries, anchors: anchors,
            clock: settings.clock(in: Fixture.toronto), now: now)
    }

    @Test("Levels are named steps of the normal day: 60 / 80 / 100 / 120 %")
    func levels() {
        #expect(CapacityLevel.allCases.map(\.name) == ["Light", "Steady", "Full", "Stretch"])
        #expect(CapacityLevel.allCases.map { $0.budget(normalDayMinutes: 360) } == [216, 288, 360, 432])
        #expect(CapacityLevel.steady.budget(normalDayMinutes: 415) == 332)  // rounded down to the minute
        #expect(CapacityLevel.light < .stretch)
    }

    @Test("Today's level: the slider's override, else the weekday default, else Full")
    func todaysLevel() throws {
        let settings = try CapacitySettings(weekdayLevels: [.friday: .light, .saturday: .steady])
        #expect(settings.level(on: Fixture.date("2026-10-30"), override: nil) == .light)  // Friday
        #expect(settings.level(on: Fixture.date("2026-10-31"), override: nil) == .steady)
        #expect(settings.level(on: Fixture.date("2026-10-27"), override: nil) == .full)  // Tuesday, no default set
        #expect(settings.level(on: Fixture.date("2026-10-30"), override: .stretch) == .stretch)
    }

    @Test("Settings bounds: 1 to 16 hours; the working day must end after it starts")
    func settingsBounds() {
        #expect(thrown { try CapacitySettings(normalDayMinutes: 59) } == .normalDayOutOfRange)
        #expect(thrown { try CapacitySettings(normalDayMinutes: 60) } == nil)
        #expect(thrown { try CapacitySettings(normalDayMinutes: 960) } == nil)
        #expect(thrown { try CapacitySettings(normalDayMinutes: 961) } == .normalDayOutOfRange)
        #expect(
            thrown { try CapacitySettings(workingDayStart: Fixture.time("17:00"), workingDayEnd: Fixture.time("09:00")) }
                == .workingDayOrder)
        // With a 04:00 rollover, a working day ending at 01:00 ends that night, after it started.
        #expect(
            thrown {
                try CapacitySettings(
                    workingDayStart: Fixture.time("10:00"), workingDayEnd: Fixture.time("01:00"), rollover: Fixture.time("04:00"))
            } == nil)
    }

    @Test("Planned = open tasks due today + timed-habit minutes still to do + Anchor time inside the working day")
    func planned() {
        let now = Fixture.at("2026-10-27", "08:00")
        let tasks = [
            Fixture.task("A", minutes: 60, on: "2026-10-27"),
            Fixture.task("B", minutes: 30, on: "2026-10-26"),  // carried from yesterday
            Fixture.task("C", minutes: 45, on: "2026-10-28"),  // tomorrow: not counted
            Fixture.task("D", minutes: 15),  // backlog: not counted
            try! Fixture.task("E", minutes: 120, on: "2026-10-27").markedDone(now: now),
        ]
        let read = Fixture.habit("Read", .timed(minutes: 20))
        let walk = Fixture.habit("Walk", .binary)
        let entries = [Fixture.entry(read, "2026-10-27", .minutes(5, manual: true))]
        let anchors = [
            AnchorBlock(title: "Dhuhr", interval: DateInterval(start: Fixture.at("2026-10-27", "13:00"), duration: 20 * 60)),
            // 16:30–17:30: only the 30 minutes before the working day's end count.
            AnchorBlock(title: "School run", interval: DateInterval(start: Fixture.at("2026-10-27", "16:30"), duration: 60 * 60)),
            AnchorBlock(title: "Fajr", interval: DateInterval(start: Fixture.at("2026-10-27", "06:00"), duration: 20 * 60)),  // outside
        ]
        let meter = reading(tasks, habits: [read, walk], entries: entries, anchors: anchors, now: now)
        #expect(meter.taskMinutes == 90)
        #expect(meter.habitMinutes == 15)
        #expect(meter.anchorMinutes == 50)
        #expect(meter.plannedMinutes == 155)
        #expect(meter.state == .within)
        #expect(meter.overflowText == nil && meter.move == nil)
        #expect(meter.levelLabel == "Full · 6 h")
    }

    @Test("Exactly at the budget is within; one minute past is terracotta with the overflow named and one move")
    func overflow() {
        let now = Fixture.at("2026-10-27", "08:00")
        let atBudget = [Fixture.task("A", minutes: 300, on: "2026-10-27"), Fixture.task("B", minutes: 60, on: "2026-10-27")]
        #expect(reading(atBudget, now: now).state == .within)
        let over = atBudget + [Fixture.task("C", minutes: 45, on: "2026-10-27")]
        let meter = reading(over, now: now)
        #expect(meter.state == .overloaded(minutes: 45))
        #expect(meter.overflowText == "45 min over")
        #expect(meter.isTerracotta)
        // The move is the last task in Today's order (all low, today and fitting: the smallest comes last).
        #expect(meter.move == .moveTaskToTomorrow(over[2]))
        #expect(meter.move?.label == "Move “C” to tomorrow")
        #expect(reading(over, override: .light, now: now).overflowText == "3 h 9 min over")
        #expect(reading(over, override: .stretch, now: now).state == .within)
    }

    @Test("Today's one move is NP-04's: the task whose effort alone frees the overflow, or none, said so")
    func moveFreesTheOverflow() {
        let now = Fixture.at("2026-11-01", "08:00")  // a Sunday, the DST change day
        let small = Fixture.task("Reply to Ali", minutes: 15, on: "2026-11-01")
        let big = Fixture.task("Sort the garage", minutes: 110, on: "2026-11-01")
        let rest = [Fixture.task("Write the report", minutes: 130, on: "2026-11-01"), Fixture.task("Plan", minutes: 120, on: "2026-11-01")]
        // 375 planned against 360: 15 over — the 15-minute task frees it (the least change).
        let slightly = reading(rest + [big, small], now: now)
        #expect(slightly.move == .moveTaskToTomorrow(small))
        // Against Light (216) it is 2 h 39 min over: no task frees that much on its own — said, not offered.
        let light = reading(rest + [big, small], override: .light, now: now)
        #expect(light.overflowText == "2 h 39 min over")
        #expect(light.move == .nothingFreesEnough(needed: 159))
        #expect(light.move?.label == "No single task frees 2 h 39 min, so nothing is moved — the plan stays as you made it.")
        // 1 h 44 min over: the 15-minute task (last in Today's order) would not fix it; the smallest that does is moved.
        let shorter = try! CapacitySettings(normalDayMinutes: 271)
        let reading104 = reading(rest + [big, small], settings: shorter, now: now)
        #expect(reading104.overflowText == "1 h 44 min over")
        #expect(reading104.move == .moveTaskToTomorrow(big))
        // Whatever is chosen, moving it brings the day within budget, as on NP-04.
        for meter in [slightly, reading104] {
            guard case .moveTaskToTomorrow(let task) = meter.move, case .overloaded(let over) = meter.state else {
                Issue.record("expected a move"); continue
            }
            #expect(task.effort.minutes >= over)
        }
    }

    @Test("After the working day's end, open tasks put the meter in the past-the-day's-end state")
    func pastDayEnd() {
        let tasks = [Fixture.task("A", minutes: 90, on: "2026-10-27"), Fixture.task("B", minutes: 30, on: "2026-10-27")]
        #expect(reading(tasks, now: Fixture.at("2026-10-27", "16:59")).state == .within)
        let late = reading(tasks, now: Fixture.at("2026-10-27", "17:00"))
        #expect(late.state == .pastDayEnd(minutes: 120))
        #expect(late.overflowText == "2 h left past the day's end")
        #expect(late.move?.label == "Move what's left to tomorrow")
        #expect(reading([], now: Fixture.at("2026-10-27", "17:00")).state == .within)  // nothing left: nothing to say
    }

    @Test("DST days: the budget is the same on a 23- and a 25-hour day; the working day follows the wall clock")
    func dstCapacity() {
        let tasks = [Fixture.task("A", minutes: 360, on: "2026-03-08")]
        let spring = reading(tasks, now: Fixture.at("2026-03-08", "08:00"))
        #expect(spring.budgetMinutes == 360 && spring.state == .within)
        let fall = reading([Fixture.task("A", minutes: 361, on: "2026-11-01")], now: Fixture.at("2026-11-01", "08:00"))
        #expect(fall.budgetMinutes == 360 && fall.state == .overloaded(minutes: 1))
        // The end of the working day is 17:00 on the wall clock on both days.
        #expect(reading(tasks, now: Fixture.at("2026-03-08", "17:00")).state == .pastDayEnd(minutes: 360))
        #expect(reading(tasks, now: Fixture.at("2026-03-08", "16:59")).state == .within)
        // An Anchor across the fall-back hour counts its real minutes.
        let settings = try! CapacitySettings(workingDayStart: Fixture.time("00:30"), workingDayEnd: Fixture.time("17:00"))
        let anchor = AnchorBlock(
            title: "Night", interval: DateInterval(start: Fixture.at("2026-11-01", "00:30"), end: Fixture.at("2026-11-01", "03:00")))
        #expect(reading([], anchors: [anchor], settings: settings, now: Fixture.at("2026-11-01", "00:10")).anchorMinutes == 210)
    }

    @Test("Day is full · offer tomorrow: only for a task dated today that would pass the budget; never blocks")
    func dayIsFull() {
        let now = Fixture.at("2026-10-27", "08:00")
        let meter = reading([Fixture.task("A", minutes: 330, on: "2026-10-27")], now: now)
        #expect(meter.decision(adding: try! Effort(minutes: 30), on: .date(Fixture.date("2026-10-27"))) == .fits)
        let full = meter.decision(adding: try! Effort(minutes: 35), on: .date(Fixture.date("2026-10-27")))
        #expect(full == .dayIsFull(offer: Fixture.date("2026-10-28")))
        #expect(full.line == "Day is full" && full.offerLabel == "Tomorrow instead")
        #expect(meter.decision(adding: try! Effort(minutes: 120), on: .date(Fixture.date("2026-10-28"))) == .fits)
        #expect(meter.decision(adding: try! Effort(minutes: 120), on: .backlog) == .fits)
    }

    @Test("Durations read as people say them")
    func durations() {
        #expect(DurationText.minutes(45) == "45 min")
        #expect(DurationText.minutes(60) == "1 h")
        #expect(DurationText.minutes(75) == "1 h 15 min")
        #expect(DurationText.minutes(0) == "0 min")
    }

    @Test("A timed habit with a weekly target stops adding minutes once the week's target is met, and counts again next Monday")
    func weeklyTargetMetAddsNothing() {
        let read = Fixture.habit("Read", .timed(minutes: 20), schedule: .timesAWeek(2), created: "2026-09-01")
        let entries = [
            Fixture.entry(read, "2026-10-25", .minutes(20, manual: true)),  // last Sunday: another week
            Fixture.entry(read, "2026-10-26", .minutes(20, manual: true)),
            Fixture.entry(read, "2026-10-27", .minutes(19, manual: true)),  // a minute short: not a day done
        ]
        // Tuesday: one day done before today, target two → today's 20 still count (less today's 19 logged).
        #expect(reading([], habits: [read], entries: entries, now: Fixture.at("2026-10-27", "08:00")).habitMinutes == 1)
        let met = entries + [Fixture.entry(read, "2026-10-27", .minutes(1, manual: true))]
        // Wednesday's first second: two days done this week → nothing more planned.
        #expect(reading([], habits: [read], entries: met, now: Fixture.at("2026-10-28", "00:00")).habitMinutes == 0)
        #expect(HabitWeek.before(Fixture.date("2026-10-28"), habit: read, entries: met)?.isMet == true)
        // Sunday still met; the next Monday starts a new week.
        #expect(reading([], habits: [read], entries: met, now: Fixture.at("2026-11-01", "23:59")).habitMinutes == 0)
        #expect(reading([], habits: [read], entries: met, now: Fixture.at("2026-11-02", "00:00")).habitMinutes == 20)
        // A daily timed habit has no week to meet.
        #expect(HabitWeek.before(Fixture.date("2026-10-28"), habit: Fixture.habit("Walk", .timed(minutes: 10)), entries: []) == nil)
    }
}
