import Calendar
import Foundation
import Testing

@testable import JamaalCore

/// The one entitlement from the trial, an App Store subscription and a web (Stripe) subscription, at every boundary:
/// the last second before it and the instant itself.
@Suite("Entitlement with a web subscription (F12, SB-01, ST-05)")
struct WebEntitlementTests {
    let three = DayClock(calendar: Fixture.toronto, rollover: Fixture.time("03:00"))
    /// A trial long over by the periods below (day 15 began 2026-02-16 03:00 Toronto).
    let oldTrial = Fixture.at("2026-02-02", "10:00")
    let day: TimeInterval = 86_400

    func entitlement(
        _ now: Date, start: Date? = nil, appStore: Subscription? = nil, web: WebSubscription? = nil, clock: DayClock? = nil
    ) -> Entitlement {
        Entitlement(trialStartedAt: start ?? oldTrial, subscription: appStore, webSubscription: web, clock: clock ?? three, now: now)
    }

    func web(
        _ status: WebSubscription.Status = .active, from start: Date, to end: Date, product: SubscriptionProduct = .monthly,
        cancelAtPeriodEnd: Bool = false, endedAt: Date? = nil, refundedAt: Date? = nil
    ) -> WebSubscription {
        WebSubscription(
            subscriptionID: "sub_1", customerID: "cus_1", product: product, status: status, currentPeriodStart: start,
            currentPeriodEnd: end,
            cancelAtPeriodEnd: cancelAtPeriodEnd, endedAt: endedAt, refundedAt: refundedAt)
    }

    @Test("Renewal: the period end is the last instant; the renewal's new period end moves it on")
    func renewal() {
        let start = Fixture.at("2026-03-02", "10:15")
        let end = Fixture.at("2026-04-02", "10:15")  // across the spring DST change: an instant, not a wall-clock time
        let first = web(from: start, to: end)
        #expect(entitlement(end.addingTimeInterval(-1), web: first) == .subscribed(product: .monthly, expiresAt: end, source: .web))
        #expect(first.renews && first.accessEnds == end)
        #expect(entitlement(end, web: first) == .readOnly(day: 60))  // not heard of the renewal: lapsed at the instant
        let renewed = web(from: end, to: Fixture.at("2026-05-02", "10:15"))
        #expect(
            entitlement(end, web: renewed) == .subscribed(product: .monthly, expiresAt: Fixture.at("2026-05-02", "10:15"), source: .web))
        #expect(entitlement(Fixture.at("2026-05-02", "10:14"), web: renewed).subscriptionSource == .web)
        #expect(entitlement(Fixture.at("2026-05-02", "10:15"), web: renewed).isReadOnly)
    }

    @Test("Cancel at the period's end: full use to the last second of the period, none from its end instant")
    func cancelAtPeriodEnd() {
        let start = Fixture.at("2026-03-02", "10:15")
        let end = Fixture.at("2026-04-02", "10:15")
        let cancelling = web(from: start, to: end, cancelAtPeriodEnd: true)
        #expect(!cancelling.renews)
        #expect(entitlement(end.addingTimeInterval(-1), web: cancelling).allows(.createTask))
        #expect(entitlement(end.addingTimeInterval(-1), web: cancelling).subscriptionEnd == end)
        #expect(entitlement(end, web: cancelling).isReadOnly)
        // Stripe's deletion at the period's end (canceled, ended_at = the period's end) says the same.
        let ended = web(.canceled, from: start, to: end, cancelAtPeriodEnd: true, endedAt: end)
        #expect(entitlement(end.addingTimeInterval(-1), web: ended).subscriptionSource == .web)
        #expect(entitlement(end, web: ended).isReadOnly)
        // Cancelled at once: ended when it ended, however much of the period was left.
        let now = Fixture.at("2026-03-10", "08:00")
        let immediate = web(.canceled, from: start, to: end, endedAt: now)
        #expect(entitlement(now.addingTimeInterval(-1), web: immediate).subscriptionSource == .web)
        #expect(entitlement(now, web: immediate).isReadOnly)
        #expect(web(.canceled, from: start, to: end).accessEnds == nil)  // canceled without ended_at: none
    }

    @Test("A failed renewal (past_due): 7 days of grace from the renewal, to the second; a paid retry restores full use")
    func paymentGrace() {
        let renewal = Fixture.at("2026-03-02", "10:15")
        let nextEnd = Fixture.at("2026-04-02", "10:15")
        let failing = web(.pastDue, from: renewal, to: nextEnd)
        let graceEnd = renewal.addingTimeInterval(7 * day)
        #expect(WebSubscription.paymentGrace == 7 * day && failing.accessEnds == graceEnd && failing.isInPaymentGrace && !failing.renews)
        #expect(
            entitlement(graceEnd.addingTimeInterval(-1), web: failing) == .subscribed(product: .monthly, expiresAt: graceEnd, source: .web))
        #expect(entitlement(graceEnd, web: failing).isReadOnly)
        #expect(!entitlement(graceEnd, web: failing).allows(.nightPlanning) && entitlement(graceEnd, web: failing).allows(.tickOffTask))
        // A retry on day 10 succeeds: active again, to the period's end.
        let paid = web(.active, from: renewal, to: nextEnd)
        #expect(entitlement(renewal.addingTimeInterval(10 * day), web: paid).subscriptionEnd == nextEnd)
        // Retries exhausted: unpaid, or canceled at that moment — none.
        #expect(web(.unpaid, from: renewal, to: nextEnd).accessEnds == nil)
        #expect(entitlement(renewal.addingTimeInterval(day), web: web(.unpaid, from: renewal, to: nextEnd)).isReadOnly)
        // A grace longer than a short period is cut at the period's end.
        #expect(web(.pastDue, from: renewal, to: renewal.addingTimeInterval(3 * day)).accessEnds == renewal.addingTimeInterval(3 * day))
        // No payment ever went through: none.
        for status in [WebSubscription.Status.incomplete, .incompleteExpired, .paused] {
            #expect(!web(status, from: renewal, to: nextEnd).isCurrent(at: renewal))
        }
        #expect(web(.trialing, from: renewal, to: nextEnd).accessEnds == nextEnd)
    }

    @Test("A refund ends full use at its instant; a period paid after it counts again")
    func refund() {
        let start = Fixture.at("2026-03-02", "10:15")
        let end = Fixture.at("2026-04-02", "10:15")
        let refundedAt = Fixture.at("2026-03-05", "16:42")
        let refunded = web(from: start, to: end, refundedAt: refundedAt)
        #expect(entitlement(refundedAt.addingTimeInterval(-1), web: refunded).subscriptionEnd == refundedAt)
        #expect(entitlement(refundedAt, web: refunded).isReadOnly && !refunded.renews)
        #expect(!web(.pastDue, from: start, to: end, refundedAt: refundedAt).isCurrent(at: refundedAt))
        // Refunded last period; this period began after it and was paid.
        let later = web(from: end, to: Fixture.at("2026-05-02", "10:15"), refundedAt: refundedAt)
        #expect(later.isCurrent(at: end) && later.renews)
    }

    @Test("App Store and web: whichever ends later holds the entitlement, with its source; on a tie the App Store")
    func whicheverLater() {
        let now = Fixture.at("2026-03-10", "12:00")
        let storeEnd = Fixture.at("2026-09-01", "00:00")
        let appStore = Subscription(product: .yearly, expiresAt: storeEnd, originalTransactionID: "2000000123")
        let shortWeb = web(from: Fixture.at("2026-03-02", "10:15"), to: Fixture.at("2026-04-02", "10:15"))
        #expect(
            entitlement(now, appStore: appStore, web: shortWeb) == .subscribed(product: .yearly, expiresAt: storeEnd, source: .appStore))
        let longWeb = web(from: Fixture.at("2026-03-02", "10:15"), to: Fixture.at("2027-03-02", "10:15"), product: .yearly)
        #expect(entitlement(now, appStore: appStore, web: longWeb).subscriptionSource == .web)
        #expect(entitlement(now, appStore: appStore, web: web(from: now, to: storeEnd)).subscriptionSource == .appStore)
        #expect(entitlement(now, appStore: appStore, web: web(from: now, to: storeEnd.addingTimeInterval(1))).subscriptionSource == .web)
        // The later one ends: the other still counts, to its own end; then neither.
        let lastWebSecond = Fixture.at("2026-04-02", "10:15").addingTimeInterval(-1)
        #expect(
            entitlement(lastWebSecond, appStore: Subscription(product: .monthly, expiresAt: now, originalTransactionID: "1"), web: shortWeb)
                .subscriptionSource == .web)
        #expect(entitlement(storeEnd.addingTimeInterval(-1), appStore: appStore, web: shortWeb).subscriptionSource == .appStore)
        #expect(entitlement(storeEnd, appStore: appStore, web: shortWeb).isReadOnly)
        // The App Store transaction later than the Stripe one, the Stripe one refunded: the App Store's.
        let refundedWeb = web(from: Fixture.at("2026-03-02", "10:15"), to: Fixture.at("2027-03-02", "10:15"), refundedAt: now)
        #expect(entitlement(now, appStore: appStore, web: refundedWeb).subscriptionSource == .appStore)
        #expect(Entitlement.currentSubscription(nil, nil, now: now) == nil)
        #expect(Entitlement.trial(day: 3, daysLeft: 12).subscriptionSource == nil && Entitlement.readOnly(day: 15).subscriptionEnd == nil)
    }

    @Test("During the trial a web subscription shows as subscribed; lapsing or refunded, the trial's days still count")
    func trialStillRunning() {
        let start = Fixture.at("2026-03-01", "08:00")
        let bought = Fixture.at("2026-03-03", "09:00")  // trial day 3
        let refundedAt = Fixture.at("2026-03-04", "11:00")  // day 4
        let refunded = web(from: bought, to: Fixture.at("2026-04-03", "09:00"), refundedAt: refundedAt)
        #expect(entitlement(refundedAt.addingTimeInterval(-1), start: start, web: refunded).subscriptionSource == .web)
        #expect(entitlement(refundedAt, start: start, web: refunded) == .trial(day: 4, daysLeft: 11))
        let failed = web(.pastDue, from: bought, to: Fixture.at("2026-04-03", "09:00"))
        #expect(entitlement(bought.addingTimeInterval(7 * day), start: start, web: failed) == .trial(day: 10, daysLeft: 5))
        // No trial reminders while a web subscription counts; they come back once it does not.
        #expect(
            TrialReminder.due(
                trialStartedAt: start, subscription: nil, webSubscription: failed, clock: three, now: Fixture.at("2026-03-08", "12:00"))
                == nil)
        let expired = web(.canceled, from: bought, to: Fixture.at("2026-04-03", "09:00"), endedAt: Fixture.at("2026-03-05", "09:00"))
        #expect(
            TrialReminder.due(
                trialStartedAt: start, subscription: nil, webSubscription: expired, clock: three, now: Fixture.at("2026-03-12", "12:00"))
                == .fewDaysLeft)
        #expect(
            TrialReminder.due(
                trialStartedAt: start, subscription: nil, webSubscription: failed, clock: three, now: Fixture.at("2026-03-12", "12:00"))
                == .fewDaysLeft)
    }

    @Test("Day 14 → 15 across the spring DST change with a 03:00 rollover, a web subscription ended during the trial")
    func dstRollover() {
        let start = Fixture.at("2026-03-01", "08:00")  // logical 1 Mar; the clocks go forward at 02:00 on 8 Mar (day 8)
        let lapsed = web(
            .canceled, from: Fixture.at("2026-03-02", "09:00"), to: Fixture.at("2026-04-02", "09:00"),
            endedAt: Fixture.at("2026-03-09", "09:00"))
        let boundary = three.interval(of: Fixture.date("2026-03-15")).start
        #expect(boundary == Fixture.at("2026-03-15", "03:00"))
        #expect(entitlement(boundary.addingTimeInterval(-1), start: start, web: lapsed) == .trial(day: 14, daysLeft: 1))
        #expect(entitlement(boundary, start: start, web: lapsed) == .readOnly(day: 15))
        // Within the 23-hour DST day the count does not slip.
        #expect(entitlement(Fixture.at("2026-03-08", "12:00"), start: start, web: lapsed).subscriptionSource == .web)
        #expect(entitlement(Fixture.at("2026-03-09", "02:59"), start: start, web: lapsed).subscriptionSource == .web)
        #expect(entitlement(Fixture.at("2026-03-09", "09:00"), start: start, web: lapsed) == .trial(day: 9, daysLeft: 6))
        // A web subscription whose period ends after day 15 began carries it, and ends at its own instant.
        let through = web(from: Fixture.at("2026-03-10", "09:00"), to: Fixture.at("2026-03-15", "04:30"))
        #expect(entitlement(boundary, start: start, web: through).subscriptionSource == .web)
        #expect(entitlement(Fixture.at("2026-03-15", "04:29"), start: start, web: through).subscriptionSource == .web)
        #expect(entitlement(Fixture.at("2026-03-15", "04:30"), start: start, web: through) == .readOnly(day: 15))
        // The autumn change (1 Nov 2026, a 25-hour day): day 15 begins at the 03:00 rollover all the same.
        let autumn = Fixture.at("2026-10-20", "21:00")
        let autumnBoundary = three.interval(of: Fixture.date("2026-11-03")).start
        #expect(entitlement(autumnBoundary.addingTimeInterval(-1), start: autumn, web: lapsed) == .trial(day: 14, daysLeft: 1))
        #expect(entitlement(autumnBoundary, start: autumn, web: lapsed) == .readOnly(day: 15))
    }

    @Test("Existing callers are unchanged: no web subscription, the App Store's source by default")
    func compatible() {
        let expiry = Fixture.at("2026-04-01", "12:00")
        let yearly = Subscription(product: .yearly, expiresAt: expiry, originalTransactionID: "1")
        let now = Fixture.at("2026-03-01", "10:00")
        let old = Entitlement(trialStartedAt: oldTrial, subscription: yearly, clock: three, now: now)
        #expect(old == .subscribed(product: .yearly, expiresAt: expiry))
        #expect(old == .subscribed(product: .yearly, expiresAt: expiry, source: .appStore) && old.subscriptionSource == .appStore)
        #expect(Paywall.isDue(entitlement(now, web: web(from: now, to: expiry)), lastShown: nil, today: three.today(at: now)) == false)
        #expect(Paywall.isDue(entitlement(expiry, web: web(from: now, to: expiry)), lastShown: nil, today: three.today(at: expiry)))
    }
}
