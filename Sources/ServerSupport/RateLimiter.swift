import Foundation
import HTTPServer
import Routing
import Synchronization

/// Counts requests against declared ``RateLimit``s, in memory, for one server process. The limits are a brake on
/// abuse (a script sending messages or uploads in a loop), not an accounting: with several processes behind a load
/// balancer each counts its own share, so a client gets at most that many times the budget — still bounded — and no
/// request pays a database write for it. (Signing-in failures, which guard passwords, are throttled in the database
/// by `SignInThrottle` across every process.)
///
/// ```swift
/// let limiter = RateLimiter()
/// try limiter.admit(RateLimit("messages", limit: 60, window: 600), key: "account-id", now: now)  // throws when over
/// ```
public final class RateLimiter: Sendable {
    private struct Key: Hashable {
        let limit: RateLimit
        let subject: String
    }

    private let windows = Mutex<[Key: RateLimit.Window]>([:])
    /// Past this many kept windows, those already over are forgotten.
    private let pruneAbove: Int

    public init(pruneAbove: Int = 10_000) {
        self.pruneAbove = pruneAbove
    }

    /// Forgets every count (a test that sends hundreds of requests to one route on purpose starts each afresh).
    public func forgetAll() {
        windows.withLock { $0.removeAll() }
    }

    /// How many windows are kept now (for tests and diagnostics).
    public var count: Int { windows.withLock { $0.count } }

    /// Forgets the windows already over; if a flood of distinct keys (addresses) still leaves more than `cap`, forgets
    /// arbitrary ones down to half of it — those keys start afresh (more lenient, never stricter), and memory and the
    /// cost of pruning stay bounded whatever arrives.
    private static func prune(_ windows: inout [Key: RateLimit.Window], keeping cap: Int, now: Date) {
        windows = windows.filter { !$0.key.limit.isOver($0.value, now: now) }
        guard windows.count > cap else { return }
        var kept = 0
        windows = windows.filter { _ in
            kept += 1
            return kept <= cap / 2
        }
    }

    /// Counts one request of `key` against `limit`.
    /// - Throws: ``RateLimitExceeded`` (429 with `Retry-After`) when the window's budget is spent.
    public func admit(_ limit: RateLimit, key: String, now: Date) throws(RateLimitExceeded) {
        let decision = windows.withLock { windows in
            let key = Key(limit: limit, subject: key)
            let decision = limit.admit(windows[key], now: now)
            if case .allowed(let window) = decision {
                windows[key] = window
                if windows.count > pruneAbove { Self.prune(&windows, keeping: pruneAbove, now: now) }
            }
            return decision
        }
        if case .refused(let seconds) = decision { throw RateLimitExceeded(limit: limit, retryAfter: seconds) }
    }
}

/// A request over its route's ``RateLimit``: 429 with `Retry-After`, and words naming the limit.
public struct RateLimitExceeded: Error, HTTPResponseError, Equatable {
    public let limit: RateLimit
    public let retryAfter: Int

    public var httpError: HTTPError {
        .tooManyRequests(retryAfter: retryAfter, message: limit.message(retryAfter: retryAfter))
    }
}
