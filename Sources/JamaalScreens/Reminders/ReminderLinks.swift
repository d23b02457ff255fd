import JamaalCore
import JamaalRoutes
import Routing

/// Where tapping a reminder leads (F13): Night Planning, Today at the Anchor's or habit's row, Today, or ST-05.
///
/// ```swift
/// ReminderLinks.path(for: .nightPlanning)   // "/plan"
/// ```
public enum ReminderLinks {
    /// Where a trial reminder (SB-02) leads: Settings, whose trial status row opens ST-05. The trial feature declares
    /// ST-05's own route; when the two branches meet this points at it (no trial reminder is scheduled before then).
    public static var subscriptionPath: String { JamaalRoute.subscription.path() }

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
