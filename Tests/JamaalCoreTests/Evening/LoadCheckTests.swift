import Calendar
import Foundation
import Testing

@testable import JamaalCore

@Suite("Evening · NP-04 load check")
struct LoadCheckTests {
    let night = Fixture.date("2026-11-03")  // a Tuesday; tomorrow is Wednesday
    let tomorrow = Fixture.date("2026-11-04")
    let now = Fixture.at("2026-11-03", "21:30")

    func check(
        _ tasks: [TaskItem], chosen: CapacityLevel? = nil, settings: CapacitySettings = Fixture.settings, rules: [AnchorRule] = [],
        normalDay: NormalDaySuggestion? = nil, shown: Int? = nil
    ) -> LoadCheck {
        let anchors = AnchorDay(rules: rules, marks: [], day: tomorrow, clock: Fixture.clock)
        return LoadCheck(
            day: tomorrow, chosen: chosen, settings: settings, tasks: tasks, habits: [], entries: [], anchors: anchors, marks: [],
            clock: Fixture.clock, now: now, normalDay: normalDay, normalDayLineShown: shown)
    }

    @Test("The weekday's default is pre-selected; a choice replaces it; within budget there is no move")
    func levels() throws {
        let settings = try CapacitySettings(weekdayLevels: [.wednesday: .steady])
        let tasks = [Fixture.task("Report", minutes: 120, on: "2026-11-04")]
        let load = check(tasks, settings: settings)
        #expect(load.level == .steady && load.weekdayDefault == .steady)
        #expect(load.budgetLine == "2 h of 4 h 48 min")
        #expect(!load.isOverloaded && load.move == nil && load.overflowText == nil)
        #expect(check(tasks, chosen: .light, settings: settings).budgetMinutes == 216)
    }

    @Test("The suggested level is the lowest that holds fixed commitments and must-do tasks; above the default only when those exceed it")
    func suggestedLevel() throws {
        let settings = try CapacitySettings(weekdayLevels: [.wednesday: .steady])
        let meeting = try EveningFixture.oneOff("Workshop", on: "2026-11-04", "09:00", "11:00", minutes: 120)
        let mustDo = Fixture.task("Tax form", minutes: 60, importance: .high, on: "2026-11-04")
        let optional = Fixture.task("Tidy", minutes: 240, on: "2026-11-04")
        let light = check([mustDo, optional], settings: settings, rules: [meeting]).suggested
        #expect(light.level == .light && light.reason == .holds && light.neededMinutes == 180)
        #expect(light.reasonText == "Light holds tomorrow's fixed commitments and must-do tasks (3 h).")
        // TD-07's morning flow plans today, and says so.
        #expect(light.reasonText(for: .morning) == "Light holds today's fixed commitments and must-do tasks (3 h).")
        // Exactly Light's budget (216) still holds; one minute more needs Steady.
        #expect(SuggestedLevel(fixedMinutes: 120, mustDoMinutes: 96, day: tomorrow, settings: settings).level == .light)
        #expect(SuggestedLevel(fixedMinutes: 120, mustDoMinutes: 97, day: tomorrow, settings: settings).level == .steady)
        let above = SuggestedLevel(fixedMinutes: 120, mustDoMinutes: 240, day: tomorrow, settings: settings)
        #expect(above.level == .full && above.reason == .exceedsDefault(.steady))
        let beyond = SuggestedLevel(fixedMinutes: 300, mustDoMinutes: 300, day: tomorrow, settings: settings)
        #expect(beyond.level == .stretch && beyond.reason == .exceedsEveryLevel)
        #expect(beyond.reasonText.contains("more than even Stretch"))
        #expect(
            beyond.reasonText(for: .morning).hasPrefix("Today's fixed commitments") && above.reasonText(for: .morning).hasPrefix("Today's"))
    }

    @Test("The one move: the lowest-importance task that alone frees enough, to the day after")
    func oneMove() throws {
        let tasks = [
            Fixture.task("Board pack", minutes: 120, importance: .high, on: "2026-11-04"),
            Fixture.task("Budget", minutes: 120, importance: .medium, on: "2026-11-04"),
            Fixture.task("Inbox", minutes: 30, on: "2026-11-04"),
            Fixture.task("Garage", minutes: 60, on: "2026-11-04"),
            Fixture.task("Photos", minutes: 90, on: "2026-11-04"),
        ]
        let load = check(tasks)  // 420 of 360: 60 over
        #expect(load.overBudgetMinutes == 60 && load.pastDayEndMinutes == 0)
        #expect(load.overflowText == "1 h over")
        let move = try #require(load.move)
        #expect(move.task?.title == "Garage")
        #expect(move.label == "Move “Garage” to Thursday")
        let garage = try #require(tasks.first { $0.title == "Garage" })
        let moved = try move.accepted(current: garage, today: night, now: now)
        #expect(moved.schedule == .date(Fixture.date("2026-11-05")))
        #expect(moved.deferrals.count == 1)
        #expect(throws: NightPlanningError.moveNoLongerApplies) { try move.accepted(current: tasks[0], today: night, now: now) }
    }

    @Test("When no single task frees enough, nothing is moved and the line says so")
    func nothingFreesEnough() {
        let tasks = (1...8).map { Fixture.task("Task \($0)", minutes: 60, on: "2026-11-04") }  // 480 of 360
        let load = check(tasks)
        #expect(load.move == .nothingFreesEnough(needed: 120))
        #expect(load.move?.label == "No single task frees 2 h, so nothing is moved — the plan stays as you made it.")
        #expect(load.move?.task == nil)
    }

    @Test("Overflow past the day's end is named, and the move frees at least that")
    func pastDayEnd() throws {
        let settings = try CapacitySettings(workingDayStart: Fixture.time("09:00"), workingDayEnd: Fixture.time("12:00"))
        let tasks = [Fixture.task("Draft", minutes: 150, on: "2026-11-04"), Fixture.task("Call", minutes: 70, on: "2026-11-04")]
        let load = check(tasks, settings: settings)
        #expect(load.overBudgetMinutes == 0)
        #expect(load.pastDayEndMinutes == 40)
        #expect(load.overflowText == "40 min past the day's end")
        #expect(load.move?.task?.title == "Call")
    }

    @Test("A move on a task deferred twice asks for a reason, as on Today")
    func moveNeedsReason() throws {
        let twice = try EveningFixture.deferredTask("Tax form", times: 2, minutes: 120, on: "2026-11-04")
        let load = check([twice, Fixture.task("Report", minutes: 300, importance: .high, on: "2026-11-04")])
        let move = try #require(load.move)
        #expect(move.deferralPlan == .picker(reasonRequired: true, easesToLow: false))
        #expect(throws: JamaalError.deferReasonNeeded) { try move.accepted(current: twice, today: night, now: now) }
        #expect(try move.accepted(current: twice, reason: .tooMuchToday, today: night, now: now).deferrals.count == 3)
    }

    @Test("Planning today in the morning: only what is left of the working day holds the plan")
    func morningLoad() {
        let tasks = [Fixture.task("Draft", minutes: 240, on: "2026-11-04"), Fixture.task("Call", minutes: 60, on: "2026-11-04")]
        let anchors = AnchorDay(rules: [], marks: [], day: tomorrow, clock: Fixture.clock)
        let load = LoadCheck(
            day: tomorrow, chosen: nil, settings: Fixture.settings, tasks: tasks, habits: [], entries: [], anchors: anchors, marks: [],
            clock: Fixture.clock, now: Fixture.at("2026-11-04", "13:00"))
        #expect(load.workingMinutes == 240)
        #expect(load.overBudgetMinutes == 0 && load.pastDayEndMinutes == 60)
        #expect(load.move?.task?.title == "Call")
    }

    @Test("The normal-day line shows at most once for each suggested length")
    func normalDayLine() throws {
        let work = Dictionary(uniqueKeysWithValues: (1...10).map { (night.adding(days: -$0), 240) })
        let suggestion = try #require(NormalDaySuggestion(normalDayMinutes: 360, workByDay: work, today: night))
        #expect(check([], normalDay: suggestion).normalDayLine == suggestion.line)
        #expect(check([], normalDay: suggestion, shown: suggestion.minutes).normalDayLine == nil)
        #expect(check([], normalDay: nil).normalDayLine == nil)
    }
}
