import Foundation

/// What ffprobe reports about a video file.
public struct VideoInfo: Sendable, Codable, Equatable {
    /// Seconds, from the container.
    public let duration: TimeInterval
    /// Pixels.
    public let width: Int
    /// Pixels.
    public let height: Int

    /// Video facts; `MediaGenerator.probeVideo` makes these.
    public init(duration: TimeInterval, width: Int, height: Int) {
        self.duration = duration
        self.width = width
        self.height = height
    }
}
