import Foundation
import Routing
import ServerSupport
import Testing

/// The in-memory counts stay bounded whatever arrives: a flood of distinct addresses cannot grow them without end.
@Suite struct RateLimiterTests {
    @Test func aFloodOfDistinctKeysKeepsTheCountsBoundedAndStillRefusesARepeater() throws {
        let limiter = RateLimiter(pruneAbove: 1000)
        let limit = RateLimit("sign-in attempts", limit: 3, window: 600, per: .client)
        let now = Date(timeIntervalSince1970: 1_800_000_000)
        for index in 0..<20_000 {
            try limiter.admit(limit, key: "2001:db8::\(String(index, radix: 16))", now: now)
            #expect(limiter.count <= 1001)
        }
        // One address over its budget is still refused right after the flood.
        for _ in 0..<3 { try limiter.admit(limit, key: "203.0.113.7", now: now) }
        #expect(throws: RateLimitExceeded.self) { try limiter.admit(limit, key: "203.0.113.7", now: now) }
    }
}
