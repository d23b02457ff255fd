import Database

/// The work of one kind of job, given the job and the stores' environment. A ``JobRunner`` (QuranFlowJobs) runs them;
/// each feature keeps its handler beside its store.
///
/// ```swift
/// let handlers: [String: JobHandler] = ["maintenance.purge": { job, env in try env.sessions.purgeExpired(now: job.runAt) }]
/// ```
public typealias JobHandler = @Sendable (Job, StoreEnvironment) throws -> Void
