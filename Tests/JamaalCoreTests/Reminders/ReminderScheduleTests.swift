import Calendar
import Foundation
import Identifiers
import Testing

@testable import JamaalCore

/// The reminder engine at its boundaries: a DST change, a 03:00 rollover, the first and last second of a window, a
/// paused or excepted Anchor, the switches, and delivery once.
@Suite("Jamaal reminders: the engine")
struct ReminderScheduleTests {
    typealias F = AnchorFixture
    static let london = F.londonClock

    static func schedule(
        clock: DayClock = london, planning: String = "21:00", morningList: Bool = true, habitReminders: Bool = true,
        rules: [AnchorRule] = [], habits: [Habit] = [], extra: [Reminder] = [], planningStarted: Set<LocalDate> = []
    ) -> ReminderSchedule {
        ReminderSchedule(
            clock: clock, workingDayStart: LocalTime(hour: 9, minute: 0), workingDayEnd: LocalTime(hour: 17, minute: 30),
            eveningPlanningTime: LocalTime(iso: planning)!, morningList: morningList, habitReminders: habitReminders,
            anchorRules: rules, habits: habits, extra: extra, planningStarted: planningStarted)
    }

    static func at(_ date: String, _ time: String) -> Date { F.at(date, time, in: F.london) }

    @Test("The planning prompt fires at 21:00 on the wall clock on both sides of the autumn DST change, once a day")
    func planningAcrossDST() {
        let schedule = Self.schedule()
        // Europe/London leaves summer time at 02:00 on Sunday 25 October 2026.
        let found = schedule.reminders(in: DateInterval(start: Self.at("2026-10-24", "12:00"), end: Self.at("2026-10-26", "12:00")))
            .filter { $0.kind == .planning }
        #expect(found.map(\.id) == ["planning/2026-10-24", "planning/2026-10-25"])
        #expect(found.map { ISO8601.format($0.at) } == ["2026-10-24T20:00:00Z", "2026-10-25T21:00:00Z"])
        #expect(found.allSatisfy { $0.target == .nightPlanning && $0.title == "Plan tomorrow" })
        // The 25-hour day still has one morning list, at 09:00 GMT.
        let morning = schedule.reminders(of: F.date("2026-10-25")).filter { $0.kind == .morningList }
        #expect(morning.map { ISO8601.format($0.at) } == ["2026-10-25T09:00:00Z"])
    }

    @Test("A planning prompt answered by planning (#40 item 12) is neither sent nor missed; the next evening's still fires")
    func answeredByPlanning() {
        let day = F.date("2026-11-29")
        let planned = Self.schedule(planningStarted: [day])
        let plain = Self.schedule()
        let late = Self.at("2026-11-29", "22:30")
        #expect(plain.missed(at: late, delivered: []).map(\.id).contains("planning/2026-11-29"))
        #expect(!planned.missed(at: late, delivered: []).contains { $0.kind == .planning })
        #expect(planned.deliverable(at: Self.at("2026-11-29", "21:00"), delivered: []).isEmpty)
        #expect(planned.reminders(of: day.adding(days: 1)).contains { $0.id == "planning/2026-11-30" })
        // Started after the prompt fired: still gone from the list at the next look.
        #expect(!planned.missed(at: Self.at("2026-11-29", "23:59"), delivered: []).contains { $0.kind == .planning })
    }

    @Test("In the spring gap a planning time that does not exist on the wall clock still fires once, inside its logical day")
    func springGap() {
        let clock = DayClock(calendar: F.london, rollover: LocalTime(hour: 3, minute: 0))
        let schedule = Self.schedule(clock: clock, planning: "01:30")
        // 01:30 on Sunday 29 March 2026 is skipped in London (01:00 → 02:00).
        let day = F.date("2026-03-28")
        let prompts = schedule.reminders(in: clock.interval(of: day)).filter { $0.kind == .planning }
        #expect(prompts.count == 1)
        #expect(prompts.first.map { clock.interval(of: day).contains($0.at) } == true)
    }

    @Test("With a 03:00 rollover a 01:00 planning time is the night after the day, and the day's list ends at 03:00")
    func rolloverAtThree() throws {
        let clock = DayClock(calendar: F.london, rollover: LocalTime(hour: 3, minute: 0))
        let schedule = Self.schedule(clock: clock, planning: "01:00")
        let prompt = try #require(schedule.reminders(of: F.date("2026-11-28")).first { $0.kind == .planning })
        #expect(prompt.id == "planning/2026-11-28")
        #expect(prompt.at == Self.at("2026-11-29", "01:00"))
        #expect(schedule.deliverable(at: Self.at("2026-11-29", "00:59:59"), delivered: []).allSatisfy { $0.kind != .planning })
        #expect(schedule.deliverable(at: Self.at("2026-11-29", "01:00"), delivered: []).map(\.id) == ["planning/2026-11-28"])
        // Missed in-app until the logical day ends at 03:00; from its first second the new day has its own list.
        #expect(schedule.missed(at: Self.at("2026-11-29", "02:59:59"), delivered: []).map(\.id).contains("planning/2026-11-28"))
        #expect(!schedule.missed(at: Self.at("2026-11-29", "03:00"), delivered: []).map(\.id).contains("planning/2026-11-28"))
    }

    @Test("An Anchor fires at its window's opening, is fresh for 15 minutes, and is listed as missed until its last second")
    func anchorWindowSeconds() throws {
        let schedule = Self.schedule(rules: [F.schoolRun()])
        // Monday 30 November 2026: Drop-off 08:15–08:45.
        let dropOff = try #require(schedule.reminders(of: F.date("2026-11-30")).first { $0.title == "School run · Drop-off" })
        #expect(dropOff.kind == .anchor)
        #expect(dropOff.body == "Open until 08:45.")
        #expect(dropOff.at == Self.at("2026-11-30", "08:15"))
        guard case .todayAnchor(let instance) = dropOff.target else { Issue.record("not a Today row"); return }
        #expect(dropOff.id == "anchor/\(instance)")
        let ids = { (now: Date) in schedule.deliverable(at: now, delivered: []).map(\.id) }
        #expect(!ids(Self.at("2026-11-30", "08:14:59")).contains(dropOff.id))
        #expect(ids(Self.at("2026-11-30", "08:15")).contains(dropOff.id))
        #expect(ids(Self.at("2026-11-30", "08:29:59")).contains(dropOff.id))
        #expect(!ids(Self.at("2026-11-30", "08:30")).contains(dropOff.id))
        #expect(schedule.missed(at: Self.at("2026-11-30", "08:44:59"), delivered: []).contains(dropOff))
        #expect(!schedule.missed(at: Self.at("2026-11-30", "08:45"), delivered: []).contains(dropOff))
    }

    @Test("A paused Anchor and a day under an exception fire nothing; the days around still fire")
    func pausedAndExcepted() throws {
        let holiday = try AnchorException(kind: .holiday, starts: F.date("2026-12-01"), ends: F.date("2026-12-01"))
        let excepted = Self.schedule(rules: [F.schoolRun(exceptions: [holiday])])
        let anchors = { (schedule: ReminderSchedule, day: String) in
            schedule.reminders(of: F.date(day)).filter { $0.kind == .anchor }.map(\.title)
        }
        #expect(anchors(excepted, "2026-11-30") == ["School run · Drop-off", "School run · Pick-up"])
        #expect(anchors(excepted, "2026-12-01").isEmpty)
        #expect(anchors(excepted, "2026-12-02").count == 2)
        let paused = Self.schedule(rules: [try F.schoolRun().paused(today: F.date("2026-12-01"))])
        #expect(anchors(paused, "2026-11-30").count == 2)
        #expect(anchors(paused, "2026-12-01").isEmpty)
        #expect(anchors(paused, "2026-12-03").isEmpty)
    }

    @Test("Habit reminders fire on the habit's days while the switch is on; paused habits and the switch off fire none")
    func habits() throws {
        let read = try Habit(
            id: ID("read"),
            draft: HabitDraft(
                name: "Read", kind: .binary,
                timesOfDay: [
                    TimeOfDay(name: "Morning", reminder: LocalTime(hour: 7, minute: 30)),
                    TimeOfDay(name: "Evening", end: LocalTime(hour: 22, minute: 0), reminder: LocalTime(hour: 20, minute: 0)),
                ]), createdOn: F.date("2026-11-01"))
        let found = Self.schedule(habits: [read]).reminders(of: F.date("2026-11-30")).filter { $0.kind == .habit }
        #expect(found.map(\.id) == ["habit/read/0/2026-11-30", "habit/read/1/2026-11-30"])
        #expect(found.map(\.body) == ["Morning — the reminder you set.", "Evening — the reminder you set."])
        #expect(found.last?.expires == Self.at("2026-11-30", "22:00"))
        #expect(found.last?.target == .todayHabit(ID("read"), slot: 1))
        #expect(Self.schedule(habitReminders: false, habits: [read]).reminders(of: F.date("2026-11-30")).allSatisfy { $0.kind != .habit })
        // Evening already done on Monday: only the morning's reminder is left.
        let done = HabitEntry(
            id: ID("e1"), habitID: read.id, day: F.date("2026-11-30"), timeOfDay: 1, value: .done, at: Self.at("2026-11-30", "19:00"))
        let withEntry = ReminderSchedule(
            clock: Self.london, workingDayStart: LocalTime(hour: 9, minute: 0), workingDayEnd: LocalTime(hour: 17, minute: 30),
            eveningPlanningTime: LocalTime(hour: 21, minute: 0), habits: [read], habitEntries: [done])
        #expect(withEntry.reminders(of: F.date("2026-11-30")).filter { $0.kind == .habit }.map(\.id) == ["habit/read/0/2026-11-30"])
        let paused = try read.paused(reason: .travel, today: F.date("2026-11-29"))
        #expect(Self.schedule(habits: [paused]).reminders(of: F.date("2026-11-30")).allSatisfy { $0.kind != .habit })
    }

    @Test("The morning list fires at the working day's start only while it is on")
    func morningList() {
        let on = Self.schedule().reminders(of: F.date("2026-11-30")).filter { $0.kind == .morningList }
        #expect(on.map(\.id) == ["morning/2026-11-30"])
        #expect(on.first?.at == Self.at("2026-11-30", "09:00"))
        #expect(on.first?.target == .today)
        #expect(Self.schedule(morningList: false).reminders(of: F.date("2026-11-30")).allSatisfy { $0.kind != .morningList })
    }

    @Test("A delivered id never comes back; trial reminders passed in fire with their own id; next is the following instant")
    func deliveredOnceAndTrial() {
        let trial = Reminder(
            id: "trial/12", kind: .trial, title: "Three days left", body: "Your trial ends on Friday.",
            at: Self.at("2026-11-30", "10:00"), expires: Self.at("2026-12-01", "00:00"), target: .subscription)
        let schedule = Self.schedule(extra: [trial])
        let now = Self.at("2026-11-30", "10:00")
        #expect(schedule.deliverable(at: now, delivered: []).map(\.id) == ["trial/12"])
        #expect(schedule.deliverable(at: now, delivered: ["trial/12"]).isEmpty)
        #expect(schedule.missed(at: now, delivered: ["trial/12"]).map(\.id) == ["morning/2026-11-30"])
        #expect(schedule.next(after: now) == Self.at("2026-11-30", "21:00"))
        #expect(schedule.next(after: Self.at("2026-11-30", "08:59:59")) == Self.at("2026-11-30", "09:00"))
    }
}
