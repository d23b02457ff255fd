import Calendar
import Foundation
import Testing

@testable import JamaalCore

@Suite("Evening · NP-03 build tomorrow in place")
struct BuildTomorrowTests {
    let today = Fixture.date("2026-11-03")
    let tomorrow = Fixture.date("2026-11-04")
    let now = Fixture.at("2026-11-03", "21:30")

    func someday(_ title: String, minutes: Int = 30) throws -> TaskItem {
        var draft = Fixture.task(title, minutes: minutes).draft
        draft.schedule = .someday
        return try TaskItem(id: .init(title.lowercased()), draft: draft, categories: [], now: now)
    }

    @Test("The picker offers the backlog, Someday and today's unfinished tasks — never tomorrow's, later ones, done or dropped")
    func pickable() throws {
        let backlog = Fixture.task("Backlog")
        let tiles = try someday("Tiles")
        let unfinished = Fixture.task("Unfinished", on: "2026-11-03")
        let overdue = Fixture.task("Overdue", importance: .medium, on: "2026-11-01")
        let planned = Fixture.task("Planned", on: "2026-11-04")
        let later = Fixture.task("Later", on: "2026-11-09")
        let done = try Fixture.task("Done", on: "2026-11-03").markedDone(now: now)
        let dropped = try Fixture.task("Dropped").dropped(now: now)
        let offered = BuildTomorrow.pickable(
            [tiles, backlog, planned, later, done, dropped, unfinished, overdue], day: tomorrow, today: today)
        #expect(offered.map(\.title) == ["Overdue", "Unfinished", "Backlog", "Tiles"])
        // The morning flow plans today: today's own tasks are already on it, the overdue one is offered.
        #expect(BuildTomorrow.pickable([unfinished, overdue, backlog], day: today, today: today).map(\.title) == ["Overdue", "Backlog"])
    }

    @Test("Add to tomorrow dates a Someday task tomorrow without counting a move; the won't-fit flag follows the day's gaps")
    func pulled() throws {
        let tiles = try someday("Tiles", minutes: 60)
        let pulled = try BuildTomorrow.pulled(tiles, to: tomorrow, today: today)
        #expect(pulled.schedule == .date(tomorrow))
        #expect(pulled.deferrals.isEmpty && pulled.importance == .low)
        // Tomorrow's only free gaps are 30 minutes: the hour-long task is flagged once it is on the day.
        let busy = EveningFixture.layout("2026-11-04", rules: [try EveningFixture.oneOff("Clinic", on: "2026-11-04", "09:30", "17:00")])
        let free = EveningFixture.layout("2026-11-04", rules: [])
        #expect(busy.flagged([pulled]).map(\.title) == ["Tiles"])
        #expect(free.flagged([pulled]).isEmpty)
        #expect(throws: NightPlanningError.notPickable) { try BuildTomorrow.pulled(pulled, to: tomorrow, today: today) }
        let later = Fixture.task("Later", on: "2026-11-09")
        #expect(throws: NightPlanningError.notPickable) { try BuildTomorrow.pulled(later, to: tomorrow, today: today) }
    }

    @Test("A row's importance and date change in place, within today and a year ahead; done tasks are refused")
    func changed() throws {
        let task = Fixture.task("Call the bank", on: "2026-11-04")
        let raised = try BuildTomorrow.changed(task, importance: .high, date: Fixture.date("2026-11-06"), today: today)
        #expect(raised.importance == .high && raised.schedule == .date(Fixture.date("2026-11-06")))
        #expect(raised.deferrals.isEmpty)
        #expect(throws: NightPlanningError.dateOutsidePlan(days: 366)) {
            try BuildTomorrow.changed(task, importance: .low, date: Fixture.date("2026-11-02"), today: today)
        }
        #expect(throws: NightPlanningError.dateOutsidePlan(days: 366)) {
            try BuildTomorrow.changed(task, importance: .low, date: today.adding(days: 367), today: today)
        }
        #expect(BuildTomorrow.isPlannable(today.adding(days: 366), today: today))
        let done = try task.markedDone(now: now)
        #expect(throws: NightPlanningError.notOpen) { try BuildTomorrow.changed(done, importance: .low, date: tomorrow, today: today) }
    }
}
