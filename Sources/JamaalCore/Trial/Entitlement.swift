import Calendar
import Foundation

/// What this device may do (F12): the 14-day trial, subscribed, or read-only once the trial has ended unsubscribed.
///
/// **One entitlement** decides read-only, from three sources, whichever lasts longer: the trial, an App Store
/// subscription (a restored StoreKit transaction, ``Subscription``) and a subscription bought on the web through Stripe
/// (``WebSubscription``). Read-only exactly when none of the three counts at `now`.
///
/// - The trial counts logical days in the person's zone and rollover (``DayClock``) from the logical day the trial
///   began on: that day is day 1, the fourteenth is the last day of the trial, and from day 15 (the rollover instant
///   that begins it, whatever DST did in between) it no longer counts.
/// - An App Store subscription counts until its expiry instant; an expired one is no subscription.
/// - A web subscription counts until ``WebSubscription/accessEnds`` (renewal, cancelling at the period's end, a failed
///   payment's 7-day grace, a refund: see there).
/// - When a subscription counts it is what the entitlement shows (`.subscribed`, even during the trial); when both
///   count, the one whose full use ends later, with its ``SubscriptionSource`` (ST-05's Manage goes there; on an exact
///   tie the App Store's). When neither counts, the trial if it is still running — a subscription that lapses or is
///   refunded during the trial leaves the trial's remaining days — else read-only.
///
/// ```swift
/// let entitlement = Entitlement(trialStartedAt: start, subscription: nil, webSubscription: web, clock: person.clock, now: now)
/// entitlement                      // .subscribed(product: .monthly, expiresAt: periodEnd, source: .web)
/// entitlement.subscriptionSource   // .web
/// entitlement.isReadOnly           // false
/// ```
public enum Entitlement: Hashable, Sendable {
    /// Days 1…14: nothing is locked. `daysLeft` counts today (14 on day 1, 1 on day 14).
    case trial(day: Int, daysLeft: Int)
    /// A current subscription: everything works until `expiresAt`; `source` says where it was bought (and is managed).
    case subscribed(product: SubscriptionProduct, expiresAt: Date, source: SubscriptionSource = .appStore)
    /// Day 15 or later with no current subscription: living the day works, shaping the plan is locked.
    case readOnly(day: Int)

    /// How many logical days the trial lasts.
    public static let trialDays = 14

    /// The entitlement at `now` from the trial's start, the App Store subscription and the web subscription (each
    /// optional; callers without a web subscription leave it out).
    public init(
        trialStartedAt start: Date, subscription: Subscription?, webSubscription: WebSubscription? = nil, clock: DayClock, now: Date
    ) {
        if let paid = Self.currentSubscription(subscription, webSubscription, now: now) {
            self = paid
            return
        }
        let day = Self.trialDay(startedAt: start, clock: clock, now: now)
        self = day <= Self.trialDays ? .trial(day: day, daysLeft: Self.daysLeft(onTrialDay: day)) : .readOnly(day: day)
    }

    /// The subscription that counts at `now`, as `.subscribed`: of the App Store's and the web's that are current, the
    /// one whose full use ends later (the App Store's on a tie); nil when neither is current.
    ///
    /// ```swift
    /// Entitlement.currentSubscription(appStore, web, now: now)   // .subscribed(product: .yearly, expiresAt: …, source: .appStore)
    /// ```
    public static func currentSubscription(_ appStore: Subscription?, _ web: WebSubscription?, now: Date) -> Entitlement? {
        let fromAppStore = appStore.flatMap { subscription in
            subscription.isCurrent(at: now)
                ? Entitlement.subscribed(product: subscription.product, expiresAt: subscription.expiresAt, source: .appStore) : nil
        }
        let fromWeb = web.flatMap { subscription in
            subscription.accessEnds.flatMap { end in
                now < end ? Entitlement.subscribed(product: subscription.product, expiresAt: end, source: .web) : nil
            }
        }
        switch (fromAppStore, fromWeb) {
        case (let store?, let web?): return (web.subscriptionEnd ?? .distantPast) > (store.subscriptionEnd ?? .distantPast) ? web : store
        case (let store?, nil): return store
        case (nil, let web?): return web
        case (nil, nil): return nil
        }
    }

    /// **The** trial's days left on trial day `day`, counting that day (14 on day 1, 3 on day 12, 1 on day 14, 0 after):
    /// the one number TD-05's banner, ST-05, ST-01's row and SB-02's reminders all say.
    ///
    /// ```swift
    /// Entitlement.daysLeft(onTrialDay: 12)   // 3
    /// ```
    public static func daysLeft(onTrialDay day: Int) -> Int {
        Swift.max(0, trialDays - Swift.max(1, day) + 1)
    }

    /// "3 days left in your trial" / "1 day left in your trial": the words for ``daysLeft(onTrialDay:)``, in one place.
    public static func daysLeftText(_ days: Int) -> String {
        days == 1 ? "1 day left in your trial" : "\(days) days left in your trial"
    }

    /// The day of the trial `now` falls on: 1 on the logical day it began (and before it, should the clock go back).
    ///
    /// ```swift
    /// Entitlement.trialDay(startedAt: start, clock: clock, now: now)   // 9
    /// ```
    public static func trialDay(startedAt start: Date, clock: DayClock, now: Date) -> Int {
        let first = clock.today(at: start)
        let today = clock.today(at: now)
        return max(1, first.days(until: today) + 1)
    }

    /// Whether shaping the plan is locked.
    public var isReadOnly: Bool {
        if case .readOnly = self { return true }
        return false
    }

    /// Whether `action` may be done now (``PersonAction/shapesThePlan`` decides in read-only).
    ///
    /// ```swift
    /// Entitlement.readOnly(day: 15).allows(.tickOffTask)   // true
    /// Entitlement.readOnly(day: 15).allows(.createTask)    // false
    /// ```
    public func allows(_ action: PersonAction) -> Bool {
        !isReadOnly || !action.shapesThePlan
    }

    /// Where the current subscription was bought (nil in the trial or read-only): ST-05's Manage opens the App Store's
    /// subscription settings for `.appStore` and Stripe's customer portal for `.web`.
    public var subscriptionSource: SubscriptionSource? {
        if case .subscribed(_, _, let source) = self { return source }
        return nil
    }

    /// When the current subscription's full use ends (nil in the trial or read-only).
    public var subscriptionEnd: Date? {
        if case .subscribed(_, let end, _) = self { return end }
        return nil
    }

    /// The trial's days left (nil when subscribed or read-only): what OB-09's trial line and ST-05 show.
    public var trialDaysLeft: Int? {
        if case .trial(_, let left) = self { return left }
        return nil
    }
}
