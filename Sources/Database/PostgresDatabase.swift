import Foundation

/// A PostgreSQL database reached through libpq, with a pool of up to `poolSize` connections.
///
/// Writes run in `BEGIN … COMMIT` (rolled back on error); reads run in `BEGIN READ ONLY`
/// so code that writes inside `read` fails on PostgreSQL just as it does on SQLite.
///
/// ```swift
/// let db = try PostgresDatabase(url: "postgresql://app@127.0.0.1:5432/app")
/// ```
public final class PostgresDatabase: Database {
    /// The pool's size, open and idle connections, and waits since start.
    public var poolStatistics: PoolStatistics? { pool.statistics }

    /// Always ``SQLDialect/postgres``.
    public let dialect = SQLDialect.postgres
    /// The schema every connection's `search_path` is set to, if any.
    public let schema: String?

    private let pool: ConnectionPool<PostgresConnection>
    private let nestedWrites = NestedWriteGuard()

    /// Connects to `url` (a libpq URI or `key=value` string). One connection is opened
    /// immediately so a bad URL or unreachable server throws `.connectionFailed` here; the
    /// rest open on demand. With `schema`, each connection runs `SET search_path` to it
    /// (the schema must exist).
    ///
    /// ```swift
    /// let db = try PostgresDatabase(url: url, poolSize: 8, schema: "tenant_a")
    /// ```
    public init(url: String, poolSize: Int = 4, schema: String? = nil) throws {
        self.schema = schema
        let first = try PostgresConnection(url: url, schema: schema)
        pool = ConnectionPool(
            capacity: poolSize,
            initial: [first],
            factory: { try PostgresConnection(url: url, schema: schema) },
            isHealthy: { $0.isIdleAndHealthy }
        )
        // The change counter is a sequence (no row lock for writers to queue on). `IF NOT EXISTS` alone is not safe
        // when two connections create it at once (PostgreSQL answers 42P07 or 23505 to the loser), so creating it
        // holds a transaction-scoped advisory lock: processes and parallel tests starting together take turns.
        try transaction(begin: "BEGIN") { connection in
            _ = try connection.queryOne("SELECT pg_advisory_xact_lock(\(Self.changeCounterLock)) AS locked", [])
            _ = try connection.execute("CREATE SEQUENCE IF NOT EXISTS database_changes", [])
        }
    }

    /// The advisory lock key that serialises creating the change counter (any fixed number no other lock uses).
    private static let changeCounterLock: Int64 = 0x6462_6368_616E_6765

    /// Bumped just after each write commits: a reader that sees the new counter also sees the new data; a reader
    /// that caches new data under the old counter reloads once the bump lands.
    /// A connection the server closed while idle is dropped, with the other idle ones, and the read made once more.
    public func changeCounter() throws -> Int64 {
        for mayRetry in [true, false] {
            let counter = try pool.withConnection { connection -> Int64? in
                do {
                    return try connection.queryOne(
                        "SELECT last_value + CASE WHEN is_called THEN 1 ELSE 0 END AS counter FROM database_changes", []
                    )?
                    .int64("counter") ?? 0
                } catch  where mayRetry && !connection.isConnected {
                    return nil
                }
            }
            if let counter { return counter }
            pool.dropIdle()
        }
        throw DatabaseError(.connectionFailed, "the connection to PostgreSQL was closed")
    }

    deinit {
        close()
    }

    /// Runs `body` inside `BEGIN READ ONLY … COMMIT` on a pooled connection.
    ///
    /// ```swift
    /// let rows = try db.read { try $0.query("SELECT id FROM users", []) }
    /// ```
    @discardableResult
    public func read<T>(_ body: (any SQLConnection) throws -> T) throws -> T {
        try transaction(begin: "BEGIN READ ONLY", body)
    }

    /// Runs `body` inside `BEGIN … COMMIT`; rolls back and rethrows on error.
    ///
    /// ```swift
    /// try db.write { try $0.execute("UPDATE users SET name = $1 WHERE id = $2", ["Amina", "u1"]) }
    /// ```
    @discardableResult
    public func write<T>(_ body: (any SQLConnection) throws -> T) throws -> T {
        try nestedWrites.run {
            let result = try transaction(begin: "BEGIN", body)
            try pool.withConnection { _ = try $0.queryOne("SELECT nextval('database_changes') AS n", []) }
            return result
        }
    }

    /// Runs `sql` on a pooled connection outside any transaction, for the statements PostgreSQL refuses inside one
    /// (`CREATE DATABASE`, `DROP DATABASE`, `VACUUM`).
    ///
    /// ```swift
    /// try admin.executeOutsideTransaction("CREATE DATABASE t1 TEMPLATE seeded")
    /// ```
    public func executeOutsideTransaction(_ sql: String) throws {
        try pool.withConnection { try $0.executeScript(sql) }
    }

    /// Closes idle connections; later calls throw `.connectionFailed`.
    public func close() {
        pool.close()
    }

    /// Runs `body` in a transaction opened with `begin`. A pooled connection the server closed while it sat idle (a
    /// restart, an idle timeout) fails at `begin`, before anything of the transaction ran: it and the other idle
    /// connections (a restart closed them all) are dropped and the transaction starts once more on a new connection,
    /// so the first request after a restart is served rather than refused.
    private func transaction<T>(begin: String, _ body: (any SQLConnection) throws -> T) throws -> T {
        for mayRetry in [true, false] {
            let outcome = try pool.withConnection { connection -> T? in
                do {
                    try connection.executeScript(begin)
                } catch  where mayRetry && !connection.isConnected {
                    return nil
                }
                do {
                    let result = try body(connection)
                    try connection.executeScript("COMMIT")
                    return result
                } catch {
                    if connection.inTransaction {
                        try? connection.executeScript("ROLLBACK")
                    }
                    throw error
                }
            }
            if let outcome { return outcome }
            pool.dropIdle()
        }
        throw DatabaseError(.connectionFailed, "the connection to PostgreSQL was closed")
    }
}
