import Foundation

/// What the server accepts as a recording.
///
/// ```swift
/// let policy = AudioPolicy(maxBytes: 10_000_000, maxDuration: 180)
/// ```
public struct AudioPolicy: Sendable {
    /// Files larger than this are refused before any decoding (25 MB by default).
    public let maxBytes: Int
    /// Recordings whose decoded audio runs longer than this are refused (600 s by default).
    public let maxDuration: TimeInterval
    /// The kinds accepted: by default what browsers record (WebM/Opus, MP4/AAC, Ogg/Opus).
    public let allowed: Set<AudioKind>

    /// A policy; the defaults fit ten-minute recordings from any current browser.
    public init(
        maxBytes: Int = 25_000_000, maxDuration: TimeInterval = 600, allowed: Set<AudioKind> = [.webmOpus, .mp4AAC, .oggOpus]
    ) {
        self.maxBytes = maxBytes
        self.maxDuration = maxDuration
        self.allowed = allowed
    }
}
