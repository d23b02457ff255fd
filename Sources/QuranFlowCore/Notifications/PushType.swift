import Foundation

/// The kinds of push notification a person can switch on and off, each belonging to one audience: the student's four
/// (SakNotifSettings' Types group, in the spec's order; REVIEW.md B4a: all default on) and the coach's four (the spec's
/// "role-appropriate equivalents … implied but not designed": new submissions in the queue, a submission passing 36
/// hours, messages from students, schedule changes). Every type defaults on.
///
/// ```swift
/// PushType.sessionReminders.title   // "Session reminders"
/// PushType.types(for: .coach).map(\.title)   // ["New submissions", "Waiting 36 hours", "Messages", "Schedule changes"]
/// ReminderItem.deadline.pushType    // .deadlineReminders
/// ```
public enum PushType: String, Hashable, Sendable, Codable, CaseIterable {
    /// "Session reminders": 15 minutes before a live session (group sessions and booked one-to-ones).
    case sessionReminders
    /// "Feedback alerts": the coach sent feedback (or replied to a message).
    case feedbackAlerts
    /// "Deadline reminders": submission due dates.
    case deadlineReminders
    /// "Announcements": schedule changes and programme updates.
    case announcements
    /// Coach: "New submissions" — a recitation arrived in the queue (its take-back window closed).
    case newSubmissions
    /// Coach: "Waiting 36 hours" — a submission still unreviewed 36 hours after it arrived (12 hours before the promise).
    case overdueSubmissions
    /// Coach: "Messages" — a student wrote.
    case studentMessages
    /// Coach: "Schedule changes" — a meeting they teach moved, a one-to-one was booked or cancelled.
    case scheduleChanges

    /// Who sees this switch.
    public var audience: PushAudience {
        switch self {
        case .sessionReminders, .feedbackAlerts, .deadlineReminders, .announcements: .student
        case .newSubmissions, .overdueSubmissions, .studentMessages, .scheduleChanges: .coach
        }
    }

    /// The types `audience` switches, in screen order.
    public static func types(for audience: PushAudience) -> [PushType] {
        allCases.filter { $0.audience == audience }
    }

    /// The row's title, as the spec gives it (the coach's by analogy).
    public var title: String {
        switch self {
        case .sessionReminders: "Session reminders"
        case .feedbackAlerts: "Feedback alerts"
        case .deadlineReminders: "Deadline reminders"
        case .announcements: "Announcements"
        case .newSubmissions: "New submissions"
        case .overdueSubmissions: "Waiting 36 hours"
        case .studentMessages: "Messages"
        case .scheduleChanges: "Schedule changes"
        }
    }

    /// The row's second line, as the spec gives it (the coach's by analogy).
    public var subtitle: String {
        switch self {
        case .sessionReminders: "15 min before a live session"
        case .feedbackAlerts: "When your coach replies"
        case .deadlineReminders: "Submission due dates"
        case .announcements: "Schedule changes & program updates"
        case .newSubmissions: "A recitation arrives in your queue"
        case .overdueSubmissions: "A submission passes 36 hours unreviewed"
        case .studentMessages: "When a student writes"
        case .scheduleChanges: "Moved meetings, booked and cancelled one-to-ones"
        }
    }
}

/// Whose notification settings a switch belongs to.
public enum PushAudience: String, Hashable, Sendable, Codable, CaseIterable {
    case student
    case coach
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

    /// The notification thread a fired reminder joins: every session reminder is the "next session" (the Lock Screen
    /// widget's thread), the deadline the week's loop.
    public func thread(week: Int?) -> NotificationThread {
        switch self {
        case .session: .nextSession
        case .deadline: .week(week ?? 0)
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
