import Database
import Foundation
import QuranFlowMediaPipeline
import QuranFlowPersistence

/// Runs due jobs from the shared job table: several server processes can run one each, since claims are exclusive.
///
///     let runner = JobRunner(environment: env, handlers: ["maintenance.purge": { job, env in … }])
///     try runner.runDue(now: env.now)
public final class JobRunner: Sendable {
    let environment: StoreEnvironment
    let handlers: [String: JobHandler]
    /// Kinds that run long (the demo's media): ``runDue(now:includingBackground:)`` can leave them to the server's own timer.
    let background: Set<String>
    /// This process's name on its leases (``JobQueue/workerName(product:processInfo:)``).
    let worker = JobQueue.workerName(product: "quranflow")
    /// Tests only: where to pause between a job's work and its completion (``JobPause``).
    let pause: JobPause?

    public init(
        environment: StoreEnvironment, handlers: [String: JobHandler], background: Set<String> = [], pause: JobPause? = nil
    ) {
        self.environment = environment
        self.handlers = handlers
        self.background = background
        self.pause = pause
    }

    var queue: JobQueue { JobQueue(database: environment.database) }

    /// Claims and runs every job due at `now` (``JobQueue/runDue(now:worker:excludingKinds:log:_:)``: a failing job is
    /// retried in 5 minutes, three times, then kept as failed). Without `includingBackground`, long background kinds are
    /// left for the server's timer (moving the test clock must not wait minutes behind the demo's media).
    @discardableResult
    public func runDue(now: Date, includingBackground: Bool = true) throws -> Int {
        let (environment, handlers, pause) = (self.environment, self.handlers, self.pause)
        return try queue.runDue(
            now: now, worker: worker, excludingKinds: includingBackground ? [] : background.sorted(), log: environment.log
        ) { job in
            guard let handler = handlers[job.kind] else { throw UnknownJobKind(kind: job.kind) }
            try handler(job, environment)
            if let pause, pause.applies(to: job) {
                environment.log("job \(job.kind) \(job.id): work done; pausing \(pause.seconds) s before completing it (test)")
                Thread.sleep(forTimeInterval: pause.seconds)
            }
        }
    }
}

/// The server's own recurring jobs and every job kind of the stores and sessions (the demo adds its own).
public enum MaintenanceJobs {
    static let purge = "maintenance.purge"

    public static var handlers: [String: JobHandler] {
        ([
            purge: { job, env in
                try env.sessions.purgeExpired(now: job.runAt)
                _ = try JobQueue(database: env.database).enqueue(
                    kind: purge, payload: "", runAt: job.runAt.addingTimeInterval(24 * 3600), now: env.now)
            }
        ] as [String: JobHandler])
        .merging(SubmissionStore.handlers) { first, _ in first }  // loop.close-revoke-window: QuranFlowPersistence/SubmissionStore.swift
        .merging(SessionReminderJobs.handlers) { first, _ in first }  // sessions.reminder: Sessions/SessionReminderJobs.swift
        .merging(AnnouncementJobs.handlers) { first, _ in first }  // announcements.publish: QuranFlowJobs/AnnouncementJobs.swift
        .merging(WeeklyDigestJobs.handlers) { first, _ in first }  // digest.weekly: QuranFlowJobs/WeeklyDigestJobs.swift
        .merging(ProgrammeStore.reassignmentHandlers) { first, _ in first }  // enrolment.reassign: ProgrammeStore+Reassignment.swift
        .merging(MediaProcessing.handlers) { first, _ in first }  // media.process: QuranFlowPersistence/Media/MediaProcessing.swift
    }

    /// Schedules the daily purge unless one is already waiting.
    public static func schedule(in env: StoreEnvironment) throws {
        if try JobQueue(database: env.database).waitingCount(kind: purge) == 0 {
            _ = try JobQueue(database: env.database).enqueue(
                kind: purge, payload: "", runAt: env.now.addingTimeInterval(3600), now: env.now)
        }
    }
}
