import Database
import Foundation

/// Runs Jamaal's due jobs from the shared job table: every `jamaal serve` process runs one, and a claim is exclusive,
/// so each job runs once across them (PostgreSQL: `FOR UPDATE SKIP LOCKED`). A failing job is retried in 5 minutes,
/// three times, then kept as failed with its error.
///
///     let runner = JamaalJobRunner(environment: env)
///     try runner.runDue(now: env.now)
public final class JamaalJobRunner: Sendable {
    let environment: JamaalEnvironment
    /// This process's name on its leases (process id, host and a random tag: two machines never share one).
    let worker: String

    public init(environment: JamaalEnvironment, worker: String? = nil) {
        self.environment = environment
        let info = ProcessInfo.processInfo
        self.worker =
            worker ?? "jamaal-\(info.processIdentifier)@\(info.hostName.prefix(64))#\(String(UInt32.random(in: 0...UInt32.max), radix: 16))"
    }

    /// The handler of each job kind.
    static let handlers: [String: @Sendable (Job, JamaalEnvironment, Date) throws -> Void] = [
        DayRecordJobs.kind: DayRecordJobs.run
    ]

    /// Claims and runs every job due at `now`; returns how many ran.
    @discardableResult
    public func runDue(now: Date) throws -> Int {
        let queue = JobQueue(database: environment.database)
        var ran = 0
        while true {
            let jobs = try queue.claim(now: now, worker: worker, limit: 20, lease: 300)
            if jobs.isEmpty { return ran }
            for job in jobs {
                do {
                    guard let handler = Self.handlers[job.kind] else { throw UnknownJob(kind: job.kind) }
                    try handler(job, environment, now)
                    try queue.complete(job)
                } catch {
                    environment.log("job \(job.kind) \(job.id) failed: \(error)")
                    try queue.fail(job, error: String(describing: error), retryAt: job.attempts < 3 ? now.addingTimeInterval(300) : nil)
                }
                ran += 1
            }
        }
    }

    /// A job of a kind this version does not know (kept as failed after its retries, never run blindly).
    struct UnknownJob: Error, CustomStringConvertible {
        let kind: String
        var description: String { "no handler for job kind \(kind)" }
    }
}
