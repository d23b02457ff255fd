import Database
import Foundation
import Identifiers
import Security

/// Password reset by a single-use link that expires after an hour, delivered through the outbox; setting the password
/// (by any link, or by a change) spends every other link of the account and ends every session of it. Both products use
/// it over their own account tables (``AccountTables``).
///
///     try reset.request(email: "sarah@quranflow.test", remoteAddress: "203.0.113.7",
///                       linkBase: "http://localhost:8080/reset-password", now: now)
///     let accountID = try reset.complete(token: tokenFromLink, newPassword: "…", now: now)
public struct PasswordReset: Sendable {
    public static let lifetime: TimeInterval = 3600

    public let database: any Database
    public let hasher: PasswordHasher
    public let tables: AccountTables
    public let outbox: Outbox
    public let productName: String

    public init(database: any Database, hasher: PasswordHasher, tables: AccountTables, outbox: Outbox, productName: String) {
        self.database = database
        self.hasher = hasher
        self.tables = tables
        self.outbox = outbox
        self.productName = productName
    }

    /// Over this module's own tables (QuranFlow's accounts and sessions).
    public init(accounts: AccountStore, outbox: Outbox, productName: String) {
        self.init(database: accounts.database, hasher: accounts.hasher, tables: .accounts, outbox: outbox, productName: productName)
    }

    /// How many reset mails one account may be sent (``ResetRequestLimit/perAccount``).
    public var perAccount: ResetRequestLimit = .perAccount
    /// How many requests one client address may make (``ResetRequestLimit/perAddress``).
    public var perAddress: ResetRequestLimit = .perAddress

    /// Sends a link if the account exists and neither limit is reached. Says nothing either way, so no one can learn
    /// who has an account or who was limited — and takes the same time either way: whatever the outcome, one
    /// transaction runs the same statements (the lookup, the counts, the request's record, the link's and the mail's
    /// inserts, which insert nothing without an account to send to) over a mail built the same way.
    ///
    /// `remoteAddress` is the client's address as the server derives it (honouring trusted proxies).
    public func request(email rawEmail: String, remoteAddress: String, linkBase: String, now: Date) throws {
        let email = try EmailAddress.normalize(rawEmail)
        let token = SecureRandom.token()
        let since = SQLValue(now.addingTimeInterval(-max(perAccount.window, perAddress.window)))
        let name = tables.greetingName ?? "CAST(NULL AS TEXT)"
        let mail: OutgoingMail? = try database.write { db in
            // On PostgreSQL the account's row is locked, so concurrent requests for it (other processes) count in turn.
            let lock = db.dialect == .postgres ? " FOR UPDATE" : ""
            let account = try db.queryOne("SELECT id, \(name) AS greeting FROM \(tables.accounts) WHERE email = $1\(lock)", [.text(email)])
            let mailed = try db.query(
                "SELECT at FROM password_reset_requests WHERE email = $1 AND mailed = 1 AND at > $2", [.text(email), since]
            ).map { try $0.date("at") }
            let asked = try db.query(
                "SELECT at FROM password_reset_requests WHERE remote_address = $1 AND at > $2", [.text(remoteAddress), since]
            ).map { try $0.date("at") }
            let allowed = perAccount.allows(earlier: mailed, now: now) && perAddress.allows(earlier: asked, now: now)
            // No account, or a limit reached: the same statements run with an id no account has, and insert nothing.
            let accountID = allowed ? try account?.string("id") ?? "" : ""
            let greeting = try account?.optionalString("greeting") ?? "there"
            try db.execute(
                "INSERT INTO password_reset_requests (id, email, remote_address, at, mailed) VALUES ($1, $2, $3, $4, $5)",
                [.text(RandomIdentifier.make()), .text(email), .text(remoteAddress), SQLValue(now), .integer(accountID.isEmpty ? 0 : 1)])
            try db.execute("DELETE FROM password_reset_requests WHERE at < $1", [SQLValue(now.addingTimeInterval(-24 * 3600))])
            try db.execute(
                """
                INSERT INTO password_resets (token_digest, account_id, created_at, expires_at)
                SELECT CAST($1 AS TEXT), id, $2, $3 FROM \(tables.accounts) WHERE id = $4
                """,
                [.text(TokenDigest.sha256Hex(token)), SQLValue(now), SQLValue(now.addingTimeInterval(Self.lifetime)), .text(accountID)])
            return try Outbox.insert(
                to: email, ifAccount: accountID, accountsTable: tables.accounts, subject: "Reset your \(productName) password",
                body: Self.mailBody(name: greeting, email: email, link: "\(linkBase)?token=\(token)"), html: nil, kind: "account",
                now: now, in: db)
        }
        if let mail { outbox.onSend(mail) }
    }

    static func mailBody(name: String, email: String, link: String) -> String {
        """
        Salaam \(name),

        Someone (we hope you) asked to reset the password for \(email).
        Open this link within an hour to choose a new one:

        \(link)

        If it wasn't you, ignore this email: your password stays as it is.
        """
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
        return try database.read { db in
            try db.queryOne(
                "SELECT expires_at - created_at AS span FROM password_resets WHERE token_digest = $1",
                [.text(TokenDigest.sha256Hex(token))])?.int("span") ?? 0
        } > Int(Self.lifetime * 1000)
    }

    /// Sets the new password, spends the link, and signs the person out everywhere — all in one transaction,
    /// so two submissions of the same link cannot both succeed and a failure leaves the link unspent. Returns the
    /// account's id.
    public func complete(token: String, newPassword: String, now: Date) throws -> String {
        try PasswordPolicy.validate(newPassword)
        let hash = try hasher.hash(newPassword)
        let digest = TokenDigest.sha256Hex(token)
        let tables = tables
        let accountID: String? = try database.write { db in
            let spent = try db.execute(
                """
                UPDATE password_resets SET used_at = $1 WHERE token_digest = $2 AND used_at IS NULL AND expires_at > $1
                """, [SQLValue(now), .text(digest)])
            guard spent == 1,
                let id = try db.queryOne("SELECT account_id FROM password_resets WHERE token_digest = $1", [.text(digest)])?
                    .string("account_id")
            else { return nil }
            try db.execute("UPDATE \(tables.accounts) SET password_hash = $1 WHERE id = $2", [.text(hash), .text(id)])
            try db.execute("DELETE FROM \(tables.sessions) WHERE \(tables.sessionOwner) = $1", [.text(id)])
            try Self.spendLinks(of: id, now: now, in: db)
            return id
        }
        guard let accountID else { throw Self.expiredLink }
        return accountID
    }

    /// Spends every unused reset (or invitation) link of the account: once its password is set — by a link or by a
    /// change — no other link mailed earlier can set it again.
    public static func spendLinks(of accountID: String, now: Date, in db: any SQLConnection) throws {
        try db.execute(
            "UPDATE password_resets SET used_at = $1 WHERE account_id = $2 AND used_at IS NULL", [SQLValue(now), .text(accountID)])
    }

    public static let expiredLink = AccountError(.expired, "This reset link has expired or was already used. Ask for a new one.")

    private func pending(token: String, now: Date) throws -> String? {
        guard !token.isEmpty, token.count <= 128 else { return nil }
        return try database.read { db in
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
