import Calendar
import Foundation
import Testing

@testable import JamaalCore

@Suite("Evening · WB-02 suggested action and WB-04 contributors")
struct WellbeingActionTests {
    let today = Fixture.date("2026-11-18")  // a Wednesday

    func strained() -> WellbeingScore {
        let records = (1...14).map { offset -> DayRecord in
            let day = today.adding(days: -offset)
            return DayRecord(
                day: day, plannedItems: 5, doneItems: 3, plannedMinutes: offset <= 7 ? 480 : 300, budgetMinutes: 360,
                minutesPastDayEnd: offset == 2 ? 90 : 0, deferrals: offset == 1 ? 2 : 0, nightPlanned: offset != 3)
        }
        return WellbeingScore(records: records, today: today)
    }

    @Test("Lighten Saturday: the coming Saturday one level lighter, as a one-day override")
    func lightenSaturday() throws {
        let settings = try CapacitySettings(weekdayLevels: [.saturday: .steady])
        let action = try #require(WellbeingAction.suggest(today: today, settings: settings, overrides: [:], tasks: []))
        #expect(action == .lighten(day: Fixture.date("2026-11-21"), from: .steady, to: .light))
        #expect(action.label == "Lighten Saturday")
        #expect(action.detail == "Saturday goes from Steady to Light — just that day; your usual Saturday stays Steady.")
        #expect(action.override?.day == Fixture.date("2026-11-21") && action.override?.level == .light)
        // On a Saturday, the coming one is next week's.
        #expect(WellbeingAction.comingSaturday(after: Fixture.date("2026-11-21")) == Fixture.date("2026-11-28"))
        #expect(WellbeingAction.comingSaturday(after: Fixture.date("2026-11-20")) == Fixture.date("2026-11-21"))
    }

    @Test("With Saturday already Light, one named task moves from the busiest coming day to a lighter one")
    func moveTask() throws {
        let overrides = [Fixture.date("2026-11-21"): CapacityLevel.light]
        let tasks = [
            Fixture.task("Board pack", minutes: 120, importance: .high, on: "2026-11-19"),
            Fixture.task("Garage", minutes: 90, on: "2026-11-19"),
            Fixture.task("Inbox", minutes: 30, on: "2026-11-19"),
            Fixture.task("Call", minutes: 30, on: "2026-11-20"),
        ]
        let action = try #require(WellbeingAction.suggest(today: today, settings: Fixture.settings, overrides: overrides, tasks: tasks))
        #expect(action == .moveTask(tasks[1], from: Fixture.date("2026-11-19"), to: Fixture.date("2026-11-21")))
        #expect(action.label == "Move “Garage” to Saturday")
        let moved = try action.movedTask(current: tasks[1], today: today, now: Fixture.at("2026-11-18", "12:00"))
        #expect(moved.schedule == .date(Fixture.date("2026-11-21")))
        #expect(throws: NightPlanningError.moveNoLongerApplies) {
            try action.movedTask(current: tasks[2], today: today, now: Fixture.at("2026-11-18", "12:00"))
        }
        #expect(WellbeingAction.suggest(today: today, settings: Fixture.settings, overrides: overrides, tasks: []) == nil)
    }

    @Test("Not now hides the action until the next Monday, local")
    func notNow() {
        let wednesday = Fixture.date("2026-11-18")
        #expect(WellbeingAction.hiddenUntil(dismissedOn: wednesday) == Fixture.date("2026-11-23"))
        #expect(WellbeingAction.isHidden(dismissedOn: wednesday, today: Fixture.date("2026-11-22")))
        #expect(!WellbeingAction.isHidden(dismissedOn: wednesday, today: Fixture.date("2026-11-23")))
        let monday = Fixture.date("2026-11-16")
        #expect(WellbeingAction.hiddenUntil(dismissedOn: monday) == Fixture.date("2026-11-23"))
        #expect(!WellbeingAction.isHidden(dismissedOn: nil, today: wednesday))
    }

    @Test("The action shows only for a strained reading, and not while hidden")
    func shownOnlyWhenStrained() {
        let score = strained()
        #expect(score.state == .strained)
        let shown = WellbeingAction.shown(for: score, today: today, settings: Fixture.settings, overrides: [:], tasks: [], dismissedOn: nil)
        #expect(shown?.label == "Lighten Saturday")
        #expect(
            WellbeingAction.shown(for: score, today: today, settings: Fixture.settings, overrides: [:], tasks: [], dismissedOn: today)
                == nil)
        let calm = WellbeingScore(records: [], today: today)
        #expect(
            WellbeingAction.shown(for: calm, today: today, settings: Fixture.settings, overrides: [:], tasks: [], dismissedOn: nil) == nil)
    }

    @Test("In read-only Wellbeing suggests nothing it would refuse (#40 item 11): no lighten, no move; on day 14 and subscribed it does")
    func readOnlySuggestsNothingLocked() throws {
        let settings = try CapacitySettings(weekdayLevels: [.saturday: .steady])
        let tasks = [Fixture.task("Garage", minutes: 90, on: "2026-11-19")]
        func shown(_ entitlement: Entitlement?, overrides: [LocalDate: CapacityLevel] = [:]) -> WellbeingAction? {
            WellbeingAction.shown(
                for: strained(), today: today, settings: settings, overrides: overrides, tasks: tasks, dismissedOn: nil,
                entitlement: entitlement)
        }
        #expect(shown(nil) != nil)
        #expect(shown(.trial(day: 14, daysLeft: 1))?.label == "Lighten Saturday")
        #expect(shown(.subscribed(product: .monthly, expiresAt: .distantFuture)) != nil)
        #expect(shown(.readOnly(day: 15)) == nil)
        #expect(shown(.readOnly(day: 15), overrides: [Fixture.date("2026-11-21"): .light]) == nil)  // the move is locked too
        #expect(!Entitlement.readOnly(day: 15).allows(WellbeingAction.acceptance))
    }

    @Test("WB-04: every factor with its points and share, the days this week that moved it, in words")
    func contributors() throws {
        let score = strained()
        let all = WellbeingContributor.all(of: score)
        #expect(all.count == WellbeingFactor.allCases.count)
        #expect(abs(all.reduce(0) { $0 + $1.points } - (100 - score.value)) < 1e-9)
        #expect(all.map(\.points) == all.map(\.points).sorted(by: >))
        let first = try #require(all.first)
        #expect(first.factor == .overBudget)
        #expect(first.days.count == 7)
        #expect(
            first.words
                == "Over budget on Wednesday (2 h over), Thursday (2 h over), Friday (2 h over), Saturday (2 h over), Sunday (2 h over), Monday (2 h over) and Tuesday (2 h over)."
        )
        let past = try #require(all.first { $0.factor == .pastDayEnd })
        #expect(past.words == "Worked past the day's end on Monday (1 h 30 min).")
        let nights = try #require(all.first { $0.factor == .nightsPlanned })
        #expect(nights.words == "No plan made on the evening of Sunday.")
        let habits = try #require(all.first { $0.factor == .habitsHeld })
        #expect(habits.words == "Nothing this week." && habits.share == 0)
        #expect(all.reduce(0) { $0 + $1.share } >= 98)
    }
}
