import Foundation

/// When to try a mail again: SMTP says whether a refusal is for good (5xx) or for now (4xx, or no answer).
///
/// Rules: a 5xx reply fails the mail at once; anything else is retried after 1 minute, doubling, at most an hour
/// apart, for ``maximumAttempts`` attempts (about a day), then failed.
///
/// ```swift
/// MailDeliveryPolicy.outcome(smtpCode: 451, message: "try later", attempts: 1, now: now)   // .retry(at: now + 60, …)
/// ```
public enum MailDeliveryPolicy {
    public static let maximumAttempts = 30

    /// The outcome of a failed attempt (`attempts` counts it); `smtpCode` is the server's reply code if it gave one.
    public static func outcome(smtpCode: Int?, message: String, attempts: Int, now: Date) -> Outbox.Outcome {
        if let code = smtpCode, (500...599).contains(code) {
            return .failed(reason: "The mail server refused it (\(code)): \(message)")
        }
        guard attempts < maximumAttempts else { return .failed(reason: "Gave up after \(attempts) attempts: \(message)") }
        let delay = min(60 * Double(1 << max(0, min(attempts - 1, 20))), 3600)
        return .retry(at: now.addingTimeInterval(delay), reason: message)
    }
}
