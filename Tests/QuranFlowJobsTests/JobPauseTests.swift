import Database
import Foundation
import QuranFlowJobs
import QuranFlowPersistence
import Synchronization
import Testing

/// The test-only pause between a job's work and its completion (`QURANFLOW_TEST_JOB_PAUSE`), which lets
/// `Tests/Browser/test_cluster_jobs.py` SIGKILL a process holding a reminder job whose work is done.
@Suite struct JobPauseTests {
    @Test func parsesKindEqualsSecondsWithinItsBounds() {
        #expect(JobPause(parsing: "sessions.reminder=30") == JobPause(parsing: " sessions.reminder = 30 "))
        #expect(JobPause(parsing: "sessions.reminder=30")?.kind == "sessions.reminder")
        #expect(JobPause(parsing: "sessions.reminder=0.25")?.seconds == 0.25)
        #expect(JobPause(parsing: "x=240")?.seconds == 240)  // the longest: well inside the 300-s lease
        for bad in [
            "", "sessions.reminder", "=30", "sessions.reminder=", "sessions.reminder=0", "sessions.reminder=-1",
            "sessions.reminder=240.001", "sessions.reminder=nan", "sessions.reminder=inf", "sessions.reminder=1e999",
            "sessions.reminder=thirty", String(repeating: "k", count: 65) + "=1",
        ] {
            #expect(JobPause(parsing: bad) == nil, "\(bad)")
        }
    }

    /// The first attempt pauses after its work (the work is stored, the job still running under this runner's lease);
    /// another kind, and a retry of the same job, run straight through.
    @Test func aRunnerPausesAfterTheWorkOfTheFirstAttemptOnly() throws {
        let app = try TestStores()
        let queue = JobQueue(database: app.env.database)
        let now = app.env.now
        let worked = Mutex<[String]>([])
        let handlers: [String: JobHandler] = [
            "test.paused": { job, _ in worked.withLock { $0.append(job.id) } },
            "test.other": { job, _ in worked.withLock { $0.append(job.id) } },
        ]
        let pause = try #require(JobPause(parsing: "test.paused=0.4"))
        let runner = JobRunner(environment: app.env, handlers: handlers, pause: pause)
        let paused = try queue.enqueue(kind: "test.paused", payload: "", runAt: now, id: "paused", now: now)
        _ = try queue.enqueue(kind: "test.other", payload: "", runAt: now, id: "other", now: now)

        let done = Mutex(false)
        let thread = Thread {
            _ = try? runner.runDue(now: now)
            done.withLock { $0 = true }
        }
        thread.start()
        // During the pause: the work is done, the job is still running (held), and the line says why.
        let deadline = Date().addingTimeInterval(5)
        while !worked.withLock({ $0.contains(paused) }) && Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
        #expect(worked.withLock { $0.contains(paused) })
        #expect(try queue.state(of: paused) == "running")
        #expect(!done.withLock { $0 })
        while !done.withLock({ $0 }) && Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
        #expect(try queue.state(of: paused) == "done")
        #expect(try queue.state(of: "other") == "done")
        let pauses = app.logLines.withLock { $0.filter { $0.contains("pausing 0.4 s before completing it (test)") } }
        #expect(pauses == ["job test.paused paused: work done; pausing 0.4 s before completing it (test)"])

        // A second attempt (the first one's process died) does not pause.
        let retry = try queue.enqueue(kind: "test.paused", payload: "", runAt: now, id: "retry", now: now)
        let claimed = try queue.claim(now: now, worker: "quranflow-1@dead#0", limit: 1, lease: 1)
        #expect(claimed.map(\.id) == [retry])
        try runner.runDue(now: now.addingTimeInterval(2))
        #expect(try queue.state(of: retry) == "done")
        #expect(app.logLines.withLock { $0.filter { $0.contains("pausing") } }.count == 1)
    }
}
