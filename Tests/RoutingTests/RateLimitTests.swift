import Foundation
import Routing
import Testing

/// The fixed-window budget as a pure rule: the last allowed request passes, the next is refused until the window
/// ends, and a new window starts afresh.
@Suite struct RateLimitTests {
    let limit = RateLimit("messages", limit: 3, window: 600)
    /// The start of a window.
    let start = Date(timeIntervalSince1970: 1_800_000_000)  // a multiple of 600

    func run(_ count: Int, from window: RateLimit.Window? = nil, at now: Date) -> (RateLimit.Window?, [RateLimit.Decision]) {
        var kept = window
        var decisions: [RateLimit.Decision] = []
        for _ in 0..<count {
            let decision = limit.admit(kept, now: now)
            if case .allowed(let next) = decision { kept = next }
            decisions.append(decision)
        }
        return (kept, decisions)
    }

    @Test func theLastAllowedPassesTheNextIsRefusedAndTheNextWindowPasses() {
        let (kept, decisions) = run(4, at: start.addingTimeInterval(100))
        #expect(decisions.prefix(3).allSatisfy { if case .allowed = $0 { true } else { false } })
        #expect(decisions[3] == .refused(retryAfter: 500))
        #expect(kept?.count == 3)
        // One second before the window ends: still refused, retry in 1 s; at its end: a fresh window.
        #expect(limit.admit(kept, now: start.addingTimeInterval(599.5)) == .refused(retryAfter: 1))
        #expect(limit.admit(kept, now: start.addingTimeInterval(600)) == .allowed(RateLimit.Window(start: kept!.start + 600, count: 1)))
        #expect(limit.isOver(kept!, now: start.addingTimeInterval(600)))
        #expect(!limit.isOver(kept!, now: start.addingTimeInterval(599)))
    }

    @Test func theRefusalNamesTheLimit() {
        #expect(limit.message(retryAfter: 500) == "Too many messages: at most 3 every 10 minutes. Try again in 9 minutes.")
        #expect(
            RateLimit("issue reports", limit: 20, window: 3600).message(retryAfter: 1)
                == "Too many issue reports: at most 20 every 1 hour. Try again in 1 second.")
    }

    @Test func nonsenseBoundsAreClampedAndAbsurdClocksDoNotTrap() {
        let odd = RateLimit("x", limit: 0, window: -5)
        #expect(odd.limit == 1 && odd.window == 1)
        for instant in [Date.distantPast, .distantFuture, Date(timeIntervalSince1970: -1)] {
            if case .allowed(let window) = limit.admit(nil, now: instant) {
                #expect(window.start % 600 == 0)
            } else {
                Issue.record("a first request was refused")
            }
        }
    }
}
