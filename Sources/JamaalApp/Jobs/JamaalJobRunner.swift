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
        self.worker = worker ?? JobQueue.workerName(product: "jamaal")
    }

    /// The handler of each job kind.
    static let handlers: [String: @Sendable (Job, JamaalEnvironment, Date) throws -> Void] = [
        DayRecordJobs.kind: DayRecordJobs.run,
        ReminderJobs.kind: ReminderJobs.run,
    ]

    /// Claims and runs every job due at `now` (``JobQueue/runDue(now:worker:excludingKinds:log:_:)``); returns how many ran.
    @discardableResult
    public func runDue(now: Date) throws -> Int {
        let environment = self.environment
        return try JobQueue(database: environment.database).runDue(now: now, worker: worker, log: environment.log) { job in
            guard let handler = Self.handlers[job.kind] else { throw UnknownJobKind(kind: job.kind) }
            try handler(job, environment, now)
        }
    }
}
