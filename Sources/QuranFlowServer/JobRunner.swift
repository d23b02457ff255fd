import Database
import Foundation

/// Runs due jobs from the shared job table: several server processes can run one each, since claims are exclusive.
///
///     let runner = JobRunner(environment: env, handlers: ["maintenance.purge": { job, env in … }])
///     try runner.runDue(now: env.now)
public final class JobRunner: Sendable {
    public typealias JobHandler = @Sendable (Job, ServerEnvironment) throws -> Void

    let environment: ServerEnvironment
    let handlers: [String: JobHandler]
    let worker = "quranflow-\(ProcessInfo.processInfo.processIdentifier)"

    public init(environment: ServerEnvironment, handlers: [String: JobHandler]) {
        self.environment = environment
        self.handlers = handlers
    }

    var queue: JobQueue { JobQueue(database: environment.database) }

    /// Claims and runs every job due at `now`; a failing job is retried in 5 minutes, three times, then kept as failed.
    @discardableResult
    public func runDue(now: Date) throws -> Int {
        var ran = 0
        while true {
            let jobs = try queue.claim(now: now, worker: worker, limit: 20, lease: 300)
            if jobs.isEmpty { return ran }
            for job in jobs {
                do {
                    guard let handler = handlers[job.kind] else { throw JobError(message: "No handler for job kind \(job.kind)") }
                    try handler(job, environment)
                    try queue.complete(job)
                } catch {
                    environment.log("job \(job.kind) \(job.id) failed: \(error)")
                    try queue.fail(job, error: String(describing: error), retryAt: job.attempts < 3 ? now.addingTimeInterval(300) : nil)
                }
                ran += 1
            }
        }
    }

    struct JobError: Error, CustomStringConvertible {
        let message: String
        var description: String { message }
    }
}

/// The server's own recurring jobs.
enum MaintenanceJobs {
    static let purge = "maintenance.purge"

    static var handlers: [String: JobRunner.JobHandler] {
        ([purge: { job, env in
            try env.sessions.purgeExpired(now: job.runAt)
            _ = try JobQueue(database: env.database).enqueue(kind: purge, payload: "", runAt: job.runAt.addingTimeInterval(24 * 3600))
        }] as [String: JobRunner.JobHandler]).merging(DemoMedia.handlers) { first, _ in first }  // demo.media: Media/DemoMedia.swift
            .merging(SubmissionStore.handlers) { first, _ in first }  // loop.close-revoke-window: Persistence/SubmissionStore.swift
            .merging(SessionReminderJobs.handlers) { first, _ in first }  // sessions.reminder: Sessions/SessionReminderJobs.swift
    }

    /// Schedules the daily purge unless one is already waiting.
    static func schedule(in env: ServerEnvironment) throws {
        let waiting = try env.database.read { db in
            try db.queryOne("SELECT COUNT(*) AS n FROM jobs WHERE kind = $1 AND state IN ('pending', 'running')", [.text(purge)])?.int("n") ?? 0
        }
        if waiting == 0 { _ = try JobQueue(database: env.database).enqueue(kind: purge, payload: "", runAt: env.now.addingTimeInterval(3600)) }
    }
}
