import Foundation
import Synchronization

/// Where "now" comes from. Servers build one at start-up and pass it down; nothing reads the wall clock itself.
///
///     let clock = TimeSource.system
///     let pinned = TimeSource(fixedAt: Date(timeIntervalSince1970: 0))       // tests: never moves unless told
///     let demo = TimeSource(startingAt: start)                                 // --now: starts there, then ticks
public final class TimeSource: Sendable {
    private struct State {
        var base: Date
        var monotonicAtBase: UInt64
        var ticking: Bool
    }

    private let state: Mutex<State>

    /// A clock that starts at `start` and then ticks with real time.
    public init(startingAt start: Date) {
        state = Mutex(State(base: start, monotonicAtBase: Self.monotonicNanoseconds(), ticking: true))
    }

    /// A clock that stays at `instant` until set or advanced.
    public init(fixedAt instant: Date) {
        state = Mutex(State(base: instant, monotonicAtBase: 0, ticking: false))
    }

    /// The real clock.
    public static var system: TimeSource { TimeSource(startingAt: Date()) }

    /// The current instant.
    public func now() -> Date {
        state.withLock { s in
            guard s.ticking else { return s.base }
            let elapsed = Double(Self.monotonicNanoseconds() &- s.monotonicAtBase) / 1_000_000_000
            return s.base.addingTimeInterval(elapsed)
        }
    }

    /// Moves the clock to `instant` (it keeps ticking from there if it was ticking).
    public func set(to instant: Date) {
        state.withLock { s in
            s.base = instant
            s.monotonicAtBase = Self.monotonicNanoseconds()
        }
    }

    /// Moves the clock forward (or back, with a negative interval).
    public func advance(by interval: TimeInterval) {
        set(to: now().addingTimeInterval(interval))
    }

    private static func monotonicNanoseconds() -> UInt64 {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return UInt64(ts.tv_sec) * 1_000_000_000 + UInt64(ts.tv_nsec)
    }
}
