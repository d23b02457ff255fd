import Calendar
import Foundation

/// SB-02: the trial's quiet reminders on days 12, 14 and 15, with their notification copy. The reminders engine
/// schedules them (in the person's zone); this says which is due on a day and what it says. None while subscribed.
/// Day 12's title says the days left through ``Entitlement/daysLeft(onTrialDay:)`` — the same number as TD-05's banner
/// and ST-05 on that logical day (it once said "Two days left" beside a banner saying 3).
///
/// ```swift
/// TrialReminder.due(trialStartedAt: start, subscription: nil, clock: clock, now: now)?.title   // "3 days left in your trial"
/// ```
public enum TrialReminder: Int, Hashable, Sendable, CaseIterable {
    case fewDaysLeft = 12
    case lastDay = 14
    case ended = 15

    /// The trial day it is for.
    public var day: Int { rawValue }

    /// The notification's title.
    public var title: String {
        switch self {
        case .fewDaysLeft: Entitlement.daysLeftText(Entitlement.daysLeft(onTrialDay: day))
        case .lastDay: "Your trial ends today"
        case .ended: "Your trial has ended"
        }
    }

    /// The notification's body.
    public var body: String {
        switch self {
        case .fewDaysLeft: "Jamaal stays as it is until then. Subscribe whenever suits you — everything you’ve planned stays yours."
        case .lastDay: "From tomorrow you can still tick things off, log habits and export. Subscribe to keep planning."
        case .ended: "Living the day still works. Creating, editing and Night Planning wait for a subscription."
        }
    }

    /// The logical day the reminder belongs to.
    ///
    /// ```swift
    /// TrialReminder.lastDay.date(trialStartedAt: start, clock: clock)   // the 14th logical day
    /// ```
    public func date(trialStartedAt start: Date, clock: DayClock) -> LocalDate {
        clock.today(at: start).adding(days: day - 1)
    }

    /// The reminder due on the logical day of `now`, if any (none when a subscription, App Store or web, is current).
    public static func due(
        trialStartedAt start: Date, subscription: Subscription?, webSubscription: WebSubscription? = nil, clock: DayClock, now: Date
    ) -> TrialReminder? {
        if Entitlement.currentSubscription(subscription, webSubscription, now: now) != nil { return nil }
        return TrialReminder(rawValue: Entitlement.trialDay(startedAt: start, clock: clock, now: now))
    }
}
