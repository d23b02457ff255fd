import Foundation

/// A route's request budget: at most `limit` requests in each fixed window of `window` seconds (windows are aligned
/// to the clock, so every process counting the same key agrees where a window starts), per person when signed in
/// or per client address (``Subject``). A pure rule: the count so far and `now` in, the decision out.
///
/// ```swift
/// let messages = RateLimit("messages", limit: 60, window: 600)
/// messages.admit(nil, now: now)                       // .allowed(Window(start: …, count: 1))
/// messages.admit(Window(start: s, count: 60), now: now)  // .refused(retryAfter: …) within the same window
/// ```
public struct RateLimit: Sendable, Hashable {
    /// Whose requests one budget counts.
    public enum Subject: Sendable, Hashable {
        /// The signed-in account (the client's address when no one is signed in).
        case account
        /// The client's address (behind a trusted proxy, the address it forwarded).
        case client
    }

    /// One key's requests in one window.
    public struct Window: Sendable, Hashable {
        /// The window's first second (Unix time, a multiple of the limit's `window`).
        public let start: Int64
        /// Requests admitted in it.
        public let count: Int

        public init(start: Int64, count: Int) {
            self.start = start
            self.count = count
        }
    }

    /// What happens to one more request.
    public enum Decision: Sendable, Hashable {
        /// Admitted; the window to keep.
        case allowed(Window)
        /// Refused; the seconds until the window ends.
        case refused(retryAfter: Int)
    }

    /// What is counted, in words that finish "Too many …" ("sign-in attempts", "messages").
    public let name: String
    /// Requests admitted per window (at least 1).
    public let limit: Int
    /// The window's length in seconds (at least 1).
    public let window: Int
    /// Whose requests are counted.
    public let subject: Subject

    public init(_ name: String, limit: Int, window: Int, per subject: Subject = .account) {
        self.name = name
        self.limit = max(1, limit)
        self.window = max(1, window)
        self.subject = subject
    }

    /// The decision for one more request given the key's `current` window (nil when none was kept).
    public func admit(_ current: Window?, now: Date) -> Decision {
        let second = Self.unixSecond(now)
        let start = second - second.modulo(Int64(window))
        guard let current, current.start == start else { return .allowed(Window(start: start, count: 1)) }
        guard current.count < limit else { return .refused(retryAfter: Int(start + Int64(window) - second)) }
        return .allowed(Window(start: start, count: current.count + 1))
    }

    /// Whether `window` is over at `now` (so a store may forget it).
    public func isOver(_ kept: Window, now: Date) -> Bool {
        kept.start + Int64(window) <= Self.unixSecond(now)
    }

    /// The refusal's words: "Too many messages: at most 60 every 10 minutes. Try again in 4 minutes."
    public func message(retryAfter seconds: Int) -> String {
        "Too many \(name): at most \(limit) every \(Self.duration(window)). Try again in \(Self.duration(seconds))."
    }

    static func duration(_ seconds: Int) -> String {
        if seconds >= 3600, seconds % 3600 == 0 { return plural(seconds / 3600, "hour") }
        if seconds >= 60 { return plural((seconds + 59) / 60, "minute") }
        return plural(seconds, "second")
    }

    private static func plural(_ count: Int, _ unit: String) -> String { count == 1 ? "1 \(unit)" : "\(count) \(unit)s" }

    /// Whole seconds since 1970, clamped to years 0–9999 (a clock is never outside; the clamp keeps arithmetic safe).
    static func unixSecond(_ date: Date) -> Int64 {
        let seconds = date.timeIntervalSince1970
        guard seconds.isFinite else { return 0 }
        return Int64(min(max(seconds, -62_135_596_800), 253_402_300_799).rounded(.down))
    }
}

extension Int64 {
    /// The remainder with the divisor's sign (so a window before 1970 still starts at a multiple).
    fileprivate func modulo(_ divisor: Int64) -> Int64 {
        let remainder = self % divisor
        return remainder < 0 ? remainder + divisor : remainder
    }
}
