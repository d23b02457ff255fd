import Database
import DatabaseTestSupport
import Foundation

/// A value shared between test threads.
final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    init(_ value: Value) { self.value = value }

    func withValue<T>(_ body: (inout Value) throws -> T) rethrows -> T {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }

    var current: Value { withValue { $0 } }
}

/// Runs `body(0..<count)` on `count` real threads at once and waits; rethrows the first error.
func onThreads(_ count: Int, _ body: @escaping @Sendable (Int) throws -> Void) throws {
    let errors = Locked<[any Error]>([])
    let group = DispatchGroup()
    for index in 0..<count {
        group.enter()
        let thread = Thread {
            defer { group.leave() }
            do { try body(index) } catch { errors.withValue { $0.append(error) } }
        }
        thread.start()
    }
    group.wait()
    if let first = errors.current.first { throw first }
}

/// Several independent `Database` handles on one fresh database, like several processes:
/// SQLite → separate `SQLiteDatabase`s on one file; PostgreSQL → separate pools on one schema.
/// With `TEST_DATABASE=sqlite` this uses a file database (in-memory ones cannot be shared).
func sharedDatabases(_ count: Int, dialect: SQLDialect = TestDatabase.kind, migrations: [Migration]) throws -> [any Database] {
    switch dialect {
    case .sqlite:
        let (first, path) = try TestDatabase.makeSQLiteFile(migrations: migrations)
        return [first] + (try (1..<count).map { _ in try SQLiteDatabase(path: path) })
    case .postgres:
        let first = try TestDatabase.make(migrations: migrations)
        let schema = (first as? PostgresDatabase)?.schema
        let url = try TestDatabase.postgresURL()
        return [first] + (try (1..<count).map { _ in try PostgresDatabase(url: url, schema: schema) })
    }
}

/// `BLOB` or `BYTEA`, per dialect.
func blobType(_ db: any Database) -> String {
    db.dialect == .postgres ? "BYTEA" : "BLOB"
}

struct Boom: Error {}
