import Calendar
import Foundation
import JamaalCore

/// F12's copy, kept in one place: the status line, the banners, the calm sheet and the honest line about purchases.
public enum TrialCopy {
    /// What read-only keeps working, in one sentence.
    public static let stillWorks =
        "Living the day still works: tick things off, log habits, mark Anchors, run timers, defer or drop a task, and export your data."
    /// What read-only locks, in one sentence.
    public static let locked =
        "Creating and editing tasks, habits, Anchors and categories, Night Planning and capacity wait for a subscription."
    /// Why purchases are not made here.
    public static let purchasesInApp =
        "Subscriptions are bought in the Jamaal app on iPhone or iPad. If you have one, restore its signed transaction here."

    /// "6 days left in your trial" / "1 day left in your trial".
    public static func daysLeft(_ days: Int) -> String { Entitlement.daysLeftText(days) }

    /// "Friday 15 January 2027": a subscription's end is often in another year.
    static func endDate(_ instant: Date, clock: DayClock) -> String {
        let date = clock.calendar.localDate(of: instant)
        return "\(DayText.long(date)) \(date.year)"
    }

    /// ST-05's and ST-01's status line.
    public static func status(_ entitlement: Entitlement, clock: DayClock) -> String {
        switch entitlement {
        case .trial(_, let left): daysLeft(left)
        case .subscribed(let product, let expiresAt, _):
            "Subscribed · \(product.name) · renews or ends \(endDate(expiresAt, clock: clock))"
        case .readOnly: "Read-only · the trial has ended"
        }
    }
}
