import Foundation

/// What the push sender does after one attempt to hand a message to a push service (RFC 8030 §5, RFC 8292): a pure
/// function of the attempt's outcome, the attempts so far, the message's expiry and `now`.
///
/// Rules:
/// - 200, 201, 202: delivered.
/// - 404, 410: the subscription is gone (the browser unsubscribed or the service expired it): drop the subscription,
///   never retry.
/// - 400, 403, 413 and other 4xx except 408 and 429: the request itself is wrong (bad VAPID, payload too large) — a retry
///   would fail the same way: failed, kept with its reason.
/// - 408, 429, 5xx and network failures: retried with exponential back-off — 30 s, 1 min, 2 min … doubling, capped at
///   1 hour — or after the service's `Retry-After` when that is later (capped at 1 hour too); at most
///   ``maximumAttempts`` attempts, and never past the message's expiry (a reminder for a meeting that has begun is
///   worth nothing): then failed.
///
/// ```swift
/// PushDeliveryPolicy.decide(.status(201), attempts: 1, retryAfter: nil, expiresAt: later, now: now)   // .delivered
/// PushDeliveryPolicy.decide(.status(503), attempts: 1, retryAfter: nil, expiresAt: later, now: now)   // .retry(at: now + 30)
/// PushDeliveryPolicy.decide(.status(410), attempts: 1, retryAfter: nil, expiresAt: later, now: now)   // .subscriptionGone
/// ```
public enum PushDeliveryPolicy {
    /// The outcome of one attempt.
    public enum Outcome: Hashable, Sendable {
        /// The push service answered with this HTTP status.
        case status(Int)
        /// No answer: connection refused, TLS failure, timeout (curl's message).
        case networkFailure(String)
    }

    /// What to do next.
    public enum Decision: Hashable, Sendable {
        case delivered
        case subscriptionGone
        case retry(at: Date)
        case failed(reason: String)
    }

    /// Attempts before a message is given up (with the back-off, about 2 hours of trying).
    public static let maximumAttempts = 8
    /// The first retry's delay.
    public static let firstDelay: TimeInterval = 30
    /// The longest delay between attempts, and the most of a `Retry-After` that is honoured.
    public static let longestDelay: TimeInterval = 3600

    /// The delay after the `attempts`-th failed attempt (1-based): 30 s · 2^(attempts − 1), at most an hour.
    public static func backoff(afterAttempt attempts: Int) -> TimeInterval {
        let doublings = max(0, min(attempts - 1, 20))
        return min(firstDelay * Double(1 << doublings), longestDelay)
    }

    /// The decision after an attempt that ended with `outcome`; `attempts` counts this one.
    public static func decide(
        _ outcome: Outcome, attempts: Int, retryAfter: TimeInterval?, expiresAt: Date, now: Date
    ) -> Decision {
        let reason: String
        switch outcome {
        case .status(let code) where (200...202).contains(code):
            return .delivered
        case .status(404), .status(410):
            return .subscriptionGone
        case .status(let code) where code == 408 || code == 429 || (500...599).contains(code):
            reason = "The push service answered \(code)."
        case .status(let code):
            return .failed(reason: "The push service refused the message (\(code)).")
        case .networkFailure(let message):
            reason = "The push service could not be reached: \(message)"
        }
        guard attempts < maximumAttempts else { return .failed(reason: "\(reason) Gave up after \(attempts) attempts.") }
        let wait = max(backoff(afterAttempt: attempts), min(max(retryAfter ?? 0, 0), longestDelay))
        let next = now.addingTimeInterval(wait)
        guard next < expiresAt else { return .failed(reason: "\(reason) The notification expired before another attempt.") }
        return .retry(at: next)
    }
}
