import Foundation

/// A bounded pool of connections handed out to one thread at a time.
///
/// Connections are created lazily by `factory` up to `capacity`; callers block while all
/// are in use. A connection that `isHealthy` rejects after use is dropped, not reused.
final class ConnectionPool<Connection: AnyObject>: @unchecked Sendable {
    private let condition = NSCondition()
    private let capacity: Int
    private let factory: () throws -> Connection
    private let isHealthy: (Connection) -> Bool
    private var idle: [Connection]
    private var open: Int
    private var closed = false
    private var waits = 0

    init(
        capacity: Int,
        initial: [Connection] = [],
        factory: @escaping () throws -> Connection,
        isHealthy: @escaping (Connection) -> Bool = { _ in true }
    ) {
        self.capacity = max(1, capacity)
        self.idle = initial
        self.open = initial.count
        self.factory = factory
        self.isHealthy = isHealthy
    }

    /// Runs `body` with exclusive use of one connection.
    func withConnection<T>(_ body: (Connection) throws -> T) throws -> T {
        let connection = try checkOut()
        defer { checkIn(connection) }
        return try body(connection)
    }

    /// Drops the idle connections (the server closed them all: it restarted); later checkouts open new ones.
    func dropIdle() {
        condition.lock()
        open -= idle.count
        idle.removeAll()
        condition.broadcast()
        condition.unlock()
    }

    /// Drops idle connections and refuses further use.
    func close() {
        condition.lock()
        closed = true
        open -= idle.count
        idle.removeAll()
        condition.broadcast()
        condition.unlock()
    }

    private func checkOut() throws -> Connection {
        condition.lock()
        while true {
            if closed {
                condition.unlock()
                throw DatabaseError(.connectionFailed, "database is closed")
            }
            if let connection = idle.popLast() {
                condition.unlock()
                return connection
            }
            if open < capacity {
                open += 1
                condition.unlock()
                do {
                    return try factory()
                } catch {
                    condition.lock()
                    open -= 1
                    condition.signal()
                    condition.unlock()
                    throw error
                }
            }
            waits &+= 1
            condition.wait()
        }
    }

    /// What the pool holds now and how often a caller has had to wait for a connection since start (for `/metrics`).
    var statistics: PoolStatistics {
        condition.lock()
        defer { condition.unlock() }
        return PoolStatistics(capacity: capacity, open: open, idle: idle.count, waits: waits)
    }

    private func checkIn(_ connection: Connection) {
        let reusable = isHealthy(connection)
        condition.lock()
        if reusable && !closed {
            idle.append(connection)
        } else {
            open -= 1
        }
        condition.signal()
        condition.unlock()
    }
}
