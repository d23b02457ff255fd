import Accounts
import Database
import Foundation
import Identifiers
import QuranFlowCore
import Security

/// A change of email waits for the new address to be confirmed: ``request(_:for:at:)`` stores a single-use link's
/// token (as its SHA-256 digest, valid for ``lifetime``) and returns it for the mail to the **new** address;
/// ``confirm(token:at:)`` spends it and applies the address, all in one transaction. A new request replaces any
/// earlier one still waiting.
///
/// ```swift
/// let token = try changes.request("sarah.new@example.com", for: sarah, at: now)
/// try changes.confirm(token: token, at: now)   // the account's email is now sarah.new@example.com
/// ```
public struct EmailChangeStore: Sendable {
    /// How long a confirmation link works.
    public static let lifetime: TimeInterval = 24 * 3600

    public let database: any Database

    public init(database: any Database) {
        self.database = database
    }

    /// An address change waiting for confirmation.
    public struct Pending: Hashable, Sendable {
        /// The new address.
        public let email: String
        /// When the link stops working.
        public let expiresAt: Date
    }

    /// Stores a change of `account`'s email to `rawEmail` and returns the link's token. Refuses an address that is not
    /// one (``AccountError``, field "email"), the current address, or one another account has.
    public func request(_ rawEmail: String, for account: Account, at now: Date) throws -> (token: String, email: String) {
        let email = try EmailAddress.normalize(rawEmail)
        guard email != account.email else { throw PersonalDetailsError.emailUnchanged }
        let token = SecureRandom.token()
        try database.write { db in
            guard try db.queryOne("SELECT id FROM accounts WHERE email = $1", [.text(email)]) == nil else {
                throw PersonalDetailsError.emailTaken
            }
            _ = try db.execute(
                "UPDATE email_changes SET used_at = $1 WHERE account_id = $2 AND used_at IS NULL",
                [SQLValue(now), .text(account.id.rawValue)])
            _ = try db.execute(
                """
                INSERT INTO email_changes (token_digest, account_id, new_email, created_at, expires_at) VALUES ($1, $2, $3, $4, $5)
                """,
                [
                    .text(TokenDigest.sha256Hex(token)), .text(account.id.rawValue), .text(email), SQLValue(now),
                    SQLValue(now.addingTimeInterval(Self.lifetime)),
                ])
        }
        return (token, email)
    }

    /// The change of `account`'s email still waiting at `now`, if any.
    public func pending(for account: ID<Account>, at now: Date) throws -> Pending? {
        try database.read { db in
            try db.queryOne(
                """
                SELECT new_email, expires_at FROM email_changes WHERE account_id = $1 AND used_at IS NULL AND expires_at > $2
                ORDER BY created_at DESC LIMIT 1
                """, [.text(account.rawValue), SQLValue(now)]
            ).map { Pending(email: try $0.string("new_email"), expiresAt: try $0.date("expires_at")) }
        }
    }

    /// Whether the link's token can still be used at `now`.
    public func isUsable(token: String, at now: Date) throws -> Bool {
        guard !token.isEmpty, token.count <= 128 else { return false }
        return try database.read { db in
            try db.queryOne(
                "SELECT account_id FROM email_changes WHERE token_digest = $1 AND used_at IS NULL AND expires_at > $2",
                [.text(TokenDigest.sha256Hex(token)), SQLValue(now)]) != nil
        }
    }

    /// Spends the link and applies the new address. An unknown, expired or used link is
    /// ``PersonalDetailsError/linkNotUsable``; an address another account took meanwhile is
    /// ``PersonalDetailsError/emailTaken`` (and the link stays spent, so nothing half-applies).
    @discardableResult
    public func confirm(token: String, at now: Date) throws -> (account: ID<Account>, email: String) {
        guard !token.isEmpty, token.count <= 128 else { throw PersonalDetailsError.linkNotUsable }
        let digest = TokenDigest.sha256Hex(token)
        let found: (String, String)? = try database.write { db in
            let spent = try db.execute(
                "UPDATE email_changes SET used_at = $1 WHERE token_digest = $2 AND used_at IS NULL AND expires_at > $1",
                [SQLValue(now), .text(digest)])
            guard spent == 1,
                let row = try db.queryOne("SELECT account_id, new_email FROM email_changes WHERE token_digest = $1", [.text(digest)])
            else { return nil }
            let account = try row.string("account_id")
            let email = try row.string("new_email")
            if try db.queryOne("SELECT id FROM accounts WHERE email = $1 AND id <> $2", [.text(email), .text(account)]) != nil {
                return (account, "")
            }
            _ = try db.execute("UPDATE accounts SET email = $1 WHERE id = $2", [.text(email), .text(account)])
            // Reset links mailed to the old address stop working: it no longer speaks for the account.
            try PasswordReset.spendLinks(of: account, now: now, in: db)
            return (account, email)
        }
        guard let (account, email) = found else { throw PersonalDetailsError.linkNotUsable }
        guard !email.isEmpty else { throw PersonalDetailsError.emailTaken }
        return (ID(account), email)
    }
}
