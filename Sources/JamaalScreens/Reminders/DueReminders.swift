import Foundation
import JamaalCore

/// The answer to an open page asking for reminders (``JamaalRoute/claimReminders``): those due now that this page is
/// the first to ask for — it shows each as a system notification — and when to ask next.
///
/// ```swift
/// DueReminders(claimed: fresh, next: schedule.next(after: now), now: now).reminders.first?.url   // "/plan"
/// ```
public struct DueReminders: Codable, Hashable, Sendable {
    /// One notification to show.
    public struct Item: Codable, Hashable, Sendable {
        /// The stable id (the notification's tag).
        public let id: String
        public let kind: Reminder.Kind
        public let title: String
        public let body: String
        /// What tapping it opens.
        public let url: String

        public init(id: String, kind: Reminder.Kind, title: String, body: String, url: String) {
            self.id = id
            self.kind = kind
            self.title = title
            self.body = body
            self.url = url
        }

        /// The notification for `reminder`.
        public init(_ reminder: Reminder) {
            self.init(
                id: reminder.id, kind: reminder.kind, title: reminder.title, body: reminder.body,
                url: ReminderLinks.path(for: reminder.target))
        }
    }

    /// The longest a page waits before asking again (settings and the clock can change meanwhile).
    public static let longestWait = 60

    public let reminders: [Item]
    /// Seconds until the page should ask again: the next reminder's instant, at most ``longestWait``.
    public let nextInSeconds: Int

    public init(claimed: [Reminder], next: Date?, now: Date) {
        self.init(items: claimed.map(Item.init), next: next, now: now)
    }

    /// The notifications to show (as a device's queue holds them) and when to ask again.
    public init(items: [Item], next: Date?, now: Date) {
        reminders = items
        let wait = next.map { $0.timeIntervalSince(now).rounded(.up) } ?? Double(Self.longestWait)
        nextInSeconds = wait.isFinite ? Int(Swift.max(1, Swift.min(Double(Self.longestWait), wait))) : Self.longestWait
    }
}
