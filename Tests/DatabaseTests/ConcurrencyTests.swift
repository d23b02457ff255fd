import Database
import DatabaseTestSupport
import Foundation
import Testing

@Suite("Concurrency")
struct ConcurrencyTests {
    private static let start = Date(timeIntervalSince1970: 1_700_000_000)

    /// Enqueues 200 jobs, lets 4 workers (one per handle) claim until the queue is empty,
    /// and checks every job was claimed exactly once.
    private func claimAllOnce(_ handles: [any Database]) throws {
        let seed = JobQueue(database: handles[0])
        try handles[0].write { conn in
            for n in 0..<200 {
                try conn.execute(
                    "INSERT INTO jobs (id, kind, payload, run_at, attempts, state, created_at) VALUES ($1, 'k', '', $2, 0, 'pending', $2)",
                    [.text(String(format: "job-%03d", n)), SQLValue(Self.start)])
            }
        }
        #expect(try seed.pendingCount(now: Self.start) == 200)

        let claimed = Locked<[String: [String]]>([:])
        try onThreads(4) { worker in
            let queue = JobQueue(database: handles[worker % handles.count])
            while true {
                let jobs = try queue.claim(now: Self.start, worker: "w\(worker)", limit: 5, lease: 600)
                if jobs.isEmpty { break }
                for job in jobs {
                    claimed.withValue { $0[job.id, default: []].append("w\(worker)") }
                    try queue.complete(job)
                }
            }
        }
        let result = claimed.current
        #expect(result.count == 200)
        #expect(result.values.allSatisfy { $0.count == 1 }, "jobs claimed twice: \(result.filter { $0.value.count > 1 })")
        #expect(try seed.pendingCount(now: Self.start.addingTimeInterval(10_000)) == 0)
        let done = try handles[0].read { try $0.queryOne("SELECT COUNT(*) AS n FROM jobs WHERE state = 'done'", [])?.int("n") }
        #expect(done == 200)
    }

    @Test func fourClaimersOnTheTestDatabaseNeverShareAJob() throws {
        // SQLite: four separate connections (like processes) on one file; PostgreSQL: four pools on one schema.
        let handles = try sharedDatabases(4, migrations: [JobQueue.migration(version: 1)])
        defer { handles.forEach { $0.close() } }
        try claimAllOnce(handles)
    }

    @Test func fourThreadsSharingOneDatabaseNeverShareAJob() throws {
        let db: any Database =
            if TestDatabase.kind == .sqlite {
                try TestDatabase.makeSQLiteFile(migrations: [JobQueue.migration(version: 1)]).0
            } else {
                try TestDatabase.make(migrations: [JobQueue.migration(version: 1)])
            }
        defer { db.close() }
        try claimAllOnce([db])
    }

    @Test func fourClaimersOnAFileSQLiteDatabaseNeverShareAJob() throws {
        let handles = try sharedDatabases(4, dialect: .sqlite, migrations: [JobQueue.migration(version: 1)])
        defer { handles.forEach { $0.close() } }
        try claimAllOnce(handles)
    }

    @Test func fileDatabaseUsesWALAndPragmas() throws {
        let (db, _) = try TestDatabase.makeSQLiteFile()
        defer { db.close() }
        let mode = try db.write { try $0.queryOne("PRAGMA journal_mode", [])?.string("journal_mode") }
        #expect(mode == "wal")
        let keys = try db.read { try $0.queryOne("PRAGMA foreign_keys", [])?.int("foreign_keys") }
        #expect(keys == 1)
        let sync = try db.write { try $0.queryOne("PRAGMA synchronous", [])?.int("synchronous") }
        #expect(sync == 1)  // NORMAL
        let timeout = try db.read { try $0.queryOne("PRAGMA busy_timeout", [])?.int("timeout") }
        #expect(timeout == 5000)
        // A bounded page cache on the writer and every reader (negative: KiB).
        let writerCache = try db.write { try $0.queryOne("PRAGMA cache_size", [])?.int("cache_size") }
        let readerCache = try db.read { try $0.queryOne("PRAGMA cache_size", [])?.int("cache_size") }
        #expect(writerCache == -SQLiteDatabase.pageCacheKiB && readerCache == -SQLiteDatabase.pageCacheKiB)
    }

    @Test func readersRunWhileAWriterIsMidTransaction() throws {
        let (db, _) = try TestDatabase.makeSQLiteFile(poolSize: 3)
        defer { db.close() }
        try db.write { try $0.executeScript("CREATE TABLE items (id INTEGER PRIMARY KEY); INSERT INTO items VALUES (1);") }

        let writerInside = DispatchSemaphore(value: 0)
        let readersDone = DispatchSemaphore(value: 0)
        let seen = Locked<[Int]>([])
        try onThreads(4) { index in
            if index == 0 {
                try db.write { conn in
                    try conn.execute("INSERT INTO items VALUES (2)", [])
                    for _ in 1...3 { writerInside.signal() }
                    // Hold the write transaction open until all readers have finished.
                    for _ in 1...3 { _ = readersDone.wait(timeout: .now() + 10) }
                }
            } else {
                defer { readersDone.signal() }
                writerInside.wait()
                let count = try db.read { try $0.queryOne("SELECT COUNT(*) AS n FROM items", [])?.int("n") ?? -1 }
                seen.withValue { $0.append(count) }
            }
        }
        #expect(seen.current == [1, 1, 1])  // readers saw the last committed state, without waiting
        let after = try db.read { try $0.queryOne("SELECT COUNT(*) AS n FROM items", [])?.int("n") }
        #expect(after == 2)
    }

    @Test func inMemoryDatabaseAllowsReadNestedInWrite() throws {
        let db = try SQLiteDatabase(path: ":memory:")
        defer { db.close() }
        let inner = try db.write { conn -> Int in
            try conn.executeScript("CREATE TABLE t (x INTEGER); INSERT INTO t VALUES (1);")
            return try db.read { try $0.queryOne("SELECT COUNT(*) AS n FROM t", [])?.int("n") ?? -1 }
        }
        #expect(inner == 1)
        #expect(throws: DatabaseError.self) { try db.read { try $0.execute("DELETE FROM t", []) } }
    }
}
