import Foundation

/// Detects `write` called from inside `write` on the same database and thread, which would
/// otherwise deadlock (SQLite has one writer) or run in a second, independent transaction
/// (PostgreSQL). Such calls throw instead.
final class NestedWriteGuard: @unchecked Sendable {
    private let lock = NSLock()
    private var writingThreads: Set<ObjectIdentifier> = []

    /// Runs `body`, throwing if this thread is already inside `run` on this guard.
    func run<T>(_ body: () throws -> T) throws -> T {
        let thread = ObjectIdentifier(Thread.current)
        lock.lock()
        let inserted = writingThreads.insert(thread).inserted
        lock.unlock()
        guard inserted else {
            throw DatabaseError(
                .invalidQuery,
                "write called inside write on the same database; use the connection passed to the outer write")
        }
        defer {
            lock.lock()
            writingThreads.remove(thread)
            lock.unlock()
        }
        return try body()
    }
}
