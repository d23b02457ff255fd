import Calendar
import Foundation

/// What this device may do (F12): the 14-day trial, subscribed, or read-only once the trial has ended unsubscribed.
///
/// The trial counts logical days in the person's zone and rollover (``DayClock``) from the logical day the trial began
/// on: that day is day 1, the fourteenth is the last day of the trial, and from day 15 a device without a current
/// subscription is read-only. A subscription counts until its expiry instant; an expired one is no subscription.
///
/// ```swift
/// let entitlement = Entitlement(trialStartedAt: start, subscription: nil, clock: person.clock, now: now)
/// entitlement            // .trial(day: 9, daysLeft: 6)
/// entitlement.isReadOnly // false
/// ```
public enum Entitlement: Hashable, Sendable {
    /// Days 1…14: nothing is locked. `daysLeft` counts today (14 on day 1, 1 on day 14).
    case trial(day: Int, daysLeft: Int)
    /// A current subscription: everything works until `expiresAt`.
    case subscribed(product: SubscriptionProduct, expiresAt: Date)
    /// Day 15 or later with no current subscription: living the day works, shaping the plan is locked.
    case readOnly(day: Int)

    /// How many logical days the trial lasts.
    public static let trialDays = 14

    /// The entitlement at `now`.
    public init(trialStartedAt start: Date, subscription: Subscription?, clock: DayClock, now: Date) {
        if let subscription, subscription.isCurrent(at: now) {
            self = .subscribed(product: subscription.product, expiresAt: subscription.expiresAt)
            return
        }
        let day = Self.trialDay(startedAt: start, clock: clock, now: now)
        self = day <= Self.trialDays ? .trial(day: day, daysLeft: Self.daysLeft(onTrialDay: day)) : .readOnly(day: day)
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

    /// The trial's days left (nil when subscribed or read-only): what OB-09's trial line and ST-05 show.
    public var trialDaysLeft: Int? {
        if case .trial(_, let left) = self { return left }
        return nil
    }
}
