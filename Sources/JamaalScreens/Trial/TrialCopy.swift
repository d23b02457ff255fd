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
    /// A plan card's line when buying on the web isn't set up on this Jamaal (#42): no button that would fail.
    public static let webPurchaseNotSetUp = "Buying on the web isn’t set up on this Jamaal."
    /// How the plans are bought here when they can be (#42, Stripe Checkout).
    public static let purchasesOnTheWeb =
        "You pay on Stripe’s secure page and can cancel any time. Bought Jamaal in the app on iPhone or iPad? "
        + "Restore its signed transaction instead."
    /// A plan card's button (#42).
    public static func subscribe(_ product: SubscriptionProduct) -> String {
        "Subscribe \(product.name.lowercased())"
    }
    /// ST-05 back from Stripe Checkout, before the signed webhooks have confirmed the payment.
    public static let confirmingTitle = "Confirming your subscription…"
    public static let confirmingText =
        "Stripe is letting Jamaal know your payment went through. This usually takes a few seconds; "
        + "this page checks again by itself."
    /// ST-05 once the webhooks confirmed it.
    public static let confirmed = "You’re subscribed — everything is back."
    /// ST-05's Manage for a subscription bought on the web.
    public static let manageOnTheWeb =
        "Change your card or plan, or cancel, on Stripe’s secure page. "
        + "Cancelling keeps everything until the period you paid for ends."
    /// ST-05's Manage for an App Store subscription.
    public static let manageInAppStore = "To change plan or cancel, open the App Store’s subscription settings on your iPhone or iPad."
    /// ST-05's Manage before a subscription, where this Jamaal sells on the web.
    public static let manageLater =
        "Once you subscribe here, Manage opens Stripe’s secure page to change your card or plan, or cancel. "
        + "A subscription bought in the app is managed in the App Store’s settings on iPhone or iPad."

    /// ST-05's status line for a subscription bought on the web (``webDetail(_:end:clock:)`` says when it renews or ends).
    public static func webStatus(_ product: SubscriptionProduct) -> String { "Subscribed · \(product.name) · bought here on the web" }

    /// ST-05's line about a subscription bought on the web: when it renews, that it was cancelled, or that a renewal's
    /// payment failed (with the grace's end). `end` is when its full use ends.
    public static func webDetail(_ web: WebSubscription, end: Date, clock: DayClock) -> String {
        let date = endDate(end, clock: clock)
        if web.isInPaymentGrace {
            return "Your renewal payment didn’t go through. Update your card in Manage — everything stays until \(date)."
        }
        return web.renews ? "Renews \(date)." : "Cancelled — everything stays until \(date)."
    }

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
