import Foundation

/// One thing a coach did on the Review screen, as the page reports it. Playing and recording can
/// carry how long they ran, so listening through a long recording is activity throughout.
///
/// ```swift
/// ActivityEvent(.play, at: t, lasting: 161)   // played the whole 2:41 recording
/// ```
public struct ActivityEvent: Hashable, Codable, Sendable {
    /// What happened.
    public enum Kind: String, Hashable, Codable, Sendable, CaseIterable {
        /// The screen opened (starts a stretch of review time).
        case open
        /// The recording (or the coach's reply) played.
        case play
        /// A word was marked.
        case mark
        /// The coach typed.
        case type
        /// The coach recorded a reply.
        case record
        /// The screen closed (ends the stretch).
        case close
    }

    /// What happened.
    public let kind: Kind
    /// When it started.
    public let at: Date
    /// How long it ran (playing, recording); 0 for instant events.
    public let lasting: TimeInterval

    /// An event.
    public init(_ kind: Kind, at: Date, lasting: TimeInterval = 0) {
        self.kind = kind
        self.at = at
        self.lasting = max(0, lasting)
    }

    /// When it ended.
    public var end: Date {
        at.addingTimeInterval(lasting)
    }
}
