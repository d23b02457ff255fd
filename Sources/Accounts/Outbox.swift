import Database
import Foundation
import Identifiers

/// An email in the outbox: waiting, being sent, sent, or failed for good (with why).
public struct OutgoingMail: Sendable, Equatable, Codable {
    public let id: String
    public let recipient: String
    public let subject: String
    /// The plain-text part.
    public let body: String
    /// The HTML part, if any.
    public let html: String?
    /// "account" (reset and unlock links) or "digest".
    public let kind: String
    public let createdAt: Date
    /// "pending", "sending", "sent" or "failed".
    public let state: String
    public let attempts: Int
    public let sentAt: Date?
    public let lastError: String?

    /// The `Message-ID` header: the row's id, so a retried send is recognisably the same message.
    public func messageID(domain: String) -> String { "<\(id)@\(domain)>" }
}

/// The outgoing-mail outbox (accounts migrations 1 and 3). Producers queue here, inside their own transaction where
/// they have one (``insert(to:subject:body:html:kind:now:in:)``); a sender leases due mail (``claim(now:limit:lease:)``)
/// so exactly one process sends each, and records what the mail server said (``record(_:_:now:)``). Without a mail
/// server configured nothing is claimed and the mail waits — the admin page says so.
///
/// ```swift
/// try outbox.send(to: "sarah@example.com", subject: "Reset your password", body: text, now: now)
/// for mail in try outbox.claim(now: now, limit: 20, lease: 120) { … try outbox.record(mail, .sent, now: now) }
/// ```
public struct Outbox: Sendable {
    public let database: any Database
    /// Called for each new mail (the server logs it).
    public let onSend: @Sendable (OutgoingMail) -> Void

    public init(database: any Database, onSend: @escaping @Sendable (OutgoingMail) -> Void = { _ in }) {
        self.database = database
        self.onSend = onSend
    }

    /// What happened to one attempt to send.
    public enum Outcome: Sendable, Equatable {
        case sent
        /// Try again at this instant.
        case retry(at: Date, reason: String)
        /// Give up (the server refused it for good, or too many attempts).
        case failed(reason: String)
    }

    /// Queues a mail.
    @discardableResult
    public func send(to recipient: String, subject: String, body: String, html: String? = nil, kind: String = "account", now: Date)
        throws -> OutgoingMail
    {
        let mail = try database.write { db in
            try Self.insert(to: recipient, subject: subject, body: body, html: html, kind: kind, now: now, in: db)
        }
        onSend(mail)
        return mail
    }

    /// Queues a mail inside the caller's transaction.
    public static func insert(
        to recipient: String, subject: String, body: String, html: String?, kind: String, now: Date, in db: any SQLConnection
    ) throws -> OutgoingMail {
        let mail = OutgoingMail(
            id: RandomIdentifier.make(), recipient: recipient, subject: subject, body: body, html: html, kind: kind, createdAt: now,
            state: "pending", attempts: 0, sentAt: nil, lastError: nil)
        try db.execute(
            """
            INSERT INTO outbox (id, recipient, subject, body, html, kind, created_at, state, attempts, next_attempt_at)
            VALUES ($1, $2, $3, $4, $5, $6, $7, 'pending', 0, $7)
            """, [.text(mail.id), .text(recipient), .text(subject), .text(body), SQLValue(html), .text(kind), SQLValue(now)])
        return mail
    }

    /// Queues a mail to `recipient` inside the caller's transaction if the account `accountID` exists in
    /// `accountsTable` (a constant of the caller's: ``AccountTables/accounts``); otherwise the same statement inserts
    /// nothing (a caller that must take the same time either way runs it either way). Returns the mail queued, if any.
    ///
    /// ```swift
    /// let mail = try Outbox.insert(to: email, ifAccount: id, subject: "…", body: text, html: nil, kind: "account", now: now, in: db)
    /// ```
    public static func insert(
        to recipient: String, ifAccount accountID: String, accountsTable: String = AccountTables.accounts.accounts, subject: String,
        body: String, html: String?, kind: String, now: Date, in db: any SQLConnection
    ) throws -> OutgoingMail? {
        let mail = OutgoingMail(
            id: RandomIdentifier.make(), recipient: recipient, subject: subject, body: body, html: html, kind: kind, createdAt: now,
            state: "pending", attempts: 0, sentAt: nil, lastError: nil)
        let inserted = try db.execute(
            """
            INSERT INTO outbox (id, recipient, subject, body, html, kind, created_at, state, attempts, next_attempt_at)
            SELECT CAST($1 AS TEXT), CAST($2 AS TEXT), CAST($3 AS TEXT), CAST($4 AS TEXT), CAST($5 AS TEXT), CAST($6 AS TEXT), $7,
                'pending', 0, $7
            FROM \(accountsTable) WHERE id = $8
            """,
            [.text(mail.id), .text(recipient), .text(subject), .text(body), SQLValue(html), .text(kind), SQLValue(now), .text(accountID)])
        return inserted == 1 ? mail : nil
    }

    /// The most recent mails, newest first.
    public func recent(limit: Int = 50) throws -> [OutgoingMail] {
        try database.read { db in
            try db.query("SELECT * FROM outbox ORDER BY created_at DESC, id LIMIT $1", [.integer(Int64(max(1, min(limit, 500))))])
                .map(Self.mail)
        }
    }

    /// How many mails wait to be sent (pending or mid-send).
    public func waitingCount() throws -> Int {
        try database.read { db in
            try db.queryOne("SELECT COUNT(*) AS n FROM outbox WHERE state IN ('pending', 'sending')", [])?.int("n") ?? 0
        }
    }

    /// Leases up to `limit` mails due at `now` (pending and due, or sending with an expired lease), oldest first; each
    /// returned mail's `attempts` counts this attempt.
    public func claim(now: Date, limit: Int, lease: TimeInterval) throws -> [OutgoingMail] {
        guard limit > 0 else { return [] }
        return try database.write { db in
            let lock = db.dialect == .postgres ? " FOR UPDATE SKIP LOCKED" : ""
            let rows = try db.query(
                """
                SELECT * FROM outbox
                WHERE (state = 'pending' AND next_attempt_at <= $1) OR (state = 'sending' AND locked_until <= $1)
                ORDER BY next_attempt_at, id LIMIT $2\(lock)
                """, [SQLValue(now), SQLValue(limit)])
            return try rows.map { row in
                let mail = try Self.mail(row)
                try db.execute(
                    "UPDATE outbox SET state = 'sending', attempts = attempts + 1, locked_until = $2 WHERE id = $1",
                    [.text(mail.id), SQLValue(now.addingTimeInterval(lease))])
                return OutgoingMail(
                    id: mail.id, recipient: mail.recipient, subject: mail.subject, body: mail.body, html: mail.html, kind: mail.kind,
                    createdAt: mail.createdAt, state: "sending", attempts: mail.attempts + 1, sentAt: nil, lastError: mail.lastError)
            }
        }
    }

    /// Records a claimed mail's outcome; false (nothing changed) when its lease was lost to another sender.
    @discardableResult
    public func record(_ mail: OutgoingMail, _ outcome: Outcome, now: Date) throws -> Bool {
        try database.write { db in
            let held = "id = $1 AND state = 'sending' AND attempts = $2"
            let key: [SQLValue] = [.text(mail.id), SQLValue(mail.attempts)]
            switch outcome {
            case .sent:
                return try db.execute(
                    "UPDATE outbox SET state = 'sent', sent_at = $3, locked_until = NULL, last_error = NULL WHERE \(held)",
                    key + [SQLValue(now)]) > 0
            case .retry(let at, let reason):
                return try db.execute(
                    "UPDATE outbox SET state = 'pending', next_attempt_at = $3, last_error = $4, locked_until = NULL WHERE \(held)",
                    key + [SQLValue(at), .text(reason)]) > 0
            case .failed(let reason):
                return try db.execute(
                    "UPDATE outbox SET state = 'failed', last_error = $3, locked_until = NULL WHERE \(held)", key + [.text(reason)]) > 0
            }
        }
    }

    static func mail(_ row: Row) throws -> OutgoingMail {
        OutgoingMail(
            id: try row.string("id"), recipient: try row.string("recipient"), subject: try row.string("subject"),
            body: try row.string("body"), html: try row.optionalString("html"), kind: try row.string("kind"),
            createdAt: try row.date("created_at"), state: try row.string("state"), attempts: try row.int("attempts"),
            sentAt: try row.optionalDate("sent_at"), lastError: try row.optionalString("last_error"))
    }
}
