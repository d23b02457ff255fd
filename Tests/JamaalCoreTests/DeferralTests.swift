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
        var task = Fixture.task("Report", importance: .high, on: "2026-10-26")
        task = try task.deferred(to: .tomorrow, today: Fixture.date("2026-10-26"), now: now)
        task = try task.deferred(to: .tomorrow, today: today, now: now)
        let plan = DeferralPlan(for: task)
        #expect(plan == .picker(reasonRequired: true, easesToLow: true))
        #expect(plan.easingMessage == "Moved to low importance so it can wait without a date.")
        #expect(plan.targets(today: today, importance: task.importance).contains(.someday))
        #expect(DeferralPlan.instantToTomorrow.targets(today: today, importance: .high).contains(.someday) == false)
        // No chip: refused, nothing changes.
        #expect(thrown { try task.deferred(to: .tomorrow, today: Fixture.date("2026-10-28"), now: now) } == .deferReasonNeeded)
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
        #expect(third.deferrals.prefix(2).map(\.to) == [.date(today), .date(Fixture.date("2026-10-28"))])
    }

    @Test("A low task's third deferral needs a reason but is not eased; the fourth asks again")
    func thirdOfLow() throws {
        var task = Fixture.task("Tidy", on: "2026-10-26")
        task = try task.deferred(to: .tomorrow, today: Fixture.date("2026-10-26"), now: now)
        task = try task.deferred(to: .tomorrow, today: today, now: now)
        #expect(DeferralPlan(for: task) == .picker(reasonRequired: true, easesToLow: false))
        #expect(DeferralPlan(for: task).easingMessage == nil)
        task = try task.deferred(to: .nextWeek, reason: .tooMuchToday, today: today, now: now)
        #expect(task.schedule == .date(Fixture.date("2026-11-02")))  // the coming Monday
        #expect(task.deferrals.last?.easedFrom == nil)
        #expect(thrown { try task.deferred(to: .tomorrow, today: Fixture.date("2026-10-30"), now: now) } == .deferReasonNeeded)
    }

    @Test(
        "Next week is the first working day of next week that is not tomorrow; later this week is absent when no day is left",
        arguments: [
            // (now, rollover, logical today, later this week, next week)
            ("2026-11-01T23:59", "00:00", "2026-11-01", nil, "2026-11-03"),  // Sunday night (the DST change day) → Tuesday
            ("2026-11-02T00:00", "00:00", "2026-11-02", "2026-11-04", "2026-11-09"),  // midnight: Monday → the next Monday
            ("2026-11-02T02:30", "03:00", "2026-11-01", nil, "2026-11-03"),  // before a 03:00 rollover it is still Sunday
            ("2026-11-02T03:00", "03:00", "2026-11-02", "2026-11-04", "2026-11-09"),  // at the rollover it is Monday
            ("2026-03-08T12:00", "00:00", "2026-03-08", nil, "2026-03-10"),  // a 23-hour Sunday (spring forward)
            ("2026-10-30T18:00", "00:00", "2026-10-30", "2026-11-01", "2026-11-02"),  // Friday: Sunday is still this week
            ("2026-10-31T18:00", "00:00", "2026-10-31", nil, "2026-11-02"),  // Saturday: Monday is not tomorrow
        ] as [(String, String, String, String?, String)])
    func logicalDays(now iso: String, rollover: String, today: String, later: String?, next: String) throws {
        let parts = iso.split(separator: "T").map(String.init)
        let clock = DayClock(calendar: Fixture.toronto, rollover: Fixture.time(rollover))
        let day = clock.today(at: Fixture.at(parts[0], parts[1]))
        #expect(day == Fixture.date(today))
        #expect(DeferTarget.laterThisWeek.day(today: day) == later.map(Fixture.date))
        #expect(DeferTarget.nextWeek.day(today: day) == Fixture.date(next))
        #expect(DeferTarget.nextWeek.day(today: day) != DeferTarget.tomorrow.day(today: day))
        let offered = DeferralPlan.instantToTomorrow.targets(today: day, importance: .low)
        #expect(offered.contains(.laterThisWeek) == (later != nil))
        if later == nil {
            #expect(thrown { try Fixture.task("x", on: today).deferred(to: .laterThisWeek, today: day, now: .now) } == .deferTargetGone)
        }
    }

    @Test("A deferral that does not move the date is no move: no entry, no easing, no reason asked")
    func notAMove() throws {
        let sunday = Fixture.date("2026-11-01")
        let monday = Fixture.date("2026-11-02")
        // A high task moved twice already, now dated tomorrow (Monday): the third "move" to tomorrow changes nothing.
        var task = Fixture.task("Report", importance: .high, on: "2026-10-30")
        task = try task.deferred(to: .tomorrow, today: Fixture.date("2026-10-30"), now: now)
        task = try task.deferred(to: .date(monday), today: Fixture.date("2026-10-31"), now: now)
        #expect(task.deferrals.count == 2 && task.schedule == .date(monday))
        let same = try task.deferred(to: .tomorrow, today: sunday, now: now)
        #expect(same == task)
        #expect(same.importance == .high)
        #expect(try task.deferred(to: .date(monday), reason: .lowEnergy, today: sunday, now: now) == task)
        // Next week on Sunday is a real move (to Tuesday), so it is the third: a reason, and easing.
        #expect(thrown { try task.deferred(to: .nextWeek, today: sunday, now: now) } == .deferReasonNeeded)
        let moved = try task.deferred(to: .nextWeek, reason: .tooMuchToday, today: sunday, now: now)
        #expect(moved.schedule == .date(Fixture.date("2026-11-03")))
        #expect(moved.deferrals.count == 3 && moved.importance == .low)
        // Someday → Someday is no move either.
        let someday = try moved.deferred(to: .someday, reason: .lowEnergy, today: sunday, now: now)
        #expect(try someday.deferred(to: .someday, today: sunday, now: now).deferrals.count == 4)
    }

    @Test("Targets: later this week only while it stays in the week; a date must be after today")
    func targets() throws {
        #expect(try DeferTarget.laterThisWeek.schedule(today: today) == .date(Fixture.date("2026-10-29")))
        #expect(DeferralPlan.instantToTomorrow.targets(today: today, importance: .low) == [.tomorrow, .laterThisWeek, .nextWeek, .someday])
        let saturday = Fixture.date("2026-10-31")
        #expect(DeferralPlan.instantToTomorrow.targets(today: saturday, importance: .low) == [.tomorrow, .nextWeek, .someday])
        #expect(try DeferTarget.nextWeek.schedule(today: Fixture.date("2026-10-31")) == .date(Fixture.date("2026-11-02")))  // Sat → Mon
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
