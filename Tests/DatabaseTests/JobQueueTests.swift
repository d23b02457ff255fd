import Database
import DatabaseTestSupport
import Foundation
import Testing

@Suite("JobQueue")
struct JobQueueTests {
    private let start = Date(timeIntervalSince1970: 1_700_000_000)

    private func makeQueue() throws -> JobQueue {
        JobQueue(database: try TestDatabase.make(migrations: [JobQueue.migration(version: 1)]))
    }

    @Test func enqueueClaimComplete() throws {
        let queue = try makeQueue()
        let id = try queue.enqueue(kind: "email", payload: #"{"to":"a@example.com"}"#, runAt: start, now: start)
        #expect(try queue.pendingCount(now: start) == 1)

        let jobs = try queue.claim(now: start, worker: "w1", limit: 10, lease: 60)
        #expect(jobs.count == 1)
        let job = try #require(jobs.first)
        #expect(job.id == id)
        #expect(job.kind == "email")
        #expect(job.payload == #"{"to":"a@example.com"}"#)
        #expect(job.runAt == start)
        #expect(job.attempts == 1)
        #expect(try queue.state(of: id) == "running")
        #expect(try queue.pendingCount(now: start) == 0)
        #expect(try queue.claim(now: start, worker: "w2", limit: 10, lease: 60).isEmpty)

        try queue.complete(job)
        #expect(try queue.state(of: id) == "done")
        #expect(try queue.claim(now: start.addingTimeInterval(3600), worker: "w1", limit: 10, lease: 60).isEmpty)
    }

    /// Long background work can be left to its own runner: moving a test clock runs the short jobs that became due and
    /// never waits behind them.
    @Test func excludedKindsStayForAnotherRunner() throws {
        let queue = try makeQueue()
        let media = try queue.enqueue(kind: "demo.media", payload: "", runAt: start, now: start)
        let reminder = try queue.enqueue(kind: "sessions.reminder", payload: "", runAt: start.addingTimeInterval(1), now: start)
        let other = try queue.enqueue(kind: "maintenance.purge", payload: "", runAt: start.addingTimeInterval(2), now: start)
        let claimed = try queue.claim(
            now: start.addingTimeInterval(5), worker: "clock", limit: 10, lease: 60, excludingKinds: ["demo.media"])
        #expect(claimed.map(\.id) == [reminder, other])
        #expect(try queue.waitingCount(kind: "demo.media") == 1)
        #expect(try queue.claim(now: start.addingTimeInterval(5), worker: "timer", limit: 10, lease: 60).map(\.id) == [media])
        #expect(try queue.waitingCount(kind: "demo.media") == 1)  // running now
        #expect(try queue.waitingCount(kind: "email") == 0)
    }

    @Test func jobNotDueIsNotClaimed() throws {
        let queue = try makeQueue()
        try queue.enqueue(kind: "later", payload: "", runAt: start.addingTimeInterval(10), id: "later", now: start)
        #expect(try queue.pendingCount(now: start) == 0)
        #expect(try queue.claim(now: start, worker: "w", limit: 5, lease: 60).isEmpty)
        let due = try queue.claim(now: start.addingTimeInterval(10), worker: "w", limit: 5, lease: 60)
        #expect(due.map(\.id) == ["later"])
    }

    @Test func claimsOldestFirstUpToTheLimit() throws {
        let queue = try makeQueue()
        for n in [3, 1, 2, 4] {
            try queue.enqueue(kind: "k", payload: "\(n)", runAt: start.addingTimeInterval(Double(n)), id: "j\(n)", now: start)
        }
        let now = start.addingTimeInterval(100)
        #expect(try queue.claim(now: now, worker: "w", limit: 3, lease: 60).map(\.id) == ["j1", "j2", "j3"])
        #expect(try queue.claim(now: now, worker: "w", limit: 3, lease: 60).map(\.id) == ["j4"])
        #expect(try queue.claim(now: now, worker: "w", limit: 0, lease: 60).isEmpty)
    }

    @Test func failWithRetryMakesItPendingAgain() throws {
        let queue = try makeQueue()
        let id = try queue.enqueue(kind: "k", payload: "p", runAt: start, now: start)
        let claimed = try #require(try queue.claim(now: start, worker: "w", limit: 1, lease: 60).first)
        let retryAt = start.addingTimeInterval(30)
        try queue.fail(claimed, error: "timeout", retryAt: retryAt)
        #expect(try queue.state(of: id) == "pending")
        #expect(try queue.claim(now: start.addingTimeInterval(29), worker: "w", limit: 1, lease: 60).isEmpty)
        let again = try queue.claim(now: retryAt, worker: "w", limit: 1, lease: 60)
        #expect(again.first?.id == id)
        #expect(again.first?.attempts == 2)
        #expect(again.first?.lastError == "timeout")
        #expect(again.first?.runAt == retryAt)
    }

    @Test func failWithoutRetryIsFinal() throws {
        let queue = try makeQueue()
        let id = try queue.enqueue(kind: "k", payload: "p", runAt: start, now: start)
        let claimed = try #require(try queue.claim(now: start, worker: "w", limit: 1, lease: 60).first)
        try queue.fail(claimed, error: "bad payload", retryAt: nil)
        #expect(try queue.state(of: id) == "failed")
        #expect(try queue.claim(now: start.addingTimeInterval(1e6), worker: "w", limit: 1, lease: 60).isEmpty)
        #expect(try queue.pendingCount(now: start.addingTimeInterval(1e6)) == 0)
    }

    @Test func expiredLeaseMakesTheJobClaimableAgain() throws {
        let queue = try makeQueue()
        let id = try queue.enqueue(kind: "k", payload: "p", runAt: start, now: start)
        #expect(try queue.claim(now: start, worker: "crashed", limit: 1, lease: 60).count == 1)
        #expect(try queue.claim(now: start.addingTimeInterval(59), worker: "w2", limit: 1, lease: 60).isEmpty)
        #expect(try queue.pendingCount(now: start.addingTimeInterval(61)) == 1)
        let reclaimed = try queue.claim(now: start.addingTimeInterval(61), worker: "w2", limit: 1, lease: 60)
        #expect(reclaimed.map(\.id) == [id])
        #expect(reclaimed.first?.attempts == 2)
    }

    /// A worker whose lease expired must not finish the run another worker took over.
    @Test func onlyTheLeaseHolderCompletesOrFails() throws {
        let queue = try makeQueue()
        let id = try queue.enqueue(kind: "k", payload: "p", runAt: start, now: start)
        let slow = try #require(try queue.claim(now: start, worker: "slow", limit: 1, lease: 60).first)
        let fresh = try #require(try queue.claim(now: start.addingTimeInterval(61), worker: "fresh", limit: 1, lease: 60).first)
        let lost = #expect(throws: DatabaseError.self) { try queue.complete(slow) }
        #expect(lost?.kind == .conflict)
        #expect(throws: DatabaseError.self) { try queue.fail(slow, error: "late", retryAt: nil) }
        #expect(try queue.state(of: id) == "running")
        // The same worker name re-claiming counts as a new claim too.
        let again = try #require(try queue.claim(now: start.addingTimeInterval(200), worker: "fresh", limit: 1, lease: 60).first)
        #expect(throws: DatabaseError.self) { try queue.complete(fresh) }
        try queue.complete(again)
        #expect(try queue.state(of: id) == "done")
        let finished = #expect(throws: DatabaseError.self) { try queue.complete(again) }
        #expect(finished?.kind == .conflict)
    }

    @Test func unknownJobsAndDuplicateIdsThrow() throws {
        let queue = try makeQueue()
        let ghost = Job(id: "ghost", kind: "k", payload: "", runAt: start, attempts: 1, worker: "w")
        let missing = #expect(throws: DatabaseError.self) { try queue.complete(ghost) }
        #expect(missing?.kind == .notFound)
        #expect(throws: DatabaseError.self) { try queue.fail(ghost, error: "x", retryAt: nil) }
        try queue.enqueue(kind: "k", payload: "", runAt: start, id: "same", now: start)
        let duplicate = #expect(throws: DatabaseError.self) {
            try queue.enqueue(kind: "k", payload: "", runAt: start, id: "same", now: start)
        }
        #expect(duplicate?.kind == .uniqueViolation)
    }
}
