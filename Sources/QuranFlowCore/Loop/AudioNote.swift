import Foundation

/// The coach's recorded reply: its stored media and measured length (measured by decoding on the
/// server, never trusted from the browser).
///
/// ```swift
/// AudioNote(mediaID: "n8", durationSeconds: 408).isPlayedThrough(upTo: 407.6)   // true
/// ```
public struct AudioNote: Hashable, Codable, Sendable {
    /// The stored audio's identifier.
    public let mediaID: String
    /// Its length in seconds.
    public let durationSeconds: TimeInterval

    /// How close to the end playback must reach to count as the whole note played (players stop
    /// a frame or two short of the measured length).
    public static let endTolerance: TimeInterval = 0.5

    /// A recorded reply.
    public init(mediaID: String, durationSeconds: TimeInterval) {
        self.mediaID = mediaID
        self.durationSeconds = durationSeconds
    }

    /// Whether playback reaching `position` seconds means the whole note was played.
    public func isPlayedThrough(upTo position: TimeInterval) -> Bool {
        position >= durationSeconds - Self.endTolerance
    }
}
