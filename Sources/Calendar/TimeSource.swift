import Foundation
import Synchronization

/// Where "now" comes from. Servers build one at start-up and pass it down; nothing reads the wall clock itself.
///
///     let clock = TimeSource.system
///     let pinned = TimeSource(fixedAt: Date(timeIntervalSince1970: 0))       // tests: never moves unless told
///     let demo = TimeSource(startingAt: start)                                 // --now: starts there, then ticks
public final class TimeSource: Sendable {
    /// Whether the clock moves with real time (fixed at creation: `set` and `advance` keep it).
    private let ticking: Bool
    /// One word read without a lock on every request. Ticking: the instant (seconds since the reference date) when the
    /// monotonic clock read zero, so now = it + monotonic seconds. Fixed: the instant itself. Stored as the Double's bits.
    private let origin: Atomic<UInt64>

    /// A clock that starts at `start` and then ticks with real time.
    public init(startingAt start: Date) {
        ticking = true
        origin = Atomic((start.timeIntervalSinceReferenceDate - Self.monotonicSeconds()).bitPattern)
    }

    /// A clock that stays at `instant` until set or advanced.
    public init(fixedAt instant: Date) {
        ticking = false
        origin = Atomic(instant.timeIntervalSinceReferenceDate.bitPattern)
    }

    /// The real clock.
    public static var system: TimeSource { TimeSource(startingAt: Date()) }

    /// The current instant.
    public func now() -> Date {
        let origin = Double(bitPattern: origin.load(ordering: .acquiring))
        return Date(timeIntervalSinceReferenceDate: ticking ? origin + Self.monotonicSeconds() : origin)
    }

    /// Moves the clock to `instant` (it keeps ticking from there if it was ticking).
    public func set(to instant: Date) {
        let value = ticking ? instant.timeIntervalSinceReferenceDate - Self.monotonicSeconds() : instant.timeIntervalSinceReferenceDate
        origin.store(value.bitPattern, ordering: .releasing)
    }

    /// Moves the clock forward (or back, with a negative interval).
    public func advance(by interval: TimeInterval) {
        set(to: now().addingTimeInterval(interval))
    }

    private static func monotonicSeconds() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1_000_000_000
    }
}
