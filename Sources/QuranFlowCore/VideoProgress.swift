import Foundation

/// The single home of "watched": a lesson video counts as watched once the student has played it to
/// at least 90 % of its length (the furthest point reached, not where they happen to be now).
///
/// ```swift
/// VideoProgress(furthest: 216, duration: 240).isWatched   // true (90 %)
/// VideoProgress(furthest: 215, duration: 240).percent     // 89
/// ```
public struct VideoProgress: Hashable, Codable, Sendable {
    /// The share of a video that marks it watched.
    public static let watchedThreshold = 0.9

    /// The furthest second reached.
    public let furthest: TimeInterval
    /// The video's measured length in seconds.
    public let duration: TimeInterval

    public init(furthest: TimeInterval, duration: TimeInterval) {
        self.furthest = max(0, furthest)
        self.duration = max(0, duration)
    }

    /// 0…1.
    public var fraction: Double {
        duration > 0 ? min(1, furthest / duration) : 0
    }

    /// Whole percent, rounded down (so 89.9 % never reads 90).
    public var percent: Int {
        Int((fraction * 100).rounded(.down))
    }

    /// Whether the video counts as watched (≥ 90 %).
    public var isWatched: Bool {
        duration > 0 && furthest >= duration * Self.watchedThreshold
    }

    /// Where to resume: the stored position, or the start once the video was watched to its end.
    public static func resumePosition(stored: TimeInterval, duration: TimeInterval) -> TimeInterval {
        stored >= duration - 1 ? 0 : max(0, stored)
    }
}
