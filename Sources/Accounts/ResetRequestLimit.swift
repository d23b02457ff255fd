import Foundation

/// How many password-reset requests may be answered with a mail: at most `limit` within any `window`. A pure function
/// of the earlier requests' times and `now`; over it the person still reads the same neutral answer, and no mail (and
/// no link) is made.
///
/// The rule is kept twice (``PasswordReset``): per account, counting the requests that queued its mail, and per client
/// address, counting every request from it.
///
///     ResetRequestLimit.perAccount.allows(earlier: mailedTimes, now: now)   // false once 3 went out this hour
public struct ResetRequestLimit: Sendable, Equatable {
    /// How many may be allowed inside one window.
    public var limit: Int
    /// How far back earlier requests count.
    public var window: TimeInterval

    public init(limit: Int, window: TimeInterval) {
        self.limit = limit
        self.window = window
    }

    /// For one account: 3 reset mails an hour — enough for a person whose mail is slow, a wall for a flood.
    public static let perAccount = ResetRequestLimit(limit: 3, window: 3600)
    /// For one client address, whatever the email: 20 requests an hour (people behind one address, and typos, fit).
    public static let perAddress = ResetRequestLimit(limit: 20, window: 3600)

    /// Whether one more request is allowed at `now`, given the times of earlier ones (any order; those further back
    /// than `window`, or ahead of `now` past ``AttemptTimes/clockTolerance``, do not count).
    public func allows(earlier times: [Date], now: Date) -> Bool {
        AttemptTimes.count(times, within: window, before: now) < limit
    }
}
