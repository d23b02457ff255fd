import Database
import Foundation

/// The backlogs an operator watches on `/metrics`: jobs due and how long the oldest has waited, push and mail not yet
/// delivered, media jobs queued and running. One read; every count is of rows, never of people.
///
/// ```swift
/// let counts = try OperatorCounts.read(database, now: clock.now)
/// counts.jobsDue  // 3
/// ```
public struct OperatorCounts: Sendable, Equatable {
    public let jobsDue: Int
    /// Seconds since the oldest due job's `run_at` (0 when none is due).
    public let oldestDueJobAge: Double
    public let pushBacklog: Int
    public let mailBacklog: Int
    public let mediaJobsQueued: Int
    public let mediaJobsRunning: Int

    /// Reads every count in one read transaction.
    public static func read(_ database: any Database, now: Date) throws -> OperatorCounts {
        try database.read { connection in
            func count(_ sql: String, _ values: [SQLValue] = []) throws -> Int {
                try connection.queryOne(sql, values)?.int("n") ?? 0
            }
            let due = "run_at <= $1 AND (state = 'pending' OR (state = 'running' AND locked_until <= $1))"
            let oldest = try connection.queryOne("SELECT MIN(run_at) AS oldest FROM jobs WHERE \(due)", [SQLValue(now)])?
                .optionalDate("oldest")
            return OperatorCounts(
                jobsDue: try count("SELECT COUNT(*) AS n FROM jobs WHERE \(due)", [SQLValue(now)]),
                oldestDueJobAge: oldest.map { max(0, now.timeIntervalSince($0)) } ?? 0,
                pushBacklog: try count("SELECT COUNT(*) AS n FROM push_deliveries WHERE state IN ('pending', 'sending')"),
                mailBacklog: try count("SELECT COUNT(*) AS n FROM outbox WHERE state IN ('pending', 'sending')"),
                mediaJobsQueued: try count("SELECT COUNT(*) AS n FROM media_jobs WHERE state = 'queued'"),
                mediaJobsRunning: try count("SELECT COUNT(*) AS n FROM media_jobs WHERE state = 'running'"))
        }
    }
}
