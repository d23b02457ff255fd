import Accounts
import Database
import Foundation
import Identifiers
import Security

/// Each person's private calendar-feed token: the secret in their subscription URL, made on first use, replaced on reset
/// (the old URL stops working at once).
///
/// ```swift
/// let token = try CalendarFeedStore(database: db).token(for: sarah.id, now: now)
/// ```
public struct CalendarFeedStore: Sendable {
    public let database: any Database

    public init(database: any Database) { self.database = database }

    /// The person's token, creating one if they have none.
    public func token(for account: ID<Account>, now: Date) throws -> String {
        try database.write { db in
            if let row = try db.queryOne("SELECT token FROM calendar_feeds WHERE account_id = $1", [.text(account.rawValue)]) {
                return try row.string("token")
            }
            let token = SecureRandom.token(byteCount: 24)
            _ = try db.execute(
                "INSERT INTO calendar_feeds (account_id, token, created_at) VALUES ($1, $2, $3)",
                [.text(account.rawValue), .text(token), SQLValue(now)])
            return token
        }
    }

    /// A new token for the person; the old one no longer resolves.
    @discardableResult
    public func reset(for account: ID<Account>, now: Date) throws -> String {
        let token = SecureRandom.token(byteCount: 24)
        try database.write { db in
            _ = try db.execute("DELETE FROM calendar_feeds WHERE account_id = $1", [.text(account.rawValue)])
            _ = try db.execute(
                "INSERT INTO calendar_feeds (account_id, token, created_at) VALUES ($1, $2, $3)",
                [.text(account.rawValue), .text(token), SQLValue(now)])
        }
        return token
    }

    /// Whose feed `token` is, if anyone's.
    public func account(forToken token: String) throws -> ID<Account>? {
        guard !token.isEmpty, token.count <= 128 else { return nil }
        return try database.read { db in
            try db.queryOne("SELECT account_id FROM calendar_feeds WHERE token = $1", [.text(token)]).map {
                ID(try $0.string("account_id"))
            }
        }
    }
}
