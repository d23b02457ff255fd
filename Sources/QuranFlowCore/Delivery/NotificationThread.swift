import Foundation

/// The thread a notification belongs to. The ambient spec: "The notification and the widget share one thread identity —
/// they supersede, never stack". A push message carries its thread as its `Topic` (a push service replaces an
/// undelivered message of the same topic, RFC 8030 §5.4) and as the shown notification's `tag` (a browser replaces a
/// shown notification of the same tag), so a later notification of a thread replaces the earlier one.
///
/// ```swift
/// NotificationThread.nextSession.key            // "next-session"
/// NotificationThread.week(8).key                // "week-8"
/// NotificationThread(key: "messages:amina")     // .messages(with: "amina")
/// ```
public enum NotificationThread: Hashable, Sendable {
    /// The next live session (session reminders; the Lock Screen's next-session widget).
    case nextSession
    /// One week of the loop: the deadline reminder and "Feedback ready — Week N" (the This Week widget).
    case week(Int)
    /// One message thread, keyed by the other person's account id.
    case messages(with: String)
    /// The announcements board.
    case announcements
    /// A coach's review queue: new submissions and the 36-hour warning.
    case queue
    /// A coach's schedule: moved meetings, booked and cancelled one-to-ones.
    case schedule

    /// The stored and sent key.
    public var key: String {
        switch self {
        case .nextSession: "next-session"
        case .week(let week): "week-\(week)"
        case .messages(let other): "messages:\(other)"
        case .announcements: "announcements"
        case .queue: "queue"
        case .schedule: "schedule"
        }
    }

    /// Parses ``key``; `nil` for anything else.
    public init?(key: String) {
        switch key {
        case "next-session": self = .nextSession
        case "announcements": self = .announcements
        case "queue": self = .queue
        case "schedule": self = .schedule
        default:
            if key.hasPrefix("week-"), let week = Int(key.dropFirst(5)), (0...99).contains(week) {
                self = .week(week)
            } else if key.hasPrefix("messages:"), key.count > 9 {
                self = .messages(with: String(key.dropFirst(9)))
            } else {
                return nil
            }
        }
    }
}
