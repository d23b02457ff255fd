import Accounts
import Database
import Foundation
import Identifiers

/// One browser's Web Push subscription: where to send (the push service's endpoint URL) and the keys to encrypt for
/// (RFC 8291: the browser's P-256 public key `p256dh` and its 16-byte `auth` secret, both base64url as the browser
/// gives them).
public struct PushSubscription: Hashable, Sendable, Codable {
    public let id: String
    public let accountID: String
    public let endpoint: String
    public let p256dh: String
    public let auth: String
    /// "Chrome on Android", from the browser's user agent: what the person sees in their device list.
    public let device: String
    public let createdAt: Date
    public let lastDeliveredAt: Date?
}

/// The push subscriptions of every device (migration 121). An endpoint belongs to one account: a browser that
/// subscribes again (or is signed into as someone else) takes its row over, so a shared device never receives the
/// previous person's notifications. Signing out drops the session's subscriptions. At most ``perAccount`` per account:
/// a new one beyond that replaces the oldest.
///
/// ```swift
/// let store = PushSubscriptionStore(database: env.database)
/// try store.subscribe(account: sarah.id, session: digest, endpoint: url, p256dh: key, auth: secret, device: "Chrome", now: now)
/// ```
public struct PushSubscriptionStore: Sendable {
    public let database: any Database
    /// Devices per account.
    public static let perAccount = 20

    public init(database: any Database) { self.database = database }

    /// Stores (or takes over) the subscription of `endpoint` for `account`; returns it as stored.
    @discardableResult
    public func subscribe(
        account: ID<Account>, session: String?, endpoint: String, p256dh: String, auth: String, device: String, now: Date
    ) throws -> PushSubscription {
        try database.write { db in
            let id = UUID().uuidString.lowercased()
            try db.execute(
                """
                INSERT INTO push_subscriptions (id, account_id, session_id, endpoint, p256dh, auth, device, created_at)
                VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
                ON CONFLICT (endpoint) DO UPDATE SET account_id = excluded.account_id, session_id = excluded.session_id,
                    p256dh = excluded.p256dh, auth = excluded.auth, device = excluded.device, created_at = excluded.created_at
                """,
                [
                    .text(id), .text(account.rawValue), SQLValue(session), .text(endpoint), .text(p256dh), .text(auth), .text(device),
                    SQLValue(now),
                ])
            // Keep the newest perAccount.
            let rows = try db.query(
                "SELECT id FROM push_subscriptions WHERE account_id = $1 ORDER BY created_at DESC, id DESC", [.text(account.rawValue)])
            for row in rows.dropFirst(Self.perAccount) {
                try db.execute("DELETE FROM push_subscriptions WHERE id = $1", [.text(try row.string("id"))])
            }
            guard let row = try db.queryOne("SELECT * FROM push_subscriptions WHERE endpoint = $1", [.text(endpoint)]) else {
                throw DatabaseError(.notFound, "the subscription just stored is missing")
            }
            return try Self.subscription(row)
        }
    }

    /// Removes `account`'s subscription of `endpoint`; returns whether there was one.
    @discardableResult
    public func unsubscribe(endpoint: String, account: ID<Account>) throws -> Bool {
        try database.write { db in
            try db.execute(
                "DELETE FROM push_subscriptions WHERE endpoint = $1 AND account_id = $2", [.text(endpoint), .text(account.rawValue)]) > 0
        }
    }

    /// Removes the subscriptions made in a sign-in session (signing out).
    public func removeAll(session: String) throws {
        try database.write { db in _ = try db.execute("DELETE FROM push_subscriptions WHERE session_id = $1", [.text(session)]) }
    }

    /// Removes one subscription (its push service said it is gone: 404/410).
    public func remove(id: String) throws {
        try database.write { db in _ = try db.execute("DELETE FROM push_subscriptions WHERE id = $1", [.text(id)]) }
    }

    /// `account`'s subscriptions, newest first.
    public func subscriptions(of account: ID<Account>) throws -> [PushSubscription] {
        try database.read { db in
            try db.query(
                "SELECT * FROM push_subscriptions WHERE account_id = $1 ORDER BY created_at DESC, id DESC", [.text(account.rawValue)]
            ).map { try Self.subscription($0) }
        }
    }

    /// The subscription of `endpoint`, whoever holds it.
    public func subscription(endpoint: String) throws -> PushSubscription? {
        try database.read { db in
            try db.queryOne("SELECT * FROM push_subscriptions WHERE endpoint = $1", [.text(endpoint)]).map { try Self.subscription($0) }
        }
    }

    /// The subscription in `row`, its columns named as in `push_subscriptions`, each after `prefix` (a join aliases them
    /// `sub_id`, `sub_endpoint`, …).
    static func subscription(_ row: Row, prefix: String = "") throws -> PushSubscription {
        PushSubscription(
            id: try row.string(prefix + "id"), accountID: try row.string(prefix + "account_id"),
            endpoint: try row.string(prefix + "endpoint"),
            p256dh: try row.string(prefix + "p256dh"), auth: try row.string(prefix + "auth"), device: try row.string(prefix + "device"),
            createdAt: try row.date(prefix + "created_at"), lastDeliveredAt: try row.optionalDate(prefix + "last_delivered_at"))
    }

    /// The subscription's columns aliased with `sub_` for a join (read back with `subscription(_:prefix: "sub_")`).
    static let prefixedColumns = ["id", "account_id", "endpoint", "p256dh", "auth", "device", "created_at", "last_delivered_at"]
        .map { "s.\($0) AS sub_\($0)" }.joined(separator: ", ")
}
