import Foundation
import QuranFlowRoutes

/// The way to the notifications sheet (SakNotifSheet) from the student's Today header: a bell with the count of
/// unread notifications. Absent when the sheet is not built.
///
/// ```swift
/// let bell = NotificationBell.make(unread: 2, destinations: .current)
/// bell?.badge            // "2"
/// bell?.accessibleLabel  // "Notifications, 2 unread"
/// ```
public struct NotificationBell: Codable, Hashable, Sendable {
    /// Opens the sheet ("Notifications").
    public let action: ScreenAction
    /// Unread notifications.
    public let unread: Int
    /// "2", "9+"; nil when nothing is unread.
    public let badge: String?
    /// "Notifications, 2 unread" / "Notifications".
    public let accessibleLabel: String

    /// The bell for `unread` unread notifications; nil when the sheet is not a destination of this build.
    public static func make(unread: Int, destinations: Destinations) -> NotificationBell? {
        guard let action = destinations.action("Notifications", to: Destination(QuranFlowRoute.notifications)) else { return nil }
        let count = max(0, unread)
        return NotificationBell(
            action: action, unread: count, badge: count == 0 ? nil : count > 9 ? "9+" : String(count),
            accessibleLabel: count == 0 ? "Notifications" : "Notifications, \(count) unread")
    }
}
