import Foundation
import Synchronization

/// Values read from the database, kept while the database's change counter has not moved (so every process sees every
/// other process's writes on its next request) and for at most `lifetime` seconds of real time (a bound on staleness
/// should a PostgreSQL writer die between its commit and its counter bump).
///
///     if let world = cache.value(for: key, counter: n) { … } else { cache.store(load(), for: key, counter: n) }
public final class ChangeAwareCache<Key: Hashable & Sendable, Value: Sendable>: Sendable {
    private struct Entry {
        let counter: Int64
        let storedAt: UInt64
        let value: Value
    }

    private let entries = Mutex<[Key: Entry]>([:])
    private let lifetime: UInt64
    private let limit: Int

    public init(lifetime: TimeInterval = 5, limit: Int = 10_000) {
        self.lifetime = UInt64(lifetime * 1_000_000_000)
        self.limit = limit
    }

    public func value(for key: Key, counter: Int64) -> Value? {
        let now = DispatchTime.now().uptimeNanoseconds
        guard let entry = entries.withLock({ $0[key] }), entry.counter == counter, now &- entry.storedAt < lifetime else { return nil }
        return entry.value
    }

    public func store(_ value: Value, for key: Key, counter: Int64) {
        let entry = Entry(counter: counter, storedAt: DispatchTime.now().uptimeNanoseconds, value: value)
        entries.withLock { entries in
            if entries.count >= limit { entries.removeAll(keepingCapacity: true) }
            entries[key] = entry
        }
    }

    /// Forgets one key (for example a session that was just ended in this process).
    public func remove(_ key: Key) {
        entries.withLock { _ = $0.removeValue(forKey: key) }
    }
}
