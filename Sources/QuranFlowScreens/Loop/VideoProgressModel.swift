import Foundation
import QuranFlowCore

/// A video's progress for display: percent and whether it counts as watched (``VideoProgress``, ≥ 90 %).
public struct VideoProgressModel: Codable, Hashable, Sendable {
    /// Whole percent reached.
    public let percent: Int
    /// Whether the video counts as watched.
    public let isWatched: Bool

    /// The progress of a video of `duration` seconds played to `furthest`.
    public init(furthest: TimeInterval, duration: TimeInterval) {
        let progress = VideoProgress(furthest: furthest, duration: duration)
        percent = progress.percent
        isWatched = progress.isWatched
    }
}
