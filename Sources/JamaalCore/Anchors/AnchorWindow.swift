import Foundation

/// The stretch of time an Anchor instance can be attended in: open from `start` (inclusive) to `end` (exclusive).
///
/// Its first second is `start`, its last second `end − 1 s`; at `end` it has closed.
///
/// ```swift
/// let window = try AnchorWindow(start: dhuhr, end: asr)   // window.isOpen(at: now)
/// ```
public struct AnchorWindow: Hashable, Codable, Sendable {
    /// Where a moment falls relative to the window.
    public enum Phase: Hashable, Sendable {
        case notYetOpen, open, closed
    }

    public let start: Date
    public let end: Date

    /// A window; throws ``AnchorError/windowEndsBeforeStart(field:)`` naming `field` unless `end` is after `start`.
    public init(start: Date, end: Date, field: String = "window.end") throws(AnchorError) {
        guard end > start else { throw .windowEndsBeforeStart(field: field) }
        self.start = start
        self.end = end
    }

    /// The same as an interval.
    public var interval: DateInterval { DateInterval(start: start, end: end) }

    /// The last second the window is still open.
    public var lastSecond: Date { end.addingTimeInterval(-1) }

    /// Before, inside or after the window at `now`.
    ///
    /// ```swift
    /// window.phase(at: window.lastSecond)   // .open
    /// ```
    public func phase(at now: Date) -> Phase {
        now < start ? .notYetOpen : now < end ? .open : .closed
    }

    /// Whether the window is open at `now`.
    public func isOpen(at now: Date) -> Bool { phase(at: now) == .open }

    /// Whether any part of the window falls inside `interval`.
    public func overlaps(_ interval: DateInterval) -> Bool { start < interval.end && end > interval.start }
}
