import Calendar
import Foundation
import JamaalCore
import JamaalPersistence

/// The device's entitlement as stored: when the trial began (recorded by the first request that finds none), the
/// verified App Store subscription, the subscription bought on the web (as its Stripe webhooks last described it), and
/// the person's day clock — and the one ``Entitlement`` they give at an instant, which decides read-only.
///
///     let state = try DeviceEntitlement.load(req.store, now: req.now)
///     state.entitlement.isReadOnly
struct DeviceEntitlement: Sendable {
    let trialStartedAt: Date
    let subscription: Subscription?
    let webSubscription: WebSubscription?
    let clock: DayClock
    let paywallShown: LocalDate?
    let entitlement: Entitlement

    /// Reads the state (one read; one write only the first time, to record the trial's start). Creates no person: before
    /// one exists the day clock is a fresh install's.
    static func load(_ store: JamaalStore, now: Date) throws -> DeviceEntitlement {
        var (start, subscription, web, person, shown) = try store.read { db in
            (try db.trialStart(), try db.subscription(), try db.webSubscription(), try db.person(), try db.paywallShownDay())
        }
        if start == nil { start = try store.write { try $0.startTrialIfNeeded(at: now) } }
        let started = start ?? now
        let clock = try person?.clock ?? Person.fresh(now: now).clock
        return DeviceEntitlement(
            trialStartedAt: started, subscription: subscription, webSubscription: web, clock: clock, paywallShown: shown,
            entitlement: Entitlement(trialStartedAt: started, subscription: subscription, webSubscription: web, clock: clock, now: now))
    }

    /// The trial's days left for OB-09's trial line (nil when subscribed or read-only).
    ///
    ///     try DeviceEntitlement.trialDaysLeft(req.store, now: req.now)   // 14 on the first day
    static func trialDaysLeft(_ store: JamaalStore, now: Date) throws -> Int? {
        try load(store, now: now).entitlement.trialDaysLeft
    }

    /// Whether SB-01 is due on this open of Today.
    func paywallDue(now: Date) -> Bool {
        Paywall.isDue(entitlement, lastShown: paywallShown, today: clock.today(at: now))
    }
}
