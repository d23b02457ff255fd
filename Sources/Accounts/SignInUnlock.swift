import Database
import Foundation
import Identifiers
import Security

/// The emailed way back in when an email's sign-in is paused by too many wrong passwords: at the failure that starts
/// the pause, the account's address gets a single-use link (an hour) that lifts it. Opening the link shows a button;
/// the POST lifts the pause, so a mail scanner fetching the link changes nothing.
///
///     try unlock.send(to: account, now: now)                 // from SignInService, once per pause
///     try unlock.complete(token: tokenFromLink, now: now)    // the pause on that email is over
public struct SignInUnlock: Sendable {
    public static let lifetime: TimeInterval = 3600

    public let database: any Database
    public let outbox: Outbox
    /// The unlock page's absolute URL, e.g. "http://localhost:8080/unlock".
    public let linkBase: String
    public let productName: String
    /// What the mail says stays open to the person while the pause lasts (the mail's last sentence).
    public let stillOpen: String

    /// QuranFlow's sign-in lets a browser the account used before through a pause (``KnownDevices``).
    public static let knownBrowsersStillOpen = "You can still sign in from a browser you have used before, or reset your password."

    public init(
        database: any Database, outbox: Outbox, linkBase: String, productName: String, stillOpen: String = Self.knownBrowsersStillOpen
    ) {
        self.database = database
        self.outbox = outbox
        self.linkBase = linkBase
        self.productName = productName
        self.stillOpen = stillOpen
    }

    /// Queues the unlock mail for `account`.
    public func send(to account: Account, now: Date) throws {
        try send(toEmail: account.email, greeting: account.name, now: now)
    }

    /// Queues the unlock mail for the account with this (normalised) email, greeting it by `greeting`.
    ///
    /// ```swift
    /// try unlock.send(toEmail: "maryam@jamaal.test", greeting: "there", now: now)
    /// ```
    public func send(toEmail email: String, greeting: String, now: Date) throws {
        let token = SecureRandom.token()
        try database.write { db in
            try db.execute(
                "INSERT INTO sign_in_unlocks (token_digest, email, created_at, expires_at) VALUES ($1, $2, $3, $4)",
                [
                    .text(TokenDigest.sha256Hex(token)), .text(email), SQLValue(now),
                    SQLValue(now.addingTimeInterval(Self.lifetime)),
                ])
        }
        try outbox.send(
            to: email, subject: "Sign-in to \(productName) is paused",
            body: """
                Salaam \(greeting),

                Someone typed a wrong password for \(email) too many times, so signing in with it is paused for a while.
                If that was you, open this link within an hour to sign in again straight away:

                \(linkBase)?token=\(token)

                If it wasn't you, your account is safe: nobody got in. \(stillOpen)
                """, now: now)
    }

    /// Whether a link's token can still be used at `now`.
    public func isUsable(token: String, now: Date) throws -> Bool {
        guard !token.isEmpty, token.utf8.count <= 128 else { return false }
        return try database.read { db in
            try db.queryOne(
                "SELECT email FROM sign_in_unlocks WHERE token_digest = $1 AND used_at IS NULL AND expires_at > $2",
                [.text(TokenDigest.sha256Hex(token)), SQLValue(now)])
        } != nil
    }

    /// Spends the link (and the email's other unused ones) and forgets the email's failed sign-ins, in one transaction. Throws ``AccountError/Kind/expired``
    /// for a link that is unknown, spent or past its hour.
    public func complete(token: String, now: Date) throws {
        guard !token.isEmpty, token.utf8.count <= 128 else { throw Self.expiredLink }
        let digest = TokenDigest.sha256Hex(token)
        let done: Bool = try database.write { db in
            let spent = try db.execute(
                "UPDATE sign_in_unlocks SET used_at = $1 WHERE token_digest = $2 AND used_at IS NULL AND expires_at > $1",
                [SQLValue(now), .text(digest)])
            guard spent == 1,
                let email = try db.queryOne("SELECT email FROM sign_in_unlocks WHERE token_digest = $1", [.text(digest)])?
                    .string("email")
            else { return false }
            try db.execute("DELETE FROM sign_in_failures WHERE email = $1", [.text(email)])
            // The pause is over: the email's other links (mailed by earlier pauses) are spent with this one, so none
            // can lift a later pause.
            try db.execute("UPDATE sign_in_unlocks SET used_at = $1 WHERE email = $2 AND used_at IS NULL", [SQLValue(now), .text(email)])
            return true
        }
        guard done else { throw Self.expiredLink }
    }

    static let expiredLink = AccountError(.expired, "This unlock link has expired or was already used. Sign in, or reset your password.")
}
