import Foundation

/// How repeated failed sign-ins are slowed, then refused for a while. A pure function of the recent failures and `now`.
///
/// The policy (per email address, and a looser one per remote address):
/// - failures older than `window` are forgotten;
/// - the first `freeFailures` failures cost nothing;
/// - after that each attempt must wait 2^(n − freeFailures) seconds (capped at `maximumDelay`) after the latest failure;
/// - at `lockoutFailures` failures within one window the key is refused until `lockout` after the latest of them.
///
///     let decision = SignInThrottle.perEmail.decision(failures: times, now: now)
public struct SignInThrottle: Sendable {
    public enum Decision: Sendable, Equatable {
        case allowed
        /// Wait this many seconds before trying again (HTTP 429 with Retry-After).
        case slowed(retryAfter: Int)
        /// Refused until the given instant (HTTP 429 with Retry-After).
        case lockedOut(until: Date)
    }

    public var window: TimeInterval
    public var freeFailures: Int
    public var maximumDelay: TimeInterval
    public var lockoutFailures: Int
    public var lockout: TimeInterval

    public init(window: TimeInterval, freeFailures: Int, maximumDelay: TimeInterval, lockoutFailures: Int, lockout: TimeInterval) {
        self.window = window
        self.freeFailures = freeFailures
        self.maximumDelay = maximumDelay
        self.lockoutFailures = lockoutFailures
        self.lockout = lockout
    }

    /// For one email address: 3 free failures, then 2 s, 4 s, 8 s…; locked for 15 minutes at 10.
    public static let perEmail = SignInThrottle(window: 15 * 60, freeFailures: 3, maximumDelay: 60, lockoutFailures: 10, lockout: 15 * 60)
    /// For one remote address, across emails: looser, against password spraying.
    public static let perAddress = SignInThrottle(
        window: 15 * 60, freeFailures: 20, maximumDelay: 30, lockoutFailures: 50, lockout: 15 * 60)

    /// How far back failures matter at all: a lockout can start from failures up to `window` before the latest one.
    public var lookBack: TimeInterval { window + lockout }

    /// How far past `now` a failure's time may lie and still count as an earlier attempt (``AttemptTimes``).
    public static let clockTolerance: TimeInterval = AttemptTimes.clockTolerance

    /// The decision for the next attempt, given the times of earlier failures (any order).
    public func decision(failures: [Date], now: Date) -> Decision {
        let past = AttemptTimes.earlier(failures, than: now)
        guard let latest = past.max() else { return .allowed }
        // A burst of `lockoutFailures` inside one window locks until `lockout` after its latest failure.
        let burst = past.filter { $0 > latest.addingTimeInterval(-window) }
        if burst.count >= lockoutFailures {
            let until = latest.addingTimeInterval(lockout)
            if until > now { return .lockedOut(until: until) }
        }
        let recent = AttemptTimes.count(past, within: window, before: now)
        guard recent > freeFailures else { return .allowed }
        let delay = min(pow(2, Double(recent - freeFailures)), maximumDelay)
        let waitUntil = latest.addingTimeInterval(delay)
        guard waitUntil > now else { return .allowed }
        return .slowed(retryAfter: Int(waitUntil.timeIntervalSince(now).rounded(.up)))
    }
}
