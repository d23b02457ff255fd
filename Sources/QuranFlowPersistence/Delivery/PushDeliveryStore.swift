import Database
import Foundation
import QuranFlowCore

/// One push message to hand to one device's push service: the notification row's words and thread, and where and
/// for whom to encrypt it.
public struct PushDeliveryTask: Hashable, Sendable {
    public let outboxID: String
    public let subscription: PushSubscription
    public let title: String
    public let body: String
    public let link: String
    /// The thread key (``NotificationThread/key``): the `Topic` and the notification's `tag`.
    public let thread: String
    public let createdAt: Date
    public let expiresAt: Date
    /// Attempts including this one.
    public let attempts: Int
    /// The lease this attempt holds (only its holder may record the outcome).
    public let lockedUntil: Date
}

/// The push sender's table (migration 121): each `push_outbox` row becomes one delivery per device its account has
/// when the sender first sees it (``expand(now:)``); deliveries are leased like jobs (``claim(now:limit:lease:)``) so one
/// process sends each, and recorded with the outcome ``PushDeliveryPolicy`` decided.
///
/// ```swift
/// let store = PushDeliveryStore(database: env.database)
/// try store.expand(now: now)
/// for task in try store.claim(now: now, limit: 50, lease: 60) { … try store.record(task, .delivered, status: 201, now: now) }
/// ```
public struct PushDeliveryStore: Sendable {
    public let database: any Database

    public init(database: any Database) { self.database = database }

    /// Makes the deliveries of every notification row not yet expanded: one per subscription its account has now (none
    /// when it has no device). Returns how many deliveries were made.
    @discardableResult
    public func expand(now: Date) throws -> Int {
        try database.write { db in
            let lock = db.dialect == .postgres ? " FOR UPDATE SKIP LOCKED" : ""
            let rows = try db.query(
                "SELECT id FROM push_outbox WHERE expanded_at IS NULL ORDER BY created_at LIMIT 500\(lock)", [])
            var made = 0
            for row in rows {
                let id = try row.string("id")
                made += try db.execute(
                    """
                    INSERT INTO push_deliveries (outbox_id, subscription_id, state, attempts, next_attempt_at)
                    SELECT o.id, s.id, 'pending', 0, $2 FROM push_outbox o JOIN push_subscriptions s ON s.account_id = o.account_id
                    WHERE o.id = $1
                    ON CONFLICT (outbox_id, subscription_id) DO NOTHING
                    """, [.text(id), SQLValue(now)])
                try db.execute("UPDATE push_outbox SET expanded_at = $2 WHERE id = $1", [.text(id), SQLValue(now)])
            }
            return made
        }
    }

    /// Leases up to `limit` deliveries due at `now` (pending and due, or sending with an expired lease), oldest first.
    public func claim(now: Date, limit: Int, lease: TimeInterval) throws -> [PushDeliveryTask] {
        guard limit > 0 else { return [] }
        let until = now.addingTimeInterval(lease)
        return try database.write { db in
            let lock = db.dialect == .postgres ? " FOR UPDATE OF d SKIP LOCKED" : ""
            let rows = try db.query(
                """
                SELECT d.outbox_id, d.subscription_id, d.attempts, o.title, o.body, o.link, o.thread, o.created_at, o.expires_at,
                       \(PushSubscriptionStore.prefixedColumns)
                FROM push_deliveries d
                JOIN push_outbox o ON o.id = d.outbox_id
                JOIN push_subscriptions s ON s.id = d.subscription_id
                WHERE (d.state = 'pending' AND d.next_attempt_at <= $1) OR (d.state = 'sending' AND d.locked_until <= $1)
                ORDER BY d.next_attempt_at, d.outbox_id
                LIMIT $2\(lock)
                """, [SQLValue(now), SQLValue(limit)])
            return try rows.map { row in
                let outbox = try row.string("outbox_id")
                let subscription = try row.string("subscription_id")
                let attempts = try row.int("attempts") + 1
                try db.execute(
                    """
                    UPDATE push_deliveries SET state = 'sending', attempts = $3, locked_until = $4
                    WHERE outbox_id = $1 AND subscription_id = $2
                    """, [.text(outbox), .text(subscription), SQLValue(attempts), SQLValue(until)])
                let created = try row.date("created_at")
                return PushDeliveryTask(
                    outboxID: outbox,
                    subscription: try PushSubscriptionStore.subscription(row, prefix: "sub_"),
                    title: try row.string("title"), body: try row.string("body"), link: try row.string("link"),
                    thread: try row.string("thread"), createdAt: created,
                    expiresAt: try row.optionalDate("expires_at") ?? created.addingTimeInterval(24 * 3600),
                    attempts: attempts, lockedUntil: until)
            }
        }
    }

    /// Records the decision for a claimed delivery; returns false (and changes nothing) when the lease was lost — another
    /// process holds the delivery now. A gone subscription is removed with every delivery waiting for it.
    @discardableResult
    public func record(
        _ task: PushDeliveryTask, _ decision: PushDeliveryPolicy.Decision, status: Int?, now: Date
    ) throws -> Bool {
        try database.write { db in
            let key: [SQLValue] = [.text(task.outboxID), .text(task.subscription.id), SQLValue(task.attempts), SQLValue(task.lockedUntil)]
            let held = "outbox_id = $1 AND subscription_id = $2 AND attempts = $3 AND locked_until = $4 AND state = 'sending'"
            switch decision {
            case .delivered:
                let changed = try db.execute(
                    """
                    UPDATE push_deliveries SET state = 'delivered', delivered_at = $5, last_status = $6, locked_until = NULL,
                        last_error = NULL WHERE \(held)
                    """, key + [SQLValue(now), SQLValue(status)])
                if changed > 0 {
                    try db.execute(
                        "UPDATE push_subscriptions SET last_delivered_at = $2 WHERE id = $1", [.text(task.subscription.id), SQLValue(now)])
                    try db.execute(
                        "UPDATE push_outbox SET sent_at = $2 WHERE id = $1 AND sent_at IS NULL", [.text(task.outboxID), SQLValue(now)])
                }
                return changed > 0
            case .subscriptionGone:
                guard try db.queryOne("SELECT 1 AS x FROM push_deliveries WHERE \(held)", key) != nil else { return false }
                try db.execute("DELETE FROM push_subscriptions WHERE id = $1", [.text(task.subscription.id)])
                return true
            case .retry(let at):
                return try db.execute(
                    """
                    UPDATE push_deliveries SET state = 'pending', next_attempt_at = $5, last_status = $6, last_error = $7,
                        locked_until = NULL WHERE \(held)
                    """, key + [SQLValue(at), SQLValue(status), .text("retrying")]) > 0
            case .failed(let reason):
                return try db.execute(
                    """
                    UPDATE push_deliveries SET state = 'failed', last_status = $5, last_error = $6, locked_until = NULL WHERE \(held)
                    """, key + [SQLValue(status), .text(reason)]) > 0
            }
        }
    }

    /// Counts of deliveries by state (the admin page).
    public func counts() throws -> [String: Int] {
        try database.read { db in
            var counts: [String: Int] = [:]
            for row in try db.query("SELECT state, COUNT(*) AS n FROM push_deliveries GROUP BY state", []) {
                counts[try row.string("state")] = try row.int("n")
            }
            return counts
        }
    }
}
