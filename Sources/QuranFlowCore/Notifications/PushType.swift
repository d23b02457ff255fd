import Foundation

/// The four kinds of push notification a person can switch on and off (SakNotifSettings' Types group), in the
/// spec's order. All default on (REVIEW.md B4a).
///
/// ```swift
/// PushType.sessionReminders.title   // "Session reminders"
/// ReminderItem.deadline.pushType    // .deadlineReminders
/// ```
public enum PushType: String, Hashable, Sendable, Codable, CaseIterable {
    /// "Session reminders": 15 minutes before a live session (group sessions and booked one-to-ones).
    case sessionReminders
    /// "Feedback alerts": the coach sent feedback.
    case feedbackAlerts
    /// "Deadline reminders": submission due dates.
    case deadlineReminders
    /// "Announcements": schedule changes and programme updates (no producer until the board exists).
    case announcements

    /// The row's title, as the spec gives it.
    public var title: String {
        switch self {
        case .sessionReminders: "Session reminders"
        case .feedbackAlerts: "Feedback alerts"
        case .deadlineReminders: "Deadline reminders"
        case .announcements: "Announcements"
        }
    }

    /// The row's second line, as the spec gives it.
    public var subtitle: String {
        switch self {
        case .sessionReminders: "15 min before a live session"
        case .feedbackAlerts: "When your coach replies"
        case .deadlineReminders: "Submission due dates"
        case .announcements: "Schedule changes & program updates"
        }
    }
}

extension ReminderItem {
    /// The push type a fired reminder belongs to: a session's (group or booked one-to-one) is a session reminder, the
    /// weekly deadline's a deadline reminder.
    public var pushType: PushType {
        switch self {
        case .session: .sessionReminders
        case .deadline: .deadlineReminders
        }
    }
}

extension LoopNotification.Kind {
    /// The push type of a loop notification: "Feedback ready — Week N" is a feedback alert.
    public var pushType: PushType {
        switch self {
        case .feedbackReady: .feedbackAlerts
        }
    }
}
