import Accounts
import Database
import Foundation
import Identifiers
import Security

/// One device's widget credential as its owner sees it in Profile (never the token itself, which is shown once).
public struct WidgetToken: Hashable, Sendable, Codable {
    public let id: String
    /// "Sarah's iPhone": what the person called the device.
    public let label: String
    public let createdAt: Date
    public let lastUsedAt: Date?
}

/// Widget device tokens (migration 122): a read-only credential a widget extension keeps, good for the ambient routes
/// and nothing else (the full session is never needed by a widget). Made and revoked from Profile; only a digest is
/// stored, so a copy of the database holds no usable token. A revoked token stops at once. At most ``perAccount``.
///
/// ```swift
/// let (token, made) = try WidgetTokenStore(database: db).make(for: sarah.id, label: "iPhone", now: now)
/// try WidgetTokenStore(database: db).account(for: token, now: now)   // sarah.id
/// ```
public struct WidgetTokenStore: Sendable {
    public let database: any Database
    /// Live tokens per account.
    public static let perAccount = 10
    /// Every token starts with this, so a log or a leaked string is recognisable as a widget credential.
    public static let prefix = "qfw_"
    /// The longest label kept.
    public static let labelLimit = 60

    public init(database: any Database) { self.database = database }

    /// A new token for `account`'s device `label` (trimmed; empty is "Widget"): the token, shown once, and its row.
    /// Beyond ``perAccount`` live tokens the request is refused (revoke one first).
    public func make(for account: ID<Account>, label: String, now: Date) throws -> (token: String, made: WidgetToken) {
        let trimmed = label.trimmingCharacters(in: .whitespacesAndNewlines)
        let name = trimmed.isEmpty ? "Widget" : String(trimmed.prefix(Self.labelLimit))
        let token = Self.prefix + SecureRandom.token(byteCount: 32)
        let id = UUID().uuidString.lowercased()
        try database.write { db in
            let live = try db.queryOne(
                "SELECT COUNT(*) AS n FROM widget_tokens WHERE account_id = $1 AND revoked_at IS NULL", [.text(account.rawValue)])
            if let count = try live?.int64("n"), count >= Int64(Self.perAccount) {
                throw StoreError.tooManyWidgetDevices(limit: Self.perAccount)
            }
            try db.execute(
                "INSERT INTO widget_tokens (id, account_id, digest, label, created_at) VALUES ($1, $2, $3, $4, $5)",
                [.text(id), .text(account.rawValue), .text(Self.digest(token)), .text(name), SQLValue(now)])
        }
        return (token, WidgetToken(id: id, label: name, createdAt: now, lastUsedAt: nil))
    }

    /// `account`'s live tokens, newest first.
    public func tokens(of account: ID<Account>) throws -> [WidgetToken] {
        try database.read { db in
            try db.query(
                "SELECT * FROM widget_tokens WHERE account_id = $1 AND revoked_at IS NULL ORDER BY created_at DESC, id DESC",
                [.text(account.rawValue)]
            ).map {
                WidgetToken(
                    id: try $0.string("id"), label: try $0.string("label"), createdAt: try $0.date("created_at"),
                    lastUsedAt: try $0.optionalDate("last_used_at"))
            }
        }
    }

    /// Revokes `account`'s token `id`; false when they have no such live token.
    @discardableResult
    public func revoke(_ id: String, of account: ID<Account>, now: Date) throws -> Bool {
        try database.write { db in
            try db.execute(
                "UPDATE widget_tokens SET revoked_at = $1 WHERE id = $2 AND account_id = $3 AND revoked_at IS NULL",
                [SQLValue(now), .text(id), .text(account.rawValue)]) > 0
        }
    }

    /// Whose live token `token` is, if anyone's; notes its use (at most once a minute, so reads stay reads).
    public func account(for token: String, now: Date) throws -> ID<Account>? {
        guard token.hasPrefix(Self.prefix), token.count <= 128 else { return nil }
        let digest = Self.digest(token)
        guard
            let row = try database.read({ db in
                try db.queryOne(
                    "SELECT account_id, last_used_at FROM widget_tokens WHERE digest = $1 AND revoked_at IS NULL", [.text(digest)])
            })
        else { return nil }
        let account = ID<Account>(try row.string("account_id"))
        if let used = try row.optionalDate("last_used_at"), now.timeIntervalSince(used) < 60 { return account }
        try database.write { db in
            _ = try db.execute("UPDATE widget_tokens SET last_used_at = $1 WHERE digest = $2", [SQLValue(now), .text(digest)])
        }
        return account
    }

    /// The stored form of a token: its HMAC-SHA-256 under a fixed label (the token is 256 random bits; this only keeps
    /// it out of the database).
    static func digest(_ token: String) -> String {
        HMACSHA256.authenticateHex(token, key: Array("quranflow widget token".utf8))
    }
}
