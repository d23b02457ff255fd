import Database
import DatabaseTestSupport
import Foundation
import Synchronization
import Testing

/// The loop both products' job runners turn (`JobQueue.runDue`): every due job once, a failing one retried five minutes
/// later for three tries in all and then kept as failed with its error, a kind nobody handles never run blindly.
@Suite("JobQueue.runDue")
struct JobQueueRunDueTests {
    private let start = Date(timeIntervalSince1970: 1_700_000_000)

    @Test func runsEachDueJobOnceAndRetriesAFailingOneThreeTimesInAll() throws {
        let queue = JobQueue(database: try TestDatabase.make(migrations: [JobQueue.migration(version: 1)]))
        let fine = try queue.enqueue(kind: "fine", payload: "", runAt: start, now: start)
        let failing = try queue.enqueue(kind: "failing", payload: "", runAt: start, now: start)
        let later = try queue.enqueue(kind: "fine", payload: "", runAt: start.addingTimeInterval(60), now: start)
        let unknown = try queue.enqueue(kind: "unknown", payload: "", runAt: start, now: start)
        let ran = Mutex<[String]>([])
        let logged = Mutex<[String]>([])
        func runDue(at now: Date) throws -> Int {
            try queue.runDue(now: now, worker: "w1", log: { line in logged.withLock { $0.append(line) } }) { job in
                ran.withLock { $0.append(job.id) }
                switch job.kind {
                case "fine": return
                case "failing": throw UnknownJobKind(kind: "failing on purpose")
                default: throw UnknownJobKind(kind: job.kind)
                }
            }
        }
        #expect(try runDue(at: start) == 3)
        #expect(try queue.state(of: fine) == "done")
        #expect(try queue.state(of: later) == "pending")
        #expect(try runDue(at: start) == 0)  // the failed one waits five minutes
        #expect(try runDue(at: start.addingTimeInterval(300)) == 3)  // later, and the two failing ones again
        #expect(try runDue(at: start.addingTimeInterval(600)) == 2)  // their third and last try
        #expect(try runDue(at: start.addingTimeInterval(3_600)) == 0)
        #expect(try queue.state(of: failing) == "failed" && queue.state(of: unknown) == "failed")
        #expect(ran.withLock { $0.filter { $0 == failing }.count } == 3)
        #expect(ran.withLock { $0.filter { $0 == fine }.count } == 1)
        #expect(logged.withLock { $0.contains { $0.contains("No handler for job kind unknown") } })
    }

    @Test func aWorkerNameNamesTheProductTheProcessAndTheHost() {
        let name = JobQueue.workerName(product: "jamaal")
        #expect(name.hasPrefix("jamaal-\(ProcessInfo.processInfo.processIdentifier)@"))
        #expect(name != JobQueue.workerName(product: "jamaal"))
    }

    @Test func forgetsOnlyDoneJobsOfTheKindsDueBeforeTheCutoff() throws {
        let queue = JobQueue(database: try TestDatabase.make(migrations: [JobQueue.migration(version: 1)]))
        let old = try queue.enqueue(kind: "chain", payload: "", runAt: start, now: start)
        let recent = try queue.enqueue(kind: "chain", payload: "", runAt: start.addingTimeInterval(3_600), now: start)
        let other = try queue.enqueue(kind: "other", payload: "", runAt: start, now: start)
        let waiting = try queue.enqueue(kind: "chain", payload: "", runAt: start.addingTimeInterval(-60), now: start)
        #expect(
            try queue.runDue(now: start.addingTimeInterval(3_600), worker: "w", log: { _ in }) { job in
                if job.id == waiting { throw UnknownJobKind(kind: "failing on purpose") }
            } == 4)
        #expect(try queue.forgetDone(kinds: ["chain"], runBefore: start.addingTimeInterval(1)) == 1)
        #expect(try queue.state(of: old) == nil)
        #expect(try queue.state(of: recent) == "done" && queue.state(of: other) == "done")
        #expect(try queue.state(of: waiting) == "pending", "a job to retry is kept")
        #expect(try queue.forgetDone(kinds: [], runBefore: start.addingTimeInterval(7_200)) == 0)
    }
}
