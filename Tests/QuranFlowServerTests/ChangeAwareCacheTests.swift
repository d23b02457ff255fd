import Synchronization
import Testing

@testable import QuranFlowServer

/// The cache behind Today, Sessions, the queue and sessions: a value is returned only under its own counter and within
/// its lifetime, and what can no longer be returned is dropped rather than held until a cap.
@Suite struct ChangeAwareCacheTests {
    /// A monotonic clock the test moves by hand (nanoseconds).
    final class Uptime: Sendable {
        private let nanoseconds = Mutex<UInt64>(1_000_000_000)
        func read() -> UInt64 { nanoseconds.withLock { $0 } }
        func advance(seconds: Double) { nanoseconds.withLock { $0 += UInt64(seconds * 1_000_000_000) } }
    }

    func cache(_ uptime: Uptime, limit: Int = 2_000) -> ChangeAwareCache<Int, String> {
        ChangeAwareCache(lifetime: 5, limit: limit, uptime: { uptime.read() })
    }

    @Test func aValueIsReadUnderItsOwnCounterUntilTheLastMomentOfItsLifetime() {
        let uptime = Uptime()
        let pages = cache(uptime)
        pages.store("today", for: 1, counter: 7)
        #expect(pages.value(for: 1, counter: 7) == "today")
        #expect(pages.value(for: 1, counter: 8) == nil)
        #expect(pages.value(for: 2, counter: 7) == nil)
        uptime.advance(seconds: 4.999_999)
        #expect(pages.value(for: 1, counter: 7) == "today")
        uptime.advance(seconds: 0.000_001)
        #expect(pages.value(for: 1, counter: 7) == nil)
    }

    @Test func aNewerCounterDropsEveryEntryStoredUnderAnOlderOne() {
        let uptime = Uptime()
        let pages = cache(uptime)
        for student in 0..<1_000 { pages.store("page \(student)", for: student, counter: 1) }
        #expect(pages.count == 1_000)
        pages.store("after a write", for: 5, counter: 2)
        #expect(pages.count == 1)
        #expect(pages.value(for: 5, counter: 2) == "after a write")
    }

    @Test func expiredEntriesAreDroppedOnTheFirstStoreAfterALifetime() {
        let uptime = Uptime()
        let pages = cache(uptime)
        for student in 0..<500 { pages.store("page \(student)", for: student, counter: 3) }
        uptime.advance(seconds: 2)
        for student in 500..<600 { pages.store("page \(student)", for: student, counter: 3) }
        #expect(pages.count == 600)
        uptime.advance(seconds: 3.5)  // the first 500 are 5.5 s old, the last 100 are 3.5 s old
        pages.store("one more", for: 600, counter: 3)
        #expect(pages.count == 101)
        #expect(pages.value(for: 550, counter: 3) == "page 550")
        #expect(pages.value(for: 10, counter: 3) == nil)
    }

    @Test func aStoreUnderACounterOlderThanOneAlreadySeenIsNotKept() {
        // Two requests at once: one read the counter before a write, the other after; the late, older one is stale.
        let uptime = Uptime()
        let pages = cache(uptime)
        pages.store("new", for: 1, counter: 10)
        pages.store("old", for: 2, counter: 9)
        #expect(pages.value(for: 2, counter: 9) == nil)
        #expect(pages.value(for: 1, counter: 10) == "new")
        #expect(pages.count == 1)
    }

    @Test func theCapHoldsWithinOneCounterAndOneLifetime() {
        let uptime = Uptime()
        let pages = cache(uptime, limit: 100)
        for student in 0..<1_000 { pages.store("page \(student)", for: student, counter: 1) }
        #expect(pages.count <= 100)
        #expect(pages.value(for: 999, counter: 1) == "page 999")
    }

    @Test func removeForgetsOneKey() {
        let uptime = Uptime()
        let sessions = cache(uptime)
        sessions.store("Sarah", for: 1, counter: 1)
        sessions.store("Yusuf", for: 2, counter: 1)
        sessions.remove(1)
        #expect(sessions.value(for: 1, counter: 1) == nil)
        #expect(sessions.value(for: 2, counter: 1) == "Yusuf")
    }
}
