import Foundation
import Outbound

/// Sends an outbox's due mail over SMTP (libcurl), both products' way: leased in batches so with several server
/// processes exactly one sends each mail, its row id its `Message-ID`, and each outcome recorded by
/// ``MailDeliveryPolicy`` (a 5xx fails it, anything else is retried later).
///
/// ```swift
/// let mailer = OutboxMailer(smtp: try SMTPSettings.parse("smtp://127.0.0.1:2525"), from: "no-reply@jamaal.example",
///                           fromName: "Jamaal", domain: "jamaal.example")
/// let attempted = try mailer.sendDue(outbox, now: now, log: { print($0) })
/// ```
public struct OutboxMailer: Sendable {
    public let smtp: SMTPSettings
    /// The `From` address and display name.
    public let from: String
    public let fromName: String
    /// The domain of `Message-ID`s.
    public let domain: String

    public init(smtp: SMTPSettings, from: String, fromName: String, domain: String) {
        self.smtp = smtp
        self.from = from
        self.fromName = fromName
        self.domain = domain
    }

    /// Sends every mail of `outbox` due at `now`, ten at a time; returns how many were attempted. A mail that fails for
    /// good is logged; a database error is thrown (the caller's next run tries again).
    public func sendDue(_ outbox: Outbox, now: Date, log: @Sendable (String) -> Void) throws -> Int {
        var attempted = 0
        while true {
            let mails = try outbox.claim(now: now, limit: 10, lease: 120)
            if mails.isEmpty { return attempted }
            for mail in mails {
                let outcome = send(mail, now: now)
                try outbox.record(mail, outcome, now: now)
                if case .failed(let reason) = outcome { log("mail: \(mail.id) to \(mail.recipient) failed: \(reason)") }
            }
            attempted += mails.count
        }
    }

    /// One attempt at one mail.
    func send(_ mail: OutgoingMail, now: Date) -> Outbox.Outcome {
        do {
            let message = try MailMessage(
                from: from, fromName: fromName, to: mail.recipient, subject: mail.subject, text: mail.body, html: mail.html,
                messageID: mail.messageID(domain: domain), date: mail.createdAt)
            try Curl.sendMail(smtp, from: from, to: [mail.recipient], message: message.rendered(), timeout: 30)
            return .sent
        } catch let error as CurlError {
            return MailDeliveryPolicy.outcome(smtpCode: error.responseCode, message: error.description, attempts: mail.attempts, now: now)
        } catch {
            return .failed(reason: "\(error)")
        }
    }
}
