import Accounts
import Database
import Foundation
import Identifiers
import QuranFlowCore

/// One row of a person's notification sheet as stored.
public struct StoredNotification: Sendable, Hashable {
    public let id: String
    public let kind: String
    public let title: String
    public let detail: String
    /// The path the row opens, e.g. "/submissions/<id>/feedback".
    public let target: String
    public let createdAt: Date
    public let readAt: Date?

    public var isUnread: Bool { readAt == nil }

    public init(id: String, kind: String, title: String, detail: String, target: String, createdAt: Date, readAt: Date?) {
        self.id = id
        self.kind = kind
        self.title = title
        self.detail = detail
        self.target = target
        self.createdAt = createdAt
        self.readAt = readAt
    }
}

/// The `notifications` table (migration 105): per account, unread until opened or "Mark all".
/// Only ``LoopNotification`` values are stored, which carry a title, a line and a target — never review content.
///
/// ```swift
/// let store = NotificationStore(database: env.database)
/// let rows = try store.notifications(for: sarah.id.rawValue)
/// ```
public struct NotificationStore: Sendable {
    public let database: any Database

    public init(database: any Database) { self.database = database }

    public static func insert(_ notification: LoopNotification, account: String, target: String, in db: any SQLConnection) throws {
        try db.execute(
            """
            INSERT INTO notifications (id, account_id, kind, title, detail, target, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7)
            """,
            [
                .text(RandomIdentifier.make()), .text(account), .text(notification.kind.rawValue), .text(notification.title),
                .text(notification.detail), .text(target), SQLValue(notification.createdAt),
            ])
    }

    /// Stores `notification` in `account`'s sheet and, when the account's notification settings deliver its type by push
    /// (``NotificationPreferences/deliversPush(_:)``), its `push_outbox` row — inside the producer's transaction.
    /// The sheet row is stored whatever the settings say: they govern push and email only.
    static func deliver(_ notification: LoopNotification, week: Int, account: String, target: String, in db: any SQLConnection) throws {
        try insert(notification, account: account, target: target, in: db)
        try NotificationPreferencesStore.enqueuePush(
            notification.kind.pushType, to: ID(account), title: notification.title,
            body: notification.detail, link: target, thread: .week(week), now: notification.createdAt, in: db)
    }

    /// Stores `notification` for `account` (the demo world; Send stores its own inside its transaction).
    public func add(_ notification: LoopNotification, account: String, target: String, readAt: Date? = nil) throws {
        try database.write { db in
            try Self.insert(notification, account: account, target: target, in: db)
            if let readAt {
                try db.execute(
                    "UPDATE notifications SET read_at = $1 WHERE account_id = $2 AND read_at IS NULL AND created_at <= $1",
                    [SQLValue(readAt), .text(account)])
            }
        }
    }

    /// How many of the account's notifications are unread (the bell on Today).
    static func unreadCount(for account: String, in db: any SQLConnection) throws -> Int {
        try db.queryOne("SELECT COUNT(*) AS n FROM notifications WHERE account_id = $1 AND read_at IS NULL", [.text(account)])?.int("n")
            ?? 0
    }

    /// The account's notifications, newest first.
    public func notifications(for account: String, limit: Int = 50) throws -> [StoredNotification] {
        try database.read { db in
            try db.query(
                "SELECT * FROM notifications WHERE account_id = $1 ORDER BY created_at DESC, id LIMIT $2",
                [.text(account), SQLValue(limit)]
            ).map { row in
                StoredNotification(
                    id: try row.string("id"), kind: try row.string("kind"), title: try row.string("title"),
                    detail: try row.string("detail"), target: try row.string("target"),
                    createdAt: try row.date("created_at"), readAt: try row.optionalDate("read_at"))
            }
        }
    }

    /// Marks one of the account's notifications read and returns it; `nil` if it is not theirs.
    public func open(_ id: String, account: String, at now: Date) throws -> StoredNotification? {
        try database.write { db in
            try db.execute(
                "UPDATE notifications SET read_at = $1 WHERE id = $2 AND account_id = $3 AND read_at IS NULL",
                [SQLValue(now), .text(id), .text(account)])
            return try Self.notification(id, account: account, in: db)
        }
    }

    /// The account's notification `id`, read only (nil when it is not theirs).
    public func notification(_ id: String, account: String) throws -> StoredNotification? {
        try database.read { db in try Self.notification(id, account: account, in: db) }
    }

    static func notification(_ id: String, account: String, in db: any SQLConnection) throws -> StoredNotification? {
        try db.queryOne("SELECT * FROM notifications WHERE id = $1 AND account_id = $2", [.text(id), .text(account)]).map { row in
            StoredNotification(
                id: try row.string("id"), kind: try row.string("kind"), title: try row.string("title"),
                detail: try row.string("detail"), target: try row.string("target"),
                createdAt: try row.date("created_at"), readAt: try row.optionalDate("read_at"))
        }
    }

    /// "Mark all": every unread notification of the account becomes read.
    public func markAllRead(account: String, at now: Date) throws {
        try database.write { db in
            try db.execute(
                "UPDATE notifications SET read_at = $1 WHERE account_id = $2 AND read_at IS NULL", [SQLValue(now), .text(account)])
        }
    }
}
