import Calendar
import Foundation
import Identifiers
import Testing

@testable import JamaalCore

@Suite("Evening · a day's record from raw data")
struct DayRecordBuilderTests {
    let day = Fixture.date("2026-11-18")  // a Wednesday in Toronto; working day 09:00–17:00, normal day 6 h, Full

    func builder(
        tasks: [TaskItem] = [], sessions: [FocusSession] = [], rules: [AnchorRule] = [], marks: [AnchorMark] = [],
        habits: [Habit] = [], entries: [HabitEntry] = [], settings: CapacitySettings = Fixture.settings,
        opened: Set<LocalDate>? = nil
    ) -> DayRecordBuilder {
        // Jamaal opened on every day of the fixture's weeks unless a test says otherwise.
        DayRecordBuilder(
            tasks: tasks, sessions: sessions, anchorRules: rules, anchorMarks: marks, habits: habits, habitEntries: entries,
            settings: settings, clock: Fixture.clock, openedDays: opened ?? Set((-7...7).map { day.adding(days: $0) }))
    }

    var afterwards: Date { Fixture.at("2026-11-20", "10:00") }

    func session(_ id: String, task: TaskItem, estimate: Int, from start: Date, counted minutes: Int, ended: Date) -> FocusSession {
        FocusSession(
            id: ID(id), subject: .task(task.id), title: task.title, estimateMinutes: estimate, startedAt: start,
            day: Fixture.clock.today(at: start), bankedSeconds: TimeInterval(minutes * 60), state: .finished(at: ended))
    }

    @Test("A day with nothing is a quiet day: nothing planned, nothing strained, its budget still the day's")
    func nothing() {
        let record = builder().record(for: day, levelOverride: nil, nightPlanned: false, now: afterwards)
        #expect(record == DayRecord(day: day, budgetMinutes: 360))
        #expect(!record.isActive)
        #expect(WellbeingScore.dayScore(record) == 100)
    }

    @Test("A task done at 23:59:59 counts on its day; one done at the rollover counts on the next (and was still open before)")
    func rolloverBoundary() throws {
        let late = try Fixture.task("Late", minutes: 30, on: "2026-11-18").markedDone(now: Fixture.at("2026-11-18", "23:59:59"))
        let atRollover = try Fixture.task("At rollover", minutes: 45, on: "2026-11-18").markedDone(now: Fixture.at("2026-11-19", "00:00"))
        let build = builder(tasks: [late, atRollover])
        let wednesday = build.record(for: day, levelOverride: nil, nightPlanned: true, now: afterwards)
        #expect(wednesday.doneItems == 1 && wednesday.plannedItems == 2)
        #expect(wednesday.plannedMinutes == 75)
        let thursday = build.record(for: day.adding(days: 1), levelOverride: nil, nightPlanned: true, now: afterwards)
        #expect(thursday.doneItems == 1 && thursday.plannedItems == 1 && thursday.plannedMinutes == 45)
    }

    @Test("With a 04:00 rollover, a task done at 01:30 belongs to the day before")
    func laterRollover() throws {
        let settings = try CapacitySettings(rollover: Fixture.time("04:00"))
        let task = try Fixture.task("Night owl", on: "2026-11-18").markedDone(now: Fixture.at("2026-11-19", "01:30"))
        let build = DayRecordBuilder(
            tasks: [task], sessions: [], anchorRules: [], anchorMarks: [], habits: [], habitEntries: [], settings: settings,
            clock: DayClock(calendar: Fixture.toronto, rollover: Fixture.time("04:00")))
        #expect(build.record(for: day, levelOverride: nil, nightPlanned: false, now: afterwards).doneItems == 1)
        #expect(build.record(for: day.adding(days: 1), levelOverride: nil, nightPlanned: false, now: afterwards).doneItems == 0)
    }

    @Test("Work past the working day's end: only what a session must have counted after 17:00, and a late finish without one")
    func pastDayEnd() throws {
        let report = try Fixture.task("Report", minutes: 120, on: "2026-11-18").markedDone(now: Fixture.at("2026-11-18", "18:00"))
        // 16:00 → 18:00 with 100 minutes counted: 60 of them could have been before 17:00, so 40 were after it.
        let long = session(
            "s1", task: report, estimate: 120, from: Fixture.at("2026-11-18", "16:00"), counted: 100,
            ended: Fixture.at("2026-11-18", "18:00"))
        // Done at 19:10 with no session: its 30 minutes, all after the end.
        let email = try Fixture.task("Email", minutes: 30, on: "2026-11-18").markedDone(now: Fixture.at("2026-11-18", "19:10"))
        // Done at 17:10 with no session: at most the 10 minutes since the end.
        let call = try Fixture.task("Call", minutes: 30, on: "2026-11-18").markedDone(now: Fixture.at("2026-11-18", "17:10"))
        // Done before the end: nothing.
        let early = try Fixture.task("Early", minutes: 30, on: "2026-11-18").markedDone(now: Fixture.at("2026-11-18", "11:00"))
        let record = builder(tasks: [report, email, call, early], sessions: [long])
            .record(for: day, levelOverride: nil, nightPlanned: true, now: afterwards)
        #expect(record.minutesPastDayEnd == 40 + 30 + 10)
        #expect(record.focusRuns == [FocusRun(estimateMinutes: 120, actualMinutes: 100)])
        #expect(record.plannedMinutes == 120 + 30 + 30 + 30)
    }

    @Test("A session ending at the rollover counts on its day; a live one has not ended")
    func sessionsAtTheEdge() throws {
        let task = Fixture.task("Essay", minutes: 60, on: "2026-11-18")
        let closed = FocusSession(
            id: ID("s-closed"), subject: .task(task.id), title: "Essay", estimateMinutes: 30, startedAt: Fixture.at("2026-11-18", "22:00"),
            day: day, bankedSeconds: 7200, state: .closedAtRollover(at: Fixture.at("2026-11-19", "00:00")))
        let live = FocusSession(
            id: ID("s-live"), subject: .task(task.id), title: "Essay", estimateMinutes: 30, startedAt: Fixture.at("2026-11-18", "10:00"),
            day: day, bankedSeconds: 0, state: .running(since: Fixture.at("2026-11-18", "10:00")))
        let build = builder(tasks: [task], sessions: [closed, live])
        let wednesday = build.record(for: day, levelOverride: nil, nightPlanned: false, now: afterwards)
        #expect(wednesday.focusRuns.isEmpty)
        let thursday = build.record(for: day.adding(days: 1), levelOverride: nil, nightPlanned: false, now: afterwards)
        #expect(thursday.focusRuns == [FocusRun(estimateMinutes: 30, actualMinutes: 120)])
        #expect(thursday.minutesPastDayEnd == 0)  // the work was the night before Thursday's working day
    }

    @Test(
        "Deferred away during the day: not on its plan, counted as a deferral; an unfinished task is planned once, on its own date — not again on each day it rolls forward (#40 item 11)"
    )
    func deferralsAndOverdue() throws {
        let moved = try Fixture.task("Moved", minutes: 30, on: "2026-11-18")
            .deferred(to: .tomorrow, today: day, now: Fixture.at("2026-11-18", "20:00"))
        let overdue = Fixture.task("Overdue", minutes: 20, on: "2026-11-16")
        let future = Fixture.task("Future", minutes: 50, on: "2026-11-25")
        let createdLater = Fixture.task("Later", minutes: 10, on: "2026-11-10", created: Fixture.at("2026-11-19", "09:00"))
        let build = builder(tasks: [moved, overdue, future, createdLater])
        let wednesday = build.record(for: day, levelOverride: nil, nightPlanned: false, now: afterwards)
        #expect(wednesday.deferrals == 1)
        #expect(wednesday.plannedItems == 0 && wednesday.plannedMinutes == 0)
        let thursday = build.record(for: day.adding(days: 1), levelOverride: nil, nightPlanned: false, now: afterwards)
        #expect(thursday.deferrals == 0 && thursday.plannedItems == 1 && thursday.plannedMinutes == 30)
        // Before the deferral the task was Wednesday's (and Tuesday's plan did not include it: not yet due).
        #expect(DayRecordBuilder.schedule(of: moved, at: Fixture.at("2026-11-18", "12:00")) == .date(day))
        #expect(build.record(for: day.adding(days: -1), levelOverride: nil, nightPlanned: false, now: afterwards).plannedItems == 0)
        // The overdue task was planned on its own date, the 16th, and only then.
        let monday = build.record(for: Fixture.date("2026-11-16"), levelOverride: nil, nightPlanned: false, now: afterwards)
        #expect(monday.plannedItems == 1 && monday.plannedMinutes == 20)
        // A week of it left undone is one planned item, not seven.
        let week = (0..<7).map {
            build.record(for: Fixture.date("2026-11-16").adding(days: $0), levelOverride: nil, nightPlanned: true, now: afterwards)
        }
        #expect(week.map(\.plannedItems).reduce(0, +) == 2)  // the overdue one on the 16th, the moved one on the 19th
    }

    @Test(
        "Time away is not strain (#40 item 11): a day not opened and with nothing marked is quiet — never over budget, nothing missed; one opening or one mark makes it a used day"
    )
    func timeAway() throws {
        let heavy = [
            Fixture.task("Big", minutes: 400, on: "2026-11-18"), Fixture.task("Bigger", minutes: 200, on: "2026-11-18"),
        ]
        let away = builder(tasks: heavy, opened: [])
        let quiet = away.record(for: day, levelOverride: nil, nightPlanned: false, now: afterwards)
        #expect(quiet == DayRecord(day: day, budgetMinutes: 360))
        #expect(!quiet.isOverBudget && !quiet.isActive && WellbeingScore.dayScore(quiet) == 100)
        #expect(!away.wasUsed(day, interval: Fixture.clock.interval(of: day), nightPlanned: false))
        // Opened that day: the same plan is a heavy day.
        let opened = builder(tasks: heavy, opened: [day]).record(for: day, levelOverride: nil, nightPlanned: false, now: afterwards)
        #expect(opened.isOverBudget && opened.plannedItems == 2)
        // Not opened, but one thing marked during it (at its first second; the rollover's instant is the next day's).
        let first = Fixture.clock.interval(of: day).start
        let done = try Fixture.task("Quick", minutes: 10, on: "2026-11-18").markedDone(now: first)
        #expect(
            builder(tasks: heavy + [done], opened: []).record(for: day, levelOverride: nil, nightPlanned: false, now: afterwards)
                .isOverBudget)
        let nextDay = try Fixture.task("Quick", minutes: 10, on: "2026-11-18").markedDone(now: Fixture.clock.interval(of: day).end)
        #expect(
            !builder(tasks: heavy + [nextDay], opened: []).record(for: day, levelOverride: nil, nightPlanned: false, now: afterwards)
                .isOverBudget)
        // A confirmed evening plan is using it too.
        #expect(builder(tasks: heavy, opened: []).record(for: day, levelOverride: nil, nightPlanned: true, now: afterwards).isOverBudget)
        // Fourteen days away read as rested, never strained.
        let fortnight = (1...14).map { away.record(for: day.adding(days: -$0), levelOverride: nil, nightPlanned: false, now: afterwards) }
        let score = WellbeingScore(records: fortnight, today: day)
        #expect(score.heavyDays == 0 && score.score == 100)
    }

    @Test("The budget is the day's one-day level, else its weekday's default")
    func budget() throws {
        let settings = try CapacitySettings(weekdayLevels: [.wednesday: .steady])
        #expect(builder(settings: settings).record(for: day, levelOverride: nil, nightPlanned: false, now: afterwards).budgetMinutes == 288)
        #expect(
            builder(settings: settings).record(for: day, levelOverride: .light, nightPlanned: false, now: afterwards).budgetMinutes == 216)
    }

    @Test("Anchors: attended and someone else's count kept, a closed unmarked window missed, Not today neither")
    func anchors() throws {
        let rules = try [
            EveningFixture.oneOff("School", on: "2026-11-18", "09:00", "09:45", minutes: 30),
            EveningFixture.oneOff("Clinic", on: "2026-11-18", "10:00", "11:00", minutes: 60),
            EveningFixture.oneOff("Plumber", on: "2026-11-18", "12:00", "13:00", minutes: 60),
            EveningFixture.oneOff("Bins", on: "2026-11-18", "14:00", "15:00"),
        ]
        let anchorDay = AnchorDay(rules: rules, marks: [], day: day, clock: Fixture.clock)
        func instance(_ title: String) throws -> AnchorInstance { try #require(anchorDay.instances.first { $0.title == title }) }
        let marks = [
            try AnchorMark.mark(
                .attended, on: instance("School"), id: ID("m1"), clock: Fixture.clock, now: Fixture.at("2026-11-18", "09:10")),
            try AnchorMark.mark(
                .someoneElseDidIt, on: instance("Clinic"), id: ID("m2"), clock: Fixture.clock, now: Fixture.at("2026-11-18", "10:10")),
            try AnchorMark.mark(
                .notToday, on: instance("Plumber"), id: ID("m3"), clock: Fixture.clock, now: Fixture.at("2026-11-18", "11:00")),
        ]
        let record = builder(rules: rules, marks: marks).record(for: day, levelOverride: nil, nightPlanned: false, now: afterwards)
        #expect(record.anchorsKept == 2 && record.anchorsMissed == 1)
        #expect(record.plannedItems == 3 && record.doneItems == 2)
        #expect(record.plannedMinutes == 30)  // the school run's 30 min; Clinic and Plumber were freed, Bins has no duration
    }

    @Test("Habits: the grid's cells — met holds, missed and partial are due, a paused or not-due day is neither")
    func habits() {
        let prayer = Fixture.habit("Adhkar", .binary)
        let reading = Fixture.habit("Reading", .timed(minutes: 20))
        let weekend = Fixture.habit("Garden", .binary, schedule: .days([.saturday]))
        let entries = [Fixture.entry(prayer, "2026-11-18", .done), Fixture.entry(reading, "2026-11-18", .minutes(10, manual: true))]
        let record = builder(habits: [prayer, reading, weekend], entries: entries)
            .record(for: day, levelOverride: nil, nightPlanned: false, now: afterwards)
        #expect(record.habitsDue == 2 && record.habitsHeld == 1)
        #expect(record.plannedMinutes == 20)  // the timed habit's goal
        #expect(record.plannedItems == 2 && record.doneItems == 1)
    }
}
