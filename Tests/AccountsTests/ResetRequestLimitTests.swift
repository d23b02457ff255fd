import Accounts
import Foundation
import Testing

@Suite struct ResetRequestLimitTests {
    let now = Date(timeIntervalSince1970: 1_790_000_000)
    let limit = ResetRequestLimit.perAccount

    func requests(_ count: Int, lastSecondsAgo: TimeInterval = 0) -> [Date] {
        (0..<count).map { now.addingTimeInterval(-lastSecondsAgo - Double($0)) }
    }

    @Test func threeAnHourPerAccountAndTwentyPerAddress() {
        #expect(ResetRequestLimit.perAccount == ResetRequestLimit(limit: 3, window: 3600))
        #expect(ResetRequestLimit.perAddress == ResetRequestLimit(limit: 20, window: 3600))
    }

    @Test func theLimitItselfIsAllowedAndOneMoreIsNot() {
        #expect(limit.allows(earlier: [], now: now))
        #expect(limit.allows(earlier: requests(2), now: now))
        #expect(!limit.allows(earlier: requests(3), now: now))
        #expect(!limit.allows(earlier: requests(80), now: now))
        #expect(ResetRequestLimit.perAddress.allows(earlier: requests(19), now: now))
        #expect(!ResetRequestLimit.perAddress.allows(earlier: requests(20), now: now))
    }

    @Test func aRequestCountsForExactlyOneWindow() {
        // The oldest of three, 3599 s ago, still counts; at 3600 s it has slid out of the window.
        let oldestAt = { (age: TimeInterval) in [self.now.addingTimeInterval(-age)] + self.requests(2) }
        #expect(!limit.allows(earlier: oldestAt(3599.999), now: now))
        #expect(limit.allows(earlier: oldestAt(3600), now: now))
    }

    @Test("A request stored a moment ahead of now counts; one further ahead (an earlier --now) does not")
    func requestsAheadOfNow() {
        let two = requests(2, lastSecondsAgo: 1)
        #expect(!limit.allows(earlier: two + [now.addingTimeInterval(AttemptTimes.clockTolerance)], now: now))
        #expect(limit.allows(earlier: two + [now.addingTimeInterval(AttemptTimes.clockTolerance + 0.001)], now: now))
        #expect(limit.allows(earlier: (1...10).map { now.addingTimeInterval(Double($0)) }, now: now))
    }
}
