import Database
import Foundation
import Identifiers

/// An email waiting in (or sent through) the outbox. There is no mail server here: the admin page and the log show them.
public struct OutgoingMail: Sendable, Equatable, Codable {
    public let id: String
    public let recipient: String
    public let subject: String
    public let body: String
    public let createdAt: Date
}

/// The outgoing-mail outbox.
public struct Outbox: Sendable {
    public let database: any Database
    /// Called for each new mail (the server logs it).
    public let onSend: @Sendable (OutgoingMail) -> Void

    public init(database: any Database, onSend: @escaping @Sendable (OutgoingMail) -> Void = { _ in }) {
        self.database = database
        self.onSend = onSend
    }

    /// Queues a mail.
    public func send(to recipient: String, subject: String, body: String, now: Date) throws {
        let mail = OutgoingMail(id: RandomIdentifier.make(), recipient: recipient, subject: subject, body: body, createdAt: now)
        try database.write { db in
            try db.execute(
                "INSERT INTO outbox (id, recipient, subject, body, created_at) VALUES ($1, $2, $3, $4, $5)",
                [.text(mail.id), .text(recipient), .text(subject), .text(body), SQLValue(now)])
        }
        onSend(mail)
    }

    /// The most recent mails, newest first.
    public func recent(limit: Int = 50) throws -> [OutgoingMail] {
        try database.read { db in
            try db.query("SELECT * FROM outbox ORDER BY created_at DESC, id LIMIT $1", [.integer(Int64(limit))]).map { row in
                OutgoingMail(
                    id: try row.string("id"), recipient: try row.string("recipient"), subject: try row.string("subject"),
                    body: try row.string("body"), createdAt: try row.date("created_at"))
            }
        }
    }
}
