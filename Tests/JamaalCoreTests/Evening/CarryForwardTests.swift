import Calendar
import Foundation
import Testing

@testable import JamaalCore

@Suite("Evening · NP-02 carry forward")
struct CarryForwardTests {
    let night = Fixture.date("2026-11-03")
    let now = Fixture.at("2026-11-03", "21:30")

    @Test("The rows are the tasks still open tonight; with none, the step is passed over")
    func rows() throws {
        let open = Fixture.task("Call the bank", on: "2026-11-03")
        let overdue = Fixture.task("Return the parcel", importance: .medium, on: "2026-11-01")
        let tomorrow = Fixture.task("Tomorrow's", on: "2026-11-04")
        let done = try Fixture.task("Done", on: "2026-11-03").markedDone(now: now)
        let rows = CarryForward.incomplete([open, overdue, tomorrow, done], night: night)
        #expect(rows.map(\.title) == ["Return the parcel", "Call the bank"])
        #expect(CarryForward.incomplete([tomorrow, done], night: night).isEmpty)
    }

    @Test("Keep moves to tomorrow, Later to the picker's date, Drop drops — Keep and Later are deferrals")
    func decisions() throws {
        let task = Fixture.task("Call the bank", on: "2026-11-03")
        let kept = try CarryForward.apply(.keep, to: task, night: night, now: now)
        #expect(kept.schedule == .date(Fixture.date("2026-11-04")))
        #expect(kept.deferrals.count == 1)
        let later = try CarryForward.apply(.later(.nextWeek), to: task, night: night, now: now)
        #expect(later.schedule == .date(Fixture.date("2026-11-09")))
        let dropped = try CarryForward.apply(.drop, to: task, night: night, now: now)
        #expect(dropped.status == .dropped(at: now))
        #expect(CarryForwardDecision.later(.someday).label == "Later")
    }

    @Test("The third deferral asks for a reason and eases a medium task to low, exactly as on Today")
    func thirdDeferral() throws {
        let task = try EveningFixture.deferredTask("Tax form", times: 2, importance: .medium, on: "2026-11-03")
        #expect(CarryForward.plan(for: task) == .picker(reasonRequired: true, easesToLow: true))
        #expect(throws: JamaalError.deferReasonNeeded) { try CarryForward.apply(.keep, to: task, night: night, now: now) }
        let kept = try CarryForward.apply(.keep, to: task, reason: .lowEnergy, night: night, now: now)
        #expect(kept.importance == .low)
        #expect(kept.deferrals.last?.easedFrom == .medium)
        #expect(kept.deferrals.last?.reason == .lowEnergy)
    }

    @Test("A task not waiting tonight is refused")
    func notIncomplete() {
        let tomorrow = Fixture.task("Tomorrow's", on: "2026-11-04")
        #expect(throws: NightPlanningError.notIncomplete) { try CarryForward.apply(.drop, to: tomorrow, night: night, now: now) }
    }
}
