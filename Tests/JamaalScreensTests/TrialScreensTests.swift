import Calendar
import Foundation
import JamaalCore
import JamaalScreens
import JamaalWeb
import Testing

@Suite("F12 screens: TD-05 and SB-03 banners, SB-01, ST-05, the calm sheet")
struct TrialScreensTests {
    let clock = DayClock(calendar: ZonedCalendar(identifier: "Europe/London")!)

    @Test("The banner: none on days 1–11, the trial status on days 12–14, read-only from day 15, none subscribed")
    func banner() {
        for day in 1...11 { #expect(TrialBanner(.trial(day: day, daysLeft: 15 - day)) == nil, "day \(day)") }
        #expect(TrialBanner(.trial(day: 12, daysLeft: 3))?.title == "3 days left in your trial")
        #expect(TrialBanner(.trial(day: 14, daysLeft: 1))?.title == "1 day left in your trial")
        #expect(TrialBanner(.trial(day: 14, daysLeft: 1))?.kind == .trialStatus)
        let readOnly = TrialBanner(.readOnly(day: 15))
        #expect(readOnly?.kind == .readOnly && readOnly?.actionPath == "/settings/subscription")
        #expect(TrialBanner(.subscribed(product: .yearly, expiresAt: .distantFuture)) == nil)
    }

    @Test(
        "One voice (#40 item 12): day 12's banner, ST-05 and the day-12 reminder say the same days left at each boundary instant — midnight local, the rollover and the second before each"
    )
    func oneVoice() throws {
        let london = ZonedCalendar(identifier: "Europe/London")!
        for rollover in [LocalTime(hour: 0, minute: 0), LocalTime(hour: 3, minute: 0)] {
            let clock = DayClock(calendar: london, rollover: rollover)
            let start = london.instant(on: LocalDate(year: 2026, month: 11, day: 21), at: LocalTime(hour: 10, minute: 0))  // day 1
            let twelve = LocalDate(year: 2026, month: 12, day: 2)
            let midnight = london.instant(on: twelve, at: LocalTime(hour: 0, minute: 0))
            let boundary = clock.interval(of: twelve).start
            for now in [
                midnight.addingTimeInterval(-1), midnight, boundary.addingTimeInterval(-1), boundary, boundary.addingTimeInterval(43_200),
            ] {
                let entitlement = Entitlement(trialStartedAt: start, subscription: nil, clock: clock, now: now)
                let day = Entitlement.trialDay(startedAt: start, clock: clock, now: now)
                let left = Entitlement.daysLeft(onTrialDay: day)
                let settings = SubscriptionScreen(entitlement: entitlement, clock: clock)
                #expect(settings.daysLeft == left)
                #expect(settings.status == TrialCopy.daysLeft(left))
                let reminder = TrialReminder.due(trialStartedAt: start, subscription: nil, clock: clock, now: now)
                let banner = TrialBanner(entitlement)
                if day == 12 {
                    #expect(left == 3)
                    #expect(reminder?.title == "3 days left in your trial")
                    #expect(banner?.title == reminder?.title && settings.status == reminder?.title)
                } else {
                    #expect(day == 11 && reminder == nil && banner == nil, "rollover \(rollover), \(now)")
                }
            }
        }
        #expect(Entitlement.daysLeft(onTrialDay: 14) == 1 && Entitlement.daysLeft(onTrialDay: 15) == 0)
        #expect(Entitlement.daysLeft(onTrialDay: 1) == 14 && Entitlement.daysLeft(onTrialDay: -3) == 14)
    }

    @Test("SB-01 carries both plans at the spec's prices, Restore and Not now, and says where purchases happen")
    func paywall() {
        let screen = PaywallScreen()
        #expect(screen.plans.map(\.priceLine) == ["$2.99 a month", "$24.99 a year"])
        #expect(screen.plans.map(\.productID) == ["jamaal.monthly", "jamaal.yearly"])
        #expect(screen.notNowPath == "/today" && screen.restorePath == "/settings/subscription#restore")
        let html = PaywallView.render(screen, csrf: "token").render()
        #expect(html.contains("Not now") && html.contains("Restore a purchase") && html.contains("iPhone or iPad"))
        // Not selling on the web: each plan says so, and there is no button that would fail.
        #expect(screen.checkoutPath == nil && screen.plans.allSatisfy { $0.buyLabel == nil && $0.unavailable != nil })
        #expect(html.contains("Buying on the web isn’t set up on this Jamaal.") && !html.contains("<button"))
    }

    @Test("SB-01 selling on the web (#42): each plan's Subscribe button posts it to Checkout")
    func paywallOnTheWeb() {
        let screen = PaywallScreen(sellsOnTheWeb: true)
        #expect(screen.plans.map(\.buyLabel) == ["Subscribe monthly", "Subscribe yearly"])
        #expect(screen.plans.allSatisfy { $0.unavailable == nil })
        #expect(screen.checkoutPath == "/settings/subscription/checkout")
        let html = PaywallView.render(screen, csrf: "token").render()
        #expect(html.contains(#"action="/settings/subscription/checkout""#))
        #expect(html.contains(#"name="product" value="jamaal.monthly""#) && html.contains(#"name="product" value="jamaal.yearly""#))
        #expect(html.contains(#"name="_csrf" value="token""#) && html.contains("Stripe’s secure page"))
    }

    @Test("ST-05 for a subscription bought on the web: renews, cancelled, payment grace; Manage opens the portal")
    func subscriptionOnTheWeb() {
        let start = clock.calendar.instant(on: LocalDate(year: 2026, month: 12, day: 5), at: LocalTime(hour: 12, minute: 0))
        let end = start.addingTimeInterval(31 * 86_400)
        var web = WebSubscription(
            subscriptionID: "sub_1", customerID: "cus_1", product: .monthly, status: .active, currentPeriodStart: start,
            currentPeriodEnd: end)
        func screen(_ web: WebSubscription, confirming: Bool = false) -> SubscriptionScreen {
            let entitlement = Entitlement(
                trialStartedAt: start.addingTimeInterval(-20 * 86_400), subscription: nil, webSubscription: web, clock: clock,
                now: start.addingTimeInterval(3600))
            return SubscriptionScreen(entitlement: entitlement, clock: clock, web: web, sellsOnTheWeb: true, confirming: confirming)
        }
        let active = screen(web, confirming: true)
        #expect(active.source == .web && active.state == .subscribed)
        #expect(active.status == "Subscribed · Monthly · bought here on the web")
        #expect(active.detail == "Renews Tuesday 5 January 2027.")
        #expect(active.manageAction == "/settings/subscription/manage" && active.manageNote.contains("Stripe"))
        #expect(active.checkoutPath == nil && active.plans.allSatisfy { $0.buyLabel == nil && $0.unavailable == nil })
        #expect(active.confirming == nil && active.confirmation == "You’re subscribed — everything is back.")
        web.cancelAtPeriodEnd = true
        #expect(screen(web).detail == "Cancelled — everything stays until Tuesday 5 January 2027.")
        web.cancelAtPeriodEnd = false
        web.status = .pastDue
        #expect(screen(web).detail?.hasPrefix("Your renewal payment didn’t go through. Update your card in Manage") == true)
        #expect(screen(web).detail?.hasSuffix("until Saturday 12 December 2026.") == true)
        let html = SubscriptionView.render(screen(web), csrf: "token").render()
        #expect(html.contains(#"action="/settings/subscription/manage""#) && html.contains("Manage subscription"))
    }

    @Test("ST-05 back from Checkout before the webhooks: Confirming your subscription…; an App Store one keeps its note")
    func confirmingAndAppStore() {
        let waiting = SubscriptionScreen(entitlement: .readOnly(day: 15), clock: clock, sellsOnTheWeb: true, confirming: true)
        #expect(waiting.confirming?.title == "Confirming your subscription…" && waiting.confirmation == nil)
        #expect(waiting.confirming?.checkAgainPath == "/settings/subscription?confirming=1")
        #expect(waiting.checkoutPath == nil && waiting.plans.allSatisfy { $0.buyLabel == nil }, "no second purchase while confirming")
        #expect(waiting.manageNote.hasPrefix("Once you subscribe here"))
        let html = SubscriptionView.render(waiting, csrf: "token").render()
        #expect(html.contains("Confirming your subscription…") && html.contains(#"data-refresh-seconds="3""#))
        let appStore = SubscriptionScreen(
            entitlement: .subscribed(product: .yearly, expiresAt: .distantFuture, source: .appStore), clock: clock, sellsOnTheWeb: true)
        #expect(appStore.source == .appStore && appStore.manageAction == nil && appStore.manageNote.contains("App Store"))
        #expect(appStore.detail == nil && appStore.checkoutPath == nil)
    }

    @Test("ST-05's status for each state")
    func subscription() {
        #expect(SubscriptionScreen(entitlement: .trial(day: 9, daysLeft: 6), clock: clock).status == "6 days left in your trial")
        let expiry = clock.calendar.instant(on: LocalDate(year: 2027, month: 11, day: 29), at: LocalTime(hour: 12, minute: 0))
        let subscribed = SubscriptionScreen(entitlement: .subscribed(product: .yearly, expiresAt: expiry), clock: clock, restored: true)
        #expect(subscribed.status == "Subscribed · Yearly · renews or ends Monday 29 November 2027")
        #expect(subscribed.confirmation != nil)
        let readOnly = SubscriptionScreen(entitlement: .readOnly(day: 15), clock: clock, restored: true)
        #expect(readOnly.state == .readOnly && readOnly.confirmation == nil)
        #expect(readOnly.revocationNote.contains("not checked offline"))
    }
}
