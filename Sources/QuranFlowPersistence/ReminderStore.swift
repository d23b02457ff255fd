import Accounts
import Database
import Foundation
import Identifiers
import QuranFlowCore

/// A reminder that fired: what the person sees in the app (and the push row carries the same words).
public struct SessionNotification: Codable, Sendable, Equatable {
    public let id: String
    public let item: String
    public let occursAt: Date
    public let title: String
    public let body: String
    /// The deep link: the session detail ("/sessions/<id>/on/<date>") or Sessions on the deadline's day.
    public let link: String
    public let createdAt: Date

    public init(id: String, item: String, occursAt: Date, title: String, body: String, link: String, createdAt: Date) {
        self.id = id
        self.item = item
        self.occursAt = occursAt
        self.title = title
        self.body = body
        self.link = link
        self.createdAt = createdAt
    }
}

/// Per-person reminders, the in-app notifications they make, and the push outbox (migration 106).
///
/// ```swift
/// let store = ReminderStore(database: db)
/// try store.set(.session(qrc.id), on: true, for: sarah.id, now: now)
/// ```
public struct ReminderStore: Sendable {
    public let database: any Database

    public init(database: any Database) { self.database = database }

    /// The items `account` has a reminder on for.
    public func items(of account: ID<Account>) throws -> Set<ReminderItem> {
        try database.read { db in try Self.items(of: account, in: db) }
    }

    static func items(of account: ID<Account>, in db: any SQLConnection) throws -> Set<ReminderItem> {
        Set(
            try db.query("SELECT item FROM session_reminders WHERE account_id = $1", [.text(account.rawValue)])
                .compactMap { ReminderItem(rawValue: try $0.string("item")) })
    }

    /// Turns `item`'s reminder on or off; turning on twice keeps one row.
    public func set(_ item: ReminderItem, on: Bool, for account: ID<Account>, now: Date) throws {
        try database.write { db in
            if on {
                _ = try db.execute(
                    """
                    INSERT INTO session_reminders (account_id, item, created_at) VALUES ($1, $2, $3)
                    ON CONFLICT (account_id, item) DO NOTHING
                    """, [.text(account.rawValue), .text(item.rawValue), SQLValue(now)])
            } else {
                _ = try db.execute(
                    "DELETE FROM session_reminders WHERE account_id = $1 AND item = $2",
                    [.text(account.rawValue), .text(item.rawValue)])
            }
        }
    }

    /// Whether `account` still has `item`'s reminder on.
    public func isOn(_ item: ReminderItem, for account: ID<Account>) throws -> Bool {
        try items(of: account).contains(item)
    }

    /// Stores the delivery (one per person, item and meeting), the in-app notification (the notifications sheet's
    /// `notifications` table) and — when the person's notification settings allow it — its push row in one transaction; a second delivery of the same meeting's reminder adds
    /// nothing. Returns whether it was new.
    @discardableResult
    public func deliver(
        to account: ID<Account>, item: ReminderItem, occursAt: Date, title: String, body: String, link: String,
        week: Int? = nil, now: Date
    ) throws -> Bool {
        try database.write { db in
            let inserted = try db.execute(
                """
                INSERT INTO session_notifications (id, account_id, item, occurs_at, title, body, link, created_at)
                VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (account_id, item, occurs_at) DO NOTHING
                """,
                [
                    .text(UUID().uuidString.lowercased()), .text(account.rawValue), .text(item.rawValue), SQLValue(occursAt),
                    .text(title), .text(body), .text(link), SQLValue(now),
                ])
            guard inserted > 0 else { return false }
            // The same row in the notifications sheet (NotificationStore), beside "Feedback ready — Week N".
            _ = try db.execute(
                """
                INSERT INTO notifications (id, account_id, kind, title, detail, target, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7)
                """,
                [
                    .text(RandomIdentifier.make()), .text(account.rawValue), .text("sessionReminder"), .text(title), .text(body),
                    .text(link), SQLValue(now),
                ])
            // The push row only when the person's notification settings deliver this type by push (SakNotifSettings:
            // push on and "Session reminders" — or "Deadline reminders" for the deadline — on).
            // Worth delivering until half an hour after the start (the meeting, or the deadline, is then under way or past).
            try NotificationPreferencesStore.enqueuePush(
                item.pushType, to: account, title: title, body: body, link: link, thread: item.thread(week: week),
                expiresAt: occursAt.addingTimeInterval(1800), now: now, in: db)
            return true
        }
    }

    /// The person's in-app notifications, newest first.
    public func notifications(of account: ID<Account>, limit: Int = 50) throws -> [SessionNotification] {
        try database.read { db in
            try db.query(
                """
                SELECT id, item, occurs_at, title, body, link, created_at FROM session_notifications
                WHERE account_id = $1 ORDER BY created_at DESC, occurs_at DESC LIMIT \(max(1, min(limit, 500)))
                """, [.text(account.rawValue)]
            ).map { row in
                SessionNotification(
                    id: try row.string("id"), item: try row.string("item"), occursAt: try row.date("occurs_at"),
                    title: try row.string("title"), body: try row.string("body"), link: try row.string("link"),
                    createdAt: try row.date("created_at"))
            }
        }
    }

    /// How many push rows wait for `account` (tests, admin).
    public func pushCount(for account: ID<Account>) throws -> Int {
        try database.read { db in
            try db.queryOne("SELECT COUNT(*) AS n FROM push_outbox WHERE account_id = $1", [.text(account.rawValue)])?.int("n") ?? 0
        }
    }
}
