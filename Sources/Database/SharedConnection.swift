import Foundation

/// Where a database gets a connection from for the length of one closure.
protocol ConnectionSource<Connection>: Sendable {
    associatedtype Connection: AnyObject
    /// Runs `body` with exclusive use of a connection.
    func withConnection<T>(_ body: (Connection) throws -> T) throws -> T
    /// Refuses further use and drops idle connections.
    func close()
}

extension ConnectionPool: ConnectionSource {}

/// A single connection behind a recursive lock: used for SQLite `:memory:` databases, where
/// reads and writes must share one connection. Re-entrant on the same thread, so a `read`
/// nested inside a `write` runs on the same connection (and sees its uncommitted changes)
/// instead of deadlocking.
final class SharedConnection<Connection: AnyObject>: ConnectionSource, @unchecked Sendable {
    private let lock = NSRecursiveLock()
    private var connection: Connection?

    init(_ connection: Connection) {
        self.connection = connection
    }

    func withConnection<T>(_ body: (Connection) throws -> T) throws -> T {
        lock.lock()
        defer { lock.unlock() }
        guard let connection else {
            throw DatabaseError(.connectionFailed, "database is closed")
        }
        return try body(connection)
    }

    func close() {
        lock.lock()
        connection = nil
        lock.unlock()
    }
}
