import Calendar
import Foundation
import Testing

@testable import JamaalCore

@Suite("Trial entitlement (F12)")
struct EntitlementTests {
    let three = DayClock(calendar: Fixture.toronto, rollover: Fixture.time("03:00"))

    func entitlement(_ start: Date, _ now: Date, clock: DayClock? = nil, subscription: Subscription? = nil) -> Entitlement {
        Entitlement(trialStartedAt: start, subscription: subscription, clock: clock ?? three, now: now)
    }

    @Test("Day 1 is the logical day the trial began; day 14 is its last; day 15 is read-only")
    func days() {
        let start = Fixture.at("2026-02-02", "10:00")
        #expect(entitlement(start, start) == .trial(day: 1, daysLeft: 14))
        #expect(entitlement(start, Fixture.at("2026-02-10", "12:00")) == .trial(day: 9, daysLeft: 6))
        #expect(entitlement(start, Fixture.at("2026-02-15", "23:59")) == .trial(day: 14, daysLeft: 1))
        // Still day 14 until the 03:00 rollover.
        #expect(entitlement(start, Fixture.at("2026-02-16", "02:59")) == .trial(day: 14, daysLeft: 1))
        #expect(entitlement(start, Fixture.at("2026-02-16", "03:00")) == .readOnly(day: 15))
        #expect(entitlement(start, Fixture.at("2026-03-20", "09:00")) == .readOnly(day: 47))
    }

    @Test("A trial begun before the 03:00 rollover belongs to the previous logical day")
    func startBeforeRollover() {
        let start = Fixture.at("2026-02-03", "02:30")  // logical 2 Feb
        #expect(entitlement(start, start) == .trial(day: 1, daysLeft: 14))
        #expect(entitlement(start, Fixture.at("2026-02-03", "03:00")) == .trial(day: 2, daysLeft: 13))
        #expect(entitlement(start, Fixture.at("2026-02-16", "03:00")).isReadOnly)
        // With a midnight rollover the same instant is 3 Feb: read-only a day later.
        #expect(!entitlement(start, Fixture.at("2026-02-16", "03:00"), clock: Fixture.clock).isReadOnly)
        #expect(entitlement(start, Fixture.at("2026-02-17", "00:00"), clock: Fixture.clock) == .readOnly(day: 15))
    }

    @Test("Across the autumn DST change (1 Nov 2026, Toronto) day 15 still begins at the 03:00 rollover")
    func autumnChange() {
        let start = Fixture.at("2026-10-20", "21:00")
        #expect(entitlement(start, Fixture.at("2026-11-01", "12:00")) == .trial(day: 13, daysLeft: 2))
        #expect(entitlement(start, Fixture.at("2026-11-03", "02:59")) == .trial(day: 14, daysLeft: 1))
        #expect(entitlement(start, Fixture.at("2026-11-03", "03:00")) == .readOnly(day: 15))
        // One second before and at the boundary, as instants.
        let boundary = three.interval(of: Fixture.date("2026-11-03")).start
        #expect(!entitlement(start, boundary.addingTimeInterval(-1)).isReadOnly)
        #expect(entitlement(start, boundary).isReadOnly)
    }

    @Test("Across the spring DST change (8 Mar 2026, a 23-hour day) the count does not slip")
    func springChange() {
        let start = Fixture.at("2026-03-01", "08:00")
        #expect(entitlement(start, Fixture.at("2026-03-08", "12:00")) == .trial(day: 8, daysLeft: 7))
        #expect(entitlement(start, Fixture.at("2026-03-15", "02:59")) == .trial(day: 14, daysLeft: 1))
        #expect(entitlement(start, Fixture.at("2026-03-15", "03:00")) == .readOnly(day: 15))
    }

    @Test("A current subscription is full use until its expiry instant; then read-only again")
    func subscription() {
        let start = Fixture.at("2026-02-02", "10:00")
        let expiry = Fixture.at("2026-04-01", "12:00")
        let yearly = Subscription(product: .yearly, expiresAt: expiry, originalTransactionID: "1")
        #expect(
            entitlement(start, Fixture.at("2026-03-01", "10:00"), subscription: yearly) == .subscribed(product: .yearly, expiresAt: expiry))
        #expect(entitlement(start, expiry.addingTimeInterval(-1), subscription: yearly).allows(.createTask))
        #expect(entitlement(start, expiry, subscription: yearly) == .readOnly(day: 59))
        // During the trial a subscription shows as subscribed.
        #expect(entitlement(start, Fixture.at("2026-02-03", "10:00"), subscription: yearly).trialDaysLeft == nil)
    }

    @Test("The paywall is due on the first open of each read-only logical day, never during the trial or subscribed")
    func paywallOncePerDay() {
        let start = Fixture.at("2026-02-02", "10:00")
        let now = Fixture.at("2026-02-16", "09:00")
        let state = entitlement(start, now)
        let today = three.today(at: now)
        #expect(Paywall.isDue(state, lastShown: nil, today: today))
        #expect(!Paywall.isDue(state, lastShown: today, today: today))
        #expect(Paywall.isDue(state, lastShown: today.adding(days: -1), today: today))
        // 02:59 the next calendar day is still the same logical day: not again.
        let late = Fixture.at("2026-02-17", "02:59")
        #expect(!Paywall.isDue(entitlement(start, late), lastShown: today, today: three.today(at: late)))
        let next = Fixture.at("2026-02-17", "03:00")
        #expect(Paywall.isDue(entitlement(start, next), lastShown: today, today: three.today(at: next)))
        #expect(!Paywall.isDue(entitlement(start, Fixture.at("2026-02-15", "09:00")), lastShown: nil, today: Fixture.date("2026-02-15")))
        let yearly = Subscription(product: .yearly, expiresAt: Fixture.at("2027-01-01", "00:00"), originalTransactionID: "1")
        #expect(!Paywall.isDue(entitlement(start, now, subscription: yearly), lastShown: nil, today: today))
    }

    @Test("SB-02: reminders on days 12, 14 and 15 only, none while subscribed")
    func reminders() {
        let start = Fixture.at("2026-10-20", "21:00")
        func due(_ date: String, _ time: String, subscription: Subscription? = nil) -> TrialReminder? {
            TrialReminder.due(trialStartedAt: start, subscription: subscription, clock: three, now: Fixture.at(date, time))
        }
        #expect(due("2026-10-30", "12:00") == nil)  // day 11
        #expect(due("2026-10-31", "12:00") == .fewDaysLeft)  // day 12
        #expect(due("2026-11-01", "12:00") == nil)  // day 13 (the DST day)
        #expect(due("2026-11-02", "12:00") == .lastDay)  // day 14
        #expect(due("2026-11-03", "02:59") == .lastDay)
        #expect(due("2026-11-03", "03:00") == .ended)  // day 15
        #expect(due("2026-11-04", "12:00") == nil)
        let yearly = Subscription(product: .yearly, expiresAt: Fixture.at("2027-01-01", "00:00"), originalTransactionID: "1")
        #expect(due("2026-11-02", "12:00", subscription: yearly) == nil)
        #expect(TrialReminder.ended.date(trialStartedAt: start, clock: three) == Fixture.date("2026-11-03"))
        for reminder in TrialReminder.allCases { #expect(!reminder.title.isEmpty && !reminder.body.isEmpty) }
    }
}
