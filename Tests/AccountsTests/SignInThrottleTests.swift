import Accounts
import Foundation
import Testing

@Suite struct SignInThrottleTests {
    let now = Date(timeIntervalSince1970: 1_790_000_000)
    let throttle = SignInThrottle.perEmail

    func failures(_ count: Int, lastSecondsAgo: TimeInterval = 0) -> [Date] {
        (0..<count).map { now.addingTimeInterval(-lastSecondsAgo - Double($0)) }
    }

    @Test func firstThreeFailuresCostNothing() {
        #expect(throttle.decision(failures: [], now: now) == .allowed)
        #expect(throttle.decision(failures: failures(3), now: now) == .allowed)
    }

    @Test func theFourthFailureMeansWaitingTwoSecondsAfterIt() {
        #expect(throttle.decision(failures: failures(4), now: now) == .slowed(retryAfter: 2))
        #expect(throttle.decision(failures: failures(4, lastSecondsAgo: 1), now: now) == .slowed(retryAfter: 1))
        // The last instant of the wait is still refused; the next one is allowed.
        #expect(throttle.decision(failures: failures(4, lastSecondsAgo: 1.999), now: now) == .slowed(retryAfter: 1))
        #expect(throttle.decision(failures: failures(4, lastSecondsAgo: 2), now: now) == .allowed)
    }

    @Test func theDelayDoublesAndIsCapped() {
        #expect(throttle.decision(failures: failures(5), now: now) == .slowed(retryAfter: 4))
        #expect(throttle.decision(failures: failures(6), now: now) == .slowed(retryAfter: 8))
        #expect(throttle.decision(failures: failures(9), now: now) == .slowed(retryAfter: 60))
    }

    @Test func tenFailuresLockForFifteenMinutes() {
        let locked = throttle.decision(failures: failures(10), now: now)
        #expect(locked == .lockedOut(until: now.addingTimeInterval(900)))
        // Locked until the last second of the 15 minutes after the latest failure, even though the burst itself
        // has by then slid out of the 15-minute window.
        #expect(throttle.decision(failures: failures(10, lastSecondsAgo: 899), now: now) == .lockedOut(until: now.addingTimeInterval(1)))
        #expect(throttle.decision(failures: failures(10, lastSecondsAgo: 900), now: now) == .allowed)
        // Ten failures spread over more than one window do not lock.
        let spread = (0..<10).map { now.addingTimeInterval(-Double($0) * 120) }
        #expect(throttle.decision(failures: spread, now: now) != .lockedOut(until: now.addingTimeInterval(900)))
    }

    @Test("A failure stored a moment ahead of now (millisecond rounding, another process's clock) still counts")
    func failuresJustAheadCount() {
        // The 4th failure stored 0.4 ms ahead (its time rounded up to the millisecond): the next attempt is slowed.
        let justAhead = failures(3, lastSecondsAgo: 0.01) + [now.addingTimeInterval(0.0004)]
        #expect(throttle.decision(failures: justAhead, now: now) == .slowed(retryAfter: 3))
        // Up to the tolerance's last instant it counts; past it, it is ignored.
        let edge = failures(3, lastSecondsAgo: 0.01)
        #expect(
            throttle.decision(failures: edge + [now.addingTimeInterval(SignInThrottle.clockTolerance)], now: now)
                == .slowed(retryAfter: 3))
        #expect(
            throttle.decision(failures: edge + [now.addingTimeInterval(SignInThrottle.clockTolerance + 0.001)], now: now)
                == .allowed)
    }

    @Test func futureFailuresAreIgnored() {
        let future = (0..<12).map { now.addingTimeInterval(Double($0 + 1)) }
        #expect(throttle.decision(failures: future, now: now) == .allowed)
    }
}
