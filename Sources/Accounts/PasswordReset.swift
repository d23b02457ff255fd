import Database
import Foundation
import Identifiers
import Security

/// Password reset by a single-use link that expires after an hour, delivered through the outbox.
///
///     try reset.request(email: "sarah@quranflow.test", linkBase: "http://localhost:8080/reset-password", now: now)
///     try reset.complete(token: tokenFromLink, newPassword: "…", now: now)
public struct PasswordReset: Sendable {
    public static let lifetime: TimeInterval = 3600

    public let accounts: AccountStore
    public let sessions: SessionStore
    public let outbox: Outbox
    public let productName: String

    public init(accounts: AccountStore, sessions: SessionStore, outbox: Outbox, productName: String) {
        self.accounts = accounts
        self.sessions = sessions
        self.outbox = outbox
        self.productName = productName
    }

    /// Sends a link if the account exists. Says nothing either way, so no one can learn who has an account.
    public func request(email rawEmail: String, linkBase: String, now: Date) throws {
        let email = try EmailAddress.normalize(rawEmail)
        guard let account = try accounts.account(email: email) else { return }
        let token = SecureRandom.token()
        try accounts.database.write { db in
            try db.execute(
                "INSERT INTO password_resets (token_digest, account_id, created_at, expires_at) VALUES ($1, $2, $3, $4)",
                [
                    .text(TokenDigest.sha256Hex(token)), .text(account.id.rawValue), SQLValue(now),
                    SQLValue(now.addingTimeInterval(Self.lifetime)),
                ])
        }
        try outbox.send(
            to: account.email, subject: "Reset your \(productName) password",
            body: """
                Salaam \(account.name),

                Someone (we hope you) asked to reset the password for \(account.email).
                Open this link within an hour to choose a new one:

                \(linkBase)?token=\(token)

                If it wasn't you, ignore this email: your password stays as it is.
                """, now: now)
    }

    /// Whether a link's token can still be used at `now`.
    public func isUsable(token: String, now: Date) throws -> Bool {
        try pending(token: token, now: now) != nil
    }

    /// Whether `token` is an invitation's set-your-password link (issued for longer than a reset link lives) rather
    /// than a reset link, so its page can greet a newcomer instead of talking of resetting. Usable or not: a spent or
    /// expired invitation still reads as one.
    public func isInvitation(token: String) throws -> Bool {
        guard !token.isEmpty, token.count <= 128 else { return false }
        return try accounts.database.read { db in
            try db.queryOne(
                "SELECT expires_at - created_at AS span FROM password_resets WHERE token_digest = $1",
                [.text(TokenDigest.sha256Hex(token))])?.int("span") ?? 0
        } > Int(Self.lifetime * 1000)
    }

    /// Sets the new password, spends the link, and signs the person out everywhere — all in one transaction,
    /// so two submissions of the same link cannot both succeed and a failure leaves the link unspent.
    public func complete(token: String, newPassword: String, now: Date) throws -> Account {
        try PasswordPolicy.validate(newPassword)
        let hash = try accounts.hasher.hash(newPassword)
        let digest = TokenDigest.sha256Hex(token)
        let accountID: String? = try accounts.database.write { db in
            let spent = try db.execute(
                """
                UPDATE password_resets SET used_at = $1 WHERE token_digest = $2 AND used_at IS NULL AND expires_at > $1
                """, [SQLValue(now), .text(digest)])
            guard spent == 1,
                let id = try db.queryOne("SELECT account_id FROM password_resets WHERE token_digest = $1", [.text(digest)])?
                    .string("account_id")
            else { return nil }
            try db.execute("UPDATE accounts SET password_hash = $1 WHERE id = $2", [.text(hash), .text(id)])
            try db.execute("DELETE FROM sessions WHERE account_id = $1", [.text(id)])
            return id
        }
        guard let accountID, let account = try accounts.account(id: ID(accountID)) else { throw Self.expiredLink }
        return account
    }

    static let expiredLink = AccountError(.expired, "This reset link has expired or was already used. Ask for a new one.")

    private func pending(token: String, now: Date) throws -> String? {
        guard !token.isEmpty, token.count <= 128 else { return nil }
        return try accounts.database.read { db in
            try db.queryOne(
                "SELECT account_id FROM password_resets WHERE token_digest = $1 AND used_at IS NULL AND expires_at > $2",
                [.text(TokenDigest.sha256Hex(token)), SQLValue(now)])?.string("account_id")
        }
    }
}

extension PasswordReset {
    /// The password hash of an account invited but not yet signed up (no password verifies against it).
    public static let invitedMarker = "!invited"

    /// How long an invitation's set-your-password link lasts: 7 days.
    public static let invitationLifetime: TimeInterval = 7 * 24 * 3600

    /// Issues a single-use set-password token for `account` inside the caller's transaction and returns it (only its
    /// SHA-256 digest is stored); ``complete(token:newPassword:now:)`` spends it like a reset link's.
    ///
    /// ```swift
    /// let token = try PasswordReset.issueToken(for: id, lifetime: PasswordReset.invitationLifetime, now: now, in: db)
    /// ```
    public static func issueToken(for account: ID<Account>, lifetime: TimeInterval, now: Date, in db: any SQLConnection) throws -> String {
        let token = SecureRandom.token()
        try db.execute(
            "INSERT INTO password_resets (token_digest, account_id, created_at, expires_at) VALUES ($1, $2, $3, $4)",
            [.text(TokenDigest.sha256Hex(token)), .text(account.rawValue), SQLValue(now), SQLValue(now.addingTimeInterval(lifetime))])
        return token
    }
}
