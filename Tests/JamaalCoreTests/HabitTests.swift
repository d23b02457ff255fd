import Calendar
import Foundation
import Identifiers
import Testing

@testable import JamaalCore

@Suite("Habits")
struct HabitTests {
    let today = Fixture.date("2026-10-27")  // Tuesday
    let now = Fixture.at("2026-10-27", "12:00")

    func log(_ value: HabitEntryValue, _ habit: Habit, day: String = "2026-10-27", entries: [HabitEntry] = [], slot: Int = 0)
        throws(JamaalError) -> HabitEntry
    {
        try HabitLogRule.log(
            value, to: habit, day: Fixture.date(day), timeOfDay: slot, entries: entries, id: .random(), today: today, now: now)
    }

    @Test("Each kind is checked when created, with its range")
    func kinds() {
        func make(_ kind: HabitKind) -> JamaalError? {
            thrown { try Habit(id: ID("h"), draft: HabitDraft(name: "H", kind: kind), createdOn: today) }
        }
        #expect(make(.binary) == nil)
        #expect(make(.counted(target: 0)) == .habitTargetOutOfRange)
        #expect(make(.counted(target: 1)) == nil)
        #expect(make(.counted(target: 99)) == nil)
        #expect(make(.counted(target: 100)) == .habitTargetOutOfRange)
        #expect(make(.timed(minutes: 0)) == .habitMinutesOutOfRange)
        #expect(make(.timed(minutes: 600)) == nil)
        #expect(make(.avoid(allowance: 0)) == nil)
        #expect(make(.avoid(allowance: 21)) == .habitAllowanceOutOfRange)
        #expect(thrown { try Habit(id: ID("h"), draft: HabitDraft(name: " ", kind: .binary), createdOn: today) } == .habitNeedsName)
        #expect(
            thrown { try Habit(id: ID("h"), draft: HabitDraft(name: "H", kind: .binary, schedule: .days([])), createdOn: today) }
                == .habitNeedsDays)
        #expect(
            thrown { try Habit(id: ID("h"), draft: HabitDraft(name: "H", kind: .binary, schedule: .timesAWeek(8)), createdOn: today) }
                == .timesAWeekOutOfRange)
    }

    @Test("The kind is fixed once created; its number may change")
    func kindFixed() throws {
        let habit = Fixture.habit("Water", .counted(target: 8))
        var draft = HabitDraft(name: "Water", kind: .binary)
        #expect(thrown { try habit.edited(draft) } == .habitKindFixed)
        #expect(JamaalError.habitKindFixed.message == "A habit's kind is fixed once it is created.")
        draft.kind = .counted(target: 6)
        #expect(try habit.edited(draft).kind == .counted(target: 6))
    }

    @Test("Up to four times of day, each with optional start, end and reminder")
    func timesOfDay() {
        func make(_ times: [TimeOfDay]) -> JamaalError? {
            thrown { try Habit(id: ID("h"), draft: HabitDraft(name: "H", kind: .binary, timesOfDay: times), createdOn: today) }
        }
        #expect(make((0..<4).map { TimeOfDay(name: "\($0)") }) == nil)
        #expect(make((0..<5).map { TimeOfDay(name: "\($0)") }) == .tooManyTimesOfDay)
        #expect(make([TimeOfDay(name: "Morning", start: Fixture.time("09:00"), end: Fixture.time("08:00"))]) == .timeOfDayOrder)
        #expect(
            make([TimeOfDay(name: "Morning", start: Fixture.time("06:00"), end: Fixture.time("08:00"), reminder: Fixture.time("06:30"))])
                == nil)
        #expect(
            try! Habit(id: ID("h"), draft: HabitDraft(name: "H", kind: .binary, timesOfDay: []), createdOn: today).timesOfDay == [.anyTime])
    }

    @Test("A kind from a newer version is kept and never logged")
    func unknownKind() throws {
        #expect(HabitKind(rawValue: "timed:20") == .timed(minutes: 20))
        #expect(HabitKind(rawValue: "binary") == .binary)
        #expect(HabitKind(rawValue: "scale:1-5") == .unknown("scale:1-5"))
        #expect(HabitKind(rawValue: "scale:1-5").rawValue == "scale:1-5")
        #expect(HabitSchedule(rawValue: "weekly:3") == .timesAWeek(3))
        #expect(HabitSchedule(rawValue: "monthly:2") == .unknown("monthly:2"))
        let stored = Habit(
            id: ID("x"), name: "Mood", kind: .unknown("scale:1-5"), schedule: .daily, timesOfDay: [.anyTime], groupID: nil,
            pauses: [], archivedAt: nil, createdOn: today)
        #expect(thrown { try log(.done, stored) } == .habitKindFromNewerVersion)
        let data = try JSONEncoder().encode(stored)
        #expect(try JSONDecoder().decode(Habit.self, from: data) == stored)
    }

    @Test("Logging fits the kind; a paused or archived habit refuses logs")
    func logging() throws {
        let walk = Fixture.habit("Walk", .binary)
        #expect(thrown { try log(.count(1), walk) } == .logWrongKind)
        #expect(thrown { try log(.done, walk, slot: 1) } == .logWrongKind)
        #expect(try log(.done, walk).value == .done)
        let paused = try walk.paused(reason: .illness, today: today)
        #expect(thrown { try log(.done, paused) } == .habitPaused)
        #expect(JamaalError.habitPaused.message == "This habit is paused — resume it to log.")
        #expect(thrown { try log(.done, walk.archived(now: now)) } == .habitArchived)
        #expect(thrown { try log(.done, walk.archived(now: now).restored()) } == nil)
        let read = Fixture.habit("Read", .timed(minutes: 20))
        #expect(try log(.minutes(15, manual: true), read).value == .minutes(15, manual: true))
        #expect(thrown { try log(.minutes(0, manual: true), read) } == .habitMinutesOutOfRange)
    }

    @Test("Corrections: today and the 13 days before it; not the 15th day back, not tomorrow")
    func corrections() {
        let walk = Fixture.habit("Walk", .binary)
        #expect(thrown { try log(.done, walk, day: "2026-10-14") } == nil)  // 13 days back: the 14th day
        #expect(thrown { try log(.done, walk, day: "2026-10-13") } == .correctionTooOld)
        #expect(thrown { try log(.done, walk, day: "2026-10-28") } == .logInFuture)
        #expect(JamaalError.correctionTooOld.message == "Only the last 14 days can be corrected.")
        let young = Fixture.habit("Young", .binary, created: "2026-10-25")
        #expect(thrown { try log(.done, young, day: "2026-10-24") } == .logBeforeStart)
        #expect(thrown { try log(.done, young, day: "2026-10-25") } == nil)
    }

    @Test("A weekly target counts only days that reached the goal")
    func weeklyCountsMetDays() {
        let read = Fixture.habit("Read", .timed(minutes: 20), schedule: .timesAWeek(2), created: "2026-09-01")
        let entries = [
            Fixture.entry(read, "2026-10-26", .minutes(20, manual: true)),
            Fixture.entry(read, "2026-10-27", .minutes(10, manual: true)),
        ]
        let week = HabitRead(habit: read, entries: entries, today: today).weeks[5]
        #expect(week.daysDone == 1 && !week.isMet)
        #expect(HabitLogRule.logSlipLabel == "Log a slip" && HabitLogRule.heldTodayLabel == "Held today")
    }

    @Test("Avoid: Log a slip and Held today are explicit; held is refused past the allowance; undo within five seconds")
    func avoid() throws {
        let sweets = Fixture.habit("Sweets", .avoid(allowance: 1))
        let slip = try log(.slip, sweets)
        let held = try log(.held, sweets, entries: [slip])
        #expect(HabitDayTally(entries: [slip, held]).progress(for: sweets.kind) == 1)
        let second = try log(.slip, sweets, entries: [slip])
        #expect(thrown { try log(.held, sweets, entries: [slip, second]) } == .heldAfterSlips)
        #expect(HabitLogRule.canUndo(held, now: now.addingTimeInterval(4.999)))
        #expect(!HabitLogRule.canUndo(held, now: now.addingTimeInterval(5)))
        // Nothing is assumed: an unmarked past day is neither held nor missed.
        let read = HabitRead(habit: sweets, entries: [Fixture.entry(sweets, "2026-10-26", .slip)], today: today)
        let row = read.grids[0][5]  // the current week (Mon 26 Oct …)
        #expect(row[0] == .unmarked)
        #expect(row[1] == .open(progress: 0))
    }

    @Test("Pause with a reason hides the habit from Today; resume brings it back; paused days are never missed")
    func pause() throws {
        let walk = Fixture.habit("Walk", .binary, created: "2026-10-01")
        #expect(walk.isShownOnToday(today))
        let paused = try walk.paused(reason: .travel, today: Fixture.date("2026-10-20"))
        #expect(!paused.isShownOnToday(today) && paused.pause(on: today)?.reason == .travel)
        #expect(thrown { try paused.paused(reason: .other, today: today) } == .habitAlreadyPaused)
        let resumed = try paused.resumed(today: Fixture.date("2026-10-25"))
        #expect(resumed.isShownOnToday(today) && !resumed.isPaused(on: today))
        #expect(resumed.wasPaused(on: Fixture.date("2026-10-24")) && !resumed.wasPaused(on: Fixture.date("2026-10-25")))
        #expect(thrown { try resumed.resumed(today: today) } == .habitNotPaused)
        let grid = HabitRead(habit: resumed, entries: [], today: today).grids[0]
        #expect(grid[4][0] == .missed)  // Mon 19 Oct
        #expect(grid[4][1] == .paused)  // Tue 20 Oct
        #expect(grid[4][6] == .missed)  // Sun 25 Oct: resumed that day
        #expect(PauseReason.allCases.map(\.label) == ["Travel", "Illness", "Cycle", "Other"])
        #expect(HabitRead(habit: paused, entries: [], today: today).health == .paused)
    }

    @Test("HB-06 with an end date: paused through its last day, shown again the day after without a resume; ends are bounded")
    func pauseWithEnd() throws {
        let walk = Fixture.habit("Walk", .binary, created: "2026-10-01")
        let start = Fixture.date("2026-10-20")
        let paused = try walk.paused(reason: .illness, today: start, until: Fixture.date("2026-10-22"))
        #expect(paused.isPaused(on: start) && paused.isPaused(on: Fixture.date("2026-10-22")))
        #expect(!paused.isShownOnToday(Fixture.date("2026-10-22")) && paused.isShownOnToday(Fixture.date("2026-10-23")))
        #expect(!paused.isPaused(on: Fixture.date("2026-10-23")) && paused.pause(on: Fixture.date("2026-10-23")) == nil)
        #expect(paused.wasPaused(on: Fixture.date("2026-10-22")) && !paused.wasPaused(on: Fixture.date("2026-10-23")))
        // Once its end has passed it can be paused again, and it was never "resumed" by hand.
        #expect(throws: JamaalError.habitNotPaused) { try paused.resumed(today: Fixture.date("2026-10-23")) }
        #expect(try paused.paused(reason: .travel, today: Fixture.date("2026-10-24")).pauses.count == 2)
        // Resuming early keeps the end it had; the day resumed is not paused.
        let early = try paused.resumed(today: Fixture.date("2026-10-21"))
        #expect(early.pauses.last?.until == Fixture.date("2026-10-22") && !early.isPaused(on: Fixture.date("2026-10-21")))
        // The end: today at the earliest (one day's pause), a year ahead at the most.
        #expect(try walk.paused(reason: .other, today: start, until: start).isPaused(on: start))
        #expect(throws: JamaalError.pauseEndOutOfRange(days: 365)) {
            try walk.paused(reason: .other, today: start, until: start.adding(days: -1))
        }
        #expect(throws: JamaalError.pauseEndOutOfRange(days: 365)) {
            try walk.paused(reason: .other, today: start, until: start.adding(days: 366))
        }
        #expect(try walk.paused(reason: .other, today: start, until: start.adding(days: 365)).isPaused(on: start.adding(days: 365)))
    }

    @Test("A weekly-target habit across a week: counted as a week, never a missed day")
    func weeklyTarget() {
        let gym = Fixture.habit("Gym", .binary, schedule: .timesAWeek(3), created: "2026-09-01")
        let sunday = Fixture.date("2026-11-01")
        let entries = ["2026-10-26", "2026-10-28"].map { Fixture.entry(gym, $0, .done) }
        for offset in 0..<7 {
            let day = Fixture.date("2026-10-26").adding(days: offset)
            #expect(gym.isShownOnToday(day))
            let week = HabitRead(habit: gym, entries: entries, today: day).grids[0][5]
            #expect(!week.contains(.missed))
        }
        let read = HabitRead(habit: gym, entries: entries, today: sunday)
        let cells = read.grids[0][5]
        #expect(cells[0] == .met && cells[2] == .met)
        #expect(cells[1] == .notDue && cells[6] == .notDue)
        let week = read.weeks[5]
        #expect(week.monday == Fixture.date("2026-10-26") && week.daysDone == 2 && week.target == 3 && !week.isMet)
        let third = entries + [Fixture.entry(gym, "2026-11-01", .done)]
        #expect(HabitRead(habit: gym, entries: third, today: sunday).weeks[5].isMet)
        // No streak numbers anywhere in the read.
        let hasDigits = read.sentence.contains { $0.isNumber }
        #expect(!hasDigits)
    }

    @Test("The read: healthy at 70 % of due days over 14 days, slipping below; gathering with too little")
    func health() {
        let walk = Fixture.habit("Walk", .binary, created: "2026-09-01")
        let days = (1...13).map { today.adding(days: -$0) }  // today is still open and doesn't count
        func read(done: Int) -> HabitRead {
            HabitRead(habit: walk, entries: days.prefix(done).map { Fixture.entry(walk, $0.description, .done) }, today: today)
        }
        #expect(read(done: 10).health == .healthy)  // 10 / 13 ≈ 0.77
        #expect(read(done: 9).health == .slipping)  // 9 / 13 ≈ 0.69
        #expect(read(done: 10).sentence == "Healthy — it's holding on most of its days.")
        #expect(read(done: 0).sentence.hasPrefix("Slipping"))
        let young = Fixture.habit("New", .binary, created: "2026-10-25")
        #expect(HabitRead(habit: young, entries: [], today: today).health == .gathering)
        // Counted and timed days count their share.
        let water = Fixture.habit("Water", .counted(target: 4), created: "2026-09-01")
        let half = days.map { Fixture.entry(water, $0.description, .count(2)) }
        #expect(HabitRead(habit: water, entries: half, today: today).health == .slipping)
        #expect(HabitRead(habit: water, entries: half, today: today).grids[0][5][0] == .partial(0.5))
    }

    @Test("Counted and timed tallies; a correction takes back a done mark")
    func tallies() {
        let walk = Fixture.habit("Walk", .binary)
        let at = Fixture.at("2026-10-27", "08:00")
        let entries = [
            Fixture.entry(walk, "2026-10-27", .done, at: at), Fixture.entry(walk, "2026-10-27", .undone, at: at.addingTimeInterval(60)),
        ]
        #expect(!HabitDayTally(entries: entries).isDone)
        let read = Fixture.habit("Read", .timed(minutes: 20))
        let minutes = [Fixture.entry(read, "2026-10-27", .minutes(12, manual: false))]
        #expect(HabitDayTally(entries: minutes).timedLabel(goal: 20) == "12 of 20 min")
        #expect(HabitDayTally(entries: [Fixture.entry(read, "2026-10-27", .count(-3))]).count == 0)
    }

    @Test("Timed habits add their minutes to Today's plan only when shown")
    func plannedMinutes() throws {
        let read = Fixture.habit("Read", .timed(minutes: 20), schedule: .days([.monday]), times: 2)
        #expect(read.plannedMinutes(on: Fixture.date("2026-10-26")) == 40)
        #expect(read.plannedMinutes(on: today) == 0)
        #expect(try read.paused(reason: .cycle, today: Fixture.date("2026-10-26")).plannedMinutes(on: Fixture.date("2026-10-26")) == 0)
    }
}
