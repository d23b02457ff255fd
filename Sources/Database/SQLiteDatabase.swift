import CSQLite
import Foundation

/// An SQLite database: one writer connection plus a pool of read-only reader connections.
///
/// File databases use `journal_mode=WAL` (readers never block the writer), `busy_timeout`
/// 5 s, `foreign_keys=ON`, `synchronous=NORMAL` and a page cache of ``pageCacheKiB`` a connection. Writes run in `BEGIN IMMEDIATE`
/// transactions, which also serialises writers from other processes. `":memory:"` gives a
/// private in-memory database served by a single connection (reads and writes take turns;
/// a `read` nested in a `write` on the same thread sees the write's uncommitted changes).
///
/// ```swift
/// let db = try SQLiteDatabase(path: "data/app.sqlite")
/// ```
public final class SQLiteDatabase: Database {
    /// Always ``SQLDialect/sqlite``.
    public let dialect = SQLDialect.sqlite
    /// The path this database was opened with.
    public let path: String

    /// Each connection's page cache, in KiB (SQLite's default is 2,000). The file's pages stay in the kernel's page
    /// cache either way; at 512 KiB the five connections hold at most 2.5 MiB of the server's own memory rather than
    /// 10 (BENCHMARKS.md, "The load run").
    public static let pageCacheKiB = 512

    private let nestedWrites = NestedWriteGuard()
    private let writer: any ConnectionSource<SQLiteConnection>
    /// Reader connections; `nil` for in-memory databases, which read through `writer`.
    private let readers: (any ConnectionSource<SQLiteConnection>)?

    /// Opens (creating if needed) the database at `path`, or a private in-memory database
    /// for `":memory:"`. `poolSize` is the number of reader connections for file databases.
    ///
    /// ```swift
    /// let db = try SQLiteDatabase(path: ":memory:")
    /// ```
    public init(path: String, poolSize: Int = 4) throws {
        self.path = path
        let readWrite = SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE
        if path == ":memory:" || path.isEmpty {
            let connection = try SQLiteConnection(path: ":memory:", flags: readWrite)
            try connection.executeScript("PRAGMA foreign_keys = ON;" + Self.changeCounterSchema)
            writer = SharedConnection(connection)
            readers = nil
            return
        }
        let connection = try SQLiteConnection(path: path, flags: readWrite)
        connection.setBusyTimeout(milliseconds: 5000)
        try connection.executeScript(
            """
            PRAGMA journal_mode = WAL;
            PRAGMA synchronous = NORMAL;
            PRAGMA foreign_keys = ON;
            PRAGMA cache_size = -\(Self.pageCacheKiB);
            """ + Self.changeCounterSchema)
        writer = ConnectionPool(
            capacity: 1, initial: [connection],
            factory: {
                throw DatabaseError(.connectionFailed, "SQLite writer connection was lost")
            })
        readers = ConnectionPool(
            capacity: poolSize,
            factory: {
                let reader = try SQLiteConnection(path: path, flags: SQLITE_OPEN_READWRITE)
                reader.setBusyTimeout(milliseconds: 5000)
                try reader.executeScript("PRAGMA foreign_keys = ON; PRAGMA query_only = ON; PRAGMA cache_size = -\(Self.pageCacheKiB);")
                return reader
            })
    }

    deinit {
        close()
    }

    /// SQLite's own heap in this process — page caches, prepared statements, schemas of every connection — now and at
    /// its highest since start (`sqlite3_memory_used`, `sqlite3_memory_highwater`), in bytes.
    ///
    /// ```swift
    /// let (now, peak) = SQLiteDatabase.memoryInUse()
    /// ```
    public static func memoryInUse() -> (current: Int64, peak: Int64) {
        (sqlite3_memory_used(), sqlite3_memory_highwater(0))
    }

    /// Runs `body` on a reader connection (read-only for file databases).
    ///
    /// ```swift
    /// let n = try db.read { try $0.queryOne("SELECT COUNT(*) AS n FROM jobs", [])?.int("n") }
    /// ```
    @discardableResult
    public func read<T>(_ body: (any SQLConnection) throws -> T) throws -> T {
        if let readers {
            return try readers.withConnection { try body($0) }
        }
        return try writer.withConnection { connection in
            guard connection.isAutocommit else {
                return try body(connection)  // nested inside this thread's write
            }
            try connection.executeScript("PRAGMA query_only = ON")
            defer { try? connection.executeScript("PRAGMA query_only = OFF") }
            return try body(connection)
        }
    }

    /// Runs `body` inside `BEGIN IMMEDIATE … COMMIT`; rolls back and rethrows on error.
    ///
    /// ```swift
    /// try db.write { try $0.execute("DELETE FROM jobs WHERE state = $1", ["done"]) }
    /// ```
    @discardableResult
    public func write<T>(_ body: (any SQLConnection) throws -> T) throws -> T {
        try nestedWrites.run {
            try writer.withConnection { connection in
                try transaction(connection, body)
            }
        }
    }

    /// The change counter's table, created with the database (outside the app's migrations).
    private static let changeCounter = "UPDATE database_changes SET counter = counter + 1 WHERE id = 1"
    private static let changeCounterSchema = """
        CREATE TABLE IF NOT EXISTS database_changes (id INTEGER PRIMARY KEY CHECK (id = 1), counter INTEGER NOT NULL);
        INSERT OR IGNORE INTO database_changes (id, counter) VALUES (1, 0);
        """

    public func changeCounter() throws -> Int64 {
        try read { try $0.queryOne("SELECT counter FROM database_changes WHERE id = 1", [])?.int64("counter") ?? 0 }
    }

    private func transaction<T>(_ connection: SQLiteConnection, _ body: (any SQLConnection) throws -> T) throws -> T {
        try connection.executeScript("BEGIN IMMEDIATE")
        do {
            let result = try body(connection)
            // Inside the transaction: whoever sees the new data also sees the new counter.
            _ = try connection.execute(Self.changeCounter, [])
            try connection.executeScript("COMMIT")
            return result
        } catch {
            if !connection.isAutocommit {
                try? connection.executeScript("ROLLBACK")
            }
            throw error
        }
    }

    /// Copies the whole database, as one consistent snapshot, to a new file at `destination` with SQLite's online backup
    /// API, while the server keeps reading and writing (a reader connection is the source: in WAL mode writers are not
    /// held up). Fails if `destination` exists.
    ///
    /// ```swift
    /// try database.backup(to: "/backups/2026-12-05/quranflow.sqlite")
    /// ```
    public func backup(to destination: String) throws {
        guard !FileManager.default.fileExists(atPath: destination) else {
            throw DatabaseError(.conflict, "the backup file \(destination) already exists")
        }
        if let readers {
            try readers.withConnection { try $0.backup(to: destination) }
        } else {
            try writer.withConnection { try $0.backup(to: destination) }
        }
    }

    /// A new private in-memory database holding a copy of this one (SQLite's backup API, one consistent snapshot):
    /// what a test suite uses to start each test from a world it built once.
    ///
    /// ```swift
    /// let fresh = try seeded.inMemoryCopy()
    /// ```
    public func inMemoryCopy() throws -> SQLiteDatabase {
        let copy = try SQLiteDatabase(path: ":memory:")
        try copy.writer.withConnection { destination in
            if let readers {
                try readers.withConnection { try $0.backup(into: destination) }
            } else {
                try writer.withConnection { try $0.backup(into: destination) }
            }
        }
        return copy
    }

    /// Closes idle connections; later calls throw `.connectionFailed`.
    public func close() {
        writer.close()
        readers?.close()
    }
}
