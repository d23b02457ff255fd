import Foundation

extension JobQueue {
    /// Jobs claimed at a time by ``runDue(now:worker:excludingKinds:log:_:)``.
    static let batch = 20
    /// How long a claim is held before another process may take the job over (a process that died mid-job).
    static let lease: TimeInterval = 300
    /// A failed job's next try comes this long after its failure.
    static let retryDelay: TimeInterval = 300
    /// Tries a job gets before it is kept as failed.
    static let attemptLimit = 3

    /// The one loop every product's job runner turns: claims the jobs due at `now` (20 at a time, each on a 5-minute
    /// lease, so across processes each runs once) and runs each through `run`; a job whose `run` throws is logged,
    /// retried 5 minutes later, three tries in all, then kept as failed with its error. Returns how many ran.
    ///
    /// ```swift
    /// let ran = try JobQueue(database: db).runDue(now: now, worker: name, log: { print($0) }) { job in
    ///     guard let handler = handlers[job.kind] else { throw UnknownJobKind(kind: job.kind) }
    ///     try handler(job)
    /// }
    /// ```
    @discardableResult
    public func runDue(
        now: Date, worker: String, excludingKinds excluded: [String] = [], log: (String) -> Void, _ run: (Job) throws -> Void
    ) throws -> Int {
        var ran = 0
        while true {
            let jobs = try claim(now: now, worker: worker, limit: Self.batch, lease: Self.lease, excludingKinds: excluded)
            if jobs.isEmpty { return ran }
            for job in jobs {
                do {
                    try run(job)
                    try complete(job)
                } catch {
                    log("job \(job.kind) \(job.id) failed: \(error)")
                    let retryAt = job.attempts < Self.attemptLimit ? now.addingTimeInterval(Self.retryDelay) : nil
                    try fail(job, error: String(describing: error), retryAt: retryAt)
                }
                ran += 1
            }
        }
    }

    /// A process's name on its leases: `<product>-<pid>@<host>#<random tag>` — processes on two machines (or two
    /// containers, each its own PID 1) never share one, and a lease is checked by this name.
    ///
    /// ```swift
    /// JobQueue.workerName(product: "jamaal")   // "jamaal-4182@web-1#9f3a0c21"
    /// ```
    public static func workerName(product: String, processInfo: ProcessInfo = .processInfo) -> String {
        let tag = String(UInt32.random(in: 0...UInt32.max), radix: 16)
        return "\(product)-\(processInfo.processIdentifier)@\(processInfo.hostName.prefix(64))#\(tag)"
    }
}
