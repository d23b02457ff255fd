import JamaalCore
import JamaalRoutes
import Routing

/// Where tapping a reminder leads (F13): Night Planning, Today at the Anchor's or habit's row, Today, or ST-05.
///
/// ```swift
/// ReminderLinks.path(for: .nightPlanning)   // "/plan"
/// ```
public enum ReminderLinks {
    /// ST-05 Subscription's path, for trial reminders (SB-02). The trial feature declares the route; the lead points
    /// this at `JamaalRoute.subscription.path()` when the two branches meet. No trial reminder exists before then.
    public static let subscriptionPath = "/settings/subscription"

    /// The page (and row) `target` opens.
    public static func path(for target: Reminder.Target) -> String {
        switch target {
        case .nightPlanning: JamaalRoute.plan.path()
        case .today: JamaalRoute.today.path()
        case .todayAnchor(let instance): JamaalRoute.today.path() + "#" + anchorRowID(instance)
        case .todayHabit(let habit, let slot): JamaalRoute.today.path() + "#" + habitRowID(habit.rawValue, slot: slot)
        case .subscription: subscriptionPath
        }
    }

    /// The HTML id of an Anchor instance's row on Today ("anchor-<rule>-<slot>-<date>", letters, digits and dashes).
    public static func anchorRowID(_ instanceID: String) -> String { "anchor-" + fragmentSafe(instanceID) }

    /// The HTML id of a habit's time-of-day row on Today.
    public static func habitRowID(_ habitID: String, slot: Int) -> String { "habit-" + fragmentSafe(habitID) + "-\(slot)" }

    private static func fragmentSafe(_ text: String) -> String {
        String(text.map { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") ? $0 : "-" })
    }
}
