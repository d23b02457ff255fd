/// A pool of connections to one database, safe to share between threads.
///
/// Reads run on a pooled connection; writes run inside one transaction that commits when
/// the closure returns and rolls back when it throws. Do not call `write` from inside
/// `write` on the same database: it throws `.invalidQuery` (use the outer connection).
///
/// ```swift
/// let count = try db.read { try $0.queryOne("SELECT COUNT(*) AS n FROM users", [])!.int("n") }
/// ```
public protocol Database: AnyObject, Sendable {
    /// The SQL dialect spoken by this database.
    var dialect: SQLDialect { get }

    /// Runs `body` on a pooled connection meant for reading. SQLite file databases use a
    /// separate read-only connection (WAL lets readers run while a writer writes);
    /// PostgreSQL runs `body` in a `READ ONLY` transaction.
    ///
    /// ```swift
    /// let rows = try db.read { try $0.query("SELECT * FROM notes", []) }
    /// ```
    @discardableResult
    func read<T>(_ body: (any SQLConnection) throws -> T) throws -> T

    /// Runs `body` in one transaction (SQLite `BEGIN IMMEDIATE`, PostgreSQL `BEGIN`), commits
    /// when it returns, rolls back and rethrows when it throws.
    ///
    /// ```swift
    /// try db.write { try $0.execute("INSERT INTO notes (id) VALUES ($1)", ["n1"]) }
    /// ```
    @discardableResult
    func write<T>(_ body: (any SQLConnection) throws -> T) throws -> T

    /// Closes all idle connections; connections in use close when they are returned.
    /// Further calls to `read`/`write` throw ``DatabaseError/Kind-swift.enum/connectionFailed``.
    /// A number that moves on after every committed `write`, in every process sharing this database: a cache holding
    /// something read at counter N is still correct while the counter reads N. (SQLite bumps it inside the write's
    /// transaction; PostgreSQL just after the commit, from a sequence, so writers never queue on one row.)
    ///
    ///     let n = try db.changeCounter()
    func changeCounter() throws -> Int64

    /// The pool's state (``PoolStatistics``), where the database keeps a pool; nil otherwise.
    var poolStatistics: PoolStatistics? { get }

    func close()
}

/// A connection pool's state for an operator: its size, connections open and idle, and how many times a caller has
/// waited for one since start.
public struct PoolStatistics: Sendable, Equatable {
    public let capacity: Int
    public let open: Int
    public let idle: Int
    public let waits: Int
}

extension Database {
    /// No pool of its own (SQLite's fixed reader and writer).
    public var poolStatistics: PoolStatistics? { nil }
}
