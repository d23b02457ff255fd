import Foundation

/// A durable job table that several threads and processes can claim from safely.
///
/// Claiming leases a job to a worker until `now + lease`; if the worker neither completes
/// nor fails it in time, the job becomes claimable again. On PostgreSQL claims use
/// `SELECT … FOR UPDATE SKIP LOCKED`; on SQLite the `BEGIN IMMEDIATE` write transaction
/// serialises claimers. Add ``migration(version:)`` to the app's migration list first.
///
/// ```swift
/// let queue = JobQueue(database: db); try queue.enqueue(kind: "email", payload: json, runAt: Date())
/// ```
public struct JobQueue: Sendable {
    /// The database holding the `jobs` table.
    public let database: any Database

    /// The migration creating the `jobs` table. The app picks `version` so it fits its own
    /// numbering (any version, as long as the app's list stays strictly increasing).
    ///
    /// ```swift
    /// let migrations = appMigrations + [JobQueue.migration(version: 1000)]
    /// ```
    public static func migration(version: Int) -> Migration {
        Migration(
            version: version, name: "jobs",
            sql: """
                CREATE TABLE jobs (
                    id TEXT PRIMARY KEY,
                    kind TEXT NOT NULL,
                    payload TEXT NOT NULL,
                    run_at BIGINT NOT NULL,
                    attempts INTEGER NOT NULL DEFAULT 0,
                    locked_by TEXT,
                    locked_until BIGINT,
                    last_error TEXT,
                    state TEXT NOT NULL DEFAULT 'pending'
                        CHECK (state IN ('pending', 'running', 'done', 'failed')),
                    created_at BIGINT NOT NULL
                );
                CREATE INDEX jobs_state_run_at ON jobs (state, run_at);
                CREATE INDEX jobs_state_locked_until ON jobs (state, locked_until);
                """)
    }

    /// A queue over `database` (which must have had ``migration(version:)`` applied).
    ///
    /// ```swift
    /// let queue = JobQueue(database: db)
    /// ```
    public init(database: any Database) {
        self.database = database
    }

    /// Adds a pending job due at `runAt` and returns its id. A duplicate `id` throws
    /// `.uniqueViolation`, which makes caller-chosen ids usable for de-duplication.
    ///
    /// ```swift
    /// let id = try queue.enqueue(kind: "reminder", payload: "{\"user\":\"u1\"}", runAt: tomorrow, now: now)
    /// ```
    @discardableResult
    public func enqueue(kind: String, payload: String, runAt: Date, id: String = UUID().uuidString.lowercased(), now: Date) throws -> String
    {
        try database.write { connection in
            try connection.execute(
                """
                INSERT INTO jobs (id, kind, payload, run_at, attempts, state, created_at)
                VALUES ($1, $2, $3, $4, 0, 'pending', $5)
                """, [.text(id), .text(kind), .text(payload), SQLValue(runAt), SQLValue(now)])
        }
        return id
    }

    /// Enqueues a job under `id` unless a job with that id exists already (waiting, running or done): how a scheduler
    /// that several processes run makes one job per id. Returns whether this call made it.
    ///
    /// ```swift
    /// if try queue.enqueueOnce(kind: "digest", payload: "", runAt: instant, id: "digest:\(seconds)", now: now) { … }
    /// ```
    @discardableResult
    public func enqueueOnce(kind: String, payload: String, runAt: Date, id: String, now: Date) throws -> Bool {
        do {
            try enqueue(kind: kind, payload: payload, runAt: runAt, id: id, now: now)
            return true
        } catch let error as DatabaseError where error.kind == .uniqueViolation {
            return false
        }
    }

    /// Leases up to `limit` jobs that are due (`run_at <= now`) and either pending or whose
    /// previous lease has expired, oldest first. Each returned job has `attempts` increased.
    ///
    /// ```swift
    /// let jobs = try queue.claim(now: Date(), worker: "host-1:42", limit: 10, lease: 300)
    /// ```
    public func claim(now: Date, worker: String, limit: Int, lease: TimeInterval, excludingKinds excluded: [String] = []) throws -> [Job] {
        guard limit > 0 else { return [] }
        let nowMS = SQLValue.milliseconds(now)
        let until = SQLValue.milliseconds(now.addingTimeInterval(lease))
        // `excluded` kinds (long background work) are left for another runner: "kind NOT IN ($3, $4, …)".
        let exclusion =
            excluded.isEmpty ? "" : " AND kind NOT IN (" + excluded.indices.map { "$\($0 + 3)" }.joined(separator: ", ") + ")"
        return try database.write { connection in
            let lockClause = connection.dialect == .postgres ? " FOR UPDATE SKIP LOCKED" : ""
            let due = try connection.query(
                """
                SELECT id, kind, payload, run_at, attempts, last_error FROM jobs
                WHERE run_at <= $1
                  AND (state = 'pending' OR (state = 'running' AND locked_until <= $1))\(exclusion)
                ORDER BY run_at, id
                LIMIT $2\(lockClause)
                """, [.integer(nowMS), SQLValue(limit)] + excluded.map { .text($0) })
            return try due.map { row in
                let id = try row.string("id")
                try connection.execute(
                    """
                    UPDATE jobs SET state = 'running', locked_by = $2, locked_until = $3, attempts = attempts + 1
                    WHERE id = $1
                    """, [.text(id), .text(worker), .integer(until)])
                return Job(
                    id: id, kind: try row.string("kind"), payload: try row.string("payload"),
                    runAt: try row.date("run_at"), attempts: try row.int("attempts") + 1,
                    lastError: try row.optionalString("last_error"), worker: worker)
            }
        }
    }

    /// Marks a claimed job done. Only the claim that holds the lease may do so: if the lease
    /// expired and another worker re-claimed the job (or it is already finished), this throws
    /// `.conflict` and changes nothing, so a slow worker can never finish someone else's run.
    /// An unknown job throws `.notFound`.
    ///
    /// ```swift
    /// try queue.complete(job)
    /// ```
    public func complete(_ job: Job) throws {
        try updateClaimed(
            job,
            """
            UPDATE jobs SET state = 'done', locked_by = NULL, locked_until = NULL
            WHERE id = $1 AND state = 'running' AND locked_by = $2 AND attempts = $3
            """, [])
    }

    /// Records a failure of a claimed job. With `retryAt` the job becomes pending again, due then;
    /// with `nil` it is marked failed for good. Like ``complete(_:)``, only the lease holder may
    /// do this (`.conflict` otherwise); an unknown job throws `.notFound`.
    ///
    /// ```swift
    /// try queue.fail(job, error: "\(error)", retryAt: job.attempts < 5 ? Date() + 60 : nil)
    /// ```
    public func fail(_ job: Job, error: String, retryAt: Date?) throws {
        if let retryAt {
            try updateClaimed(
                job,
                """
                UPDATE jobs SET state = 'pending', run_at = $4, last_error = $5, locked_by = NULL, locked_until = NULL
                WHERE id = $1 AND state = 'running' AND locked_by = $2 AND attempts = $3
                """, [SQLValue(retryAt), .text(error)])
        } else {
            try updateClaimed(
                job,
                """
                UPDATE jobs SET state = 'failed', last_error = $4, locked_by = NULL, locked_until = NULL
                WHERE id = $1 AND state = 'running' AND locked_by = $2 AND attempts = $3
                """, [.text(error)])
        }
    }

    /// The number of jobs a claim at `now` could pick up: pending and due, or running with
    /// an expired lease.
    ///
    /// ```swift
    /// let backlog = try queue.pendingCount(now: Date())
    /// ```
    public func pendingCount(now: Date) throws -> Int {
        try database.read { connection in
            try connection.queryOne(
                """
                SELECT COUNT(*) AS n FROM jobs
                WHERE run_at <= $1
                  AND (state = 'pending' OR (state = 'running' AND locked_until <= $1))
                """, [SQLValue(now)])?.int("n") ?? 0
        }
    }

    /// How many jobs of `kind` are waiting or running (a scheduler enqueues one only when none is).
    ///
    /// ```swift
    /// if try queue.waitingCount(kind: "maintenance.purge") == 0 { … }
    /// ```
    public func waitingCount(kind: String) throws -> Int {
        try database.read { connection in
            try connection.queryOne("SELECT COUNT(*) AS n FROM jobs WHERE kind = $1 AND state IN ('pending', 'running')", [.text(kind)])?
                .int("n") ?? 0
        }
    }

    /// Forgets the done jobs of `kinds` that were due before `runBefore` (a job that reschedules itself leaves one
    /// behind each time); returns how many. Failed jobs are kept, with their errors, for an operator.
    ///
    /// ```swift
    /// try queue.forgetDone(kinds: ["jamaal.reminders"], runBefore: now.addingTimeInterval(-7 * 86_400))
    /// ```
    @discardableResult
    public func forgetDone(kinds: [String], runBefore: Date) throws -> Int {
        guard !kinds.isEmpty else { return 0 }
        let placeholders = kinds.indices.map { "$\($0 + 2)" }.joined(separator: ", ")
        return try database.write { connection in
            try connection.execute(
                "DELETE FROM jobs WHERE state = 'done' AND run_at < $1 AND kind IN (\(placeholders))",
                [SQLValue(runBefore)] + kinds.map { .text($0) })
        }
    }

    /// The state of job `id` (`pending`, `running`, `done` or `failed`), or `nil` if unknown.
    ///
    /// ```swift
    /// let state = try queue.state(of: id)
    /// ```
    public func state(of id: String) throws -> String? {
        try database.read { connection in
            try connection.queryOne("SELECT state FROM jobs WHERE id = $1", [.text(id)])?.string("state")
        }
    }

    private func updateClaimed(_ job: Job, _ sql: String, _ extra: [SQLValue]) throws {
        try database.write { connection in
            let changed = try connection.execute(sql, [.text(job.id), .text(job.worker), SQLValue(job.attempts)] + extra)
            guard changed == 0 else { return }
            guard let row = try connection.queryOne("SELECT state, locked_by FROM jobs WHERE id = $1", [.text(job.id)]) else {
                throw DatabaseError(.notFound, "no job with id '\(job.id)'")
            }
            let holder = try row.optionalString("locked_by").map { " by '\($0)'" } ?? ""
            throw DatabaseError(
                .conflict, "job '\(job.id)' is no longer leased to '\(job.worker)' (now \(try row.string("state"))\(holder))")
        }
    }
}
