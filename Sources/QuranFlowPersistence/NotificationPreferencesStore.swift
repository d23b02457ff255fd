import Accounts
import Database
import Foundation
import Identifiers
import QuranFlowCore

/// Per-account notification preferences (migration 112) and the push outbox rows they allow. No row means
/// ``NotificationPreferences/defaults``. Producers call ``enqueuePush(_:to:title:body:link:now:in:)`` inside their own
/// transaction: it asks ``NotificationPreferences/deliversPush(_:)`` and writes the `push_outbox` row only when allowed.
///
/// ```swift
/// let store = NotificationPreferencesStore(database: env.database)
/// try store.change(for: sarah.id, now: now) { $0.setting(.type(.feedbackAlerts), on: false) }
/// try store.preferences(of: sarah.id).deliversPush(.feedbackAlerts)   // false
/// ```
public struct NotificationPreferencesStore: Sendable {
    public let database: any Database

    public init(database: any Database) { self.database = database }

    /// The account's preferences (the defaults when it never changed any).
    public func preferences(of account: ID<Account>) throws -> NotificationPreferences {
        try database.read { db in try Self.preferences(of: account, in: db) }
    }

    static func preferences(of account: ID<Account>, in db: any SQLConnection) throws -> NotificationPreferences {
        guard let row = try db.queryOne("SELECT * FROM notification_preferences WHERE account_id = $1", [.text(account.rawValue)])
        else { return .defaults }
        var types = Set<PushType>()
        for type in PushType.allCases where try row.bool(column(of: type)) { types.insert(type) }
        return NotificationPreferences(
            pushEnabled: try row.bool("push_enabled"), pushTypes: types,
            weeklyDigest: try row.bool("weekly_digest"))
    }

    /// Reads, changes and stores the account's preferences in one transaction (two tabs toggling at once lose nothing);
    /// returns what was stored.
    @discardableResult
    public func change(
        for account: ID<Account>, now: Date,
        _ body: (NotificationPreferences) -> NotificationPreferences
    ) throws -> NotificationPreferences {
        try database.write { db in
            let changed = body(try Self.preferences(of: account, in: db))
            let columns = ["push_enabled"] + PushType.allCases.map(Self.column(of:)) + ["weekly_digest", "updated_at"]
            let values: [SQLValue] =
                [.text(account.rawValue), SQLValue(changed.pushEnabled)]
                + PushType.allCases.map { SQLValue(changed.pushTypes.contains($0)) } + [SQLValue(changed.weeklyDigest), SQLValue(now)]
            let placeholders = (1...values.count).map { "$\($0)" }.joined(separator: ", ")
            try db.execute(
                """
                INSERT INTO notification_preferences (account_id, \(columns.joined(separator: ", "))) VALUES (\(placeholders))
                ON CONFLICT (account_id) DO UPDATE SET \(columns.map { "\($0) = excluded.\($0)" }.joined(separator: ", "))
                """, values)
            return changed
        }
    }

    /// Writes a `push_outbox` row for `account` if its preferences deliver `type` by push; returns whether it did.
    /// Runs inside the producer's transaction, so the in-app row and the push row are stored together or not at all.
    /// `thread` is the message's `Topic` and the notification's `tag` (a later one of the thread replaces it);
    /// `expiresAt` is when it stops being worth delivering (default: a day).
    @discardableResult
    static func enqueuePush(
        _ type: PushType, to account: ID<Account>, title: String, body: String, link: String, thread: NotificationThread,
        expiresAt: Date? = nil, now: Date, in db: any SQLConnection
    ) throws -> Bool {
        guard try preferences(of: account, in: db).deliversPush(type) else { return false }
        try db.execute(
            """
            INSERT INTO push_outbox (id, account_id, title, body, link, created_at, thread, expires_at)
            VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
            """,
            [
                .text(UUID().uuidString.lowercased()), .text(account.rawValue), .text(title), .text(body), .text(link), SQLValue(now),
                .text(thread.key), SQLValue(expiresAt ?? now.addingTimeInterval(24 * 3600)),
            ])
        return true
    }

    static func column(of type: PushType) -> String {
        switch type {
        case .sessionReminders: "session_reminders"
        case .feedbackAlerts: "feedback_alerts"
        case .deadlineReminders: "deadline_reminders"
        case .announcements: "announcements"
        case .newSubmissions: "new_submissions"
        case .overdueSubmissions: "overdue_submissions"
        case .studentMessages: "student_messages"
        case .scheduleChanges: "schedule_changes"
        }
    }
}
