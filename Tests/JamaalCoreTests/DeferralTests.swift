import Calendar
import Foundation
import Identifiers
import Testing

@testable import JamaalCore

@Suite("Deferral")
struct DeferralTests {
    let today = Fixture.date("2026-10-27")  // a Tuesday
    let now = Fixture.at("2026-10-27", "10:00")

    @Test("The first and second deferrals are instant, to tomorrow, with no reason asked")
    func firstTwo() throws {
        let task = Fixture.task("Report", importance: .high, on: "2026-10-27")
        #expect(DeferralPlan(for: task) == .instantToTomorrow)
        let once = try task.deferred(to: .tomorrow, today: today, now: now)
        #expect(once.schedule == .date(Fixture.date("2026-10-28")))
        #expect(DeferralPlan(for: once) == .instantToTomorrow)
        let twice = try once.deferred(to: .tomorrow, today: Fixture.date("2026-10-28"), now: now.addingTimeInterval(86_400))
        #expect(twice.deferrals.count == 2)
        #expect(twice.importance == .high)
        #expect(twice.deferrals.allSatisfy { $0.reason == nil && $0.easedFrom == nil })
    }

    @Test("The third deferral of a high task needs a reason chip, eases it to low and un-hides Someday")
    func thirdOfHigh() throws {
        var task = Fixture.task("Report", importance: .high, on: "2026-10-27")
        task = try task.deferred(to: .tomorrow, today: today, now: now)
        task = try task.deferred(to: .tomorrow, today: today, now: now)
        let plan = DeferralPlan(for: task)
        #expect(plan == .picker(reasonRequired: true, easesToLow: true))
        #expect(plan.easingMessage == "Moved to low importance so it can wait without a date.")
        #expect(plan.targets(today: today, importance: task.importance).contains(.someday))
        #expect(DeferralPlan.instantToTomorrow.targets(today: today, importance: .high).contains(.someday) == false)
        // No chip: refused, nothing changes.
        #expect(thrown { try task.deferred(to: .tomorrow, today: today, now: now) } == .deferReasonNeeded)
        #expect(JamaalError.deferReasonNeeded.message == "Pick a reason to move this task again.")
        // With a chip it may go to Someday, because it is eased to low first.
        let third = try task.deferred(to: .someday, reason: .waitingOnSomeone, note: "Waiting for Ali", today: today, now: now)
        #expect(third.importance == .low)
        #expect(third.schedule == .someday)
        #expect(third.deferrals.count == 3)
        let last = try #require(third.deferrals.last)
        #expect(last.reason == .waitingOnSomeone && last.easedFrom == .high)
        #expect(last.from == .date(Fixture.date("2026-10-28")) && last.to == .someday)
        #expect(last.note?.text == "Waiting for Ali" && last.note?.at == now)
        // History is kept: the first two are still there.
        #expect(third.deferrals.prefix(2).allSatisfy { $0.to == .date(Fixture.date("2026-10-28")) })
    }

    @Test("A low task's third deferral needs a reason but is not eased; the fourth asks again")
    func thirdOfLow() throws {
        var task = Fixture.task("Tidy", on: "2026-10-27")
        for _ in 0..<2 { task = try task.deferred(to: .tomorrow, today: today, now: now) }
        #expect(DeferralPlan(for: task) == .picker(reasonRequired: true, easesToLow: false))
        #expect(DeferralPlan(for: task).easingMessage == nil)
        task = try task.deferred(to: .nextWeek, reason: .tooMuchToday, today: today, now: now)
        #expect(task.schedule == .date(Fixture.date("2026-11-02")))  // the coming Monday
        #expect(task.deferrals.last?.easedFrom == nil)
        #expect(thrown { try task.deferred(to: .tomorrow, today: today, now: now) } == .deferReasonNeeded)
    }

    @Test("Targets: later this week only while it stays in the week; a date must be after today")
    func targets() {
        #expect(DeferTarget.laterThisWeek.schedule(today: today) == .date(Fixture.date("2026-10-29")))
        #expect(DeferralPlan.instantToTomorrow.targets(today: today, importance: .low) == [.tomorrow, .laterThisWeek, .nextWeek, .someday])
        let saturday = Fixture.date("2026-10-31")
        #expect(DeferralPlan.instantToTomorrow.targets(today: saturday, importance: .low) == [.tomorrow, .nextWeek, .someday])
        #expect(DeferTarget.nextWeek.schedule(today: Fixture.date("2026-11-01")) == .date(Fixture.date("2026-11-02")))  // Sunday → Monday
        let task = Fixture.task("x", on: "2026-10-27")
        #expect(thrown { try task.deferred(to: .date(today), today: today, now: now) } == .deferDateNotAfterToday)
        #expect(thrown { try task.deferred(to: .date(Fixture.date("2026-10-28")), today: today, now: now) } == nil)
    }

    @Test("Before easing, a medium task cannot go to Someday; a repeating task keeps a date")
    func somedayRules() {
        let medium = Fixture.task("x", importance: .medium, on: "2026-10-27")
        #expect(thrown { try medium.deferred(to: .someday, today: today, now: now) } == .importantTaskNeedsDate)
        let repeating = Fixture.task("y", on: "2026-10-27", repeatRule: .daily)
        #expect(thrown { try repeating.deferred(to: .someday, today: today, now: now) } == .repeatNeedsDate)
        let done = try! medium.markedDone(now: now)
        #expect(thrown { try done.deferred(to: .tomorrow, today: today, now: now) } == .taskNotOpen)
    }

    @Test("Reason chips have words and survive a newer version's reason")
    func chips() {
        #expect(
            DeferralReason.allCases.map(\.label) == [
                "Too much today", "Waiting on someone", "Low energy", "Not the right time", "Less important now",
            ])
        #expect(DeferralReason(rawValue: "low-energy") == .lowEnergy)
        #expect(DeferralReason(rawValue: "travelling") == .unknown("travelling"))
        #expect(DeferralReason(rawValue: "travelling").rawValue == "travelling")
    }
}
