import Database
import Foundation
import Identifiers
import Security

/// Browsers an account has signed in from: each successful web sign-in leaves a long-lived, random device token in the
/// browser's cookie (the store keeps only its digest). A known device of the account signs in past the throttle that
/// strangers' wrong guesses put on the email — so nobody can lock a person out by typing their address ten times —
/// while its own wrong guesses are throttled on their own. Not an IP address: behind a proxy that is everyone's.
///
///     let device = try devices.remember(presented: cookie, for: account.id, now: now)   // set as the cookie
public struct KnownDevices: Sendable {
    /// How long a device stays known without a sign-in from it.
    public static let lifetime: TimeInterval = 365 * 24 * 3600

    public let database: any Database

    public init(database: any Database) { self.database = database }

    /// The digest of `token` when it is a device of the account with `email` seen within ``lifetime``, else nil.
    public func digest(of token: String?, forEmail email: String, now: Date) throws -> String? {
        guard let token, !token.isEmpty, token.utf8.count <= 128 else { return nil }
        let digest = TokenDigest.sha256Hex(token)
        let known = try database.read { db in
            try db.queryOne(
                """
                SELECT d.token_digest FROM known_devices d JOIN accounts a ON a.id = d.account_id
                WHERE d.token_digest = $1 AND a.email = $2 AND d.last_used_at > $3
                """, [.text(digest), .text(email), SQLValue(now.addingTimeInterval(-Self.lifetime))])
        }
        return known == nil ? nil : digest
    }

    /// After a successful sign-in: keeps the presented token when it is already this account's device (renewed),
    /// otherwise makes a new one. Returns the token to set in the cookie.
    public func remember(presented token: String?, for account: ID<Account>, now: Date) throws -> String {
        if let token, !token.isEmpty, token.utf8.count <= 128 {
            let renewed = try database.write { db in
                try db.execute(
                    "UPDATE known_devices SET last_used_at = $1 WHERE token_digest = $2 AND account_id = $3",
                    [SQLValue(now), .text(TokenDigest.sha256Hex(token)), .text(account.rawValue)])
            }
            if renewed == 1 { return token }
        }
        let fresh = SecureRandom.token()
        try database.write { db in
            try db.execute(
                "INSERT INTO known_devices (token_digest, account_id, created_at, last_used_at) VALUES ($1, $2, $3, $3)",
                [.text(TokenDigest.sha256Hex(fresh)), .text(account.rawValue), SQLValue(now)])
            try db.execute("DELETE FROM known_devices WHERE last_used_at < $1", [SQLValue(now.addingTimeInterval(-Self.lifetime))])
        }
        return fresh
    }
}
