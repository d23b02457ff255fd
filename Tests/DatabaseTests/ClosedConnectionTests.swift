import Database
import DatabaseTestSupport
import Foundation
import Testing

/// A pooled PostgreSQL connection the server closed while it sat idle — what a restart of PostgreSQL does to every one —
/// is replaced on the next call rather than failing it: the first request after a restart is served.
@Suite(.enabled(if: TestDatabase.kind == .postgres, "PostgreSQL only: the server closing pooled connections"))
struct ClosedConnectionTests {
    @Test func readsWritesAndTheChangeCounterGoOnAfterTheServerClosedTheIdleConnections() throws {
        let database = try #require(
            try TestDatabase.make(migrations: [Migration(version: 1, name: "t", sql: "CREATE TABLE t (x BIGINT)")])
                as? PostgresDatabase)
        let admin = try PostgresDatabase(url: try TestDatabase.postgresURL(), poolSize: 1)
        defer { admin.close() }

        try closeIdleConnection(of: database, admin: admin)
        #expect(try database.read { try $0.queryOne("SELECT 1 AS one", [])?.int("one") } == 1)

        try closeIdleConnection(of: database, admin: admin)
        try database.write { _ = try $0.execute("INSERT INTO t (x) VALUES (1)", []) }
        #expect(try database.read { try $0.query("SELECT x FROM t", []).count } == 1)

        try closeIdleConnection(of: database, admin: admin)
        #expect(try database.changeCounter() > 0)
    }

    @Test func aStatementThatFailsInsideATransactionIsNotRunAgain() throws {
        let database = try #require(
            try TestDatabase.make(migrations: [Migration(version: 1, name: "t", sql: "CREATE TABLE t (x BIGINT)")])
                as? PostgresDatabase)
        var runs = 0
        #expect(throws: DatabaseError.self) {
            try database.write { connection in
                runs += 1
                _ = try connection.execute("INSERT INTO t (x) VALUES (1)", [])
                _ = try connection.execute("SELECT pg_terminate_backend(pg_backend_pid())", [])
            }
        }
        #expect(runs == 1)
        #expect(try database.read { try $0.query("SELECT x FROM t", []).count } == 0)
    }

    /// Has the server end the backend of `database`'s idle connection (as a restart would) and waits until it is gone.
    private func closeIdleConnection(of database: PostgresDatabase, admin: PostgresDatabase) throws {
        let pid = try #require(try database.read { try $0.queryOne("SELECT pg_backend_pid() AS pid", [])?.int("pid") })
        try admin.write { _ = try $0.queryOne("SELECT pg_terminate_backend(CAST($1 AS integer)) AS ended", [.integer(Int64(pid))]) }
        for _ in 0..<200 {
            let left = try admin.read {
                try $0.queryOne("SELECT count(*) AS n FROM pg_stat_activity WHERE pid = $1", [.integer(Int64(pid))])?.int("n")
            }
            if left == 0 { return }
            Thread.sleep(forTimeInterval: 0.01)
        }
        Issue.record("the backend \(pid) did not end")
    }
}
