import Foundation

/// How long a submission has waited, and the queue's service-level rule, in one place.
///
/// - A row is **flagged** once it has waited 36 hours or more (`waited >= 36 h`).
/// - The 48-hour promise is **breached** once it has waited more than 48 hours (`waited > 48 h`):
///   exactly 48:00:00 still keeps the promise, 48:00:01 breaks it.
/// - The label reads "12 min" under an hour, "39 hours" under 48 hours, then whole days ("2 days"),
///   rounding down; "under a minute" for less than a minute.
///
/// ```swift
/// WaitingTime(seconds: 39 * 3600).label   // "39 hours"
/// ```
public struct WaitingTime: Hashable, Sendable, Comparable {
    /// The time waited, in seconds (never negative).
    public let seconds: TimeInterval

    /// Waiting time from flag onwards (36 hours).
    public static let flagAfter: TimeInterval = 36 * 3600
    /// The promise (48 hours); breached past it.
    public static let promise: TimeInterval = 48 * 3600

    /// A waiting time of `seconds` (negative values count as zero).
    public init(seconds: TimeInterval) {
        self.seconds = max(0, seconds)
    }

    /// Whether the row is flagged: waited 36 hours or more.
    public var isFlagged: Bool {
        seconds >= Self.flagAfter
    }

    /// Whether the 48-hour promise is broken: waited more than 48 hours.
    public var isBreached: Bool {
        seconds > Self.promise
    }

    /// "under a minute", "12 min", "1 hour", "39 hours", "2 days".
    public var label: String {
        let minutes = Int(seconds / 60)
        let hours = minutes / 60
        if minutes < 1 { return "under a minute" }
        if hours < 1 { return "\(minutes) min" }
        if seconds < Self.promise { return Plural.count(hours, "hour") }
        return Plural.count(hours / 24, "day")
    }

    /// Shorter waits first.
    public static func < (lhs: WaitingTime, rhs: WaitingTime) -> Bool {
        lhs.seconds < rhs.seconds
    }
}
